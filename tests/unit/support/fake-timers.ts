import { afterEach, beforeEach, vi } from 'vitest';

/** Fake timers in every test of the calling file (or describe block), real ones after each. */
export function useFakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
