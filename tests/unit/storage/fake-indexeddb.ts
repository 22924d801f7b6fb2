// A tiny in-memory IndexedDB double covering what idb-keyval needs (open with
// upgrade, get/put/delete in a transaction). Events fire on microtasks so fake
// timers do not hold them. Not a test file.

type Handler = (() => void) | null;

class FakeRequest<T> {
  result: T | undefined;
  error: DOMException | null = null;
  onsuccess: Handler = null;
  oncomplete: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  onupgradeneeded: Handler = null;

  succeed(result: T): void {
    this.result = result;
    queueMicrotask(() => this.onsuccess?.());
  }

  fail(name: string): void {
    this.error = new DOMException('failed', name);
    queueMicrotask(() => this.onerror?.());
  }
}

export interface FakeIndexedDBOptions {
  /** Every write transaction errors (like QuotaExceededError). */
  failWrites?: () => boolean;
  /** open() reports an error instead of success. */
  failOpen?: boolean;
  /** While true, requests and transactions never answer (a lost iOS connection). */
  hang?: () => boolean;
}

export function createFakeIndexedDB(options: FakeIndexedDBOptions = {}) {
  const databases = new Map<string, Map<string, Map<IDBValidKey, unknown>>>();
  let opens = 0;
  const opened: Array<{ onclose: Handler }> = [];

  const makeDatabase = (stores: Map<string, Map<IDBValidKey, unknown>>) => ({
    onclose: null as Handler,
    createObjectStore(name: string) {
      stores.set(name, new Map());
    },
    transaction(storeName: string, mode: IDBTransactionMode) {
      const records = stores.get(storeName);
      if (!records) throw new DOMException('No such store', 'NotFoundError');
      const transaction = new FakeRequest<undefined>();
      const writes: Array<() => void> = [];
      queueMicrotask(() => {
        if (options.hang?.()) return;
        if (mode === 'readwrite' && writes.length > 0 && options.failWrites?.()) {
          transaction.error = new DOMException('full', 'QuotaExceededError');
          transaction.onerror?.();
          return;
        }
        for (const write of writes) write();
        transaction.oncomplete?.();
      });
      const objectStore = {
        transaction,
        get(key: IDBValidKey) {
          const request = new FakeRequest<unknown>();
          if (!options.hang?.()) request.succeed(structuredClone(records.get(key)));
          return request;
        },
        put(value: unknown, key: IDBValidKey) {
          const copy = structuredClone(value);
          writes.push(() => void records.set(key, copy));
        },
        delete(key: IDBValidKey) {
          writes.push(() => void records.delete(key));
        },
      };
      return { objectStore: () => objectStore };
    },
  });

  const factory = {
    open(name: string) {
      opens += 1;
      const request = new FakeRequest<ReturnType<typeof makeDatabase>>();
      if (options.failOpen) {
        request.fail('InvalidStateError');
        return request;
      }
      let stores = databases.get(name);
      const isNew = !stores;
      stores ??= new Map();
      databases.set(name, stores);
      const db = makeDatabase(stores);
      opened.push(db);
      request.result = db;
      queueMicrotask(() => {
        if (isNew) request.onupgradeneeded?.();
        request.onsuccess?.();
      });
      return request;
    },
  };

  return {
    factory: factory as unknown as IDBFactory,
    records: (dbName: string, storeName: string) => databases.get(dbName)?.get(storeName),
    opens: () => opens,
    /** The browser drops every connection (Safari does this). */
    closeAll: () => opened.forEach((db) => db.onclose?.()),
  };
}

/** open() never answers, like Safari 14's first open. */
export function hangingIndexedDB() {
  let opens = 0;
  const factory = {
    open: () => {
      opens += 1;
      return new FakeRequest<never>();
    },
  };
  return { factory: factory as unknown as IDBFactory, opens: () => opens };
}
