import { describe, expect, it, vi } from 'vitest';
import { isIconRequest, warmIcons } from '../../../sw/icons';
import { FakeCache, asCache } from './fake-caches';

const ORIGIN = 'https://host.example';

describe('icons (contract §3)', () => {
  it('routes the definitions and the SVGs under /images/icons/ of our origin', () => {
    const is = (url: string) => isIconRequest(new URL(url), ORIGIN);
    expect(is(`${ORIGIN}/images/icons/definitions.json`)).toBe(true);
    expect(is(`${ORIGIN}/images/icons/bolt.svg`)).toBe(true);
    expect(is(`${ORIGIN}/images/icons/other.json`)).toBe(false);
    expect(is(`${ORIGIN}/images/bolt.svg`)).toBe(false);
    expect(is('https://cdn.example/images/icons/bolt.svg')).toBe(false);
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
      if (request.url.endsWith('/missing.svg')) return new Response('no', { status: 404 });
      return new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } });
    });
    await warmIcons({ cache: asCache(cache), fetch, origin: ORIGIN });
    expect([...cache.entries.keys()].sort()).toEqual([
      `${ORIGIN}/images/icons/bolt.svg`,
      `${ORIGIN}/images/icons/definitions.json`,
      `${ORIGIN}/images/icons/sub.svg`,
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
});
