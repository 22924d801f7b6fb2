// The page side of protocol.ts, for the widget (widget/model/widget-model.ts): tell the worker that
// controls this page whose data the page shows, and wait (briefly) until it has attributed the
// page and purged everyone else's data, so the fetches that follow are keyed to the right person
// (issue 6). Without a worker (none registered, Firefox private mode, a sandboxed frame) it does
// nothing and returns undefined at once, so the widget never waits for a worker it does not have.
//
// issue 13: only a worker that speaks our protocol is waited for. A host's own worker that does
// not import ours never answers, and every open used to wait the full second for it. So the page
// waits for our worker (its script is our sw.js) and for a worker that has already answered on
// this page (a host's worker that imports ours, docs/offline.md); any other controller is told,
// without waiting, and is waited for from its first answer on.
import { USER_MESSAGE, isUserAck } from './protocol';

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
 * `ownScriptUrl` is our sw.js. Resolves when our worker answered or after ANNOUNCE_TIMEOUT_MS;
 * returns undefined when there is nothing to wait for: no worker, or one that is not (yet) known
 * to speak our protocol. Never rejects.
 */
export function announceUser(
  win: AnnouncingWindow,
  user: string | null,
  ownScriptUrl: string,
  timeoutMs = ANNOUNCE_TIMEOUT_MS,
): Promise<void> | undefined {
  const controller = controllerOf(win);
  if (!controller) return undefined;
  const ours = controller.scriptURL === ownScriptUrl || answering.has(controller);
  const answered = new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const done = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent) => {
      if (!isUserAck(event.data)) return;
      answering.add(controller);
      done();
    };
    try {
      controller.postMessage({ type: USER_MESSAGE, user }, [channel.port2]);
    } catch {
      done();
    }
  });
  return ours ? answered : undefined;
}
