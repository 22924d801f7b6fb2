import type { PopupMachine } from '../popup/popup-machine';
import { createStore, type Store, type StoreOptions } from '../store';
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
// ADR-0100: a section with nothing to show after a failed fetch offers Refresh too, which fetches
// it again.
/** The `shouldHold` of every section store: data is held only while the popup is open. */
export const holdWhileOpen = (popup: PopupMachine) => (): boolean =>
  popup.getSnapshot().state === 'open';

/** What the flow needs of a section store (section-store.ts). */
export interface RefreshableSection {
  getSnapshot(): Pick<SectionSnapshot<unknown>, 'hasPending' | 'failed'>;
  subscribe(listener: () => void): () => void;
  applyPending: SectionStore<unknown>['applyPending'];
  goLive: SectionStore<unknown>['goLive'];
}

export interface RefreshFlowOptions extends StoreOptions {
  popup: PopupMachine;
  /** The sections this popup shows, each created with `shouldHold: holdWhileOpen(popup)`. */
  sections: readonly RefreshableSection[];
  toasts: Pick<ToastQueue, 'show' | 'dismiss'>;
  /** The toast's text, read when it is shown (the locale may load after the flow is made). */
  message: () => string;
}

export function createRefreshFlow({
  popup,
  sections,
  toasts,
  message,
  ...options
}: RefreshFlowOptions) {
  const applyPending = () => sections.forEach((section) => section.applyPending());
  const anyFailed = () => sections.some((section) => section.getSnapshot().failed);
  const failed = createStore<boolean>(anyFailed(), options);
  const stops = sections.map((section) =>
    section.subscribe(() => failed.set(anyFailed(), undefined)),
  );
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
    /** Some section has nothing to show and its last fetch failed. */
    failed: failed as Store<boolean>,
    /** The fetches started by opening have all settled. */
    settled() {
      const held = sections.some((section) => section.getSnapshot().hasPending);
      popup.send(held ? 'settledNew' : 'settled');
    },
    /** The Refresh button: shows what waited; fetches again each section that failed with nothing. */
    refresh() {
      applyPending();
      popup.send('applyRefresh');
      for (const section of sections) {
        if (section.getSnapshot().failed) void section.goLive({ force: true });
      }
    },
    /** Stops listening to the popup and the sections (widget destroy). */
    dispose() {
      stopListening();
      stops.forEach((stop) => stop());
      failed.clear();
    },
  };
}
