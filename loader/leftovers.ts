// issue 12, stage one's part: decide with one getItem whether anything may have to be removed
// from the device, and only then load the facade chunk, which removes it
// (facade/remove-leftovers.ts). The note (core/storage/personal-data.ts) says it all: absent,
// nothing of ours was ever written with `persist` on (no worker was registered either: the
// facade registers one only where it writes the note); empty, only non-personal things are left;
// a user cache id, that person's data may be there. An anonymous visitor with no note pays the
// one read: no request, element or listener.
import { CURRENT_USER_KEY } from '../core/storage/personal-data';

/** The host options that ask for removal (contract §1 "The host API"). */
export interface RemovalOptions {
  readonly [option: string]: unknown;
  persist?: unknown;
  serviceWorker?: unknown;
}

/** Whether the facade must run removeLeftovers for these options and this user. Never throws. */
export function mayHaveLeftovers(options: RemovalOptions, signedIn: boolean): boolean {
  try {
    // The globals, as read-stored-gate.ts reads them: the same text twice compresses to nothing.
    const note = localStorage.getItem(CURRENT_USER_KEY);
    return (
      note !== null &&
      ((!signedIn && note !== '') || options.persist === false || options.serviceWorker === false)
    );
  } catch {
    return false; // Storage that throws holds nothing of ours.
  }
}
