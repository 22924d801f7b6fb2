// The snippet's queue stub, for `quick-actions` and `quick-actions/react` (not a package entry).
import type { QuickActionsFunction } from '../types/quick-actions.js';

type Queue = QuickActionsFunction & { q?: unknown[] };

/** The snippet's stub, if the page has no `QuickActions` yet: queues calls until the loader runs. */
export function queueOf(win: Window): Queue {
  const page = win as Window & { QuickActions?: Queue };
  page.QuickActions ??= function stub(...args: unknown[]) {
    ((stub as Queue).q ??= []).push(args);
  } as Queue;
  return page.QuickActions;
}
