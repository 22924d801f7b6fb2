import { describe, expect, it } from 'vitest';
import {
  ageOf,
  isExpired,
  personalKey,
  readPersonal,
  stamped,
  userOfKey,
} from '../../../sw/personal-entry';
import { FakeCache, USER_A, USER_B, asCache } from './fake-caches';

describe('personal cache keys', () => {
  it('add the user to the URL, without the fragment', () => {
    const key = personalKey('https://host.example/api/x?has_started=true#top', USER_A);
    expect(key).toBe(`https://host.example/api/x?has_started=true&quick-actions-user=${USER_A}`);
    expect(userOfKey(key)).toBe(USER_A);
  });

  it('cannot be made to name another user by the URL itself', () => {
    const key = personalKey(`https://host.example/p?quick-actions-user=${USER_B}`, USER_A);
    expect(userOfKey(key)).toBe(USER_A);
    expect(key).not.toBe(personalKey('https://host.example/p', USER_A));
  });

  it('a key without a user is nobody’s', () => {
    expect(userOfKey('https://host.example/api/x')).toBeUndefined();
    expect(userOfKey('not a url')).toBeUndefined();
  });
});

describe('24 h (spec §9: 86400 s) on the worker’s clock', () => {
  it('measures the age from the stamp', async () => {
    const response = stamped(new Response('{}', { status: 200 }), '{}', 1_000);
    expect(ageOf(response, 61_000)).toBe(60_000);
    expect(await response.text()).toBe('{}');
    expect(ageOf(new Response('{}'), 61_000)).toBeUndefined();
  });

  it('is expired at 86,400,000 ms, not 1 ms before; unstamped or future entries too', () => {
    expect(isExpired(86_399_999)).toBe(false);
    expect(isExpired(86_400_000)).toBe(true);
    expect(isExpired(0)).toBe(false);
    expect(isExpired(-1)).toBe(true);
    expect(isExpired(undefined)).toBe(true);
  });

  it('readPersonal serves a valid entry and deletes an expired one', async () => {
    const cache = new FakeCache();
    await cache.put('https://h/a', stamped(new Response('a'), 'a', 0));
    const entry = await readPersonal(asCache(cache), 'https://h/a', 86_399_999);
    expect(entry?.age).toBe(86_399_999);
    expect(await entry?.response.text()).toBe('a');
    expect(await readPersonal(asCache(cache), 'https://h/a', 86_400_000)).toBeUndefined();
    expect(cache.entries.size).toBe(0);
    expect(await readPersonal(undefined, 'https://h/a', 0)).toBeUndefined();
  });
});
