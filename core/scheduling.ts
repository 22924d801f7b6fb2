// spec §4/§9: the popup height "is recomputed on resize and scroll, debounced at 100 ms".
// Trailing edge: the call runs once, 100 ms after the last of a burst, with the last arguments.

export const DEBOUNCE_MS = 100;

export interface DebounceOptions {
  waitMs?: number;
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
  { waitMs = DEBOUNCE_MS, onError }: DebounceOptions = {},
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      try {
        fn(...args);
      } catch (error) {
        if (!onError) throw error;
        onError(error);
      }
    }, waitMs);
  };
  debounced.cancel = (): void => clearTimeout(timer);
  return debounced;
}

// No long task of ours (ADR-0029): between steps of work the page did not ask for, the main
// thread goes back to the host. `scheduler.yield()` where there is one (its continuation runs
// first); else a MessageChannel message, a task without setTimeout's clamp for nested timers.
export interface YieldingWindow {
  scheduler?: unknown;
  MessageChannel?: typeof MessageChannel;
  setTimeout(handler: () => void, ms?: number): unknown;
}

// Yields resume in the order they were asked for (ADR-0029): WebKit
// delivers the messages of separate channels in any order, so all of a window's yields share one
// channel, whose messages keep their order, and resume its waiters first in, first out. The
// channel is held here while a message is on its way (older WebKit collected a port nothing held),
// and closed once none is.
const channels = new WeakMap<object, (resume: () => void) => void>();

function postFor(Channel: typeof MessageChannel): (resume: () => void) => void {
  const known = channels.get(Channel);
  if (known) return known;
  const channel = new Channel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => {
    waiting.shift()?.();
    if (waiting.length > 0) return;
    channel.port1.close();
    channels.delete(Channel);
  };
  const post = (resume: () => void) => {
    waiting.push(resume);
    channel.port2.postMessage(undefined);
  };
  channels.set(Channel, post);
  return post;
}

/** Resolves in a later task, after the yields asked for before it. Never rejects. */
export function yieldToMain(win: YieldingWindow = globalThis as unknown as YieldingWindow) {
  try {
    const scheduler = win.scheduler as { yield?: () => Promise<void> } | null | undefined;
    if (typeof scheduler?.yield === 'function') return scheduler.yield().catch(() => undefined);
  } catch {
    // A scheduler that throws is no scheduler: fall through to a task of our own.
  }
  return new Promise<void>((resolve) => {
    const Channel = win.MessageChannel;
    if (!Channel) return void win.setTimeout(resolve, 0);
    postFor(Channel)(resolve);
  });
}

export interface PaintingWindow extends YieldingWindow {
  requestAnimationFrame?(callback: () => void): number;
  cancelAnimationFrame?(handle: number): void;
  clearTimeout(id: unknown): void;
}

/**
 * Runs `run` in a task after the next frame is painted, so work an input started is not part of
 * that input's paint (INP); a page that paints no frame (a hidden tab) runs it after `fallbackMs`.
 * The cancel it returns leaves no timer or frame callback behind.
 */
export function afterNextPaint(win: PaintingWindow, run: () => void, fallbackMs = 100): () => void {
  let done = false;
  let frame: number | undefined;
  const cancel = () => {
    done = true;
    win.clearTimeout(timer);
    if (frame !== undefined) win.cancelAnimationFrame?.(frame);
  };
  const once = () => {
    if (done) return;
    cancel();
    run();
  };
  const timer = win.setTimeout(once, fallbackMs);
  try {
    frame = win.requestAnimationFrame?.(() => {
      win.clearTimeout(timer);
      // A task after the frame, with no timer for a cancel to clear.
      void yieldToMain(win).then(once);
    });
  } catch {
    // No frames to wait for: the fallback runs it.
  }
  return cancel;
}
