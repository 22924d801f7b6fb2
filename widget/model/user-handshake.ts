import type { WidgetHandoff } from '../../core/host';
import { userCacheId } from '../../core/storage';
import { announceUser, workerScriptUrlFor } from '../../core/worker';

export interface UserHandshake {
  /** The person's cache id (a hash of the secure id, never the id); undefined when none can be made. */
  readonly userId: Promise<string | undefined>;
  // The data calls leave once our worker answered whose data this page shows, or a second passed
  // (core/worker.ts). False when it refused (another person has the device: nothing is fetched) or
  // the widget's `lifetime` ended first: a widget gone at a sign-out must not name its person again.
  beforeDataCalls(lifetime: AbortSignal): Promise<boolean>;
}

// The page tells the service worker whose data it shows, so the worker keys this page's data
// calls to this person (core/owner/owner-machine.ts). Only while the host lets the worker keep
// anything (`keepsInWorker`): otherwise the worker hears nothing and the calls carry no mark.
// With the facade's hash and announcer (ADR-0106); an earlier deploy's facade gives neither.
export function createUserHandshake(
  win: Window,
  { context, announce }: WidgetHandoff,
  keepsInWorker: () => boolean,
): UserHandshake {
  const userId = context.userId
    ? Promise.resolve(context.userId)
    : userCacheId(context.user.secureId).catch(() => undefined);
  const ownWorker = workerScriptUrlFor(context.baseUrl);
  const tell = announce ?? ((id: string) => announceUser(win, id, ownWorker));
  return {
    userId,
    async beforeDataCalls(lifetime) {
      const id = await userId;
      if (lifetime.aborted) return false;
      return !id || !keepsInWorker() || ((await tell(id)) ?? true);
    },
  };
}
