import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExperimentResolution } from '../../../core/experiments/experiment-resolution';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createExperimentResolution', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is done 1 s after start when nothing is pending', async () => {
    const resolution = createExperimentResolution();
    const done = vi.fn();
    void resolution.whenDone().then(done);
    resolution.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(resolution.isDone()).toBe(false);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(resolution.isDone()).toBe(true);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('is never done without start()', async () => {
    const resolution = createExperimentResolution();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(resolution.isDone()).toBe(false);
  });

  it('waits past 1 s for the last pending request, fulfilled or rejected', async () => {
    const resolution = createExperimentResolution();
    const first = deferred();
    const second = deferred();
    resolution.start();
    resolution.track(first.promise);
    resolution.track(second.promise).catch(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(resolution.isDone()).toBe(false);
    first.resolve();
    await vi.advanceTimersByTimeAsync(500);
    expect(resolution.isDone()).toBe(false);
    second.reject(new Error('failed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(resolution.isDone()).toBe(true);
  });

  it('is not done before 1 s even when every request settled early', async () => {
    const resolution = createExperimentResolution();
    resolution.start();
    await resolution.track(Promise.resolve('N'));
    await vi.advanceTimersByTimeAsync(999);
    expect(resolution.isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolution.isDone()).toBe(true);
  });

  it('counts requests tracked before start()', async () => {
    const resolution = createExperimentResolution();
    const pending = deferred();
    resolution.track(pending.promise);
    resolution.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(resolution.isDone()).toBe(false);
    pending.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolution.isDone()).toBe(true);
  });

  it('does not restart the 1 s window on a second start()', async () => {
    const resolution = createExperimentResolution();
    resolution.start();
    await vi.advanceTimersByTimeAsync(600);
    resolution.start();
    await vi.advanceTimersByTimeAsync(400);
    expect(resolution.isDone()).toBe(true);
  });

  it('stays done when a request is tracked afterwards', async () => {
    const resolution = createExperimentResolution();
    resolution.start();
    await vi.advanceTimersByTimeAsync(1000);
    resolution.track(deferred().promise);
    expect(resolution.isDone()).toBe(true);
  });

  it('returns the tracked promise unchanged', () => {
    const resolution = createExperimentResolution();
    const promise = Promise.resolve('N');
    expect(resolution.track(promise)).toBe(promise);
  });

  it('uses the injected timer with 1000 ms, and dispose() cancels it', async () => {
    const handle = { id: 1 };
    const setTimeout = vi.fn(() => handle);
    const clearTimeout = vi.fn();
    const resolution = createExperimentResolution({ setTimeout, clearTimeout });
    resolution.start();
    resolution.start();
    expect(setTimeout).toHaveBeenCalledTimes(1);
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 1000);
    resolution.dispose();
    expect(clearTimeout).toHaveBeenCalledWith(handle);
  });

  it('is never done after dispose()', async () => {
    const resolution = createExperimentResolution();
    resolution.start();
    resolution.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(resolution.isDone()).toBe(false);
  });
});
