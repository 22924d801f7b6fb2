import type { PopupMachine } from '../popup/popup-machine';
import type { ToastQueue } from '../toast';
import type { SectionSnapshot, SectionStore } from './section-store';

// Two sections need the FolderTile answer (spec §3): callers share the request in flight.
export function shareInFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (pending) return pending;
    const current = (async () => run())().finally(() => {
      if (pending === current) pending = undefined;
    });
    pending = current;
    return current;
  };
}

// spec §4 Refresh flow: "If the slow fetch later finishes with new data, a Refresh button appears;
// clicking it applies the new data", or closing does; an info toast comes with it (spec §9).
/** The `shouldHold` of every section store: data is held only while the popup is open. */
export const holdWhileOpen = (popup: PopupMachine) => (): boolean =>
  popup.getSnapshot().state === 'open';

/** What the flow needs of a section store (section-store.ts). */
export interface HoldingSection {
  getSnapshot(): Pick<SectionSnapshot<unknown>, 'hasPending'>;
  applyPending: SectionStore<unknown>['applyPending'];
}

export interface RefreshFlowOptions {
  popup: PopupMachine;
  /** The sections this popup shows, each created with `shouldHold: holdWhileOpen(popup)`. */
  sections: readonly HoldingSection[];
  toasts: Pick<ToastQueue, 'show' | 'dismiss'>;
  /** The toast's text, read when it is shown (the locale may load after the flow is made). */
  message: () => string;
}

export interface RefreshFlow {
  /** The fetches started by opening have all settled. */
  settled(): void;
  /** The Refresh button: shows what waited. */
  refresh(): void;
  /** Stops listening to the popup (widget destroy). */
  dispose(): void;
}

export function createRefreshFlow({
  popup,
  sections,
  toasts,
  message,
}: RefreshFlowOptions): RefreshFlow {
  const applyPending = () => sections.forEach((section) => section.applyPending());
  let toast: number | undefined;
  const stopListening = popup.subscribe(({ from, to }) => {
    if (to.state === 'closed' && from.state !== 'closed') applyPending();
    if (to.refreshAvailable && toast === undefined) {
      toast = toasts.show({ type: 'info', message: message() });
    } else if (!to.refreshAvailable && toast !== undefined) {
      toasts.dismiss(toast);
      toast = undefined;
    }
  });
  return {
    settled() {
      const held = sections.some((section) => section.getSnapshot().hasPending);
      popup.send(held ? 'settledNew' : 'settled');
    },
    refresh() {
      applyPending();
      popup.send('applyRefresh');
    },
    dispose: stopListening,
  };
}
