// The error logger's record (spec §3, §7), its line and once-key: the service chunk's (ADR-0084).
import { reportText, scrubSecrets } from './scrub-error';

// The report's `line` (spec §3) when the caller gave none: the top frame's, V8's "at fn
// (https://x/app.js:12:34)" or "fn@https://x/app.js:12:34", read from each line's end in linear
// time (docs/security.md "10. Long strings, cuts, downgrades and repeats").
const V8_PREFIX = /^\s*at\s/;
const LINE_TERMINATORS = ['\n', '\r', '\u2028', '\u2029'];

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** Index just before the run of digits that ends at `end` (exclusive), scanning backwards. */
function digitsStart(text: string, end: number): number {
  let index = end;
  while (index > 0 && isDigit(text.charCodeAt(index - 1))) index -= 1;
  return index;
}

/** The line number of a frame `<head>:<line>:<column>` (then an optional `)`), else undefined. */
function frameLine(text: string): string | undefined {
  let end = text.trimEnd().length;
  if (text.charAt(end - 1) === ')') end -= 1;
  const columnStart = digitsStart(text, end);
  if (columnStart === end || text.charAt(columnStart - 1) !== ':') return undefined;
  const lineEnd = columnStart - 1;
  const lineStart = digitsStart(text, lineEnd);
  if (lineStart === lineEnd || text.charAt(lineStart - 1) !== ':') return undefined;
  const head = text.slice(0, lineStart - 1);
  // Between the frame's marker (`at ` or `@`) and the colon, anything but a line terminator.
  const terminator = Math.max(...LINE_TERMINATORS.map((char) => head.lastIndexOf(char)));
  const v8 = V8_PREFIX.exec(head);
  const isFrame = (v8 !== null && terminator < v8[0].length) || head.lastIndexOf('@') > terminator;
  return isFrame ? text.slice(lineStart, lineEnd) : undefined;
}

/** The line number of the first stack frame, or '' when the stack has none. */
export function lineFromStack(stack: string | undefined): string {
  if (stack === undefined) return '';
  for (const line of stack.split('\n')) {
    const found = frameLine(line);
    if (found !== undefined) return found;
  }
  return '';
}

// spec §3 "Error report record: description, url, line, parentUrl, userAgent, stackTrace", the
// form the error logger accepts (spec §7).
export interface ErrorReportRecord {
  readonly description: string;
  readonly url: string;
  readonly line: string;
  readonly parentUrl: string;
  readonly userAgent: string;
  readonly stackTrace: string;
}

export interface ErrorReportContext {
  /** The page the error happened on (location.href). */
  readonly pageUrl: string;
  /** The embedding page: document.referrer or the parent frame's url. */
  readonly parentUrl: string;
  readonly userAgent: string;
  /** The failing script (a window `error` event's `filename`); replaces pageUrl when given. */
  readonly sourceUrl?: string | undefined;
  /** A window `error` event's `lineno`; read from the top stack frame when absent. */
  readonly line?: number | string | undefined;
  /** Values to remove from every field (the user's secure id); see `scrubSecrets`. */
  readonly secrets?: readonly string[] | undefined;
}

/** The record for `error` (any thrown value) with its cause chain, scrubbed, then cut. */
export function buildErrorReportRecord(
  error: unknown,
  context: ErrorReportContext,
): ErrorReportRecord {
  const { description, stackTrace } = reportText(error, context.secrets ?? []);
  const topStack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const line = String(context.line ?? '') || lineFromStack(topStack);
  const scrub = (text: string): string => scrubSecrets(text, context.secrets);
  return {
    description,
    url: scrub(context.sourceUrl || context.pageUrl),
    line: scrub(line),
    parentUrl: scrub(context.parentUrl),
    userAgent: scrub(context.userAgent),
    stackTrace,
  };
}

// The once-per-page-view key (error-logger.ts): description and stack, or an error's own string
// `reportKey` when they vary through one outage (section-data-error.ts).
export function reportKeyOf(
  error: unknown,
  record: Pick<ErrorReportRecord, 'description' | 'stackTrace'>,
): string {
  try {
    if (error instanceof Error && 'reportKey' in error && typeof error.reportKey === 'string') {
      return `k${error.reportKey}`;
    }
  } catch {
    // A throwing getter leaves the default key.
  }
  return `d${record.description}\n${record.stackTrace}`;
}
