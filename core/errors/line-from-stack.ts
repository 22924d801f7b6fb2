// The error report's `line` field (spec §3) when the caller gave none (a caught error): the line
// of the top stack frame, V8's "    at fn (https://x/app.js:12:34)" or Firefox/Safari's
// "fn@https://x/app.js:12:34". A stack holds server text of any length, so this runs in linear
// time (docs/security.md "10. Long strings, cuts, downgrades and repeats"): a regular expression
// with `@.*` would retry from every `@`, so the line is read from its end by hand, once.

/** `at` after leading blanks, then one blank: the V8 frame prefix. */
const V8_PREFIX = /^\s*at\s/;

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** `.` in a regular expression stops at these; so does a frame. */
const isLineTerminator = (char: string): boolean =>
  char === '\n' || char === '\r' || char === '\u2028' || char === '\u2029';

/** Index just before the run of digits that ends at `end` (exclusive), scanning backwards. */
function digitsStart(text: string, end: number): number {
  let index = end;
  while (index > 0 && isDigit(text.charCodeAt(index - 1))) index -= 1;
  return index;
}

/** The last line terminator's index in `text`, or -1. */
function lastLineTerminator(text: string): number {
  for (let index = text.length - 1; index >= 0; index -= 1) {
    if (isLineTerminator(text.charAt(index))) return index;
  }
  return -1;
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
  const terminator = lastLineTerminator(head);
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
