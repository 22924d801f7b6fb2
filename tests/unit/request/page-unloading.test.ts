// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createUnloadTracker } from '../../../core/request/page-unloading';
import { createRequest } from '../../../core/request/request';
import { NetworkError } from '../../../core/request/request-errors';
import { fakeFetch } from './fake-fetch';

describe('createUnloadTracker', () => {
  it('listens only while a request is in flight', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    const remove = vi.spyOn(target, 'removeEventListener');
    const tracker = createUnloadTracker(() => target);
    expect(add).not.toHaveBeenCalled();
    const endFirst = tracker.begin();
    const endSecond = tracker.begin();
    expect(add.mock.calls.map(([type]) => type).sort()).toEqual(['beforeunload', 'pagehide']);
    endFirst();
    endFirst();
    expect(remove).not.toHaveBeenCalled();
    endSecond();
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(['beforeunload', 'pagehide']);
  });

  it.each(['pagehide', 'beforeunload'])('is unloading after %s during a request', (type) => {
    const target = new EventTarget();
    const tracker = createUnloadTracker(() => target);
    tracker.begin();
    target.dispatchEvent(new Event(type));
    expect(tracker.isUnloading()).toBe(true);
  });

  it('starts a later request as live again (back/forward cache restore)', () => {
    const target = new EventTarget();
    const tracker = createUnloadTracker(() => target);
    const end = tracker.begin();
    target.dispatchEvent(new Event('pagehide'));
    end();
    tracker.begin();
    expect(tracker.isUnloading()).toBe(false);
  });

  it('works without a window', () => {
    const tracker = createUnloadTracker(() => undefined);
    tracker.begin()();
    expect(tracker.isUnloading()).toBe(false);
  });
});

describe('the default request helper tracks the real window', () => {
  it('flags a network failure during pagehide as unloading, and leaves no listener', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    let navigateAway = false;
    const fetchMock = fakeFetch(() => {
      if (navigateAway) window.dispatchEvent(new Event('pagehide'));
      throw new TypeError('Failed to fetch');
    });
    const send = createRequest({ fetch: fetchMock });
    const before = await send('/api/x').catch((error: unknown) => error);
    expect(before).toBeInstanceOf(NetworkError);
    expect(before).toMatchObject({ unloading: false });

    navigateAway = true;
    const after = await send('/api/x').catch((error: unknown) => error);
    expect(after).toMatchObject({ unloading: true });
    const count = (spy: typeof added) => spy.mock.calls.filter(([t]) => t === 'pagehide').length;
    expect(count(added)).toBe(2);
    expect(count(removed)).toBe(2);
    vi.restoreAllMocks();
  });
});
