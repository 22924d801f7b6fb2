// sw/worker-owner.ts: the worker's side of the one owner. Its state outlives the worker: a
// restarted worker (a new createWorkerOwner over the same caches) still refuses a displaced page.
import { describe, expect, it, vi } from 'vitest';
import { createWorkerOwner } from '../../../sw/worker-owner';
import { asCacheStorage, FakeCacheStorage, USER_A, USER_B } from './fake-caches';

const KEY = 'https://host.example/quick-actions/__quick-actions__/owner';

function setup(storage = new FakeCacheStorage()) {
  const purges: (string | null)[] = [];
  const caches = asCacheStorage(storage);
  const owner = createWorkerOwner({
    openCache: () => caches.open('quick-actions-meta'),
    key: KEY,
    purge: async (keep) => void purges.push(keep),
  });
  return { owner, purges, storage };
}

describe('the worker’s owner', () => {
  it('keeps for the claimant only; another person’s claim purges the rest first', async () => {
    const { owner, purges } = setup();
    expect(await owner.keptFor('tab1')).toBeUndefined();
    expect(await owner.announce('tab1', USER_A, ['tab1'])).toBe(true);
    expect(await owner.keptFor('tab1')).toBe(USER_A);
    expect(await owner.keptFor('tab2')).toBeUndefined();
    expect(await owner.announce('tab2', USER_B, ['tab1', 'tab2'])).toBe(true);
    expect(purges).toEqual([USER_A, USER_B]);
    expect(await owner.keptFor('tab1')).toBeUndefined();
    expect(await owner.keptFor('tab2')).toBe(USER_B);
  });

  it('refuses a displaced page, after a restart too', async () => {
    const { owner, storage } = setup();
    await owner.announce('tab1', USER_A, ['tab1']);
    await owner.announce('tab2', USER_B, ['tab1', 'tab2']);
    expect(await owner.announce('tab1', USER_A, ['tab1', 'tab2'])).toBe(false);
    // The browser stopped the idle worker; a new one reads the stored state.
    const restarted = setup(storage);
    expect(await restarted.owner.keptFor('tab2')).toBe(USER_B);
    expect(await restarted.owner.announce('tab1', USER_A, ['tab1', 'tab2'])).toBe(false);
    expect(await restarted.owner.keptFor('tab1')).toBeUndefined();
    expect(restarted.purges).toEqual([]);
  });

  it('a sign-out purges everything and keeps for nobody', async () => {
    const { owner, purges } = setup();
    await owner.announce('tab1', USER_A, ['tab1']);
    expect(await owner.announce('tab2', null, ['tab1', 'tab2'])).toBe(true);
    expect(purges.at(-1)).toBeNull();
    expect(await owner.keptFor('tab1')).toBeUndefined();
    // The stale page of A may not claim again; a new page of A (a full load) may.
    expect(await owner.announce('tab1', USER_A, ['tab1', 'tab2'])).toBe(false);
    expect(await owner.announce('tab3', USER_A, ['tab1', 'tab2', 'tab3'])).toBe(true);
  });

  it('announcements one after another, in order, even when made at once', async () => {
    const { owner } = setup();
    const answers = await Promise.all([
      owner.announce('tab1', USER_A, ['tab1']),
      owner.announce('tab2', USER_B, ['tab1', 'tab2']),
      owner.announce('tab1', USER_A, ['tab1', 'tab2']),
    ]);
    expect(answers).toEqual([true, true, false]);
    expect(await owner.keptFor('tab2')).toBe(USER_B);
  });

  it('storage that fails: memory still holds the state, nothing rejects', async () => {
    const owner = createWorkerOwner({
      openCache: () => Promise.reject(new Error('gone')),
      key: KEY,
      purge: vi.fn(async () => {}),
    });
    expect(await owner.announce('tab1', USER_A, ['tab1'])).toBe(true);
    expect(await owner.keptFor('tab1')).toBe(USER_A);
  });

  it('a stored state that was tampered with reads as nobody’s', async () => {
    const storage = new FakeCacheStorage();
    const cache = await asCacheStorage(storage).open('quick-actions-meta');
    await cache.put(KEY, new Response('{"owner":42}'));
    const { owner } = setup(storage);
    expect(await owner.keptFor('tab1')).toBeUndefined();
    expect(await owner.announce('tab1', USER_A, ['tab1'])).toBe(true);
  });
});
