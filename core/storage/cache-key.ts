// spec §5: "Cache keys need a non-empty domain and module name. Keys are lower-cased and joined
// with an underscore." spec §8 gives the error text.

export const CACHE_KEY_ERROR = 'The domain/moduleName must not be empty.';

// Whitespace-only counts as empty: "   " would give a key that only looks scoped.
const isBlank = (text: string): boolean => text.trim() === '';

/** The key format alone, for callers whose domain and module are our own literals. */
export const joinKey = (...parts: ReadonlyArray<string | number>): string =>
  parts.join('_').toLowerCase();

export function cacheKey(
  domain: string,
  moduleName: string,
  ...parts: ReadonlyArray<string | number>
): string {
  if (isBlank(domain) || isBlank(moduleName)) throw new Error(CACHE_KEY_ERROR);
  return joinKey(domain, moduleName, ...parts);
}
