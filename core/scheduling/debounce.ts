// spec §4/§9: the popup height "is recomputed on resize and scroll, debounced at 100 ms".
// Trailing edge: the call runs once, 100 ms after the last of a burst, with the last arguments.

export const DEBOUNCE_MS = 100;

export interface DebounceOptions {
  waitMs?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Where an error thrown by `fn` goes; without it, it is rethrown from the timer. */
  onError?: (error: unknown) => void;
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call (widget destroy). */
  cancel(): void;
}

export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  options: DebounceOptions = {},
): Debounced<A> {
  const waitMs = options.waitMs ?? DEBOUNCE_MS;
  // Looked up per call, so fake timers installed after creation still apply.
  const schedule = options.setTimeout ?? ((callback, ms) => setTimeout(callback, ms));
  const cancelTimer =
    options.clearTimeout ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let timer: unknown;

  const debounced = (...args: A): void => {
    if (timer !== undefined) cancelTimer(timer);
    timer = schedule(() => {
      timer = undefined;
      try {
        fn(...args);
      } catch (error) {
        if (!options.onError) throw error;
        options.onError(error);
      }
    }, waitMs);
  };
  debounced.cancel = (): void => {
    if (timer !== undefined) cancelTimer(timer);
    timer = undefined;
  };
  return debounced;
}
