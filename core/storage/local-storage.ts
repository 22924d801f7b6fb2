// spec §3 "Cache entry": value and expiryDate; spec §9: 30 days by default; spec §4: read after
// its expiry, an entry is removed. Values come back `unknown`, for callers to parse.
import { defaultSafeStorage } from './safe-storage';
import type { SafeStorage } from './safe-storage';

/** spec §9 "Default local-storage lifetime: 30 days". */
export const DEFAULT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** What lands in storage, as JSON. */
export interface StoredEntry {
  value: unknown;
  expiryDate: number; // epoch ms
}

export interface LocalStore {
  /** The value, or undefined when absent, expired (then removed) or malformed (then removed). */
  get(key: string): unknown;
  /** Stores the value for `lifetimeMs` (default 30 days). `undefined` removes the key. */
  set(key: string, value: unknown, lifetimeMs?: number): void;
  remove(key: string): void;
}

export interface LocalStoreOptions {
  storage?: SafeStorage;
  now?: () => number;
}

// The value of an entry's text; undefined when absent, malformed or expired (at the expiry
// instant it is gone). Exported for loader.js, which reads without the store.
export function storedValue(text: string | null | undefined, now: number): unknown {
  try {
    // Absent text parses to null or throws, and destructuring null throws: no entry either way.
    const { value, expiryDate } = JSON.parse(text as string) as StoredEntry;
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

export function createLocalStore(options: LocalStoreOptions = {}): LocalStore {
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
        const entry: StoredEntry = { value, expiryDate: now() + lifetimeMs };
        text = JSON.stringify(entry);
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
