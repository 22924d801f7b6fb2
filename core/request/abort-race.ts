// Settles like `work`, unless `signal` aborts first: then it rejects with `makeError()` at once,
// even when the work ignores the signal. The listener goes once settled.
export function raceAbort<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  makeError: () => Error,
): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    // Abandoned: its failure must not become an unhandled rejection.
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
