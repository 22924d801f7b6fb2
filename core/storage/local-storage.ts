// Our local-storage entries: their keys, which are personal, and the store with lifetimes.
import { defaultSafeStorage, type SafeStorage } from './safe-storage';

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

// Which of our entries are personal (ADR-0025): the sections' data, the experiment answers and the
// note of whose data this is, also stage one's "anything to remove?" flag (loader/leftovers.ts).
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

// Invariant: no personal entry is written unless the note (core/owner/page-owner.ts) names its
// person, so storage that missed the note holds nothing personal.

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

// spec §3 "Cache entry": value and expiryDate (epoch ms), stored as JSON, 30 days by default (spec
// §9); read after its expiry, an entry is removed (spec §4). Values come back `unknown`, to parse.
export const DEFAULT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface LocalStore {
  /** The value, or undefined when absent, expired (then removed) or malformed (then removed). */
  get(key: string): unknown;
  /** Stores the value for `lifetimeMs` (default 30 days). `undefined` removes the key. */
  set(key: string, value: unknown, lifetimeMs?: number): void;
  remove(key: string): void;
}

/** An entry's value; undefined when absent, malformed or expired. Also loader.js's reader. */
export function storedValue(text: string | null | undefined, now: number): unknown {
  try {
    // Absent text parses to null or throws, and destructuring null throws: no entry either way.
    const { value, expiryDate } = JSON.parse(text as string) as Record<string, unknown>;
    // JSON cannot hold NaN or Infinity, so a number is a usable expiry date.
    return typeof expiryDate === 'number' && now < expiryDate ? value : undefined;
  } catch {
    return undefined;
  }
}

/** An item's text for loader.js, which reads without the store; undefined when storage throws. */
export function readLocalItem(key: string): string | null | undefined {
  try {
    // Reading `localStorage` itself throws in some private modes.
    return localStorage.getItem(key);
  } catch {
    return undefined;
  }
}

export function createLocalStore(
  options: { storage?: SafeStorage; now?: () => number } = {},
): LocalStore {
  const storage = options.storage ?? defaultSafeStorage();
  const now = options.now ?? Date.now;
  return {
    get(key) {
      const text = storage.get(key);
      if (text === undefined) return undefined;
      const value = storedValue(text, now());
      if (value === undefined) storage.remove(key);
      return value;
    },
    set(key, value, lifetimeMs = DEFAULT_LIFETIME_MS) {
      if (value === undefined) {
        storage.remove(key);
        return;
      }
      let text: string;
      try {
        text = JSON.stringify({ value, expiryDate: now() + lifetimeMs });
      } catch {
        // Cycles or BigInt: not storable. Best-effort cache, so drop it.
        return;
      }
      storage.set(key, text);
    },
    remove(key) {
      storage.remove(key);
    },
  };
}

let defaultStore: LocalStore | undefined;

/** Shared store over `window.localStorage`, created on first use. */
export function defaultLocalStore(): LocalStore {
  defaultStore ??= createLocalStore();
  return defaultStore;
}
