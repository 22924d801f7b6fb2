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

/** Moves the fake clock on by `ms`, then asks whether the resolution is done. */
async function doneAfter(
  resolution: ReturnType<typeof createExperimentResolution>,
  ms: number,
): Promise<boolean> {
  await vi.advanceTimersByTimeAsync(ms);
  return resolution.isDone();
}

describe('createExperimentResolution', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is done 1 s after start when nothing is pending', async () => {
    const resolution = createExperimentResolution();
    const done = vi.fn();
    void resolution.whenDone().then(done);
    resolution.start();
    expect(await doneAfter(resolution, 999)).toBe(false);
    expect(done).not.toHaveBeenCalled();
    expect(await doneAfter(resolution, 1)).toBe(true);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('is never done without start()', async () => {
    const resolution = createExperimentResolution();
    expect(await doneAfter(resolution, 10_000)).toBe(false);
  });

  it('waits past 1 s for the last pending request, fulfilled or rejected', async () => {
    const resolution = createExperimentResolution();
    const first = deferred();
    const second = deferred();
    resolution.start();
    resolution.track(first.promise);
    resolution.track(second.promise).catch(() => {});
    expect(await doneAfter(resolution, 1000)).toBe(false);
    first.resolve();
    expect(await doneAfter(resolution, 500)).toBe(false);
    second.reject(new Error('failed'));
    expect(await doneAfter(resolution, 0)).toBe(true);
  });

  it('is not done before 1 s even when every request settled early', async () => {
    const resolution = createExperimentResolution();
    resolution.start();
    await resolution.track(Promise.resolve('N'));
    expect(await doneAfter(resolution, 999)).toBe(false);
    expect(await doneAfter(resolution, 1)).toBe(true);
  });

  it('counts requests tracked before start()', async () => {
    const resolution = createExperimentResolution();
    const pending = deferred();
    resolution.track(pending.promise);
    resolution.start();
    expect(await doneAfter(resolution, 1000)).toBe(false);
    pending.resolve();
    expect(await doneAfter(resolution, 0)).toBe(true);
  });

  it('does not restart the 1 s window on a second start()', async () => {
    const resolution = createExperimentResolution();
    resolution.start();
    await vi.advanceTimersByTimeAsync(600);
    resolution.start();
    expect(await doneAfter(resolution, 400)).toBe(true);
  });

  it('stays done when a request is tracked afterwards', async () => {
    const resolution = createExperimentResolution();
    resolution.start();
    expect(await doneAfter(resolution, 1000)).toBe(true);
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
    expect(await doneAfter(resolution, 5000)).toBe(false);
  });
});
