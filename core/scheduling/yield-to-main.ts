// No long task of ours (ADR-0029): between steps of work the page did not ask for, the main
// thread goes back to the host. `scheduler.yield()` where there is one (its continuation runs
// first); else a MessageChannel message, a task without setTimeout's clamp for nested timers.

interface YieldingScheduler {
  yield(): Promise<void>;
}

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
