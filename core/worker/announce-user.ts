// The page side of protocol.ts: tell the controlling worker whose data the page shows, and wait
// briefly until it applied the claim, so the fetches that follow are keyed to the right person.
// Only a worker that speaks our protocol is waited for (our sw.js, or one that answered on this
// page: a host's worker importing ours); any other is told without waiting, as it may never answer.
import { USER_MESSAGE, parseUserAck } from './protocol';

/** A worker that died or hangs must not hold the widget's data back longer than this. */
export const ANNOUNCE_TIMEOUT_MS = 1_000;

interface Controller {
  readonly scriptURL?: string;
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/** The part of a Window this needs (structural, so the worker's own tsconfig checks it too). */
export interface AnnouncingWindow {
  navigator: {
    readonly serviceWorker?: {
      readonly controller: Controller | null;
    };
  };
}

/** Controllers that answered an announcement on this page: they run our worker's code. */
const answering = new WeakSet<Controller>();

function controllerOf(win: AnnouncingWindow) {
  try {
    return win.navigator.serviceWorker?.controller ?? undefined;
  } catch {
    // navigator.serviceWorker throws a SecurityError in some sandboxed or opaque contexts.
    return undefined;
  }
}

// Announces `user` (a user cache id, or null) to the controlling worker. Resolves with whether it
// accepted the claim (true after the timeout: a dead worker keeps nothing); undefined when there
// is nothing to wait for. Never rejects.
export function announceUser(
  win: AnnouncingWindow,
  user: string | null,
  ownScriptUrl: string,
  timeoutMs = ANNOUNCE_TIMEOUT_MS,
): Promise<boolean> | undefined {
  const controller = controllerOf(win);
  if (!controller) return undefined;
  const ours = controller.scriptURL === ownScriptUrl || answering.has(controller);
  const answered = new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    const done = (accepted: boolean) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(accepted);
    };
    const timer = setTimeout(done, timeoutMs, true);
    channel.port1.onmessage = (event: MessageEvent) => {
      const ack = parseUserAck(event.data);
      if (!ack) return;
      answering.add(controller);
      done(ack.accepted);
    };
    try {
      controller.postMessage({ type: USER_MESSAGE, user }, [channel.port2]);
    } catch {
      done(true);
    }
  });
  return ours ? answered : undefined;
}
