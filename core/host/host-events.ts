// The host API's events (docs/host-api.md "Events"), typed in types/quick-actions.d.ts; the widget
// adds two that only the debug log shows (spec §9: "section states, ... errors").
import type { QuickActionsEventMap, QuickActionsEventName } from '../../types/quick-actions';

export const HOST_EVENTS: readonly QuickActionsEventName[] = [
  'ready',
  'open',
  'close',
  'action',
  'hidden',
];

export const isHostEvent = (name: unknown): name is QuickActionsEventName =>
  (HOST_EVENTS as readonly unknown[]).includes(name);

/** spec §4 "Each section ... has the named states default, cached and live". */
export interface SectionStateDetail {
  section: string;
  status: string;
}

/** Every event on the page's bus: the host's, and the widget's own for the debug log. */
export interface WidgetEvents extends QuickActionsEventMap {
  section: SectionStateDetail;
  /** A reported error, scrubbed of the secure id. */
  error: Error;
}
