// The error report's `line` field (spec §3) when the caller did not give one (e.g. a caught error
// rather than a window `error` event): the line of the top stack frame.

// V8: "    at fn (https://x/app.js:12:34)" or "    at https://x/app.js:12:34";
// Firefox/Safari: "fn@https://x/app.js:12:34".
const FRAME = /(?:^\s*at\s.*|@.*):(\d+):\d+\)?\s*$/;

/** The line number of the first stack frame, or '' when the stack has none. */
export function lineFromStack(stack: string | undefined): string {
  if (stack === undefined) return '';
  for (const line of stack.split('\n')) {
    const match = FRAME.exec(line);
    if (match?.[1] !== undefined) return match[1];
  }
  return '';
}
