// spec §8: a network failure carries "whether the page was unloading", noise callers skip.

type EventTargetLike = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

const UNLOAD_EVENTS = ['pagehide', 'beforeunload'] as const;

// Listens only while a request is in flight (docs/security.md "9. Leaks and load"); a request
// that starts later (back from the bfcache) starts from "not unloading". `begin` returns `end`.
export function createUnloadTracker(getTarget: () => EventTargetLike | undefined) {
  let inFlight = 0;
  let unloading = false;
  const markUnloading = (): void => {
    unloading = true;
  };
  return {
    begin(): () => void {
      const target = getTarget();
      if (inFlight++ === 0) {
        unloading = false;
        for (const type of UNLOAD_EVENTS) target?.addEventListener(type, markUnloading);
      }
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        if (--inFlight === 0) {
          for (const type of UNLOAD_EVENTS) target?.removeEventListener(type, markUnloading);
        }
      };
    },
    isUnloading: (): boolean => unloading,
  };
}

let windowTracker: ReturnType<typeof createUnloadTracker> | undefined;

/** The tracker shared by every request helper on the real window (inert outside a browser). */
export function windowUnloadTracker() {
  windowTracker ??= createUnloadTracker(() => (typeof window === 'undefined' ? undefined : window));
  return windowTracker;
}
