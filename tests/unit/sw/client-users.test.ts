import { describe, expect, it } from 'vitest';
import { createClientUsers } from '../../../sw/client-users';
import { USER_A, USER_B } from './fake-caches';

describe('who each page shows', () => {
  it('is known per page; nobody and unknown pages have no user', () => {
    const users = createClientUsers();
    const live = ['tab-1', 'tab-2', 'tab-3'];
    users.announce('tab-1', USER_A, live);
    users.announce('tab-2', USER_B, live);
    users.announce('tab-3', null, live);
    expect(users.userOf('tab-1')).toBe(USER_A);
    expect(users.userOf('tab-2')).toBe(USER_B);
    expect(users.userOf('tab-3')).toBeUndefined();
    expect(users.userOf('tab-4')).toBeUndefined();
  });

  it('only the most recently announced user is current (issue 12: the stale tab)', () => {
    const users = createClientUsers();
    users.announce('tab-a', USER_A, ['tab-a']);
    expect(users.isCurrent(USER_A)).toBe(true);
    // B signs in in another tab: tab A still shows A, but A's data is no longer written.
    users.announce('tab-b', USER_B, ['tab-a', 'tab-b']);
    expect(users.userOf('tab-a')).toBe(USER_A);
    expect(users.isCurrent(USER_A)).toBe(false);
    expect(users.isCurrent(USER_B)).toBe(true);
    expect(users.current()).toBe(USER_B);
    users.announce('tab-b', null, ['tab-a', 'tab-b']);
    expect(users.isCurrent(USER_B)).toBe(false);
    expect(users.current()).toBeUndefined();
  });

  it('forgets pages that are gone (issue 13: the map is pruned on every announcement)', () => {
    const users = createClientUsers();
    users.announce('tab-1', USER_A, ['tab-1']);
    users.announce('tab-2', USER_A, ['tab-2']);
    expect(users.userOf('tab-1')).toBeUndefined();
    expect(users.userOf('tab-2')).toBe(USER_A);
  });

  it('nothing is current before any announcement (a restarted worker writes nothing)', () => {
    const users = createClientUsers();
    expect(users.current()).toBeUndefined();
    expect(users.isCurrent(USER_A)).toBe(false);
  });
});
