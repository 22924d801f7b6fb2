// Secrets are scrubbed before every cut (ADR-0048). A service may echo the user's secure id (a
// hub title, an experiment's `errors`). Where such text was cut before anything scrubbed it, the
// cut could fall inside the id and leave its first characters, which no later scrubbing
// recognises: a hub title was cut at 100 characters (core/hubs/hub-item.ts) for its error, and at
// 200 (`parseDashboards`) for the list. Each test puts the id across the cut, at every offset,
// and follows the text to everything that leaves the page: the error logger's record, the host's
// logError, and for a hub the title that is shown and cached.
import { describe, expect, it, vi } from 'vitest';
import { buildErrorReportRecord } from '../../../core/errors/error-report';
import { MAX_SERVER_TEXT_LENGTH } from '../../../core/errors/scrub-error';
import { reportError } from '../../../core/reporting/report-error';
import { parseExperimentResponse } from '../../../core/experiments/fetch-experiment';
import { fetchHubs, MAX_HUB_TITLE_LENGTH } from '../../../core/hubs/fetch-hubs';
import { hubIcon } from '../../../core/hubs/hub-item';
import { selectHubs } from '../../../core/hubs/hub-item';
import type { RequestFn } from '../../../core/request/request-options';

const ID = 'SEC-7f3a9c2e41';
const ORIGIN = 'https://www.example.com';
/** Every start of the id from 1 to `ID.length - 1` characters before `cut`. */
const OFFSETS = Array.from({ length: ID.length - 1 }, (_, index) => index + 1);

/** A piece of the id (a start of four characters or more that is not the whole id). */
function pieceOfId(text: string): string | undefined {
  const rest = text.toLowerCase().split(ID.toLowerCase()).join(' ');
  for (let length = ID.length - 1; length >= 4; length -= 1) {
    const piece = ID.slice(0, length).toLowerCase();
    if (rest.includes(piece)) return piece;
  }
  return undefined;
}

/** Text of `length` characters whose id starts `offset` characters before `cut`. */
function textWithIdAcross(cut: number, offset: number, head = 'Pet Care '): string {
  const before = head + 'x'.repeat(cut - offset - head.length);
  return `${before}${ID} and the rest of it`;
}

/** Everything the reporting sends on for `error`, as text. */
async function whatLeaves(error: Error): Promise<string[]> {
  const logError = vi.fn<(error: Error) => void>();
  await reportError(error, { logError, secrets: () => [ID] });
  const logged = logError.mock.calls[0]?.[0];
  const record = buildErrorReportRecord(error, {
    pageUrl: ORIGIN,
    parentUrl: '',
    userAgent: 'test',
    secrets: [ID],
  });
  return [...Object.values(record), logged?.message ?? '', logged?.stack ?? ''];
}

function thrownBy(call: () => unknown): Error {
  try {
    call();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing thrown');
}

describe('a hub title', () => {
  it.each(OFFSETS)(
    'across the old 100-character cut of the icon error (id %i characters before it)',
    async (offset) => {
      const error = thrownBy(() => hubIcon(textWithIdAcross(100, offset)));
      for (const text of await whatLeaves(error)) expect(pieceOfId(text)).toBeUndefined();
    },
  );

  it.each(OFFSETS)(
    `across the ${MAX_HUB_TITLE_LENGTH}-character cut of the list (id %i characters before it)`,
    async (offset) => {
      const title = textWithIdAcross(MAX_HUB_TITLE_LENGTH, offset);
      const request = vi.fn<RequestFn>(async () => ({
        succeeded: true,
        result: [{ title, href: '/post-purchase-dashboard/PET' }],
        errors: [],
      }));
      const onError = vi.fn<(error: Error) => void>();
      const [hub] = selectHubs(await fetchHubs(request, { secureId: ID }), ORIGIN, onError);
      // Shown and cached: the id is gone, not cut.
      const shown = hub && 'title' in hub ? hub.title : '';
      expect(shown).toBe(title.replace(ID, '[redacted]').slice(0, MAX_HUB_TITLE_LENGTH));
      expect(pieceOfId(shown)).toBeUndefined();
      // And the missing icon's error.
      expect(onError).toHaveBeenCalledTimes(1);
      for (const text of await whatLeaves(onError.mock.calls[0]![0])) {
        expect(pieceOfId(text)).toBeUndefined();
      }
    },
  );
});

describe('an experiment’s errors', () => {
  it.each(OFFSETS)(
    `across the ${MAX_SERVER_TEXT_LENGTH}-character cap (id %i characters before it)`,
    async (offset) => {
      const text = textWithIdAcross(MAX_SERVER_TEXT_LENGTH - 1, offset, 'No variation for ');
      const error = thrownBy(() =>
        parseExperimentResponse({ succeeded: false, result: null, errors: [text] }, 'QAGate'),
      );
      expect(error.message.length).toBeLessThan(MAX_SERVER_TEXT_LENGTH + 100);
      for (const leaving of await whatLeaves(error)) expect(pieceOfId(leaving)).toBeUndefined();
    },
  );
});
