// The page side of protocol.ts: tell the worker that controls this page whose data the page shows,
// and wait (briefly) until it has applied the claim, so the fetches that follow are keyed to the
// right person. Without a worker (none registered, Firefox private mode, a sandboxed frame) it does
// nothing and returns undefined at once, so the widget never waits for a worker it does not have.
//
// Only a worker that speaks our protocol is waited for: a host's own worker that does not import
// ours never answers, and would cost every open the full timeout. So the page waits for our
// worker (its script is our sw.js) and for a worker that has already answered on this page (a
// host's worker that imports ours, docs/offline.md); any other controller is told, without
// waiting, and is waited for from its first answer on.
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

/**
 * Announces `user` (a user cache id, or null for nobody) to the worker controlling the page.
 * `ownScriptUrl` is our sw.js. Resolves with whether our worker accepted the claim (true after
 * ANNOUNCE_TIMEOUT_MS without an answer: a dead worker keeps nothing); returns undefined when
 * there is nothing to wait for: no worker, or one not (yet) known to speak our protocol. Never
 * rejects.
 */
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
