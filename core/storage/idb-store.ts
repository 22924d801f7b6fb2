// A small async key-value store over IndexedDB (idb-keyval), shared later with
// the service worker, which has no localStorage (design.md "Service worker
// scope"). Same never-throw contract as safe-storage.ts: IndexedDB may be
// missing (jsdom, some private modes), throw, or hang on first open (Safari 14,
// design.md "Storage fails in real browsers"). Then this store answers from memory.
import { del, get, promisifyRequest, set } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';

export const DEFAULT_IDB_NAME = 'quick-actions';
export const DEFAULT_IDB_STORE_NAME = 'keyval';
/** How long one operation (open included) may take before we give up on IndexedDB. */
export const DEFAULT_IDB_TIMEOUT_MS = 1000;

export interface AsyncKeyValueStore {
  /** The value, or undefined. Never rejects. */
  get(key: string): Promise<unknown>;
  /** Resolves true when IndexedDB holds the value, false when only memory does. Never rejects. */
  set(key: string, value: unknown): Promise<boolean>;
  /** Never rejects. */
  remove(key: string): Promise<void>;
}

export interface IdbStoreOptions {
  dbName?: string;
  storeName?: string;
  /** Returns the IndexedDB factory; may throw or return nothing. Defaults to the global. */
  indexedDB?: () => IDBFactory | null | undefined;
  timeoutMs?: number;
}

const globalIndexedDB = (): IDBFactory | undefined =>
  typeof indexedDB === 'undefined' ? undefined : indexedDB;

type Outcome<T> = { ok: true; value: T } | { ok: false; timedOut: boolean };

function settleWithin<T>(run: () => Promise<T>, timeoutMs: number): Promise<Outcome<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, timedOut: true }), timeoutMs);
    const finish = (outcome: Outcome<T>): void => {
      clearTimeout(timer);
      resolve(outcome);
    };
    try {
      // Handlers are always attached, so a late rejection after a timeout is
      // never an unhandled rejection in the host page.
      run().then(
        (value) => finish({ ok: true, value }),
        () => finish({ ok: false, timedOut: false }),
      );
    } catch {
      finish({ ok: false, timedOut: false });
    }
  });
}

export function createIdbStore(options: IdbStoreOptions = {}): AsyncKeyValueStore {
  const dbName = options.dbName ?? DEFAULT_IDB_NAME;
  const storeName = options.storeName ?? DEFAULT_IDB_STORE_NAME;
  const resolveFactory = options.indexedDB ?? globalIndexedDB;
  const timeoutMs = options.timeoutMs ?? DEFAULT_IDB_TIMEOUT_MS;

  // Mirror of every write and successful read: the answer when IndexedDB is not.
  const memory = new Map<string, unknown>();
  // Keys whose last IndexedDB write failed: memory is newer for them.
  const dirty = new Set<string>();
  // Once an operation hangs, stop paying 1 s for each call.
  let unavailable = false;
  // The open attempt, kept: a failed open is not retried this session.
  let database: Promise<IDBDatabase> | undefined;
  let useStore: UseStore | undefined;

  const startOpening = (): Promise<IDBDatabase> => {
    try {
      // Both reading the factory and calling open() can throw (SecurityError,
      // InvalidStateError in some private modes).
      const factory = resolveFactory();
      if (!factory) throw new Error('IndexedDB is not available.');
      const request = factory.open(dbName);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      const opened = promisifyRequest(request);
      opened.then(
        // Safari may drop the connection; reopen on the next call (as idb-keyval does).
        (db) => (db.onclose = () => (database = undefined)),
        () => {}, // the caller sees the rejection; this branch only avoids a duplicate report
      );
      return opened;
    } catch (error) {
      return Promise.reject(error);
    }
  };

  const openDatabase = (): Promise<IDBDatabase> => {
    database ??= startOpening();
    return database;
  };

  // Like idb-keyval's createStore, but with an injectable factory and a remembered open failure.
  const store = (): UseStore => {
    useStore ??= (txMode, callback) =>
      openDatabase().then((db) =>
        callback(db.transaction(storeName, txMode).objectStore(storeName)),
      );
    return useStore;
  };

  async function attempt<T>(run: () => Promise<T>): Promise<Outcome<T>> {
    if (unavailable) return { ok: false, timedOut: false };
    const outcome = await settleWithin(run, timeoutMs);
    if (!outcome.ok && outcome.timedOut) unavailable = true;
    return outcome;
  }

  return {
    async get(key) {
      if (dirty.has(key)) return memory.get(key);
      const outcome = await attempt(() => get<unknown>(key, store()));
      if (!outcome.ok) return memory.get(key);
      if (outcome.value === undefined) memory.delete(key);
      else memory.set(key, outcome.value);
      return outcome.value;
    },
    async set(key, value) {
      memory.set(key, value);
      const outcome = await attempt(() => set(key, value, store()));
      if (outcome.ok) dirty.delete(key);
      else dirty.add(key);
      return outcome.ok;
    },
    async remove(key) {
      memory.delete(key);
      const outcome = await attempt(() => del(key, store()));
      if (outcome.ok) dirty.delete(key);
      else dirty.add(key);
    },
  };
}
