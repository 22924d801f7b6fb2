// The secure id (a credential, spec §6) never appears in an error report or a log. A
// server may echo it back in any text (an experiment's `errors`, a hub title, a 404 body), at
// any place, in any case, URL-encoded, deep in a cause chain. These properties put it there
// and check every way out: the error logger's record (spec §3/§7, cut to spec §9's limits after
// scrubbing), the host's logError (a scrubbed copy, core/errors/scrub-error.ts), and the service
// worker, which only ever accepts a hash (core/worker.ts).
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { buildErrorReportRecord } from '../../../core/errors/error-report';
import { errorCauseChain } from '../../../core/errors/describe-error';
import { reportError } from '../../../core/reporting/report-error';
import { scrubError } from '../../../core/errors/scrub-error';
import { parseUserMessage } from '../../../core/worker';

const secret = fc.oneof(
  fc.constantFrom('S-1', 'S-2', 'a1b2-c3d4', 'user@example.com'),
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._@-]{2,20}$/),
);
const filler = fc.string({ maxLength: 60 });

/** Text with the secret somewhere in it, as written, upper-cased or URL-encoded. */
const textWith = (id: string) =>
  fc
    .tuple(
      filler,
      filler,
      fc.constantFrom(id, id.toUpperCase(), id.toLowerCase(), encodeURIComponent(id)),
      fc.constantFrom(
        '',
        'secure_id ',
        'secureId=',
        '"secureId":"',
        'No dashboards found for secure id ',
      ),
    )
    .map(([before, after, written, prefix]) => `${before}${prefix}${written}${after}`);

/** An error chain of 1–4 links; `id` lands in the message, the name or the stack of some. */
const chainWith = (id: string) =>
  fc
    .array(
      fc.record({
        message: fc.oneof(textWith(id), filler),
        stack: fc.oneof(textWith(id), filler, fc.constant(undefined)),
        long: fc.nat({ max: 12_000 }),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((links) => {
      let cause: Error | undefined;
      for (const link of [...links].reverse()) {
        const error = new Error(link.message + 'x'.repeat(link.long), cause ? { cause } : {});
        if (link.stack !== undefined) error.stack = `Error: ${link.message}\n    at ${link.stack}`;
        cause = error;
      }
      return cause!;
    });

const contains = (text: string, id: string) =>
  text.toLowerCase().includes(id.toLowerCase()) ||
  text.toLowerCase().includes(encodeURIComponent(id).toLowerCase());

describe('the error logger’s record (spec §3, §7, §9)', () => {
  it('holds no secret in any field, and stays within the limits', () => {
    fc.assert(
      fc.property(
        secret.chain((id) => fc.tuple(fc.constant(id), chainWith(id), textWith(id), textWith(id))),
        ([id, error, pageUrl, parentUrl]) => {
          const record = buildErrorReportRecord(error, {
            pageUrl: `https://host.example/?q=${pageUrl}`,
            parentUrl,
            userAgent: `Agent ${id}`,
            secrets: [id],
          });
          for (const [field, value] of Object.entries(record)) {
            expect(contains(value, id), `${field}: ${value.slice(0, 200)}`).toBe(false);
          }
          expect(record.description.length).toBeLessThanOrEqual(2000);
          expect(record.stackTrace.length).toBeLessThanOrEqual(8192);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the host’s logError', () => {
  it('gets a chain with no secret, as long and in the same order', () => {
    fc.assert(
      fc.property(
        secret.chain((id) => fc.tuple(fc.constant(id), chainWith(id))),
        ([id, error]) => {
          const scrubbed = scrubError(error, [id]);
          const original = errorCauseChain(error) as Error[];
          const copy = errorCauseChain(scrubbed) as Error[];
          expect(copy).toHaveLength(original.length);
          copy.forEach((link, index) => {
            expect(link).toBeInstanceOf(Error);
            for (const text of [link.name, link.message, link.stack ?? '']) {
              expect(contains(text, id)).toBe(false);
            }
            // Everything else is kept: the text around the secret.
            expect(link.message.replace(/\[redacted\]/g, '').length).toBeLessThanOrEqual(
              original[index]!.message.length,
            );
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an error without a secret is handed over as it is (the same object)', () => {
    fc.assert(
      fc.property(
        secret,
        fc.array(fc.stringMatching(/^[xyz .:]{0,40}$/), { minLength: 1, maxLength: 3 }),
        (id, messages) => {
          // Secrets are matched ignoring case (`scrubSecrets`): a generated message may hold
          // one all the same ('yxy' for the secret 'Yxy', seed 993997402), and is then not an
          // error without a secret.
          fc.pre(messages.every((message) => !message.toLowerCase().includes(id.toLowerCase())));
          let error: Error | undefined;
          for (const message of messages.reverse())
            error = new Error(message, error ? { cause: error } : {});
          // The stacks are scrubbed too, and they hold this file's path: a generated secret such
          // as 'ork' or 'Unit' is in them, and the error then does hold a secret.
          for (let link: unknown = error; link instanceof Error; link = link.cause) {
            fc.pre(!String(link.stack).toLowerCase().includes(id.toLowerCase()));
          }
          expect(scrubError(error!, [id])).toBe(error);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('reportError gives logError the scrubbed copy, the logger the original', async () => {
    const logError = vi.fn();
    const logger = { report: vi.fn(async () => undefined) };
    const error = new Error('Experiment failed (No variation for secure id S-1)', {
      cause: new Error('user S-1 unknown'),
    });
    await reportError(error, { logError, logger, secrets: () => ['S-1'] });
    const given = logError.mock.calls[0]?.[0] as Error;
    expect(given.message).toBe('Experiment failed (No variation for secure id [redacted])');
    expect((given.cause as Error).message).toBe('user [redacted] unknown');
    expect(
      JSON.stringify([given.message, given.stack, (given.cause as Error).stack]),
    ).not.toContain('S-1');
    // The logger scrubs its own record (`buildErrorReportRecord`) and keeps the line numbers.
    expect(logger.report).toHaveBeenCalledWith(error, undefined);
  });

  it('a throwing getter on the error hides nothing and breaks nothing', () => {
    const error = new Error('for S-1');
    Object.defineProperty(error, 'stack', {
      get() {
        throw new Error('no stack for you');
      },
    });
    const scrubbed = scrubError(error, ['S-1']);
    expect(scrubbed.message).toBe('for [redacted]');
  });
});

describe('the service worker only ever hears a hash', () => {
  it('any message: a user cache id, null, or nothing — never a secure id in clear', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            type: fc.constant('quick-actions:user'),
            user: fc.oneof(secret, fc.anything()),
          }),
        ),
        (data) => {
          const message = parseUserMessage(data);
          if (!message) return;
          expect(
            message.user === null || /^(?:[0-9a-f]{16}|[0-9a-f]{64})$/.test(message.user),
          ).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
