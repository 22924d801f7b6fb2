// The page's side of the one owner (owner-machine.ts): the note CURRENT_USER_KEY carries it across
// tabs (SELF, and OTHER_TABS heard through `storage` events). A new person's claim removes every
// personal entry before the note names them; another person, a sign-out or a cleared storage
// displaces a page that showed someone, for good.
import {
  CURRENT_USER_KEY,
  isPersonalKey,
  removeKeys,
  localStorageOf,
} from '../storage/local-storage';
import { NO_OWNER, ownerStep, type OwnerEvent, type OwnerState } from './owner-machine';

const SELF = 'page';
const OTHER_TABS = 'other tabs';

export interface PageOwner {
  /** True once another person took the device while this page showed someone. */
  readonly displaced: boolean;
  // This page shows `user` (a user cache id). With `keep`, the note names them (everyone else's
  // personal entries removed first). False, and nothing written, when the page is displaced.
  claim(user: string, keep: boolean): boolean;
  /** The worker refused this page's claim (owner-machine.ts): another person has the device. */
  refused(): void;
  /** Stops listening to other tabs until the next claim; what it knows (displaced) stays. */
  dispose(): void;
}

export function createPageOwner(win: Window, onDisplaced: () => void): PageOwner {
  const storage = localStorageOf(win);
  const readNote = (): string | null => {
    try {
      return storage?.getItem(CURRENT_USER_KEY) ?? null;
    } catch {
      return null;
    }
  };
  let state: OwnerState = { ...NO_OWNER, owner: readNote() || null };
  const isDisplaced = () => state.displaced.includes(SELF);
  const step = (event: OwnerEvent) => {
    const was = isDisplaced();
    const next = ownerStep(state, event);
    state = next.state;
    if (!was && isDisplaced()) onDisplaced();
    return next;
  };
  // Another tab's note: a person (claim), empty (signed out) or gone (key null: cleared).
  const heard = (user: string | null) =>
    step(
      user
        ? { type: 'claim', client: OTHER_TABS, user }
        : { type: 'signedOut', client: OTHER_TABS },
    );
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === CURRENT_USER_KEY) heard(event.key && event.newValue);
  };
  let listening = false;
  return {
    get displaced() {
      return isDisplaced();
    },
    claim(user, keep) {
      // A claim by another tab whose event this page has not heard yet: the note names it.
      const note = readNote();
      if (note && note !== state.owner) heard(note);
      const { accepted } = step({ type: 'claim', client: SELF, user });
      // From the first claim on, other tabs are heard (until dispose: the host's destroy).
      if (accepted && !listening) {
        listening = true;
        win.addEventListener('storage', listener);
      }
      if (!accepted || !keep || note === user || !storage) return accepted;
      try {
        removeKeys(storage, isPersonalKey);
        storage.setItem(CURRENT_USER_KEY, user);
      } catch {
        // Full or gone: without the note nothing personal is written (`mayWriteFor`).
      }
      return true;
    },
    refused() {
      heard(null);
    },
    dispose() {
      listening = false;
      win.removeEventListener('storage', listener);
    },
  };
}
