// Server text is capped where it enters an error, and scrubbed before it is cut (ADR-0048).
// Every place where a response's text becomes part of an Error message quotes it through here:
// core/experiments/fetch-experiment.ts (the `errors` list, another experiment's name),
// core/hubs/hub-icon.ts (a hub title), core/request/read-json-body.ts (the JSON parser's message,
// which may quote the body).
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

/**
 * `text` made fit for an Error message: secrets scrubbed first (any `secure_id X`, and each of
 * `secrets` when the caller knows them; see scrub-secrets.ts), then cut to
 * MAX_SERVER_TEXT_LENGTH characters with `…` at the end. A cut inside a word drops that word
 * whole: a secret the caller does not know (a service may echo the user's secure id) cannot leave
 * its first characters behind, where the report's scrubbing would no longer recognise it.
 */
export function quoteServerText(text: string, secrets: readonly string[] = []): string {
  const scrubbed = scrubSecrets(text, secrets);
  if (scrubbed.length <= MAX_SERVER_TEXT_LENGTH) return scrubbed;
  const cut = truncate(scrubbed, MAX_SERVER_TEXT_LENGTH - CUT_MARK.length);
  return dropPartialWord(cut, scrubbed.charAt(cut.length)) + CUT_MARK;
}
