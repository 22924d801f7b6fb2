// The note CURRENT_USER_KEY (personal-data.ts) names the person the device's personal data
// belongs to; core/owner/page-owner.ts writes it. Invariant: no personal entry is written unless
// the note names its person, so local storage that was cleared, full or blocked when the note was
// due holds nothing personal, and a purge never depends on finding entries without a note.
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
