// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import { mapStorage, throwingStorage } from './storage-fakes';

describe('createSafeStorage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('uses window.localStorage by default', () => {
    const storage = createSafeStorage();
    expect(storage.set('k', 'v')).toBe(true);
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(window.localStorage.getItem('k')).toBeNull();
    expect(storage.get('k')).toBeUndefined();
  });

  it('resolves the storage lazily and only once', () => {
    const backing = mapStorage();
    const resolve = vi.fn(() => backing);
    const storage = createSafeStorage(resolve);
    expect(resolve).not.toHaveBeenCalled();
    storage.get('a');
    storage.set('a', '1');
    storage.remove('a');
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('survives reading window.localStorage throwing (private mode) and keeps values in memory', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const storage = createSafeStorage();
    expect(storage.get('k')).toBeUndefined();
    expect(storage.set('k', 'v')).toBe(false);
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeUndefined();
  });

  it('falls back to memory when no storage exists', () => {
    const storage = createSafeStorage(() => undefined);
    expect(storage.set('k', 'v')).toBe(false);
    expect(storage.get('k')).toBe('v');
  });

  it('never throws when every storage call throws', () => {
    const storage = createSafeStorage(() => throwingStorage());
    expect(() => storage.get('k')).not.toThrow();
    expect(storage.get('k')).toBeUndefined();
    expect(storage.set('k', 'v')).toBe(false);
    expect(storage.get('k')).toBe('v');
    expect(() => storage.remove('k')).not.toThrow();
    expect(storage.get('k')).toBeUndefined();
  });

  it('serves a value whose write hit the quota from memory, not the older stored one', () => {
    const backing = mapStorage({ k: 'old' });
    let full = true;
    const storage = createSafeStorage(() => ({
      ...backing,
      setItem: (key: string, value: string) => {
        if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        backing.setItem(key, value);
      },
    }));
    expect(storage.set('k', 'new')).toBe(false);
    expect(storage.get('k')).toBe('new');

    full = false;
    expect(storage.set('k', 'newer')).toBe(true);
    expect(backing.data.get('k')).toBe('newer');
    backing.data.set('k', 'from another tab');
    // The memory copy was dropped once the real write succeeded.
    expect(storage.get('k')).toBe('from another tab');
  });

  it('returns undefined when getItem throws and memory has nothing', () => {
    const storage = createSafeStorage(() => ({
      ...mapStorage(),
      getItem: () => {
        throw new Error('boom');
      },
    }));
    expect(storage.get('k')).toBeUndefined();
  });
});
