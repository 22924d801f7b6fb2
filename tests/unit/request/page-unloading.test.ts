// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createUnloadTracker } from '../../../core/request/page-unloading';
import { createRequest } from '../../../core/request/request';
import { NetworkError } from '../../../core/request/request-errors';
import { fakeFetch } from './fake-fetch';

describe('createUnloadTracker', () => {
  it('adds no listener until started, then only once', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    const tracker = createUnloadTracker(() => target);
    expect(tracker.isUnloading()).toBe(false);
    expect(add).not.toHaveBeenCalled();
    tracker.start();
    tracker.start();
    expect(add.mock.calls.map(([type]) => type).sort()).toEqual([
      'beforeunload',
      'pagehide',
      'pageshow',
    ]);
  });

  it.each(['pagehide', 'beforeunload'])('is unloading after %s', (type) => {
    const target = new EventTarget();
    const tracker = createUnloadTracker(() => target);
    tracker.start();
    target.dispatchEvent(new Event(type));
    expect(tracker.isUnloading()).toBe(true);
  });

  it('is live again after pageshow (back/forward cache restore)', () => {
    const target = new EventTarget();
    const tracker = createUnloadTracker(() => target);
    tracker.start();
    target.dispatchEvent(new Event('pagehide'));
    target.dispatchEvent(new Event('pageshow'));
    expect(tracker.isUnloading()).toBe(false);
  });

  it('works without a window', () => {
    const tracker = createUnloadTracker(() => undefined);
    tracker.start();
    expect(tracker.isUnloading()).toBe(false);
  });
});

describe('the default request helper tracks the real window', () => {
  it('flags a network failure after pagehide as unloading', async () => {
    const fetchMock = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const send = createRequest({ fetch: fetchMock });
    const before = await send('/api/x').catch((error: unknown) => error);
    expect(before).toBeInstanceOf(NetworkError);
    expect(before).toMatchObject({ unloading: false });

    window.dispatchEvent(new Event('pagehide'));
    const after = await send('/api/x').catch((error: unknown) => error);
    expect(after).toMatchObject({ unloading: true });
    window.dispatchEvent(new Event('pageshow'));
  });
});
