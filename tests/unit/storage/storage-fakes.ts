// Test doubles for Storage-like objects (not a test file: no .test suffix).
import type { StorageLike } from '../../../core/storage/safe-storage';

/** A Storage-like object over a Map, with its contents visible to the test. */
export function mapStorage(entries: Record<string, string> = {}): StorageLike & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Storage where every call throws, like Safari private mode or a locked-down iframe. */
export function throwingStorage(name = 'SecurityError'): StorageLike {
  const fail = (): never => {
    throw new DOMException('The operation is insecure.', name);
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}
