import { describe, expect, it, vi } from 'vitest';
import { createPageCache, isCacheablePage } from '../../../sw/page-cache';
import { personalKey, userOfKey } from '../../../sw/personal-entry';
import { FakeCache, USER_A, USER_B, asCache } from './fake-caches';

const PAGE = 'https://host.example/?loc=US';

/** A response as fetch() gives it for a same-origin page (constructed ones are "default"). */
function page(body = '<!doctype html><title>host</title>', headers: Record<string, string> = {}) {
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
  });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

function setup() {
  const cache = new FakeCache();
  let clock = 1_700_000_000_000;
  let lastUser: string | undefined;
  const network = vi.fn<(request: Request) => Promise<Response>>();
  const pages = createPageCache({
    openCache: async () => asCache(cache),
    fetch: network,
    now: () => clock,
    lastUser: async () => lastUser,
  });
  const navigate = (url = PAGE, client = 'client-1') =>
    pages.handleNavigation({ request: new Request(url), resultingClientId: client });
  return {
    cache,
    network,
    pages,
    navigate,
    advance: (ms: number) => {
      clock += ms;
    },
    setLastUser: (user: string | undefined) => {
      lastUser = user;
    },
  };
}

describe('which pages may be kept', () => {
  it('a same-origin 200 HTML page the host did not mark no-store', () => {
    expect(isCacheablePage(page())).toBe(true);
    expect(isCacheablePage(page('x', { 'Cache-Control': 'private, no-store' }))).toBe(false);
    expect(isCacheablePage(page('{}', { 'Content-Type': 'application/json' }))).toBe(false);
    expect(
      isCacheablePage(new Response('<html>', { headers: { 'Content-Type': 'text/html' } })),
    ).toBe(false);
    const notFound = new Response('<html>', {
      status: 404,
      headers: { 'Content-Type': 'text/html' },
    });
    Object.defineProperty(notFound, 'type', { value: 'basic' });
    expect(isCacheablePage(notFound)).toBe(false);
  });
});

describe('a page is kept only once its widget said whose page it is', () => {
  it('stores the page under the announced user, and serves it offline to that user', async () => {
    const t = setup();
    t.network.mockResolvedValueOnce(page('<p>A’s page</p>'));
    expect(await (await t.navigate()).text()).toBe('<p>A’s page</p>');
    expect(t.cache.entries.size).toBe(0);

    await t.pages.attribute('client-1', USER_A);
    expect([...t.cache.entries.keys()]).toEqual([personalKey(PAGE, USER_A)]);

    t.setLastUser(USER_A);
    t.network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await t.navigate(PAGE, 'client-2')).text()).toBe('<p>A’s page</p>');
  });

  it('offline, another user (or nobody) gets no one’s page: the network error stands', async () => {
    const t = setup();
    t.network.mockResolvedValueOnce(page('<p>A’s page</p>'));
    await t.navigate();
    await t.pages.attribute('client-1', USER_A);
    t.network.mockRejectedValue(new TypeError('Failed to fetch'));
    t.setLastUser(USER_B);
    await expect(t.navigate(PAGE, 'client-2')).rejects.toThrow('Failed to fetch');
    t.setLastUser(undefined);
    await expect(t.navigate(PAGE, 'client-3')).rejects.toThrow('Failed to fetch');
  });

  it('a page that announces nobody, or never announces within 60 s, is never stored', async () => {
    const t = setup();
    t.network.mockImplementation(async () => page());
    await t.navigate(PAGE, 'signed-out');
    await t.pages.attribute('signed-out', null);
    await t.pages.attribute('signed-out', USER_A);
    expect(t.cache.entries.size).toBe(0);

    await t.navigate(PAGE, 'slow');
    t.advance(60_000);
    await t.navigate(PAGE, 'next'); // later navigations drop what waited too long
    await t.pages.attribute('slow', USER_A);
    expect(t.cache.entries.size).toBe(0);
  });

  it('uses the navigation preload answer when there is one', async () => {
    const t = setup();
    const response = await t.pages.handleNavigation({
      request: new Request(PAGE),
      resultingClientId: 'client-1',
      preloadResponse: Promise.resolve(page('<p>preloaded</p>')),
    });
    expect(await response.text()).toBe('<p>preloaded</p>');
    expect(t.network).not.toHaveBeenCalled();
  });

  it('keeps the 20 most recent pages per user', async () => {
    const t = setup();
    t.network.mockImplementation(async () => page());
    for (let index = 0; index < 21; index++) {
      await t.navigate(`https://host.example/p${index}`, `c${index}`);
      await t.pages.attribute(`c${index}`, USER_A);
      t.advance(1_000);
    }
    await t.navigate('https://host.example/b', 'cb');
    await t.pages.attribute('cb', USER_B);
    const keys = [...t.cache.entries.keys()];
    expect(keys.filter((key) => userOfKey(key) === USER_A)).toHaveLength(20);
    expect(keys).not.toContain(personalKey('https://host.example/p0', USER_A));
    expect(keys).toContain(personalKey('https://host.example/p20', USER_A));
    expect(keys).toContain(personalKey('https://host.example/b', USER_B));
  });
});
