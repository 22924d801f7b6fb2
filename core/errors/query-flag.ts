// spec §8's switches logDevEnvironmentErrors and logBlacklistedErrors are page query flags.

/** Whether `?name=true` (any letter case of "true") is in the search string. */
export function isQueryFlagSet(search: string, name: string): boolean {
  try {
    return new URLSearchParams(search).get(name)?.toLowerCase() === 'true';
  } catch {
    return false;
  }
}
