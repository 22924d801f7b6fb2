// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDataCache, writeDataCache } from '../../../core/storage/data-cache';
import { createLocalStore } from '../../../core/storage/local-storage';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import { mapStorage, throwingStorage } from './storage-fakes';

const T0 = Date.UTC(2025, 2, 3, 4, 5, 6);

function setup() {
  const backing = mapStorage();
  let now = T0;
  const clock = () => now;
  const store = createLocalStore({ storage: createSafeStorage(() => backing), now: clock });
  return { backing, store, clock, at: (time: number) => void (now = time) };
}

describe('readDataCache / writeDataCache', () => {
  it('writes { data, dataCacheTime } and reads it back', () => {
    const { store, clock } = setup();
    writeDataCache('k', { docs: [1, 2] }, { store, now: clock });
    expect(readDataCache('k', { store, now: clock })).toEqual({
      data: { docs: [1, 2] },
      dataCacheTime: T0,
    });
  });

  it('lives 86,400 s, then it is gone and removed', () => {
    const { backing, store, clock, at } = setup();
    writeDataCache('k', 'v', { store, now: clock });
    at(T0 + 86_400 * 1000 - 1);
    expect(readDataCache('k', { store, now: clock })?.data).toBe('v');
    at(T0 + 86_400 * 1000);
    expect(readDataCache('k', { store, now: clock })).toBeUndefined();
    expect(backing.data.has('k')).toBe(false);
  });

  describe('lifetime from dataCacheTime, not from the expiry date of the write', () => {
    const DAY = 86_400_000;

    it('an entry written with the clock 3 days ahead is gone, and removed, once it is corrected', () => {
      const { backing, store, clock, at } = setup();
      at(T0 + 3 * DAY);
      writeDataCache('k', ['document name'], { store, now: clock });
      // The local store's own expiry date says 3 days and 24 h from now.
      at(T0 + 60_000);
      expect(readDataCache('k', { store, now: clock })).toBeUndefined();
      expect(backing.data.has('k')).toBe(false);
    });

    it('an entry cached in the future is expired and removed', () => {
      const { backing, store, clock } = setup();
      store.set('k', { data: 'v', dataCacheTime: T0 + 1 });
      expect(readDataCache('k', { store, now: clock })).toBeUndefined();
      expect(backing.data.has('k')).toBe(false);
    });

    it('is kept at 24 h − 1 ms and expired at exactly 24 h, whatever the expiry date says', () => {
      const { backing, store, clock, at } = setup();
      // Stored for the local store's default 30 days: only dataCacheTime limits it to 24 h.
      store.set('k', { data: 'v', dataCacheTime: T0 });
      at(T0 + DAY - 1);
      expect(readDataCache('k', { store, now: clock })?.data).toBe('v');
      at(T0 + DAY);
      expect(readDataCache('k', { store, now: clock })).toBeUndefined();
      expect(backing.data.has('k')).toBe(false);
    });
  });

  it('parses the data and drops an entry that does not fit', () => {
    const { backing, store, clock } = setup();
    const parse = (data: unknown) => (Array.isArray(data) ? data.map(String) : undefined);
    writeDataCache('ok', [1, 2], { store, now: clock });
    writeDataCache('bad', { not: 'a list' }, { store, now: clock });
    expect(readDataCache('ok', { store, now: clock, parse })?.data).toEqual(['1', '2']);
    expect(readDataCache('bad', { store, now: clock, parse })).toBeUndefined();
    expect(backing.data.has('bad')).toBe(false);
  });

  it('treats a throwing parser as a misfit, never throwing', () => {
    const { backing, store, clock } = setup();
    writeDataCache('k', 1, { store, now: clock });
    const parse = (): string => {
      throw new Error('bad');
    };
    expect(readDataCache('k', { store, now: clock, parse })).toBeUndefined();
    expect(backing.data.has('k')).toBe(false);
  });

  it.each([
    ['a bare value', 'v'],
    ['no dataCacheTime', { data: 1 }],
    ['no data', { dataCacheTime: T0 }],
    ['a string dataCacheTime', { data: 1, dataCacheTime: '2025-01-01' }],
  ])('treats an entry with %s as absent and removes it', (_label, value) => {
    const { backing, store, clock } = setup();
    store.set('k', value);
    expect(readDataCache('k', { store, now: clock })).toBeUndefined();
    expect(backing.data.has('k')).toBe(false);
  });

  it('keeps working when storage throws on every call', () => {
    let now = T0;
    const store = createLocalStore({
      storage: createSafeStorage(() => throwingStorage()),
      now: () => now,
    });
    writeDataCache('k', 'v', { store, now: () => now });
    expect(readDataCache('k', { store, now: () => now })?.data).toBe('v');
    now = T0 + 86_400_000;
    expect(readDataCache('k', { store, now: () => now })).toBeUndefined();
  });

  describe('defaults', () => {
    afterEach(() => {
      vi.useRealTimers();
      window.localStorage.clear();
    });

    it('uses window.localStorage and Date.now when nothing is injected', () => {
      vi.useFakeTimers();
      vi.setSystemTime(T0);
      writeDataCache('quickactions_mydocuments_abc', ['doc']);
      expect(JSON.parse(window.localStorage.getItem('quickactions_mydocuments_abc') ?? '')).toEqual(
        {
          value: { data: ['doc'], dataCacheTime: T0 },
          expiryDate: T0 + 86_400_000,
        },
      );
      vi.setSystemTime(T0 + 86_400_000 - 1);
      expect(readDataCache('quickactions_mydocuments_abc')?.data).toEqual(['doc']);
      vi.setSystemTime(T0 + 86_400_000);
      expect(readDataCache('quickactions_mydocuments_abc')).toBeUndefined();
      expect(window.localStorage.getItem('quickactions_mydocuments_abc')).toBeNull();
    });
  });
});
