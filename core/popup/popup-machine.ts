// spec §4 "Popup" as one transition table (ADR-0107); widget/model/popup-model.ts runs the effects.
// - closed: a click fetches;
// - fetching: the popup shows once the click's fetch settles and the theme's stylesheet applies,
//   or when the open wait is over if either is slower; a click or an outside click changes
//   nothing; Escape closes (docs/host-api.md);
// - open: a click, an outside click (the widget sends none for the button, which toggles) or
//   Escape closes it. A fetch that settles after the wait opened it, with data not yet shown,
//   offers Refresh: sections hold a changed result only while open (core/sections/refresh-flow.ts),
//   and on close the widget applies it, so the next open shows the newest data.
import type { ButtonIcon } from '../host/widget-handoff';
import type { Machine, Step } from '../store';

export type PopupState = 'closed' | 'fetching' | 'open';

export interface PopupSnapshot {
  readonly state: PopupState;
  readonly refreshAvailable: boolean; // the Refresh button is shown
  readonly awaitingData: boolean; // from the click until the fetch it started settles
  // The theme's stylesheet applied (or failed: the built-in look is then final). Until it has,
  // the popup's size is not final, and showing it would shift it on screen (docs/rules.md).
  readonly styled: boolean;
}

/** `waited`: the open wait is over; `settled`, `settledNew`: the click's fetch settled, with
 * nothing new or with data not yet shown; `applyRefresh`: the Refresh button; `styled`: the
 * theme's first stylesheet settled (a later switch keeps the old one until the new applies). */
export type PopupEvent =
  | 'click'
  | 'waited'
  | 'settled'
  | 'settledNew'
  | 'applyRefresh'
  | 'outsideClick'
  | 'escape'
  | 'styled';

/** The open wait's timer: it runs only while fetching. */
export type PopupEffect = 'startWait' | 'stopWait';

export type PopupMachine = Machine<PopupSnapshot, PopupEvent>;

export const OPEN_WAIT_MS = 500; // spec §9 "Open wait before the popup shows: 500 ms"

export const POPUP_CLOSED: PopupSnapshot = {
  state: 'closed',
  refreshAvailable: false,
  awaitingData: false,
  styled: false,
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
  const close = {
    state: { ...POPUP_CLOSED, styled: popup.styled },
    effects: state === 'fetching' ? ['stopWait' as const] : [],
  };
  switch (event) {
    case 'click':
      if (state === 'closed') return to({ state: 'fetching', awaitingData: true }, 'startWait');
      return state === 'open' ? close : same;
    case 'waited':
      return state === 'fetching' ? to({ state: 'open' }) : same;
    case 'settled':
    case 'settledNew':
      if (!popup.awaitingData) return same;
      if (state === 'fetching' && popup.styled)
        return to({ state: 'open', awaitingData: false }, 'stopWait');
      if (state === 'fetching') return to({ awaitingData: false });
      return to({ awaitingData: false, refreshAvailable: event === 'settledNew' });
    case 'applyRefresh':
      return popup.refreshAvailable ? to({ refreshAvailable: false }) : same;
    case 'outsideClick':
      return state === 'open' ? close : same;
    case 'escape':
      return state === 'closed' ? same : close;
    case 'styled':
      if (popup.styled) return same;
      if (state === 'fetching' && !popup.awaitingData)
        return to({ state: 'open', styled: true }, 'stopWait');
      return to({ styled: true });
  }
}

/** spec §4: the button shows an arrow on mobile when open, refresh while fetching, bolt otherwise. */
export function buttonIcon({ state }: PopupSnapshot, isMobile: boolean): ButtonIcon {
  if (state === 'fetching') return 'refresh';
  return isMobile && state === 'open' ? 'arrow' : 'bolt';
}
