import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStore } from '../../../core/storage/local-storage';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import { mapStorage, throwingStorage } from './storage-fakes';

const T0 = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;

function setup(start = T0) {
  const backing = mapStorage();
  let now = start;
  const store = createLocalStore({ storage: createSafeStorage(() => backing), now: () => now });
  return {
    backing,
    store,
    at: (time: number) => {
      now = time;
    },
  };
}

describe('createLocalStore', () => {
  afterEach(() => vi.useRealTimers());

  it('stores { value, expiryDate } as JSON with a 30-day default lifetime', () => {
    const { backing, store } = setup();
    store.set('k', { a: 1 });
    expect(JSON.parse(backing.data.get('k') ?? '')).toEqual({
      value: { a: 1 },
      expiryDate: T0 + 2_592_000_000,
    });
  });

  it('keeps an entry until just before 30 days and removes it when read at 30 days', () => {
    const { backing, store, at } = setup();
    store.set('k', 'v');
    at(T0 + 30 * DAY_MS - 1);
    expect(store.get('k')).toBe('v');
    at(T0 + 30 * DAY_MS);
    expect(store.get('k')).toBeUndefined();
    expect(backing.data.has('k')).toBe(false);
  });

  it('honours a custom lifetime in ms', () => {
    const { store, at } = setup();
    store.set('k', 'v', 5_000);
    at(T0 + 4_999);
    expect(store.get('k')).toBe('v');
    at(T0 + 5_000);
    expect(store.get('k')).toBeUndefined();
  });

  it('uses Date.now by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    const backing = mapStorage();
    const store = createLocalStore({ storage: createSafeStorage(() => backing) });
    store.set('k', 'v');
    vi.setSystemTime(T0 + 30 * DAY_MS - 1);
    expect(store.get('k')).toBe('v');
    vi.setSystemTime(T0 + 30 * DAY_MS);
    expect(store.get('k')).toBeUndefined();
  });

  it('reads back null and falsy values as stored', () => {
    const { store } = setup();
    store.set('n', null);
    store.set('z', 0);
    store.set('f', false);
    expect(store.get('n')).toBeNull();
    expect(store.get('z')).toBe(0);
    expect(store.get('f')).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a bare string', '"v"'],
    ['null', 'null'],
    ['no expiryDate', '{"value":1}'],
    ['a string expiryDate', '{"value":1,"expiryDate":"2999-01-01"}'],
    ['a non-finite expiryDate', '{"value":1,"expiryDate":null}'],
  ])('treats %s as absent and removes it', (_label, text) => {
    const { backing, store } = setup();
    backing.data.set('k', text);
    expect(store.get('k')).toBeUndefined();
    expect(backing.data.has('k')).toBe(false);
  });

  it('removes the key when set to undefined, and on remove()', () => {
    const { backing, store } = setup();
    store.set('a', 1);
    store.set('a', undefined);
    expect(backing.data.has('a')).toBe(false);
    store.set('b', 1);
    store.remove('b');
    expect(backing.data.has('b')).toBe(false);
  });

  it('does not throw on values JSON cannot hold, and stores nothing', () => {
    const { backing, store } = setup();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => store.set('c', cyclic)).not.toThrow();
    expect(() => store.set('b', 10n)).not.toThrow();
    expect(backing.data.size).toBe(0);
  });

  it('keeps working in memory when the storage throws on every call', () => {
    let now = T0;
    const store = createLocalStore({
      storage: createSafeStorage(() => throwingStorage('QuotaExceededError')),
      now: () => now,
    });
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
    now = T0 + 30 * DAY_MS;
    expect(store.get('k')).toBeUndefined();
  });
});
