// A long error string must not freeze the page: read by a quadratic pattern (the errors tests keep
// two as references), an experiment's error text of 60,000 spaces is one 5.8 s main-thread task.
// Every function in core/ whose regular expressions see foreign text (error messages, stacks, URLs,
// cookies, the user agent, server text, document and hub titles, dates, markdown) gets pathological
// strings here: long runs of blanks, repeated separators and near-matches of each pattern, 100,000
// characters (or just under the function's own input cap, where it has one). Each call is timed; a
// quadratic pattern takes seconds at this size (a quarter of a second at the quarter length of
// the functions that read their text several times), a linear one well under a millisecond. The
// bound sits between the two with room on both sides: a call stretched by a machine whose other
// processes keep both cores busy (a 20 ms bound failed at 47 ms so) still passes, and the fastest
// quadratic case still fails five measurements in a row.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMobileDevice } from '../../../core/device';
import { parseIsoDate } from '../../../core/documents/parse-tile-tree';
import { previewUrl } from '../../../core/documents/document-target';
import { buildErrorReportRecord, lineFromStack } from '../../../core/errors/error-report';
import { isDevHost, isLocalhost, isQueryFlagSet } from '../../../core/errors/dev-hosts';
import {
  scrubError,
  scrubKnownSecrets,
  scrubSecrets,
  quoteServerText,
} from '../../../core/errors/scrub-error';
import { readDcsExp } from '../../../core/experiments/experiment-store';
import { parseExperimentResponse } from '../../../core/experiments/fetch-experiment';
import { hubIcon } from '../../../core/hubs/hub-item';
import { isNoDashboardsResponse, parseDashboards } from '../../../core/hubs/fetch-hubs';
import { countryFromHost, parseLocValue } from '../../../core/locale';
import {
  decodeEntities,
  MAX_MARKDOWN_INPUT,
  parseMarkdown,
  MAX_URL_LENGTH,
  safeHref,
} from '../../../core/markdown';
import { pageNameFor } from '../../../core/page';
import { readCookie } from '../../../core/cookie';

const ORIGIN = 'https://www.example.com';
const SECRET = 'S-1234';
const LENGTH = 100_000;
/** Per call, whatever its length: a linear function takes a few milliseconds at most. */
const BOUND_MS = 100;

/** What the inputs repeat: blanks, separators, and near-matches of every pattern in core/. */
const UNITS = [
  // blanks and controls (trims, `\s*` runs, the URL parser's edge controls)
  ' ',
  '\t',
  '\n',
  '\r\n',
  '  \n',
  '\n \n',
  '\u0000',
  '\u0001 ',
  '\u00a0',
  '\u2028',
  // stack frames (`lineFromStack`)
  '@',
  ':',
  ':1',
  ':1:1',
  '1:',
  ')',
  'at ',
  '    at x (',
  '@a:1:1 ',
  // secure id values (`scrubSecrets`)
  'secure_id',
  'secure_id ',
  'secure id ',
  'secure-id:',
  'secureId=',
  '"secureId":"',
  'secure_id "',
  "secure_id ' ",
  'secure_id%20',
  'secure_id+',
  'S-1',
  'S-123',
  's-1234S-1234',
  'no dashboards found for secure ',
  '[redacted]',
  'secure_id=[redacted',
  // URLs, entities, markdown
  '%',
  '%2',
  '&',
  '&#',
  '&#x1',
  '&#1234567',
  '&amp',
  '*',
  '**',
  '_',
  '__',
  '[',
  '](',
  '[a](',
  '\\',
  '\\\n',
  '"',
  "'",
  '(',
  '<',
  '//',
  '\\\\',
  'a+.-',
  'javascript:',
  '/all',
  // dates, locales, hosts, cookies, user agents
  '2024-01-01T00:00:00.',
  '1',
  '12',
  '1.',
  '255.',
  'test',
  'us-',
  ';',
  '=',
  'L=',
  ' L="',
  'dcsExp=',
  'TV',
  'Mobi',
  'Wear ',
  '&&',
  'x',
];
/** Runs of these are what backtracking patterns retry: drawn as often as all the other units. */
const BLANKS = [' ', '\t', '\n', '  \n', '\u0000', '\u00a0'];
/** What starts or ends a run: a pattern's head, or the character that makes it give up. */
const EDGES = [
  ...['', 'x', '!', ':', '"', '\u0001', ')', '@', 'at ', ' ', '\n', 'a', SECRET, '[redacted]'],
  ...['secure_id', 'secure id:', '"secureId":', 'secure_id=', '    at f (', '[a](', '&#x', '\\'],
];

