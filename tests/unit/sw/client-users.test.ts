import { describe, expect, it } from 'vitest';
import { createClientUsers } from '../../../sw/client-users';
import { FakeCache, USER_A, USER_B, asCache } from './fake-caches';

const KEY = 'https://host.example/quick-actions/__quick-actions__/user';

describe('who each page shows', () => {
  it('is known per page; nobody and unknown pages have no user', async () => {
    const users = createClientUsers({ openMeta: async () => undefined, lastUserKey: KEY });
    await users.announce('tab-1', USER_A);
    await users.announce('tab-2', USER_B);
    await users.announce('tab-3', null);
    expect(users.userOf('tab-1')).toBe(USER_A);
    expect(users.userOf('tab-2')).toBe(USER_B);
    expect(users.userOf('tab-3')).toBeUndefined();
    expect(users.userOf('tab-4')).toBeUndefined();
    expect(users.isCurrent(USER_A)).toBe(true);
    await users.announce('tab-1', null);
    expect(users.isCurrent(USER_A)).toBe(false);
  });

  it('the last user outlives a restarted worker (the meta cache), nobody included', async () => {
    const meta = new FakeCache();
    const deps = { openMeta: async () => asCache(meta), lastUserKey: KEY };
    await createClientUsers(deps).announce('tab-1', USER_A);
    expect(await createClientUsers(deps).lastUser()).toBe(USER_A);
    await createClientUsers(deps).announce('tab-1', null);
    expect(await createClientUsers(deps).lastUser()).toBeUndefined();
  });

  it('ignores a stored note that is not a user cache id', async () => {
    const meta = new FakeCache();
    await meta.put(KEY, new Response('S-1'));
    const users = createClientUsers({ openMeta: async () => asCache(meta), lastUserKey: KEY });
    expect(await users.lastUser()).toBeUndefined();
  });

  it('storage that fails: announcing still works, the last user is only in memory', async () => {
    const failing = () => Promise.reject(new DOMException('no', 'SecurityError'));
    const users = createClientUsers({ openMeta: failing, lastUserKey: KEY });
    await expect(users.announce('tab-1', USER_A)).resolves.toBeUndefined();
    expect(await users.lastUser()).toBe(USER_A);
    expect(
      await createClientUsers({ openMeta: failing, lastUserKey: KEY }).lastUser(),
    ).toBeUndefined();
  });
});
