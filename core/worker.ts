// What the page (`announceUser`) and the worker (sw/sw.ts) say: whose data the page shows (null:
// nobody), answered once the claim (core/owner/owner-machine.ts) and its purge are done.

export const USER_MESSAGE = 'quick-actions:user';
export const USER_ACK = 'quick-actions:user-ack';
// Consent withdrawn: a worker still controlling the page must stop keeping at once.
export const RETIRE_MESSAGE = 'quick-actions:retire';

// Object(): a primitive or null has no fields, so it is no message of ours.
export const isRetireMessage = (data: unknown): boolean =>
  (Object(data) as { type?: unknown }).type === RETIRE_MESSAGE;

/** A user is named by core/storage/worker-caches.ts's hash, never by the secure id. */
const USER_CACHE_ID = /^(?:[0-9a-f]{16}|[0-9a-f]{64})$/;

export const isUserCacheId = (value: unknown): value is string =>
  typeof value === 'string' && USER_CACHE_ID.test(value);

/** The announcement in a message event's data (user null: nobody signed in there), or undefined. */
export function parseUserMessage(data: unknown) {
  const { type, user } = Object(data) as Record<string, unknown>;
  if (type !== USER_MESSAGE) return undefined;
  if (user === null) return { type, user: null };
  return isUserCacheId(user) ? { type, user } : undefined;
}

// The worker's answer in a message event's data, or undefined. `accepted` false: the worker
// refused the claim of a page another person displaced (core/owner).
export function parseUserAck(data: unknown) {
  const { type, accepted } = Object(data) as Record<string, unknown>;
  return type === USER_ACK ? { type, accepted: accepted !== false } : undefined;
}

/** Our worker's script: `sw.js` beside loader.js in `dist/`, for any base path. */
export const workerScriptUrlFor = (baseUrl: string): string => new URL('sw.js', baseUrl).href;

/** A worker that died or hangs must not hold the widget's data back longer than this. */
export const ANNOUNCE_TIMEOUT_MS = 1_000;

interface Controller {
  readonly scriptURL?: string;
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/** The part of a Window this needs (structural, so the worker's own tsconfig checks it too). */
export interface AnnouncingWindow {
  navigator: { readonly serviceWorker?: { readonly controller: Controller | null } };
}

/** Controllers that answered an announcement on this page: they run our worker's code. */
const answering = new WeakSet<Controller>();
/** What each worker that speaks our protocol last heard from this page, and its answer. */
const heard = new WeakMap<Controller, [string | null, Promise<boolean>]>();

/** The controlling worker; null where the browser will not say (a SecurityError in a sandbox). */
function controllerOf(win: AnnouncingWindow): Controller | null | undefined {
  try {
    return win.navigator.serviceWorker?.controller ?? undefined;
  } catch {
    return null;
  }
}

// A browser that will not say counts as controlled, so nothing that must be announced to a worker
// first leaves without it (ADR-0025).
export const workerControls = (win: AnnouncingWindow): boolean => controllerOf(win) !== undefined;

// Tells the controlling worker whose data the page shows, so the fetches that follow are keyed to
// them. Resolves with whether it accepted (true after the timeout: a dead worker keeps nothing)
// for a worker known to speak our protocol (our sw.js, or one that answered here), which hears each
// person once (ADR-0106); undefined for any other, told each time without waiting. Never rejects.
export function announceUser(
  win: AnnouncingWindow,
  user: string | null,
  ownScriptUrl: string,
  timeoutMs = ANNOUNCE_TIMEOUT_MS,
): Promise<boolean> | undefined {
  const controller = controllerOf(win);
  if (!controller) return undefined;
  const told = heard.get(controller);
  if (told?.[0] === user) return told[1];
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
  if (ours) heard.set(controller, [user, answered]);
  return ours ? answered : undefined;
}

// A retirement, or nobody, to any controller (a foreign one ignores it): the next claim is told.
export function tellController(win: AnnouncingWindow, message: object): void {
  const controller = controllerOf(win);
  if (controller) heard.delete(controller);
  try {
    controller?.postMessage(message, []);
  } catch {
    // A worker that went meanwhile keeps nothing either.
  }
}
