import { describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS, createSelfRemoval } from '../../../sw/self-removal';
import { FakeCacheStorage, asCacheStorage } from './fake-caches';

const SCRIPT = 'https://host.example/quick-actions/sw.js';

async function setup(answer: () => Promise<Response>) {
  const storage = new FakeCacheStorage();
  for (const name of ['quick-actions-precache', 'quick-actions-data', 'workbox-host-cache']) {
    await storage.open(name);
  }
  let clock = 0;
  const fetch = vi.fn<(request: Request) => Promise<Response>>(answer);
  const order: string[] = [];
  const unregister = vi.fn(async () => {
    order.push('unregister');
    return true;
  });
  const retire = vi.fn(() => void order.push('retire'));
  const check = createSelfRemoval({
    scriptUrl: SCRIPT,
    fetch,
    caches: asCacheStorage(storage),
    retire,
    unregister,
    now: () => clock,
  });
  return {
    storage,
    fetch,
    unregister,
    retire,
    order,
    check,
    advance: (ms: number) => (clock += ms),
  };
}

describe('a deleted sw.js removes the worker: a way out', () => {
  it.each([404, 410])(
    '%i: every quick-actions-* cache goes, then the registration',
    async (status) => {
      const t = await setup(async () => new Response('gone', { status }));
      expect(await t.check()).toBe(true);
      expect(t.fetch.mock.calls[0]?.[0].url).toBe(SCRIPT);
      expect(t.fetch.mock.calls[0]?.[0].cache).toBe('no-cache');
      expect(await t.storage.keys()).toEqual(['workbox-host-cache']);
      expect(t.unregister).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['200', async () => new Response('self.x=1')],
    ['304-like 200 again', async () => new Response('', { status: 200 })],
    ['503', async () => new Response('busy', { status: 503 })],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: the worker stays', async (_name, answer) => {
    const t = await setup(answer);
    expect(await t.check()).toBe(false);
    expect(t.unregister).not.toHaveBeenCalled();
    expect(t.retire).not.toHaveBeenCalled();
    expect((await t.storage.keys()).length).toBe(3);
  });

  it('asks at most once an hour of the worker’s life', async () => {
    const t = await setup(async () => new Response('self.x=1'));
    await t.check();
    await t.check();
    expect(t.fetch).toHaveBeenCalledTimes(1);
    t.advance(CHECK_INTERVAL_MS);
    await t.check();
    expect(t.fetch).toHaveBeenCalledTimes(2);
  });
});
