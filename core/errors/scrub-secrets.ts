// Nothing the widget reports may contain the user's secure id (spec §6 makes it a credential).

export const REDACTED = '[redacted]';

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
    result = result.replace(new RegExp(escapeRegExp(variant), 'gi'), REDACTED);
  }
  return result;
}

/** Replaces every `secure_id <value>`, and every known secret as scrubKnownSecrets does. */
export function scrubSecrets(text: string, secrets: readonly string[] = []): string {
  return scrubKnownSecrets(text.replace(SECURE_ID_VALUE, `$1$2${REDACTED}`), secrets);
}
