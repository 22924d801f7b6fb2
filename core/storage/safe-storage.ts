// Best-effort storage (ADR-0045): where localStorage throws or is missing, memory stands in.

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

// Reading `window.localStorage` may throw: the caller resolves it inside try/catch.
const resolveLocalStorage: StorageResolver = () =>
  typeof window === 'undefined' ? undefined : window.localStorage;

export function createSafeStorage(resolve: StorageResolver = resolveLocalStorage): SafeStorage {
  // Values whose write failed shadow the real storage: no reader sees an older value.
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

/** One shared wrapper over `window.localStorage`, made on first use. */
export function defaultSafeStorage(): SafeStorage {
  defaultStorage ??= createSafeStorage();
  return defaultStorage;
}
