// spec §8: a network failure carries "whether the page was unloading". Browsers cancel in-flight
// fetches when the user navigates away; those failures are noise, not outages, and callers use
// the flag to skip reporting them.

type EventTargetLike = Pick<EventTarget, 'addEventListener'>;

export interface UnloadTracker {
  /** Adds the listeners once; later calls do nothing. */
  start(): void;
  isUnloading(): boolean;
}

/**
 * Tracks `pagehide`/`beforeunload` on the target (the window). Nothing is added until `start()`,
 * which the request helper calls when a request begins, so importing has no side effects and a
 * page that never requests anything is never touched. A page restored from the back/forward cache
 * fires `pageshow` and counts as live again.
 */
export function createUnloadTracker(getTarget: () => EventTargetLike | undefined): UnloadTracker {
  let started = false;
  let unloading = false;
  return {
    start() {
      if (started) return;
      started = true;
      const target = getTarget();
      if (!target) return;
      const markUnloading = (): void => {
        unloading = true;
      };
      target.addEventListener('pagehide', markUnloading);
      target.addEventListener('beforeunload', markUnloading);
      target.addEventListener('pageshow', () => {
        unloading = false;
      });
    },
    isUnloading: () => unloading,
  };
}

let windowTracker: UnloadTracker | undefined;

/** The tracker shared by every request helper on the real window (inert outside a browser). */
export function windowUnloadTracker(): UnloadTracker {
  windowTracker ??= createUnloadTracker(() => (typeof window === 'undefined' ? undefined : window));
  return windowTracker;
}
