import type { WidgetHandoff } from '../../core/host';
import { userCacheId } from '../../core/storage';
import { announceUser, workerScriptUrlFor } from '../../core/worker';

export interface UserHandshake {
  /** The person's cache id (a hash of the secure id, never the id); undefined when none can be made. */
  readonly userId: Promise<string | undefined>;
  // Once our worker took whose data this page shows, or a second passed (core/worker.ts). False
  // when it refused (another person has the device) or `lifetime` ended first.
  beforeDataCalls(lifetime: AbortSignal): Promise<boolean>;
}

// Tells the worker whose data the page shows, while it may keep any (`keepsInWorker`); with the
// facade's hash and announcer (ADR-0106), which an earlier deploy's facade does not give.
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
