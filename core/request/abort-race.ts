// Races work against an AbortSignal so an abort settles the caller's promise at once, even when
// the underlying work (a fetch stub, a body read, a timer) ignores the signal.

/**
 * Settles like `work`, unless `signal` aborts first, in which case it rejects with `makeError()`.
 * The abort listener is removed once settled so long-lived signals do not collect listeners.
 */
export function raceAbort<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  makeError: () => Error,
): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    // The work is abandoned: swallow its eventual failure so it is not an unhandled rejection.
    work.catch(() => undefined);
    return Promise.reject(makeError());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(makeError());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
