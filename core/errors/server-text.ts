// Server text is scrubbed, then capped, where it enters an Error message (ADR-0048): every place
// that quotes a response's text in one goes through here (fetch-experiment.ts, hub-icon.ts,
// read-json-body.ts).
import { MAX_SERVER_TEXT_LENGTH } from './error-report-limits';
import { scrubSecrets } from './scrub-secrets';
import { truncate } from './truncate';

/** Marks a cut: the text went on. */
export const CUT_MARK = '…';

const isWhitespace = (char: string): boolean => char.trim() === '';

/** The end of `text` without its last, unfinished word (`text` cut just before `next`). */
function dropPartialWord(text: string, next: string): string {
  if (next === '' || isWhitespace(next)) return text;
  let end = text.length;
  while (end > 0 && !isWhitespace(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

// `text` made fit for an Error message: scrubbed (scrub-secrets.ts), then cut to
// MAX_SERVER_TEXT_LENGTH with `…`. A cut inside a word drops the word whole: a secret the caller
// does not know cannot leave its first characters where no later scrubbing recognises them.
export function quoteServerText(text: string, secrets: readonly string[] = []): string {
  const scrubbed = scrubSecrets(text, secrets);
  if (scrubbed.length <= MAX_SERVER_TEXT_LENGTH) return scrubbed;
  const cut = truncate(scrubbed, MAX_SERVER_TEXT_LENGTH - CUT_MARK.length);
  return dropPartialWord(cut, scrubbed.charAt(cut.length)) + CUT_MARK;
}
