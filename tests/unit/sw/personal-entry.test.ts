import { describe, expect, it } from 'vitest';
import * as personal from '../../../sw/personal-entry';
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
    const response = personal.stamped(new Response('{}', { status: 200 }), '{}', 1_000);
    expect(personal.ageOf(response, 61_000)).toBe(60_000);
    expect(await response.text()).toBe('{}');
    expect(personal.ageOf(new Response('{}'), 61_000)).toBeUndefined();
  });

  it('is expired at 86,400,000 ms, not 1 ms before; unstamped or future entries too', () => {
    expect(personal.isExpired(86_399_999)).toBe(false);
    expect(personal.isExpired(86_400_000)).toBe(true);
    expect(personal.isExpired(0)).toBe(false);
    expect(personal.isExpired(-1)).toBe(true);
    expect(personal.isExpired(undefined)).toBe(true);
  });

  it('readPersonal serves a valid entry and deletes an expired one', async () => {
    const cache = new FakeCache();
    await cache.put('https://h/a', personal.stamped(new Response('a'), 'a', 0));
    const entry = await personal.readPersonal(asCache(cache), 'https://h/a', 86_399_999);
    expect(entry?.age).toBe(86_399_999);
    expect(await entry?.response.text()).toBe('a');
    expect(await personal.readPersonal(asCache(cache), 'https://h/a', 86_400_000)).toBeUndefined();
    expect(cache.entries.size).toBe(0);
    expect(await personal.readPersonal(undefined, 'https://h/a', 0)).toBeUndefined();
  });
});
