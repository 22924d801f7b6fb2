// Best-effort wrapper over a Storage-like object (ADR-0045): localStorage throws in some private
// modes (even on *reading* `window.localStorage`), on quota, or is missing in workers. Every call
// here survives that and falls back to memory, so the widget keeps working.

/** The part of the Web Storage API we use; `window.localStorage` fits. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SafeStorage {
  /** The stored string, or undefined when absent or unreadable. Never throws. */
  get(key: string): string | undefined;
  /** True when the value reached the real storage, false when only memory holds it. Never throws. */
  set(key: string, value: string): boolean;
  /** Never throws. */
  remove(key: string): void;
}

/** Returns the backing storage; may throw or return nothing. Called at most once, lazily. */
export type StorageResolver = () => StorageLike | null | undefined;

// Reading `window.localStorage` is itself what throws (SecurityError) in some
// private modes and sandboxed iframes, so it happens here, inside try/catch.
const resolveLocalStorage: StorageResolver = () =>
  typeof window === 'undefined' ? undefined : window.localStorage;

export function createSafeStorage(resolve: StorageResolver = resolveLocalStorage): SafeStorage {
  // Values whose write to the real storage failed. They shadow the real storage
  // so a reader never sees an older value than the one just written.
  const memory = new Map<string, string>();
  let backing: StorageLike | undefined;
  let resolved = false;

  const storage = (): StorageLike | undefined => {
    if (!resolved) {
      resolved = true;
      try {
        backing = resolve() ?? undefined;
      } catch {
        backing = undefined;
      }
    }
    return backing;
  };

  return {
    get(key) {
      if (memory.has(key)) return memory.get(key);
      try {
        return storage()?.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        const target = storage();
        if (target) {
          target.setItem(key, value);
          memory.delete(key);
          return true;
        }
      } catch {
        // QuotaExceededError, SecurityError: keep the value in memory below.
      }
      memory.set(key, value);
      return false;
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing more we can do; the memory copy is gone already.
      }
    },
  };
}

let defaultStorage: SafeStorage | undefined;

/** One shared wrapper over `window.localStorage`, created on first use (no import-time side effects). */
export function defaultSafeStorage(): SafeStorage {
  defaultStorage ??= createSafeStorage();
  return defaultStorage;
}
