import { describe, expect, it, vi } from 'vitest';
import { capEntries, iconWorthKeeping, isIconRequest, warmIcons } from '../../../sw/icons';
import { FakeCache, asCache } from './fake-caches';

const ORIGIN = 'https://host.example';

describe('icon requests', () => {
  it('routes only what the widget asked for: its definitions call and its marked SVGs', () => {
    const widget = { 'X-Quick-Actions': '1' };
    const is = (url: string, headers: Record<string, string> = {}) =>
      isIconRequest(new Request(url, { headers }), new URL(url), ORIGIN);
    expect(is(`${ORIGIN}/images/icons/definitions.json`, widget)).toBe(true);
    expect(is(`${ORIGIN}/images/icons/bolt.svg?quick-actions-icon=1`)).toBe(true);
    // The host's own requests for the same files: not ours.
    expect(is(`${ORIGIN}/images/icons/definitions.json`)).toBe(false);
    expect(is(`${ORIGIN}/images/icons/bolt.svg`)).toBe(false);
    expect(is(`${ORIGIN}/images/icons/other.json`, widget)).toBe(false);
    expect(is(`${ORIGIN}/images/bolt.svg?quick-actions-icon=1`)).toBe(false);
    expect(is('https://cdn.example/images/icons/bolt.svg?quick-actions-icon=1')).toBe(false);
  });

  it('caps the icon cache, the oldest entries going first', async () => {
    const cache = new FakeCache();
    for (let index = 0; index < 5; index++) {
      await cache.put(`${ORIGIN}/images/icons/${index}.svg`, new Response('<svg/>'));
    }
    await capEntries(asCache(cache), 3);
    expect([...cache.entries.keys()]).toEqual(
      [2, 3, 4].map((i) => `${ORIGIN}/images/icons/${i}.svg`),
    );
  });

  it('warms the cache with the definitions and every same-origin icon they list', async () => {
    const cache = new FakeCache();
    const fetch = vi.fn(async (request: Request) => {
      if (request.url.endsWith('/definitions.json')) {
        return Response.json({
          bolt: { path: 'bolt.svg' },
          sub: { path: '/images/icons/sub.svg' },
          away: { path: '//cdn.example/x.svg' },
          outside: { path: '/elsewhere/x.svg' },
          broken: { nope: 1 },
          missing: { path: 'missing.svg' },
        });
      }
      if (request.url.includes('/missing.svg')) return new Response('no', { status: 404 });
      return new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } });
    });
    await warmIcons({ cache: asCache(cache), fetch, origin: ORIGIN });
    expect([...cache.entries.keys()].sort()).toEqual([
      `${ORIGIN}/images/icons/bolt.svg?quick-actions-icon=1`,
      `${ORIGIN}/images/icons/definitions.json`,
      `${ORIGIN}/images/icons/sub.svg?quick-actions-icon=1`,
    ]);
  });

  it('never rejects: failed or malformed definitions cache nothing more', async () => {
    const cache = new FakeCache();
    await expect(
      warmIcons({
        cache: asCache(cache),
        fetch: () => Promise.reject(new TypeError('x')),
        origin: ORIGIN,
      }),
    ).resolves.toBeUndefined();
    await warmIcons({
      cache: asCache(cache),
      fetch: async () => new Response('[1, 2]'),
      origin: ORIGIN,
    });
    expect([...cache.entries.keys()]).toEqual([`${ORIGIN}/images/icons/definitions.json`]);
  });

  it('keeps only a whole answer, and nothing once retired (a 500 would stay broken)', () => {
    const ok = new Response('<svg/>', { status: 200 });
    expect(iconWorthKeeping(ok, false)).toBe(ok);
    expect(iconWorthKeeping(ok, true)).toBeNull();
    for (const status of [203, 206, 404, 429, 500, 503]) {
      expect(iconWorthKeeping(new Response('x', { status }), false)).toBeNull();
    }
  });
});
