import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdbStore } from '../../../core/storage/idb-store';
import { createFakeIndexedDB, hangingIndexedDB } from './fake-indexeddb';

describe('createIdbStore with a working IndexedDB', () => {
  it('stores, reads and removes through IndexedDB (default names quick-actions/keyval)', async () => {
    const fake = createFakeIndexedDB();
    const store = createIdbStore({ indexedDB: () => fake.factory });
    expect(await store.set('k', { a: 1 })).toBe(true);
    expect(fake.records('quick-actions', 'keyval')?.get('k')).toEqual({ a: 1 });
    expect(await store.get('k')).toEqual({ a: 1 });
    await store.remove('k');
    expect(fake.records('quick-actions', 'keyval')?.has('k')).toBe(false);
    expect(await store.get('k')).toBeUndefined();
  });

  it('shares data with another store on the same database (e.g. the service worker)', async () => {
    const fake = createFakeIndexedDB();
    await createIdbStore({ indexedDB: () => fake.factory, dbName: 'db' }).set('k', 'v');
    expect(await createIdbStore({ indexedDB: () => fake.factory, dbName: 'db' }).get('k')).toBe(
      'v',
    );
  });

  it('serves a value whose IndexedDB write failed from memory, not the older stored one', async () => {
    let full = false;
    const fake = createFakeIndexedDB({ failWrites: () => full });
    const store = createIdbStore({ indexedDB: () => fake.factory });
    await store.set('k', 'old');
    full = true;
    expect(await store.set('k', 'new')).toBe(false);
    expect(fake.records('quick-actions', 'keyval')?.get('k')).toBe('old');
    expect(await store.get('k')).toBe('new');

    full = false;
    expect(await store.set('k', 'newer')).toBe(true);
    fake.records('quick-actions', 'keyval')?.set('k', 'written elsewhere');
    expect(await store.get('k')).toBe('written elsewhere');
  });

  it('reopens the database after the browser closes the connection', async () => {
    const fake = createFakeIndexedDB();
    const store = createIdbStore({ indexedDB: () => fake.factory });
    await store.set('k', 'v');
    expect(fake.opens()).toBe(1);
    fake.closeAll();
    expect(await store.get('k')).toBe('v');
    expect(fake.opens()).toBe(2);
  });

  it('answers from what it last read when IndexedDB starts hanging', async () => {
    let hang = false;
    const fake = createFakeIndexedDB({ hang: () => hang });
    await createIdbStore({ indexedDB: () => fake.factory }).set('k', 'v');
    const store = createIdbStore({ indexedDB: () => fake.factory });
    expect(await store.get('k')).toBe('v');

    vi.useFakeTimers();
    hang = true;
    let read: unknown = 'pending';
    void store.get('k').then((value) => (read = value));
    await vi.advanceTimersByTimeAsync(999);
    expect(read).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toBe('v');
    vi.useRealTimers();
  });
});

describe('createIdbStore without a usable IndexedDB', () => {
  afterEach(() => vi.useRealTimers());

  it('falls back to memory when indexedDB is undefined (jsdom)', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const store = createIdbStore();
    expect(await store.set('k', 'v')).toBe(false);
    expect(await store.get('k')).toBe('v');
    await store.remove('k');
    expect(await store.get('k')).toBeUndefined();
  });

  it('falls back to memory when reading the factory or open() throws, and stops trying', async () => {
    const open = vi.fn(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const throwingOpen = createIdbStore({ indexedDB: () => ({ open }) as unknown as IDBFactory });
    expect(await throwingOpen.set('k', 'v')).toBe(false);
    expect(await throwingOpen.get('k')).toBe('v');
    expect(await throwingOpen.get('other')).toBeUndefined();
    await throwingOpen.remove('k');
    expect(await throwingOpen.get('k')).toBeUndefined();
    expect(open).toHaveBeenCalledTimes(1);

    const throwingGetter = createIdbStore({
      indexedDB: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    await expect(throwingGetter.set('k', 'v')).resolves.toBe(false);
    await expect(throwingGetter.get('k')).resolves.toBe('v');
  });

  it('falls back to memory when open() reports an error', async () => {
    const fake = createFakeIndexedDB({ failOpen: true });
    const store = createIdbStore({ indexedDB: () => fake.factory });
    expect(await store.set('k', 'v')).toBe(false);
    expect(await store.get('k')).toBe('v');
    expect(await store.get('other')).toBeUndefined();
    expect(fake.opens()).toBe(1);
  });

  it('gives up on a hanging open after 1000 ms and answers from memory from then on', async () => {
    vi.useFakeTimers();
    const hanging = hangingIndexedDB();
    const store = createIdbStore({ indexedDB: () => hanging.factory });

    let written: boolean | undefined;
    void store.set('k', 'v').then((ok) => (written = ok));
    await vi.advanceTimersByTimeAsync(999);
    expect(written).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toBe(false);

    // No further 1 s waits: memory answers at once, and open is not retried.
    let read: unknown = 'pending';
    let other: unknown = 'pending';
    void store.get('k').then((value) => (read = value));
    void store.get('other').then((value) => (other = value));
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toBe('v');
    expect(other).toBeUndefined();
    expect(hanging.opens()).toBe(1);
  });

  it('honours a custom timeout', async () => {
    vi.useFakeTimers();
    const store = createIdbStore({ indexedDB: () => hangingIndexedDB().factory, timeoutMs: 50 });
    let read: unknown = 'pending';
    void store.get('k').then((value) => (read = value));
    await vi.advanceTimersByTimeAsync(49);
    expect(read).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toBeUndefined();
  });
});
