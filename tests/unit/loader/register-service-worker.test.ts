// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle } from '../../../loader/facade/register-service-worker';

function fakeWindow(readyState: DocumentReadyState, withWorkers = true) {
  const register = vi.fn(() => Promise.resolve({}));
  const target = new EventTarget();
  const win = {
    navigator: withWorkers ? { serviceWorker: { register } } : {},
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  };
  return { win: win as unknown as Window & EventTarget, register };
}

afterEach(() => vi.useRealTimers());

describe('service worker registration', () => {
  it('waits for load, then idle, then registers with scope /', async () => {
    vi.useFakeTimers();
    const { win, register } = fakeWindow('loading');
    registerServiceWorkerWhenIdle(win, 'https://host.example/quick-actions/sw.js');
    await vi.advanceTimersByTimeAsync(100);
    expect(register).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledWith('https://host.example/quick-actions/sw.js', {
      scope: '/',
    });
  });

  it('registers nothing when cancelled before idle (destroy)', async () => {
    vi.useFakeTimers();
    const { win, register } = fakeWindow('complete');
    const cancel = registerServiceWorkerWhenIdle(win, '/sw.js');
    cancel();
    await vi.advanceTimersByTimeAsync(100);
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing without service workers, and swallows a refused registration', async () => {
    vi.useFakeTimers();
    const { win } = fakeWindow('complete', false);
    expect(() => registerServiceWorkerWhenIdle(win, '/sw.js')).not.toThrow();
    const refused = fakeWindow('complete');
    refused.register.mockImplementation(() =>
      Promise.reject(new DOMException('no', 'SecurityError')),
    );
    registerServiceWorkerWhenIdle(refused.win, '/sw.js');
    await vi.advanceTimersByTimeAsync(1);
    expect(refused.register).toHaveBeenCalledTimes(1);
  });
});
