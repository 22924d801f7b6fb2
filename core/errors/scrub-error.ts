// What leaves the page is scrubbed, then cut: the report limits, secrets, server text quoted in a
// message, and the host's copy of an error chain.
import { describeError, errorCauseChain, stringifyError } from './describe-error';

// spec §9 "Content limits": "Stack trace cut to 8192 characters. Stringified error cut to 2000
// characters." The error logger rejects longer fields, so they are cut client-side.
export const MAX_STACK_TRACE_LENGTH = 8192;
export const MAX_DESCRIPTION_LENGTH = 2000;

// Server text is cut to this where it enters an Error message (`quoteServerText`), so no later step
// (scrubbing, the stack, the report) pays for a huge answer (docs/security.md "10. Long strings,
// cuts, downgrades and repeats").
export const MAX_SERVER_TEXT_LENGTH = 500;

/** Cuts `text` to at most `maxLength` UTF-16 units, never splitting a surrogate pair. */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const last = cut.charCodeAt(cut.length - 1);
  const isHighSurrogate = last >= 0xd800 && last <= 0xdbff;
  return isHighSurrogate ? cut.slice(0, -1) : cut;
}

// Nothing the widget reports may contain the user's secure id (spec §6 makes it a credential):
// "secure_id S-1" (the Authorization scheme), "secure_id=S-1", "secureId":"S-1", and the hub
// service's "No dashboards found for secure id S-1": the token after the name is removed. Linear
// time on text of any length (docs/security.md "10. Long strings, cuts, downgrades and repeats"):
// each run of spaces can be read one way only, never split between two adjacent `\s*`. A value
// already `[redacted]` is taken whole, so scrubbing twice gives what scrubbing once does.
const SECURE_ID_VALUE =
  /(secure[_ -]?id)(\s*(?:["']\s*)?[:=]\s*(?:["']\s*)?|\s+|%20|\+)(\[redacted\]|[^\s"'&,;)}\]]+)/gi;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Replaces every occurrence of a known secret (as written or URL-encoded, any letter case) with
// `[redacted]`, and nothing else: for text that is shown, where SECURE_ID_VALUE could take a word
// for a value ("Secure ID Setup"). Empty secrets are ignored: they would match everywhere.
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

// `describeError` as every report carries it (the logger's, the one without its client, the
// registry's): scrubbed, then cut to spec §9's limits, so a cut never leaves half a secret.
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

// Server text made fit for an Error message (ADR-0048), as every place that quotes a response's
// text in one does (`fetchExperiment`, `hubIcon`, `readJsonBody`): scrubbed, then cut to
// MAX_SERVER_TEXT_LENGTH with `…`. A cut inside a word drops the word whole: a secret the caller
// does not know cannot leave its first characters where no later scrubbing recognises them.
export function quoteServerText(text: string, secrets: readonly string[] = []): string {
  const scrubbed = scrubSecrets(text, secrets);
  if (scrubbed.length <= MAX_SERVER_TEXT_LENGTH) return scrubbed;
  const cut = truncate(scrubbed, MAX_SERVER_TEXT_LENGTH - CUT_MARK.length);
  return dropPartialWord(cut, scrubbed.charAt(cut.length)) + CUT_MARK;
}

// The secure id never reaches a log (ADR-0048), the host's logError included, which gets "an
// Error, with its cause chain" (docs/host-api.md "Providers"): a server may echo the id into a
// message. The logger scrubs its record (`buildErrorReportRecord`); `scrubError` the host's chain.

/** A string property of an Error; undefined when absent, not a string, or its getter throws. */
function readText(error: Error, key: 'name' | 'message' | 'stack'): string | undefined {
  try {
    const text: unknown = error[key];
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** `error` itself when no text of its chain holds a secret, else a scrubbed copy of the chain. */
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
