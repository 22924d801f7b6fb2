// The page side of protocol.ts, for the widget (widget/model/widget-model.ts): tell the worker that
// controls this page whose data the page shows, and wait (briefly) until it has attributed the
// page and purged everyone else's data, so the fetches that follow are keyed to the right person
// (issue 6). Without a worker (none registered, Firefox private mode, a sandboxed frame) it does
// nothing and returns undefined at once, so the widget never waits for a worker it does not have.
import { USER_MESSAGE, isUserAck } from '../protocol';

/** A worker that died or hangs must not hold the widget's data back longer than this. */
export const ANNOUNCE_TIMEOUT_MS = 1_000;

/** The part of a Window this needs (structural, so the worker's own tsconfig checks it too). */
export interface AnnouncingWindow {
  navigator: {
    readonly serviceWorker?: {
      readonly controller: { postMessage(message: unknown, transfer: Transferable[]): void } | null;
    };
  };
}

function controllerOf(win: AnnouncingWindow) {
  try {
    return win.navigator.serviceWorker?.controller ?? undefined;
  } catch {
    // navigator.serviceWorker throws a SecurityError in some sandboxed or opaque contexts.
    return undefined;
  }
}

/**
 * Announces `user` (a user cache id, or null for nobody). Resolves when the worker answered or
 * after ANNOUNCE_TIMEOUT_MS; returns undefined when no worker controls the page. Never rejects.
 */
export function announceUser(
  win: AnnouncingWindow,
  user: string | null,
  timeoutMs = ANNOUNCE_TIMEOUT_MS,
): Promise<void> | undefined {
  const controller = controllerOf(win);
  if (!controller) return undefined;
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const done = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent) => {
      if (isUserAck(event.data)) done();
    };
    try {
      controller.postMessage({ type: USER_MESSAGE, user }, [channel.port2]);
    } catch {
      done();
    }
  });
}
