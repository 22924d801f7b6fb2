// spec §4 "Popup" as one transition table (ADR-0107); widget/model/popup-model.ts runs the effects.
// - closed: a click fetches;
// - fetching: the popup shows once it is shaped (its own files in) and the click's fetch has
//   settled or the open wait is over; a click or an outside click changes nothing; Escape closes
//   (docs/host-api.md);
// - open: a click, an outside click (the widget sends none for the button, which toggles) or
//   Escape closes it. A fetch that settles after the wait opened it, with data not yet shown,
//   offers Refresh: sections hold a changed result only while open (core/sections/refresh-flow.ts),
//   and on close the widget applies it, so the next open shows the newest data.
// The open wait bounds the calls (spec §4); our own files are the popup's shape: a stylesheet or
// text that came after it shows would change the popup's size on screen, and the popup would show
// message keys until its text came (ADR-0123).
import type { ButtonIcon } from '../host/widget-handoff';
import type { Machine, Step } from '../store';

export type PopupState = 'closed' | 'fetching' | 'open';

export interface PopupSnapshot {
  readonly state: PopupState;
  readonly refreshAvailable: boolean; // the Refresh button is shown
  readonly awaitingData: boolean; // from the click until the fetch it started settles
  // The popup's own files are in: the theme's stylesheet applied (or failed, and the built-in look
  // is final) and the locale's text loaded (or failed); or the shape wait is over.
  readonly shaped: boolean;
  readonly waitOver: boolean; // while fetching: the open wait is over, the data may come later
}

/** `waited`: the open wait is over; `settled`, `settledNew`: the click's fetch settled, with
 * nothing new or with data not yet shown; `applyRefresh`: the Refresh button; `shaped`: the
 * popup's own files first settled, or the shape wait is over (a later theme keeps the old one
 * until the new applies). */
export type PopupEvent =
  | 'click'
  | 'waited'
  | 'settled'
  | 'settledNew'
  | 'applyRefresh'
  | 'outsideClick'
  | 'escape'
  | 'shaped';

/** The open and shape waits' timers (widget/model/popup-model.ts): they run only while fetching. */
export type PopupEffect = 'startWait' | 'stopWait';

export type PopupMachine = Machine<PopupSnapshot, PopupEvent>;

export const OPEN_WAIT_MS = 500; // spec §9 "Open wait before the popup shows: 500 ms"
// How long an open waits for its own files when one stalls (ADR-0123): a slow phone network brings
// a small file well within it, and a stalled one leaves the popup usable after it.
export const SHAPE_WAIT_MS = 5000;

export const POPUP_CLOSED: PopupSnapshot = {
  state: 'closed',
  refreshAvailable: false,
  awaitingData: false,
  shaped: false,
  waitOver: false,
};

export function popupStep(
  popup: PopupSnapshot,
  event: PopupEvent,
): Step<PopupSnapshot, PopupEffect> {
  const to = (change: Partial<PopupSnapshot>, ...effects: PopupEffect[]) => ({
    state: { ...popup, ...change },
    effects,
  });
  const same = { state: popup, effects: [] };
  const { state } = popup;
  // While fetching: the change, and the popup shown once it may be.
  const fetching = (change: Partial<PopupSnapshot>) => {
    const next = { ...popup, ...change };
    if (!next.shaped || (next.awaitingData && !next.waitOver)) return to(change);
    return to({ ...change, state: 'open', waitOver: false }, 'stopWait');
  };
  const close = {
    state: { ...POPUP_CLOSED, shaped: popup.shaped },
    effects: state === 'fetching' ? ['stopWait' as const] : [],
  };
  switch (event) {
    case 'click':
      if (state === 'closed') return to({ state: 'fetching', awaitingData: true }, 'startWait');
      return state === 'open' ? close : same;
    case 'waited':
      return state === 'fetching' && popup.awaitingData && !popup.waitOver
        ? fetching({ waitOver: true })
        : same;
    case 'settled':
    case 'settledNew':
      if (!popup.awaitingData) return same;
      if (state === 'fetching') return fetching({ awaitingData: false, waitOver: false });
      return to({ awaitingData: false, refreshAvailable: event === 'settledNew' });
    case 'applyRefresh':
      return popup.refreshAvailable ? to({ refreshAvailable: false }) : same;
    case 'outsideClick':
      return state === 'open' ? close : same;
    case 'escape':
      return state === 'closed' ? same : close;
    case 'shaped':
      if (popup.shaped) return same;
      return state === 'fetching' ? fetching({ shaped: true }) : to({ shaped: true });
  }
}

/** spec §4: the button shows an arrow on mobile when open, refresh while fetching, bolt otherwise. */
export function buttonIcon({ state }: PopupSnapshot, isMobile: boolean): ButtonIcon {
  if (state === 'fetching') return 'refresh';
  return isMobile && state === 'open' ? 'arrow' : 'bolt';
}