/** `text` repeated to `size` characters. */
function run(text: string, size: number): string {
  return text.repeat(Math.ceil(size / text.length)).slice(0, size);
}

/**
 * A pathological string of about `length` characters between two edges: one unit (of one to
 * three `UNITS`, or of blanks) repeated, or two such runs one after the other — a long run, then
 * a near-match repeated, is what makes a backtracking pattern retry the run again and again.
 */
const pathological = (length: number) => {
  const unit = fc.oneof(
    fc.array(fc.constantFrom(...UNITS), { minLength: 1, maxLength: 3 }),
    fc.array(fc.constantFrom(...BLANKS), { minLength: 1, maxLength: 2 }),
  );
  return fc
    .record({
      prefix: fc.constantFrom(...EDGES),
      first: unit,
      second: fc.option(unit, { freq: 2 }),
      suffix: fc.constantFrom(...EDGES),
    })
    .map(({ prefix, first, second, suffix }) =>
      second === null
        ? prefix + run(first.join(''), length) + suffix
        : prefix + run(first.join(''), length / 2) + run(second.join(''), length / 2) + suffix,
    );
};

/** Inputs that froze a page or would have: tried first, every time (fast-check's examples). */
const KNOWN = (length: number): string[] => [
  // An experiment's error text of spaces, after "secure id" (`scrubSecrets`).
  `Experiment 'QAGate': request did not succeed (No variation for secure id ${run(' ', length)}).`,
  `secure_id${run(' ', length)}`,
  // `lineFromStack`: `@.*` retried from every `@`.
  run('@', length),
  `${run('@:1:1', length / 2)}${run(' ', length / 2)}x`,
  // `[ \t\n]+$`-style trims (markdown, the URL parser's edge controls).
  `a${run(' ', length)}a`,
  `a${run('\u0000', length)}a`,
  `${run(' ', length / 2)}${run('a\n', length / 2)}`,
];

function timeOf(call: () => unknown): number {
  const start = performance.now();
  try {
    call();
  } catch {
    // Some of them throw by design (an error for a hub without an icon); the time still counts.
  }
  return performance.now() - start;
}

/**
 * The call's time. Measured again, up to four times, only when over the bound but not far over
 * it: a garbage collection, or other processes on a loaded machine taking the core, can stretch
 * one call, not five in a row. A quadratic pattern takes seconds (ten times the bound is enough
 * to know), every time.
 */
function measure(call: () => unknown): number {
  let best = timeOf(call);
  for (let retry = 0; retry < 4 && best > BOUND_MS && best < 10 * BOUND_MS; retry += 1) {
    best = Math.min(best, timeOf(call));
  }
  return best;
}

/** An error that carries `text` four times: message, cause, and both their stacks. */
function errorWith(text: string): Error {
  const cause = new Error(text);
  cause.stack = `Error: ${text}\n    at load (https://cdn.example/qa.js:7:3)`;
  const error = new Error(text, { cause });
  error.stack = `Error: ${text}\n    at run (https://cdn.example/qa.js:1:2)`;
  return error;
}

/** Functions that read the text several times get a quarter of the length, the same work. */
const COPIES_LENGTH = LENGTH / 4;

interface Case {
  readonly name: string;
  readonly call: (text: string) => unknown;
  readonly length?: number;
}

const simple = (name: string, call: (text: string) => unknown, length = LENGTH): Case => ({
  name,
  call,
  length,
});

