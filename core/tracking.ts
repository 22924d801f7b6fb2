import { reportSafely } from './errors/describe-error';
import type { TrackEvent } from './host/host-providers';
import type { DocumentItemType } from './documents/document-item';
import { type ActionId, ESTATE_VAULT_URL } from './actions';
import type { UpsellGroup } from './upsell';
import type { Design } from './visibility';

// spec §7: "submit a tracking event (section Quick Actions, component, action, extra)" for opens,
// refreshes and clicks. `extra` never carries a document name or the secure id (docs/security.md
// "4. Personal data leaving the page"): the builders take ids, types and positions only.

export type { TrackEvent };
export type TrackExtra = Record<string, string | number | boolean>;

export const TRACK_SECTION = 'Quick Actions';
/** Longer strings in `extra` are dropped: ids and types are short, free text is not wanted. */
const MAX_EXTRA_STRING_LENGTH = 100;

export function trackEvent(component: string, action: string, extra?: TrackExtra): TrackEvent {
  return { section: TRACK_SECTION, component, action, ...(extra && { extra }) };
}

// The typed builders: one per thing a person does in the popup. Positions are 1-based.
export const popupOpenEvent = (design: Design): TrackEvent =>
  trackEvent('Popup', 'Open', { design });
export const popupCloseEvent = (): TrackEvent => trackEvent('Popup', 'Close');
export const refreshEvent = (): TrackEvent => trackEvent('Popup', 'Refresh');
export const actionClickEvent = (id: ActionId, position: number): TrackEvent =>
  trackEvent('QuickAction', 'Click', { id, position });
export const documentClickEvent = (type: DocumentItemType, position: number): TrackEvent =>
  trackEvent('Document', 'Click', { type, position });
/** A hub link's click: Estate Vault (its own link, spec §2) or one of the person's dashboards. */
export const hubClickEvent = (url: string, position: number): TrackEvent =>
  trackEvent('Hub', 'Click', {
    kind: url === ESTATE_VAULT_URL ? 'estateVault' : 'dashboard',
    position,
  });
export const upsellClickEvent = (group: UpsellGroup, offer: number): TrackEvent =>
  trackEvent('Upsell', 'Click', { group, offer });
export const viewAllClickEvent = (): TrackEvent => trackEvent('ViewAll', 'Click');
export const headerClickEvent = (): TrackEvent => trackEvent('Header', 'Click');
export const myAccountClickEvent = (): TrackEvent => trackEvent('MyAccount', 'Click');

function safeExtra(extra: unknown): TrackExtra | undefined {
  if (typeof extra !== 'object' || extra === null) return undefined;
  const kept: TrackExtra = {};
  for (const [name, value] of Object.entries(extra)) {
    const ok =
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.length <= MAX_EXTRA_STRING_LENGTH);
    if (ok) kept[name] = value as string | number | boolean;
  }
  return kept;
}

export interface Tracker {
  /** Sends to the host's `track`; never throws (a failing host is reported). */
  send(event: TrackEvent): void;
}

export function createTracker(
  track: ((event: TrackEvent) => unknown) | undefined,
  report: (error: unknown) => void,
): Tracker {
  const reportFailure = (error: unknown) => reportSafely(report, error);
  return {
    send(event) {
      if (typeof track !== 'function') return;
      const extra = safeExtra(event.extra);
      const clean = trackEvent(String(event.component), String(event.action), extra);
      try {
        // A host `track` may be async: its rejection is reported like a throw.
        const result: unknown = track(clean);
        const then = (result as { then?: unknown } | null | undefined)?.then;
        if (typeof then === 'function') Promise.resolve(result).catch(reportFailure);
      } catch (error) {
        reportFailure(error);
      }
    },
  };
}
