// issue 12: "Data is written only for the user most recently announced in this browser; a
// different user announced in one tab makes other tabs' widgets drop what they show." The note
// is CURRENT_USER_KEY (personal-data.ts): the facade claims it for its user when it draws the
// button; claiming it for someone new removes everyone else's personal entries first; every
// other tab hears of it through the `storage` event.
import { CURRENT_USER_KEY, isPersonalKey, removeKeys } from './personal-data';

/** The browser's local storage, or undefined where reading it throws. */
export function localStorageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

/** Makes `userId` the current user: a new one first removes every personal entry. Never throws. */
export function claimCurrentUser(storage: Storage | undefined, userId: string): void {
  if (!storage) return;
  try {
    if (storage.getItem(CURRENT_USER_KEY) === userId) return;
    removeKeys(storage, isPersonalKey);
    storage.setItem(CURRENT_USER_KEY, userId);
  } catch {
    // Quota or storage gone: nothing of ours can be written either.
  }
}

/**
 * False only when the note names someone else: this page's data must then not be written (the
 * stale tab of A after B signed in elsewhere). Storage that throws, or no note, does not block:
 * nothing is written to such a storage anyway, or nobody else claimed it.
 */
export function mayWriteFor(storage: Storage | undefined, userId: string): boolean {
  try {
    const note = storage?.getItem(CURRENT_USER_KEY);
    return note === null || note === undefined || note === userId;
  } catch {
    return true;
  }
}

/** Calls `onOther` when another tab names another user (or nobody). Returns the unsubscribe. */
export function watchCurrentUser(win: Window, userId: string, onOther: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === CURRENT_USER_KEY && event.newValue !== userId) onOther();
  };
  win.addEventListener('storage', listener);
  return () => win.removeEventListener('storage', listener);
}
