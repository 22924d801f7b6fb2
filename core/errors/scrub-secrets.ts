// Nothing the widget reports may contain the user's secure id (spec §6 makes it a credential).
// Applied to every field of a report before it leaves the page.

export const REDACTED = '[redacted]';

// "secure_id S-1" (the Authorization scheme), "secure_id=S-1", "secureId":"S-1", and the hub
// service's "No dashboards found for secure id S-1": the token after the name is removed.
const SECURE_ID_VALUE =
  /(secure[_ -]?id)(\s*["']?\s*[:=]\s*["']?\s*|\s+|%20|\+)([^\s"'&,;)}\]]+)/gi;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Replaces every `secure_id <value>` and every occurrence of a known secret (as written or
 * URL-encoded, any letter case) with `[redacted]`. Empty secrets are ignored: they would match
 * everywhere.
 */
export function scrubSecrets(text: string, secrets: readonly string[] = []): string {
  let result = text.replace(SECURE_ID_VALUE, `$1$2${REDACTED}`);
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
