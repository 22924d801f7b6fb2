import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/** Fake timers in every test of the calling file (or describe block), real ones after each. */
export function useFakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * A retry schedule read as a table: for each step, moves the fake clock on by `advanceMs` and
 * expects `mock` to have been called `calls` times in all by then.
 */
export async function expectCallsAsTheClockAdvances<T extends (...args: never[]) => unknown>(
  mock: MockInstance<T>,
  steps: ReadonlyArray<readonly [advanceMs: number, calls: number]>,
): Promise<void> {
  let elapsed = 0;
  for (const [advanceMs, calls] of steps) {
    await vi.advanceTimersByTimeAsync(advanceMs);
    elapsed += advanceMs;
    expect(mock, `calls after ${elapsed} ms`).toHaveBeenCalledTimes(calls);
  }
}
