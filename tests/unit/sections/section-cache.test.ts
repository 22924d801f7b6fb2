// @vitest-environment jsdom
import { InternalError, UnconfiguredCacheError } from '../../../core/errors/internal-error';
import { describe, expect, it, vi } from 'vitest';
import { createSectionCache, sectionCacheKey } from '../../../core/sections/section-cache';
import { shareInFlight } from '../../../core/sections/refresh-flow';
import { createLocalStore } from '../../../core/storage/local-storage';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import { mapStorage } from '../storage/storage-fakes';

const T0 = Date.UTC(2025, 10, 18);

const parseList = (data: unknown): string[] | undefined =>
  Array.isArray(data) && data.every((item) => typeof item === 'string') ? data : undefined;

function setup() {
  const backing = mapStorage();
  let now = T0;
  const store = createLocalStore({ storage: createSafeStorage(() => backing), now: () => now });
  const clock = () => now;
  /** A cache of string lists for `section` and `userCacheId`, on this store and clock. */
  const cacheFor = (section: string, userCacheId: string) =>
    createSectionCache({ section, userCacheId, parse: parseList, store, now: clock });
  return { backing, store, clock, cacheFor, at: (time: number) => void (now = time) };
}

describe('section cache (per user, spec §3 cache entry, spec §9 24 h)', () => {
  it('keys entries quickactions_<section>_<user cache id>, lower case', () => {
    expect(sectionCacheKey('documents', 'ABC123')).toBe('quickactions_documents_abc123');
  });

  it('refuses an empty section name: an internal error with the cache-key text (spec §8)', () => {
    const { store } = setup();
    const create = () =>
      createSectionCache({ section: ' ', userCacheId: 'u', parse: parseList, store });
    expect(create).toThrow('The domain/moduleName must not be empty.');
    expect(create).toThrow(UnconfiguredCacheError);
    expect(create).toThrow(InternalError);
  });

  it('refuses a cache without a user: "an unconfigured cache raises an internal error"', () => {
    const { store } = setup();
    for (const userCacheId of ['', '  ']) {
      expect(() =>
        createSectionCache({ section: 'hubs', userCacheId, parse: parseList, store }),
      ).toThrow(new UnconfiguredCacheError('The hubs cache needs a user'));
    }
  });

  it('writes { data, dataCacheTime } and reads it back parsed', () => {
    const { cacheFor } = setup();
    const cache = cacheFor('hubs', 'u1');
    cache.writeCache(['a']);
    expect(cache.readCache()).toEqual({ data: ['a'], dataCacheTime: T0 });
  });

  it('keeps users apart', () => {
    const { cacheFor } = setup();
    const userA = cacheFor('documents', 'a');
    const userB = cacheFor('documents', 'b');
    userA.writeCache(['secret of A']);
    expect(userB.readCache()).toBeUndefined();
  });

  it('drops an entry that does not parse', () => {
    const { store, backing, cacheFor } = setup();
    const cache = cacheFor('documents', 'u');
    store.set(cache.key, { data: [1, 2], dataCacheTime: T0 });
    expect(cache.readCache()).toBeUndefined();
    expect(backing.data.has(cache.key)).toBe(false);
  });

  it('expires after 86,400 s', () => {
    const { cacheFor, at } = setup();
    const cache = cacheFor('documents', 'u');
    cache.writeCache(['a']);
    at(T0 + 86_400_000 - 1);
    expect(cache.readCache()).toBeDefined();
    at(T0 + 86_400_000);
    expect(cache.readCache()).toBeUndefined();
  });
});

describe('shareInFlight', () => {
  it('shares one run while it is pending, and runs again after it settles', async () => {
    let release: (value: number) => void = () => {};
    const run = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const shared = shareInFlight(run);
    const first = shared();
    expect(shared()).toBe(first);
    release(1);
    await expect(first).resolves.toBe(1);
    const second = shared();
    expect(second).not.toBe(first);
    expect(run).toHaveBeenCalledTimes(2);
    release(2);
    await second;
  });

  it('runs again after a failure', async () => {
    const run = vi.fn(async () => {
      throw new Error('down');
    });
    const shared = shareInFlight(run);
    await expect(shared()).rejects.toThrow('down');
    await expect(shared()).rejects.toThrow('down');
    expect(run).toHaveBeenCalledTimes(2);
  });
});
