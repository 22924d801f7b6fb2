// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeLeftovers } from '../../../loader/facade/remove-leftovers';
import { FakeCacheStorage, asCacheStorage } from '../sw/fake-caches';

const BASE = 'https://host.example/quick-actions/';
const USER = 'a'.repeat(64);

function registration(scriptURL: string) {
  return {
    active: { scriptURL },
    waiting: null,
    installing: null,
    unregister: vi.fn(async () => true),
  };
}

let storage: FakeCacheStorage;
let ours: ReturnType<typeof registration>;
let hosts: ReturnType<typeof registration>;

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('quickactions_user', USER);
  localStorage.setItem(`quickactions_documents_us_${USER}`, '{}');
  localStorage.setItem(`quickactions_hubs_${USER}`, '{}');
  localStorage.setItem(`quickactions_suggestion_${USER}`, '{}');
  localStorage.setItem('quickactions_seen', '{}');
  localStorage.setItem('quickactions_experiment_us_quickactionsgate', '{}');
  localStorage.setItem('host_own_key', 'kept');
  storage = new FakeCacheStorage();
  for (const name of [
    'quick-actions-data',
    'quick-actions-precache',
    'quick-actions-icons',
    'host-cache',
  ]) {
    await storage.open(name);
  }
  vi.stubGlobal('caches', asCacheStorage(storage));
  ours = registration(`${BASE}sw.js`);
  hosts = registration('https://host.example/host-sw.js');
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistrations: async () => [ours, hosts] },
    configurable: true,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const keys = () => Object.keys(localStorage).sort();

describe('removing what the widget left on the device', () => {
  it('a signed-out view: every personal entry and the data cache; an empty note stays', async () => {
    await removeLeftovers(window, {}, false, BASE);
    // The gate's answer was the previous person's: it is not handed to the next one.
    expect(keys()).toEqual(['host_own_key', 'quickactions_seen', 'quickactions_user']);
    expect(localStorage.getItem('quickactions_user')).toBe('');
    expect((await storage.keys()).sort()).toEqual([
      'host-cache',
      'quick-actions-icons',
      'quick-actions-precache',
    ]);
    expect(ours.unregister).not.toHaveBeenCalled();
  });

  it('persist: false: everything of ours, the worker included; the host’s own things stay', async () => {
    await removeLeftovers(window, { persist: false }, true, BASE);
    expect(keys()).toEqual(['host_own_key']);
    expect(await storage.keys()).toEqual(['host-cache']);
    expect(ours.unregister).toHaveBeenCalledTimes(1);
    expect(hosts.unregister).not.toHaveBeenCalled();
  });

  it('serviceWorker: false, signed in: our worker and caches go, the person’s entries stay', async () => {
    await removeLeftovers(window, { serviceWorker: false }, true, BASE);
    expect(localStorage.getItem(`quickactions_documents_us_${USER}`)).toBe('{}');
    expect(await storage.keys()).toEqual(['host-cache']);
    expect(ours.unregister).toHaveBeenCalledTimes(1);
  });

  it('serviceWorker: false, signed out: the note goes with the worker (later views load nothing)', async () => {
    await removeLeftovers(window, { serviceWorker: false }, false, BASE);
    expect(localStorage.getItem('quickactions_user')).toBeNull();
    expect(localStorage.getItem(`quickactions_hubs_${USER}`)).toBeNull();
  });

  it('tells the worker controlling the page: nobody on a signed-out view, retire on a way out', async () => {
    // A host's worker that imports ours (docs/offline.md): its script is the host's.
    const posted: unknown[] = [];
    const controller = {
      scriptURL: 'https://host.example/host-sw.js',
      postMessage: (m: unknown) => posted.push(m),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller, getRegistrations: async () => [ours, hosts] },
      configurable: true,
    });
    await removeLeftovers(window, {}, false, BASE);
    expect(posted).toEqual([{ type: 'quick-actions:user', user: null }]);
    await removeLeftovers(window, { persist: false }, true, BASE);
    await removeLeftovers(window, { serviceWorker: false }, true, BASE);
    expect(posted.slice(1)).toEqual([
      { type: 'quick-actions:retire' },
      { type: 'quick-actions:retire' },
    ]);
    // A signed-in view with nothing to withdraw tells nothing.
    await removeLeftovers(window, {}, true, BASE);
    expect(posted).toHaveLength(3);
  });

  it('never rejects: storage, caches and workers that throw', async () => {
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('no', 'SecurityError');
    });
    vi.stubGlobal('caches', { keys: () => Promise.reject(new Error('gone')) });
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistrations: () => Promise.reject(new Error('no')) },
      configurable: true,
    });
    await expect(removeLeftovers(window, { persist: false }, false, BASE)).resolves.toBeUndefined();
  });
});
