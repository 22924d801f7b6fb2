// What leaves the page is scrubbed, then cut: the report limits, secrets, server text quoted in a
// message, and the host's copy of an error chain.
import { describeError, errorCauseChain, stringifyError } from './describe-error';

// spec §9 "Content limits": "Stack trace cut to 8192 characters. Stringified error cut to 2000
// characters."
export const MAX_STACK_TRACE_LENGTH = 8192;
export const MAX_DESCRIPTION_LENGTH = 2000;

// Server text is cut to this where it enters an Error message (docs/security.md "10.").
export const MAX_SERVER_TEXT_LENGTH = 500;

/** Cuts `text` to at most `maxLength` UTF-16 units, never splitting a surrogate pair. */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const last = cut.charCodeAt(cut.length - 1);
  const isHighSurrogate = last >= 0xd800 && last <= 0xdbff;
  return isHighSurrogate ? cut.slice(0, -1) : cut;
}

// No report may contain the secure id (a credential, spec §6): the token after "secure_id ",
// "secure_id=", "secureId":" or "secure id " is removed. Linear: no run of spaces can be split
// between two `\s*` (docs/security.md "10."). `[redacted]` is taken whole: scrubbing is idempotent.
const SECURE_ID_VALUE =
  /(secure[_ -]?id)(\s*(?:["']\s*)?[:=]\s*(?:["']\s*)?|\s+|%20|\+)(\[redacted\]|[^\s"'&,;)}\]]+)/gi;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Every known secret (as written or URL-encoded, any case) becomes `[redacted]`, nothing else: for
// shown text, where SECURE_ID_VALUE could take a word ("Secure ID Setup"); blank ones are skipped.
export function scrubKnownSecrets(text: string, secrets: readonly string[] = []): string {
  let result = text;
  const variants = new Set<string>();
  for (const secret of secrets) {
    if (typeof secret !== 'string' || secret.trim() === '') continue;
    variants.add(secret);
    variants.add(encodeURIComponent(secret));
  }
  // Longest first, so a secret containing another is removed whole.
  const ordered = [...variants].sort((a, b) => b.length - a.length);
  for (const variant of ordered) {
    result = result.replace(new RegExp(escapeRegExp(variant), 'gi'), '[redacted]');
  }
  return result;
}

/** Replaces every `secure_id <value>`, and every known secret as scrubKnownSecrets does. */
export function scrubSecrets(text: string, secrets: readonly string[] = []): string {
  return scrubKnownSecrets(text.replace(SECURE_ID_VALUE, '$1$2[redacted]'), secrets);
}

// `describeError` as every report carries it: scrubbed, then cut, so no cut leaves half a secret.
export function reportText(error: unknown, secrets: readonly string[]) {
  const { description, stackTrace } = describeError(error);
  return {
    description: truncate(scrubSecrets(description, secrets), MAX_DESCRIPTION_LENGTH),
    stackTrace: truncate(scrubSecrets(stackTrace, secrets), MAX_STACK_TRACE_LENGTH),
  };
}

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

// Server text made fit for an Error message (ADR-0048): scrubbed, then cut with `…`. A cut inside a
// word drops the word, so an unknown secret leaves no first characters behind.
export function quoteServerText(text: string, secrets: readonly string[] = []): string {
  const scrubbed = scrubSecrets(text, secrets);
  if (scrubbed.length <= MAX_SERVER_TEXT_LENGTH) return scrubbed;
  const cut = truncate(scrubbed, MAX_SERVER_TEXT_LENGTH - CUT_MARK.length);
  return dropPartialWord(cut, scrubbed.charAt(cut.length)) + CUT_MARK;
}

/** A string property of an Error; undefined when absent, not a string, or its getter throws. */
function readText(error: Error, key: 'name' | 'message' | 'stack'): string | undefined {
  try {
    const text: unknown = error[key];
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** For the host's logError (ADR-0048): `error`, or its chain scrubbed if it holds a secret. */
export function scrubError(error: Error, secrets: readonly string[]): Error {
  let leaks = false;
  const scrub = (text: string): string => {
    const scrubbed = scrubSecrets(text, secrets);
    leaks ||= scrubbed !== text;
    return scrubbed;
  };
  // Built from the root cause up, so each copy carries the next one as its cause.
  let copy: Error | undefined;
  for (const value of errorCauseChain(error).reverse()) {
    const options = copy && { cause: copy };
    if (!(value instanceof Error)) {
      copy = new Error(scrub(stringifyError(value)), options);
      continue;
    }
    copy = new Error(scrub(readText(value, 'message') ?? ''), options);
    copy.name = scrub(readText(value, 'name') ?? 'Error');
    const stack = readText(value, 'stack');
    if (stack !== undefined) copy.stack = scrub(stack);
  }
  return leaks && copy ? copy : error;
}
