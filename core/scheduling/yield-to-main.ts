// No long task of ours (ADR-0029): between steps of work the page did not ask for (evaluating
// the widget's chunks, mounting it on first use), give the main thread back so the host's input and
// rendering run in between. `scheduler.yield()` where the browser has it (Chromium: the
// continuation runs ahead of other queued tasks, so the widget is not starved); elsewhere a
// MessageChannel message, a new task without setTimeout's 4 ms clamp for nested timers.

interface YieldingScheduler {
  yield(): Promise<void>;
}

/** The part of a window this needs. */
export interface YieldingWindow {
  scheduler?: unknown;
  MessageChannel?: typeof MessageChannel;
  setTimeout(handler: () => void, ms?: number): unknown;
}

const hasYield = (scheduler: unknown): scheduler is YieldingScheduler =>
  typeof scheduler === 'object' &&
  scheduler !== null &&
  typeof (scheduler as { yield?: unknown }).yield === 'function';

/** Resolves in a later task. Never rejects. */
export function yieldToMain(win: YieldingWindow = globalThis as unknown as YieldingWindow) {
  try {
    const { scheduler } = win;
    if (hasYield(scheduler)) return scheduler.yield().catch(() => undefined);
  } catch {
    // A scheduler that throws is no scheduler: fall through to a task of our own.
  }
  return new Promise<void>((resolve) => {
    const Channel = win.MessageChannel;
    if (!Channel) {
      win.setTimeout(resolve, 0);
      return;
    }
    const channel = new Channel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
