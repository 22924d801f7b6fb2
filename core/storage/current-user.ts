// The note CURRENT_USER_KEY names whose personal data the device holds (core/owner/page-owner.ts
// writes it). Invariant: no personal entry is written unless the note names its person, so storage
// that missed the note (cleared, full, blocked) holds nothing personal, and no purge needs to find
// entries without one.
import { CURRENT_USER_KEY } from './personal-data';

/** The browser's local storage, or undefined where reading it throws. */
export function localStorageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

/** True only while the note names `userId`. Never throws. */
export function mayWriteFor(storage: Storage | undefined, userId: string): boolean {
  try {
    return storage?.getItem(CURRENT_USER_KEY) === userId;
  } catch {
    return false;
  }
}
