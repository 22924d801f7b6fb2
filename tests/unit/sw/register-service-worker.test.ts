// @vitest-environment jsdom
// A host that runs its own worker imports ours (docs/offline.md); the loader must not replace it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle } from '../../../loader/facade/register-service-worker';

const OURS = 'https://host.example/quick-actions/sw.js';

/**
 * A window whose service worker container finds a worker of `existingScript` (or none), with
 * `controller` controlling the page; `lookUp` replaces what getRegistration() answers.
 */
function fakeWindow(
  existingScript: string | undefined,
  controller: object | null = null,
  lookUp: () => Promise<unknown> = () =>
    Promise.resolve(existingScript ? { active: { scriptURL: existingScript } } : undefined),
) {
  const register = vi.fn(() => Promise.resolve({}));
  const getRegistration = vi.fn(lookUp);
  const win = {
    navigator: { serviceWorker: { register, getRegistration, controller } },
    document: { readyState: 'complete' },
    addEventListener: () => {},
    removeEventListener: () => {},
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  };
  return { win: win as unknown as Window, register };
}

/** Registers when idle and runs the look-up (1 ms): the register() mock, to check. */
async function registeredWhenIdle({ win, register }: ReturnType<typeof fakeWindow>) {
  registerServiceWorkerWhenIdle(win, OURS);
  await vi.advanceTimersByTimeAsync(1);
  return register;
}

afterEach(() => vi.useRealTimers());

describe('registration next to a host’s own worker', () => {
  it('registers nothing when another script’s worker controls the page', async () => {
    vi.useFakeTimers();
    const register = await registeredWhenIdle(fakeWindow('https://host.example/own-sw.js'));
    expect(register).not.toHaveBeenCalled();
  });

  it('registers when there is no worker; over our own, nothing', async () => {
    vi.useFakeTimers();
    expect(await registeredWhenIdle(fakeWindow(undefined))).toHaveBeenCalledWith(OURS, {
      scope: '/',
    });
    // register() on a registration our worker has just unregistered (its sw.js deleted) clears
    // the uninstalling flag: the removed worker would survive its own removal.
    expect(await registeredWhenIdle(fakeWindow(OURS))).not.toHaveBeenCalled();
  });

  it('a page a worker controls registers nothing, even when the look-up finds no registration', async () => {
    // Our worker unregistered itself (its sw.js deleted): Chromium's getRegistration() no
    // longer returns the uninstalling registration, but register() would resurrect it.
    vi.useFakeTimers();
    const register = await registeredWhenIdle(fakeWindow(undefined, { scriptURL: OURS }));
    expect(register).not.toHaveBeenCalled();
  });

  it('registers nothing beside a registration still being installed (no worker yet)', async () => {
    // Chromium answers a host's in-flight register() with a registration whose active, waiting
    // and installing are all null until its script has been fetched and run.
    vi.useFakeTimers();
    const installing = fakeWindow(undefined, null, () =>
      Promise.resolve({ active: null, waiting: null, installing: null, scope: '/own-sw/' }),
    );
    expect(await registeredWhenIdle(installing)).not.toHaveBeenCalled();
  });

  it('a destroy between the look-up and the registration registers nothing', async () => {
    vi.useFakeTimers();
    let answer: (value: undefined) => void = () => {};
    const { win, register } = fakeWindow(
      undefined,
      null,
      () => new Promise((resolve) => (answer = resolve)),
    );
    const cancel = registerServiceWorkerWhenIdle(win, OURS);
    await vi.advanceTimersByTimeAsync(1);
    cancel();
    answer(undefined);
    await vi.advanceTimersByTimeAsync(1);
    expect(register).not.toHaveBeenCalled();
  });
});