const CASES: readonly Case[] = [
  // error messages and stacks
  simple('scrubSecrets', (text) => scrubSecrets(text, [SECRET])),
  simple('scrubKnownSecrets', (text) => scrubKnownSecrets(text, [SECRET])),
  simple('quoteServerText', (text) => quoteServerText(text, [SECRET])),
  simple('lineFromStack', (text) => lineFromStack(text)),
  {
    name: 'buildErrorReportRecord (the text in every field, four times in the error)',
    call: (text) =>
      buildErrorReportRecord(errorWith(text), {
        pageUrl: text,
        parentUrl: text,
        userAgent: text,
        secrets: [SECRET],
      }),
    length: COPIES_LENGTH,
  },
  {
    name: 'scrubError (four times in the error)',
    call: (text) => scrubError(errorWith(text), [SECRET]),
    length: COPIES_LENGTH,
  },
  // server text
  simple('parseExperimentResponse (errors)', (text) =>
    parseExperimentResponse({ succeeded: false, errors: [text] }, 'QAGate'),
  ),
  simple('parseExperimentResponse (another experiment)', (text) =>
    parseExperimentResponse(
      { succeeded: true, result: { experimentName: text, variationName: 'N' }, errors: [] },
      'QAGate',
    ),
  ),
  simple('parseDashboards and isNoDashboardsResponse', (text) =>
    isNoDashboardsResponse(
      parseDashboards({ succeeded: false, result: [{ title: text, href: '/h' }] }, [SECRET]),
    ),
  ),
  simple('isNoDashboardsResponse (errors)', (text) =>
    isNoDashboardsResponse(parseDashboards({ succeeded: false, errors: [text] })),
  ),
  simple('hubIcon (a hub title)', (text) => hubIcon(text)),
  simple('parseIsoDate (LastModified)', (text) => parseIsoDate(text)),
  simple('previewUrl (PostUrl)', (text) => previewUrl(text)),
  // URLs and markdown, just under their own input caps (and over, for safeHref)
  simple('safeHref', (text) => safeHref(text, ORIGIN), MAX_URL_LENGTH * 8 - 2),
  simple('safeHref (over its cap)', (text) => safeHref(text, ORIGIN)),
  simple('decodeEntities', (text) => decodeEntities(text)),
  {
    name: 'parseMarkdown',
    call: (text) => parseMarkdown(text, ORIGIN),
    length: MAX_MARKDOWN_INPUT - 2,
  },
  // the page's URL, host, cookies and user agent
  simple('isDevHost', (text) => isDevHost(text)),
  simple('isLocalhost', (text) => isLocalhost(text)),
  simple('countryFromHost', (text) => countryFromHost(text)),
  simple('isQueryFlagSet', (text) => isQueryFlagSet(text, 'logBlacklistedErrors')),
  simple('pageNameFor (a path)', (text) => pageNameFor(undefined, text)),
  simple('readCookie', (text) => readCookie(`L=${text}; ${text}`, 'L')),
  simple('readDcsExp', (text) => readDcsExp(`dcsExp=${text}`)),
  simple('parseLocValue', (text) => parseLocValue(text)),
  simple('isMobileDevice (user agent)', (text) => isMobileDevice({ userAgent: text })),
];

describe('every pattern that sees foreign text runs in linear time', () => {
  it.each(CASES)(
    '$name',
    ({ call, length = LENGTH }) => {
      // The first calls compile the patterns and the function.
      for (const warmUp of ['', 'x'.repeat(100), ' '.repeat(1000)]) timeOf(() => call(warmUp));
      fc.assert(
        fc.property(pathological(length), (text) => {
          const ms = measure(() => call(text));
          expect(ms, `${ms.toFixed(1)} ms for ${JSON.stringify(text.slice(0, 60))}…`).toBeLessThan(
            BOUND_MS,
          );
        }),
        // A failure is seconds per call: report the first one instead of shrinking it.
        { numRuns: 60, endOnFailure: true, examples: KNOWN(length).map((text) => [text]) },
      );
      // Time enough for a quadratic pattern to show itself as a failed bound, not a timeout.
    },
    120_000,
  );
});
