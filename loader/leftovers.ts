// Stage one's part of the one owner of the device's data (ADR-0025): decide with one getItem (and a
// look at the page's controlling worker) whether anything may have to be removed from the device,
// and only then load the facade chunk, which removes it (facade/remove-leftovers.ts). The note
// (core/storage/personal-data.ts): a user cache id, that person's data may be there; empty, nothing
// personal is left. An anonymous visitor with no note and no worker pays the one read: no request,
// element or listener.
import { CURRENT_USER_KEY } from '../core/storage/personal-data';

/** The host options that ask for removal (docs/host-api.md "Options and their defaults"). */
export interface RemovalOptions {
  readonly [option: string]: unknown;
  persist?: unknown;
  serviceWorker?: unknown;
}

/**
 * Whether the facade must run removeLeftovers for these options and this user. Never throws.
 * The note may be gone (a host's `localStorage.clear()` on sign-out) or unreadable while a worker
 * still holds data: a worker controlling the page is then reason enough, once, as the removal
 * leaves an empty note ("nothing personal") behind where storage works.
 */
export function mayHaveLeftovers(options: RemovalOptions, signedIn: boolean): boolean {
  let note: string | null | undefined;
  try {
    // The globals, as read-stored-gate.ts reads them: the same text twice compresses to nothing.
    note = localStorage.getItem(CURRENT_USER_KEY);
  } catch {
    // Storage that throws holds nothing of ours; a worker still may.
  }
  return (
    (note != null || !!navigator.serviceWorker?.controller) &&
    (signedIn ? options.persist === false || options.serviceWorker === false : note !== '')
  );
}
