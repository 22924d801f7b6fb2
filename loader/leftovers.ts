// Stage one's part of the one owner of the device's data (ADR-0025): one getItem (and a look at the
// page's controlling worker) decides whether the facade chunk must load to remove something
// (facade/remove-leftovers.ts). The note (core/storage/local-storage.ts): a user cache id, that
// person's data may be there; empty, nothing personal is left.
import { readLocalItem, CURRENT_USER_KEY } from '../core/storage/local-storage';

// Whether the facade must run removeLeftovers. Never throws. Without a readable note (a host's
// `localStorage.clear()` on sign-out) a controlling worker is reason enough, once: the removal
// leaves an empty note behind where storage works.
export function mayHaveLeftovers(options: Record<string, unknown>, signedIn: boolean): boolean {
  // Storage that throws holds nothing of ours; a worker still may.
  const note = readLocalItem(CURRENT_USER_KEY);
  return (
    (note != null || !!navigator.serviceWorker?.controller) &&
    // ADR-0106: parseConsent's `keepInWorker`, spelled out (its object costs every visitor bytes).
    (signedIn ? options.persist === false || options.serviceWorker === false : note !== '')
  );
}
