// `quick-actions/msw` (docs/host-api.md "The package"): request handlers for Mock Service Worker
// answering every call of docs/endpoints.md with the demo host's data, so a host page works
// before its backend does. msw is the host's own (an optional peer dependency).
import type { HttpHandler } from 'msw';
import { DEMO_DATA } from './msw-data.js';
import { createQuickActionsHandlers, type QuickActionsHandlersOptions } from './msw-handlers.js';

export type { DemoPerson, QuickActionsHandlersOptions } from './msw-handlers.js';

/** The handlers for `setupWorker(...)` (a page) or `setupServer(...)` (node tests). */
export function quickActionsHandlers(options?: QuickActionsHandlersOptions): HttpHandler[] {
  return createQuickActionsHandlers(DEMO_DATA, options);
}
