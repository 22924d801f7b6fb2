import { describe, expect, it } from 'vitest';
import { personalKey, stamped } from '../../../sw/personal-entry';
import { purgePersonal } from '../../../sw/purge-personal';
import { FakeCacheStorage, USER_A, USER_B, asCacheStorage } from './fake-caches';

const NOW = 1_700_000_000_000;
const entry = (cachedAt: number) => stamped(new Response('{}'), '{}', cachedAt);

async function filled() {
  const storage = new FakeCacheStorage();
  const data = await storage.open('quick-actions-data');
  const pages = await storage.open('quick-actions-pages');
  await data.put(personalKey('https://h/tiles', USER_A), entry(NOW - 1_000));
  await data.put(personalKey('https://h/tiles', USER_B), entry(NOW - 1_000));
  await data.put(personalKey('https://h/hubs', USER_B), entry(NOW - 86_400_000));
  await data.put('https://h/tiles', entry(NOW));
  await pages.put(personalKey('https://h/', USER_A), entry(NOW - 1_000));
  await pages.put(personalKey('https://h/', USER_B), entry(NOW - 86_399_999));
  const icons = await storage.open('quick-actions-icons');
  await icons.put('https://h/images/icons/bolt.svg', new Response('<svg/>'));
  return { storage, data, pages, icons };
}

describe('purging personal caches (issue 6)', () => {
  it('another user announced: everyone else’s entries, expired ones and strangers go', async () => {
    const { storage, data, pages, icons } = await filled();
    await purgePersonal(asCacheStorage(storage), { keepUser: USER_B, now: NOW });
    expect([...data.entries.keys()]).toEqual([personalKey('https://h/tiles', USER_B)]);
    expect([...pages.entries.keys()]).toEqual([personalKey('https://h/', USER_B)]);
    expect(icons.entries.size).toBe(1);
  });

  it('nobody (signed out): both personal caches are deleted, nothing else', async () => {
    const { storage } = await filled();
    await purgePersonal(asCacheStorage(storage), { keepUser: null, now: NOW });
    expect(await storage.keys()).toEqual(['quick-actions-icons']);
  });

  it('creates no cache that was not there', async () => {
    const storage = new FakeCacheStorage();
    await purgePersonal(asCacheStorage(storage), { keepUser: USER_A, now: NOW });
    expect(await storage.keys()).toEqual([]);
  });
});
