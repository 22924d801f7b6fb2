import { describe, expect, it } from 'vitest';
import { createGeneralCache } from '../../../core/storage/general-cache';
import { createLocalStore } from '../../../core/storage/local-storage';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import { mapStorage } from './storage-fakes';

const T0 = Date.UTC(2025, 5, 1);

function setup() {
  const backing = mapStorage();
  let now = T0;
  const store = createLocalStore({ storage: createSafeStorage(() => backing), now: () => now });
  const cache = createGeneralCache({ domain: 'QuickActions', moduleName: 'Icons', store });
  return { backing, cache, at: (time: number) => void (now = time) };
}

describe('createGeneralCache', () => {
  it('stores under the lower-cased domain_module_key', () => {
    const { backing, cache } = setup();
    cache.set('Definitions', { a: 1 });
    expect([...backing.data.keys()]).toEqual(['quickactions_icons_definitions']);
    expect(cache.get('definitions')).toEqual({ a: 1 });
  });

  it('expires after the default 2,592,000 s', () => {
    const { backing, cache, at } = setup();
    cache.set('k', 'v');
    at(T0 + 2_592_000 * 1000 - 1);
    expect(cache.get('k')).toBe('v');
    at(T0 + 2_592_000 * 1000);
    expect(cache.get('k')).toBeUndefined();
    expect(backing.data.size).toBe(0);
  });

  it('accepts an expiry in seconds per entry', () => {
    const { cache, at } = setup();
    cache.set('k', 'v', 60);
    at(T0 + 59_999);
    expect(cache.get('k')).toBe('v');
    at(T0 + 60_000);
    expect(cache.get('k')).toBeUndefined();
  });

  it('removes entries', () => {
    const { backing, cache } = setup();
    cache.set('k', 'v');
    cache.remove('k');
    expect(backing.data.size).toBe(0);
  });

  it('refuses to be created without a domain or module name (spec §8 text)', () => {
    expect(() => createGeneralCache({ domain: '', moduleName: 'm' })).toThrow(
      'The domain/moduleName must not be empty.',
    );
    expect(() => createGeneralCache({ domain: 'd', moduleName: ' ' })).toThrow(
      'The domain/moduleName must not be empty.',
    );
  });
});
