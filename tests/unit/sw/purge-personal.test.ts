import { describe, expect, it } from 'vitest';
import { personalKey, withBody } from '../../../sw/personal-entry';
import {
  EXPIRED_SWEEP_INTERVAL_MS,
  createExpiredSweep,
  purgePersonal,
} from '../../../sw/purge-personal';
import { FakeCacheStorage, USER_A, USER_B, asCacheStorage } from './fake-caches';

const NOW = 1_700_000_000_000;
const DAY = 86_400_000;
const entry = (cachedAt: number) => withBody(new Response('{}'), '{}', cachedAt);

async function filled() {
  const storage = new FakeCacheStorage();
  const data = await storage.open('quick-actions-data');
  await data.put(personalKey('https://h/tiles', USER_A), entry(NOW - 1_000));
  await data.put(personalKey('https://h/tiles', USER_B), entry(NOW - 1_000));
  await data.put(personalKey('https://h/hubs', USER_B), entry(NOW - DAY));
  await data.put('https://h/tiles', entry(NOW));
  const icons = await storage.open('quick-actions-icons');
  await icons.put('https://h/images/icons/bolt.svg', new Response('<svg/>'));
  return { storage, data, icons };
}

describe('purging personal caches', () => {
  it('another user announced: everyone else’s entries, expired ones and strangers go', async () => {
    const { storage, data, icons } = await filled();
    await purgePersonal(asCacheStorage(storage), { keepUser: USER_B, now: NOW });
    expect([...data.entries.keys()]).toEqual([personalKey('https://h/tiles', USER_B)]);
    expect(icons.entries.size).toBe(1);
  });

  it('nobody (signed out): the personal cache is deleted, nothing else', async () => {
    const { storage } = await filled();
    await purgePersonal(asCacheStorage(storage), { keepUser: null, now: NOW });
    expect(await storage.keys()).toEqual(['quick-actions-icons']);
  });

  it('everyone: only expired (and unstamped) entries go', async () => {
    const { storage, data } = await filled();
    await purgePersonal(asCacheStorage(storage), { keepUser: 'everyone', now: NOW });
    expect([...data.entries.keys()]).toEqual([
      personalKey('https://h/tiles', USER_A),
      personalKey('https://h/tiles', USER_B),
    ]);
  });

  it('creates no cache that was not there', async () => {
    const storage = new FakeCacheStorage();
    await purgePersonal(asCacheStorage(storage), { keepUser: USER_A, now: NOW });
    expect(await storage.keys()).toEqual([]);
  });

  it('a sign-out during a sweep: the sweep does not bring the deleted cache back', async () => {
    const { storage } = await filled();
    const caches = asCacheStorage(storage);
    const sweep = purgePersonal(caches, { keepUser: 'everyone', now: NOW });
    const signOut = purgePersonal(caches, { keepUser: null, now: NOW });
    await Promise.all([sweep, signOut]);
    expect(await storage.keys()).toEqual(['quick-actions-icons']);
  });
});

describe('the expired sweep whenever the worker wakes for us', () => {
  it('24 h after the last write, with no announcement at all, nothing personal is left', async () => {
    const { storage, data } = await filled();
    let clock = NOW;
    const sweep = createExpiredSweep(asCacheStorage(storage), () => clock);
    clock = NOW + DAY - 1_000; // A's and B's tiles were cached at NOW - 1 s: exactly 24 h old.
    await sweep();
    expect(data.entries.size).toBe(0);
  });

  it('runs at most once a minute', async () => {
    const { storage, data } = await filled();
    let clock = NOW + DAY - 30_000;
    const sweep = createExpiredSweep(asCacheStorage(storage), () => clock);
    await sweep(); // removes B's expired hubs and the entry that names nobody
    expect(data.entries.size).toBe(2);
    clock += 30_000; // both tiles are past 24 h now, but the last sweep was 30 s ago
    await sweep();
    expect(data.entries.size).toBe(2);
    clock += EXPIRED_SWEEP_INTERVAL_MS;
    await sweep();
    expect(data.entries.size).toBe(0);
  });
});
