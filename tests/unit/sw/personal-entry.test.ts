import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDataCache } from '../../../core/storage/data-cache';
import { DATA_CACHE_LIFETIME_MS, isPastDataLifetime } from '../../../core/storage/data-lifetimes';
import { createLocalStore } from '../../../core/storage/local-storage';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import * as personal from '../../../sw/personal-entry';
import { mapStorage } from '../storage/storage-fakes';
import { FakeCache, USER_A, USER_B, asCache } from './fake-caches';

describe('personal cache keys', () => {
  it('add the user to the URL, without the fragment', () => {
    const key = personal.personalKey('https://host.example/api/x?has_started=true#top', USER_A);
    expect(key).toBe(`https://host.example/api/x?has_started=true&quick-actions-user=${USER_A}`);
    expect(personal.userOfKey(key)).toBe(USER_A);
  });

  it('cannot be made to name another user by the URL itself', () => {
    const key = personal.personalKey(`https://host.example/p?quick-actions-user=${USER_B}`, USER_A);
    expect(personal.userOfKey(key)).toBe(USER_A);
    expect(key).not.toBe(personal.personalKey('https://host.example/p', USER_A));
  });

  it('a key without a user is nobody’s', () => {
    expect(personal.userOfKey('https://host.example/api/x')).toBeUndefined();
    expect(personal.userOfKey('not a url')).toBeUndefined();
  });
});

describe('24 h (spec §9: 86400 s) on the worker’s clock', () => {
  it('measures the age from the stamp', async () => {
    const response = personal.withBody(new Response('{}', { status: 200 }), '{}', 1_000);
    expect(personal.ageOf(response, 61_000)).toBe(60_000);
    expect(await response.text()).toBe('{}');
    expect(personal.ageOf(new Response('{}'), 61_000)).toBeUndefined();
  });

  it('is expired at 86,400,000 ms, not 1 ms before; unstamped, future or unusable ages too', () => {
    expect(isPastDataLifetime(86_399_999)).toBe(false);
    expect(isPastDataLifetime(86_400_000)).toBe(true);
    expect(isPastDataLifetime(0)).toBe(false);
    expect(isPastDataLifetime(-1)).toBe(true);
    expect(isPastDataLifetime(undefined)).toBe(true);
    for (const age of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(isPastDataLifetime(age)).toBe(true);
    }
  });

  it('readPersonal serves a valid entry and deletes an expired one', async () => {
    const cache = new FakeCache();
    await cache.put('https://h/a', personal.withBody(new Response('a'), 'a', 0));
    const entry = await personal.readPersonal(asCache(cache), 'https://h/a', 86_399_999);
    expect(entry?.age).toBe(86_399_999);
    expect(await entry?.response.text()).toBe('a');
    expect(await personal.readPersonal(asCache(cache), 'https://h/a', 86_400_000)).toBeUndefined();
    expect(cache.entries.size).toBe(0);
    expect(await personal.readPersonal(undefined, 'https://h/a', 0)).toBeUndefined();
  });
});

describe('the page and the worker judge an age alike (data-lifetimes.ts)', () => {
  const NOW = Date.UTC(2025, 5, 6, 7, 8, 9);

  /** Whether the page's data cache still serves, at NOW, an entry cached at `cachedAt`. */
  function pageServes(cachedAt: number): boolean {
    const storage = mapStorage();
    // The local store's own expiry date is far off: only the age decides.
    const store = createLocalStore({ storage: createSafeStorage(() => storage), now: () => NOW });
    store.set('k', { data: 'v', dataCacheTime: cachedAt });
    const served = readDataCache('k', { store, now: () => NOW }) !== undefined;
    // Whatever is not served is removed (spec §4).
    expect(storage.data.has('k')).toBe(served);
    return served;
  }

  /** Whether the worker still serves, at NOW, an entry it stamped at `cachedAt`. */
  async function workerServes(cachedAt: number): Promise<boolean> {
    const cache = new FakeCache();
    await cache.put('https://h/a', personal.withBody(new Response('a'), 'a', cachedAt));
    const served = (await personal.readPersonal(asCache(cache), 'https://h/a', NOW)) !== undefined;
    expect(cache.entries.size).toBe(served ? 1 : 0);
    return served;
  }

  it.each([
    ['cached 1 ms in the future', -1, false],
    ['just cached', 0, true],
    ['24 h − 1 ms old', DATA_CACHE_LIFETIME_MS - 1, true],
    ['exactly 24 h old', DATA_CACHE_LIFETIME_MS, false],
  ])('%s: both give the same answer', async (_label, age, served) => {
    expect(pageServes(NOW - age)).toBe(served);
    expect(await workerServes(NOW - age)).toBe(served);
  });

  it('gives the same answer for any time the entry was cached, as the shared rule does', async () => {
    const agedAround = (age: number) => fc.integer({ min: NOW - age - 2, max: NOW - age + 2 });
    const cachedAt = fc.oneof(
      fc.integer({ min: NOW - 3 * DATA_CACHE_LIFETIME_MS, max: NOW + 3 * DATA_CACHE_LIFETIME_MS }),
      agedAround(0),
      agedAround(DATA_CACHE_LIFETIME_MS),
      // Fractions, as a tampered entry may carry; the age is then what the subtraction gives.
      fc.double({ min: NOW - 1e12, max: NOW + 1e12, noNaN: true }),
    );
    await fc.assert(
      fc.asyncProperty(cachedAt, async (at) => {
        const page = pageServes(at);
        expect(await workerServes(at)).toBe(page);
        expect(page).toBe(!isPastDataLifetime(NOW - at));
      }),
      { numRuns: 300 },
    );
  });
});
