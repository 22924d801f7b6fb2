// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createExperimentStore } from '../../../core/experiments/experiment-store';
import { createLocalStore } from '../../../core/storage/local-storage';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import { mapStorage, throwingStorage } from '../storage/storage-fakes';

const T0 = Date.UTC(2025, 3, 1);
const DAY_MS = 86_400_000;
const GATE_US = { experimentName: 'QAGate', countryCode: 'US' };

function setup(cookie = '') {
  const backing = mapStorage();
  let now = T0;
  const localStore = createLocalStore({
    storage: createSafeStorage(() => backing),
    now: () => now,
  });
  const readCookie = vi.fn(() => cookie);
  return {
    backing,
    localStore,
    readCookie,
    newStore: () => createExperimentStore({ localStore, readCookie }),
    at: (time: number) => void (now = time),
  };
}

describe('createExperimentStore', () => {
  it('has nothing when memory, local storage and cookie are empty', () => {
    expect(setup().newStore().read(GATE_US)).toBeUndefined();
  });

  it('reads what it wrote even where the storage cannot keep it', () => {
    const localStore = createLocalStore({
      storage: createSafeStorage(() => ({
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => undefined,
      })),
    });
    const store = createExperimentStore({ localStore, readCookie: () => 'dcsExp=QAGate%3DC' });
    store.write(GATE_US, 'N');
    expect(store.read(GATE_US)).toBe('N');
  });

  it('reads from local storage next, before the cookie', () => {
    const { readCookie, newStore } = setup('dcsExp=QAGate%3DC');
    newStore().write(GATE_US, 'N');
    expect(newStore().read(GATE_US)).toBe('N');
    expect(readCookie).not.toHaveBeenCalled();
  });

  it('keeps a written variation in local storage for 30 days', () => {
    const { newStore, at } = setup();
    newStore().write(GATE_US, 'N');
    at(T0 + 30 * DAY_MS - 1);
    expect(newStore().read(GATE_US)).toBe('N');
    at(T0 + 30 * DAY_MS);
    expect(newStore().read(GATE_US)).toBeUndefined();
  });

  it('falls back to the dcsExp cookie', () => {
    const { backing, readCookie, newStore } = setup('L=US; dcsExp=QAGate%3DN%3BOther%3DC');
    const store = newStore();
    expect(store.read(GATE_US)).toBe('N');
    expect(store.read({ experimentName: 'Other', countryCode: 'US' })).toBe('C');
    expect(readCookie).toHaveBeenCalledTimes(2);
    // The cookie is the server's: its answer is not copied into local storage.
    expect(backing.data.size).toBe(0);
  });

  it('keeps variations apart by country; the cookie answers for any country', () => {
    const { newStore } = setup();
    const store = newStore();
    store.write(GATE_US, 'N');
    expect(store.read({ experimentName: 'QAGate', countryCode: 'CA' })).toBeUndefined();
    expect(newStore().read({ experimentName: 'QAGate', countryCode: 'CA' })).toBeUndefined();

    const withCookie = setup('dcsExp=QAGate%3DN').newStore();
    expect(withCookie.read({ experimentName: 'QAGate', countryCode: 'GB' })).toBe('N');
  });

  it('ignores and removes something under its key that is not a variation', () => {
    const { backing, localStore, newStore } = setup('dcsExp=QAGate%3DC');
    newStore().write(GATE_US, 'N');
    const [key] = [...backing.data.keys()];
    expect(key).toBeDefined();
    localStore.set(key ?? '', { not: 'a string' });
    expect(newStore().read(GATE_US)).toBe('C');
    expect(backing.data.size).toBe(0);
  });

  it('still works when storage throws on every call', () => {
    const localStore = createLocalStore({ storage: createSafeStorage(() => throwingStorage()) });
    const store = createExperimentStore({ localStore, readCookie: () => '' });
    store.write(GATE_US, 'N');
    expect(store.read(GATE_US)).toBe('N');
  });

  it('answers undefined when reading the cookie throws', () => {
    const { localStore } = setup();
    const store = createExperimentStore({
      localStore,
      readCookie: () => {
        throw new Error('no cookie for you');
      },
    });
    expect(store.read(GATE_US)).toBeUndefined();
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'dcsExp=DefaultGate%3DN';
    try {
      const store = createExperimentStore({ localStore: setup().localStore });
      expect(store.read({ experimentName: 'DefaultGate', countryCode: 'US' })).toBe('N');
    } finally {
      document.cookie = 'dcsExp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });
});
