// spec §4: "Experiment resolution is marked done 1 s after start if none are pending."
//
// Read literally: the 1 s window is when experiment requests get tracked, so done
// is never earlier than 1 s after start(). If requests are still pending at 1 s,
// done comes when the last of them settles (fulfilled or rejected). Once done it
// stays done; a request tracked later does not reopen it.

export const RESOLUTION_DELAY_MS = 1000;

export interface ExperimentResolutionOptions {
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface ExperimentResolution {
  /** Starts the 1 s window. Calling it again does nothing. */
  start(): void;
  /** Counts the promise as pending until it settles; returns it unchanged. */
  track<T>(promise: Promise<T>): Promise<T>;
  /** Resolves when resolution is done. Never rejects. */
  whenDone(): Promise<void>;
  isDone(): boolean;
  /** Drops the timer (widget destroy). whenDone() then never resolves. */
  dispose(): void;
}

export function createExperimentResolution(
  options: ExperimentResolutionOptions = {},
): ExperimentResolution {
  const schedule = options.setTimeout ?? ((callback, ms) => setTimeout(callback, ms));
  const cancel =
    options.clearTimeout ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  let pending = 0;
  let started = false;
  let windowOver = false;
  let done = false;
  let timer: unknown;
  let markDone: () => void = () => {};
  const donePromise = new Promise<void>((resolve) => {
    markDone = resolve;
  });

  const settleIfReady = (): void => {
    if (done || !windowOver || pending > 0) return;
    done = true;
    markDone();
  };

  const settled = (): void => {
    pending -= 1;
    settleIfReady();
  };

  return {
    start() {
      if (started) return;
      started = true;
      timer = schedule(() => {
        windowOver = true;
        settleIfReady();
      }, RESOLUTION_DELAY_MS);
    },
    track(promise) {
      pending += 1;
      promise.then(settled, settled);
      return promise;
    },
    whenDone: () => donePromise,
    isDone: () => done,
    dispose() {
      if (timer !== undefined) cancel(timer);
      timer = undefined;
    },
  };
}
