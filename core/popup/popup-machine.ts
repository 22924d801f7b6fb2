// spec §4 "Popup": three states, closed / fetching / open.
// - Clicking the button while closed moves it to fetching. It shows as open once the data fetch
//   completes, or after 500 ms if the fetch is slower.
// - If the slow fetch later finishes with new data, a Refresh button appears; clicking it applies
//   the new data.
// - Clicking the button while open closes it; while fetching, a click changes nothing.
// - While open, a click outside the popup and outside a delayed-popup button closes it.
// - The button icon: arrow on mobile when open, refresh while fetching, bolt otherwise.
// Escape closes from open or fetching (docs/host-api.md "What the page can rely on").
// With the section stores (section-store.ts): on click() the widget calls goLive() on each
// section, then dataSettled(changed), changed = "some section holds a pending result". Sections
// hold a changed result as pending only while open (`shouldHold`), so data that arrives while
// fetching is simply shown. applyRefresh() goes with the stores' applyPending(); on close the
// widget applies pending data too, so the next open shows the newest data at once.
import type { ButtonIcon } from '../host/widget-handoff';
import { createStore, type Change, type Store, type StoreOptions } from '../store';

export type PopupState = 'closed' | 'fetching' | 'open';

export interface PopupSnapshot {
  readonly state: PopupState;
  readonly refreshAvailable: boolean; // the Refresh button is shown
}

/** What a change was: listeners learn that the popup opened or closed without keeping state. */
export type PopupTransition = Change<PopupSnapshot>;

export interface PopupMachineOptions extends StoreOptions {
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  openWaitMs?: number; // spec §9 "Open wait before the popup shows: 500 ms"
}

export interface PopupMachine extends Store<PopupSnapshot, PopupTransition> {
  readonly state: PopupState;
  readonly refreshAvailable: boolean;
  click(): void;
  /** The data fetch started by click() settled; `changed` = it brought data not yet shown. */
  dataSettled(changed: boolean): void;
  applyRefresh(): void;
  outsideClick(targetIsDelayedPopupButton: boolean): void;
  /** Closes from open or fetching; true when it did, so the widget refocuses the button. */
  escape(): boolean;
  buttonIcon(isMobile: boolean): ButtonIcon;
  dispose(): void; // drops the timer and listeners (widget destroy)
}

export const OPEN_WAIT_MS = 500;

export function createPopupMachine(options: PopupMachineOptions = {}): PopupMachine {
  const schedule = options.setTimeout ?? ((callback, ms) => setTimeout(callback, ms));
  const cancel =
    options.clearTimeout ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const openWaitMs = options.openWaitMs ?? OPEN_WAIT_MS;
  const store = createStore<PopupSnapshot, PopupTransition>(
    { state: 'closed', refreshAvailable: false },
    options,
  );
  let timer: unknown;
  // True from click() until the fetch it started settles.
  let awaitingData = false;

  const stopTimer = (): void => {
    if (timer !== undefined) cancel(timer);
    timer = undefined;
  };

  const current = store.getSnapshot;
  const set = (state: PopupState, refreshAvailable: boolean): void => {
    const from = current();
    if (from.state === state && from.refreshAvailable === refreshAvailable) return;
    const to = { state, refreshAvailable };
    store.set(to, { from, to });
  };

  const close = (): void => {
    stopTimer();
    awaitingData = false;
    set('closed', false);
  };

  return {
    get state() {
      return current().state;
    },
    get refreshAvailable() {
      return current().refreshAvailable;
    },
    getSnapshot: current,
    subscribe: store.subscribe,
    click() {
      if (current().state === 'open') {
        close();
      } else if (current().state === 'closed') {
        awaitingData = true;
        timer = schedule(() => {
          timer = undefined;
          if (current().state === 'fetching') set('open', false);
        }, openWaitMs);
        set('fetching', false);
      }
    },
    dataSettled(changed) {
      if (!awaitingData) return;
      awaitingData = false;
      if (current().state === 'fetching') {
        stopTimer();
        set('open', false);
      } else if (current().state === 'open' && changed) {
        set('open', true);
      }
    },
    applyRefresh() {
      if (current().refreshAvailable) set(current().state, false);
    },
    outsideClick(targetIsDelayedPopupButton) {
      if (current().state === 'open' && !targetIsDelayedPopupButton) close();
    },
    escape() {
      if (current().state === 'closed') return false;
      close();
      return true;
    },
    buttonIcon(isMobile) {
      if (current().state === 'fetching') return 'refresh';
      return isMobile && current().state === 'open' ? 'arrow' : 'bolt';
    },
    dispose() {
      stopTimer();
      awaitingData = false;
      store.clear();
    },
  };
}
