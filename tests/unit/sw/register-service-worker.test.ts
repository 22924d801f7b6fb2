// @vitest-environment jsdom
// issue 6: a host that runs its own worker imports ours; the loader must not replace it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle } from '../../../loader/facade/register-service-worker';

const OURS = 'https://host.example/quick-actions/sw.js';

function fakeWindow(existingScript: string | undefined, controller: object | null = null) {
  const register = vi.fn(() => Promise.resolve({}));
  const getRegistration = vi.fn(() =>
    Promise.resolve(existingScript ? { active: { scriptURL: existingScript } } : undefined),
  );
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

afterEach(() => vi.useRealTimers());

describe('registration next to a host’s own worker', () => {
  it('registers nothing when another script’s worker controls the page', async () => {
    vi.useFakeTimers();
    const { win, register } = fakeWindow('https://host.example/own-sw.js');
    registerServiceWorkerWhenIdle(win, OURS);
    await vi.advanceTimersByTimeAsync(1);
    expect(register).not.toHaveBeenCalled();
  });

  it('registers when there is no worker; over our own, nothing (issue 12)', async () => {
    vi.useFakeTimers();
    const none = fakeWindow(undefined);
    registerServiceWorkerWhenIdle(none.win, OURS);
    await vi.advanceTimersByTimeAsync(1);
    expect(none.register).toHaveBeenCalledWith(OURS, { scope: '/' });
    // register() on a registration our worker has just unregistered (its sw.js deleted) clears
    // the uninstalling flag: the removed worker would survive its own removal.
    const ours = fakeWindow(OURS);
    registerServiceWorkerWhenIdle(ours.win, OURS);
    await vi.advanceTimersByTimeAsync(1);
    expect(ours.register).not.toHaveBeenCalled();
  });

  it('a page a worker controls registers nothing, even when the look-up finds no registration', async () => {
    // Our worker unregistered itself (its sw.js deleted): Chromium's getRegistration() no
    // longer returns the uninstalling registration, but register() would resurrect it.
    vi.useFakeTimers();
    const { win, register } = fakeWindow(undefined, { scriptURL: OURS });
    registerServiceWorkerWhenIdle(win, OURS);
    await vi.advanceTimersByTimeAsync(1);
    expect(register).not.toHaveBeenCalled();
  });

  it('registers nothing beside a registration still being installed (no worker yet)', async () => {
    // Chromium answers a host's in-flight register() with a registration whose active, waiting
    // and installing are all null until its script has been fetched and run.
    vi.useFakeTimers();
    const { win, register } = fakeWindow(undefined);
    const container = (win.navigator as unknown as { serviceWorker: Record<string, unknown> })
      .serviceWorker;
    container.getRegistration = () =>
      Promise.resolve({ active: null, waiting: null, installing: null, scope: '/own-sw/' });
    registerServiceWorkerWhenIdle(win, OURS);
    await vi.advanceTimersByTimeAsync(1);
    expect(register).not.toHaveBeenCalled();
  });

  it('a destroy between the look-up and the registration registers nothing', async () => {
    vi.useFakeTimers();
    const { win, register } = fakeWindow(undefined);
    let answer: (value: undefined) => void = () => {};
    const container = (win.navigator as unknown as { serviceWorker: Record<string, unknown> })
      .serviceWorker;
    container.getRegistration = () => new Promise((resolve) => (answer = resolve));
    const cancel = registerServiceWorkerWhenIdle(win, OURS);
    await vi.advanceTimersByTimeAsync(1);
    cancel();
    answer(undefined);
    await vi.advanceTimersByTimeAsync(1);
    expect(register).not.toHaveBeenCalled();
  });
});
