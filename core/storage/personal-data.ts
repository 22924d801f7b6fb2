// Which of our local-storage entries are personal, and removing them (ADR-0025): the sections'
// data, the experiment answers (assigned to the person who asked) and the note of whose data this
// is, which doubles as stage one's "anything to remove?" flag (loader/leftovers.ts).
import { joinKey } from './cache-key';

export const STORAGE_PREFIX = 'quickactions_';
/** The user cache id of the person most recently announced in this browser. */
export const CURRENT_USER_KEY = joinKey('quickactions', 'user');

const PERSONAL_SECTIONS = ['documents', 'hubs', 'suggestion', 'experiment'] as const;

/** Whether a local-storage key holds personal data (a section's entry, or the user note). */
export const isPersonalKey = (key: string): boolean =>
  key === CURRENT_USER_KEY ||
  PERSONAL_SECTIONS.some((section) => key.startsWith(`${STORAGE_PREFIX}${section}_`));

/** Whether a local-storage key is one of ours at all. */
export const isOwnKey = (key: string): boolean => key.startsWith(STORAGE_PREFIX);

/** The part of Web Storage that enumerating and removing needs. */
export interface EnumerableStorage {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

/** Removes every key `which` selects. Never throws (storage that throws keeps what it has). */
export function removeKeys(storage: EnumerableStorage, which: (key: string) => boolean): void {
  try {
    // Every key first, then the removals: an engine may renumber the keys after a removal.
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) keys.push(storage.key(index) ?? '');
    for (const key of keys) if (which(key)) storage.removeItem(key);
  } catch {
    // SecurityError or a storage gone mid-way: nothing more can be done here.
  }
}
