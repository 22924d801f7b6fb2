// spec §4 "Popup" as a transition table (core/popup/popup-machine.ts, ADR-0107): each event from
// each state. widget/model/popup-model.ts runs the effects (tests/unit/widget/popup-model.test.ts
// holds the open wait's timer; tests/unit/widget/popup-states.test.tsx the widget end to end).
import { describe, expect, it } from 'vitest';
import {
  buttonIcon,
  POPUP_CLOSED,
  popupStep,
  type PopupEffect,
  type PopupEvent,
  type PopupSnapshot,
} from '../../../core/popup/popup-machine';

const STYLED = {
  closed: { ...POPUP_CLOSED, styled: true },
  fetching: { state: 'fetching', refreshAvailable: false, awaitingData: true, styled: true },
  /** Opened by the open wait; the click's fetch still runs. */
  openEarly: { state: 'open', refreshAvailable: false, awaitingData: true, styled: true },
  open: { state: 'open', refreshAvailable: false, awaitingData: false, styled: true },
  openRefresh: { state: 'open', refreshAvailable: true, awaitingData: false, styled: true },
} satisfies Record<string, PopupSnapshot>;
/** The same, with the theme's stylesheet still loading. */
const unstyled = (popup: PopupSnapshot): PopupSnapshot => ({ ...popup, styled: false });
const STATES = {
  ...STYLED,
  closedUnstyled: POPUP_CLOSED,
  /** The click's fetch runs, then has settled. */
  fetchingUnstyled: unstyled(STYLED.fetching),
  fetchedUnstyled: { ...unstyled(STYLED.fetching), awaitingData: false },
  openEarlyUnstyled: unstyled(STYLED.openEarly),
  openUnstyled: unstyled(STYLED.open),
  openRefreshUnstyled: unstyled(STYLED.openRefresh),
};
type Name = keyof typeof STATES;

// From each state, for each event: the state it leads to, then the effects. `same`: the very
// same object and no effect, so the widget's store tells no one.
type Row = Record<PopupEvent, 'same' | [Name, ...PopupEffect[]]>;
const NOTHING_BUT_CLOSE = {
  waited: 'same',
  settled: 'same',
  settledNew: 'same',
  styled: 'same',
} as const;
const TABLE: Record<Name, Row> = {
  closed: {
    click: ['fetching', 'startWait'],
    waited: 'same',
    settled: 'same',
    settledNew: 'same',
    applyRefresh: 'same',
    outsideClick: 'same',
    escape: 'same',
    styled: 'same',
  },
  fetching: {
    click: 'same',
    waited: ['openEarly'],
    settled: ['open', 'stopWait'],
    settledNew: ['open', 'stopWait'],
    applyRefresh: 'same',
    outsideClick: 'same',
    escape: ['closed', 'stopWait'],
    styled: 'same',
  },
  openEarly: {
    click: ['closed'],
    waited: 'same',
    settled: ['open'],
    settledNew: ['openRefresh'],
    applyRefresh: 'same',
    outsideClick: ['closed'],
    escape: ['closed'],
    styled: 'same',
  },
  open: {
    ...NOTHING_BUT_CLOSE,
    click: ['closed'],
    applyRefresh: 'same',
    outsideClick: ['closed'],
    escape: ['closed'],
  },
  openRefresh: {
    ...NOTHING_BUT_CLOSE,
    click: ['closed'],
    applyRefresh: ['open'],
    outsideClick: ['closed'],
    escape: ['closed'],
  },
  // Until the theme's stylesheet settles, a settled fetch does not show the popup; the open wait
  // still does (a stalled stylesheet), and the stylesheet shows it once the fetch has settled.
  closedUnstyled: {
    click: ['fetchingUnstyled', 'startWait'],
    waited: 'same',
    settled: 'same',
    settledNew: 'same',
    applyRefresh: 'same',
    outsideClick: 'same',
    escape: 'same',
    styled: ['closed'],
  },
  fetchingUnstyled: {
    click: 'same',
    waited: ['openEarlyUnstyled'],
    settled: ['fetchedUnstyled'],
    settledNew: ['fetchedUnstyled'],
    applyRefresh: 'same',
    outsideClick: 'same',
    escape: ['closedUnstyled', 'stopWait'],
    styled: ['fetching'],
  },
  fetchedUnstyled: {
    click: 'same',
    waited: ['openUnstyled'],
    settled: 'same',
    settledNew: 'same',
    applyRefresh: 'same',
    outsideClick: 'same',
    escape: ['closedUnstyled', 'stopWait'],
    styled: ['open', 'stopWait'],
  },
  openEarlyUnstyled: {
    click: ['closedUnstyled'],
    waited: 'same',
    settled: ['openUnstyled'],
    settledNew: ['openRefreshUnstyled'],
    applyRefresh: 'same',
    outsideClick: ['closedUnstyled'],
    escape: ['closedUnstyled'],
    styled: ['openEarly'],
  },
  openUnstyled: {
    ...NOTHING_BUT_CLOSE,
    click: ['closedUnstyled'],
    applyRefresh: 'same',
    outsideClick: ['closedUnstyled'],
    escape: ['closedUnstyled'],
    styled: ['open'],
  },
  openRefreshUnstyled: {
    ...NOTHING_BUT_CLOSE,
    click: ['closedUnstyled'],
    applyRefresh: ['openUnstyled'],
    outsideClick: ['closedUnstyled'],
    escape: ['closedUnstyled'],
    styled: ['openRefresh'],
  },
};

const rows = Object.entries(TABLE).flatMap(([from, row]) =>
  Object.entries(row).map(([event, to]) => ({
    from: from as Name,
    event: event as PopupEvent,
    to,
  })),
);

describe('the popup machine (spec §4 "Popup")', () => {
  it('starts closed, with no Refresh, no fetch awaited and the theme not yet applied', () => {
    expect(POPUP_CLOSED).toEqual({
      state: 'closed',
      refreshAvailable: false,
      awaitingData: false,
      styled: false,
    });
  });

  it.each(rows)('$from + $event → $to', ({ from, event, to }) => {
    const step = popupStep(STATES[from], event);
    if (to === 'same') {
      expect(step.state).toBe(STATES[from]);
      expect(step.effects).toEqual([]);
    } else {
      const [name, ...effects] = to;
      expect(step).toEqual({ state: STATES[name], effects });
    }
  });

  it('a fetch settles once: a second settle after the wait opened it shows no Refresh', () => {
    const settled = popupStep(STATES.openEarly, 'settled').state;
    expect(popupStep(settled, 'settledNew').state).toBe(settled);
  });

  it('button icon: arrow on mobile when open, refresh while fetching, bolt otherwise', () => {
    const icons = (name: Name) => [buttonIcon(STATES[name], true), buttonIcon(STATES[name], false)];
    expect(icons('closed')).toEqual(['bolt', 'bolt']);
    expect(icons('fetching')).toEqual(['refresh', 'refresh']);
    expect(icons('open')).toEqual(['arrow', 'bolt']);
    expect(icons('openEarly')).toEqual(['arrow', 'bolt']);
  });
});
