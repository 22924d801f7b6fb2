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

const SHAPED = {
  closed: { ...POPUP_CLOSED, shaped: true },
  fetching: {
    state: 'fetching',
    refreshAvailable: false,
    awaitingData: true,
    shaped: true,
    waitOver: false,
  },
  /** Opened by the open wait; the click's fetch still runs. */
  openEarly: {
    state: 'open',
    refreshAvailable: false,
    awaitingData: true,
    shaped: true,
    waitOver: false,
  },
  open: {
    state: 'open',
    refreshAvailable: false,
    awaitingData: false,
    shaped: true,
    waitOver: false,
  },
  openRefresh: {
    state: 'open',
    refreshAvailable: true,
    awaitingData: false,
    shaped: true,
    waitOver: false,
  },
} satisfies Record<string, PopupSnapshot>;
/** The same, with the popup's own parts (stylesheet, text) still loading. */
const unshaped = (popup: PopupSnapshot): PopupSnapshot => ({ ...popup, shaped: false });
const STATES = {
  ...SHAPED,
  closedUnshaped: POPUP_CLOSED,
  /** The click's fetch runs; then the open wait is over; or the fetch has settled. */
  fetchingUnshaped: unshaped(SHAPED.fetching),
  waitedUnshaped: { ...unshaped(SHAPED.fetching), waitOver: true },
  fetchedUnshaped: { ...unshaped(SHAPED.fetching), awaitingData: false },
};
type Name = keyof typeof STATES;

// From each state, for each event: the state it leads to, then the effects. `same`: the very
// same object and no effect, so the widget's store tells no one. An open popup is shaped: it
// shows only once it is.
type Row = Record<PopupEvent, 'same' | [Name, ...PopupEffect[]]>;
const NOTHING_BUT_CLOSE = {
  waited: 'same',
  settled: 'same',
  settledNew: 'same',
  shaped: 'same',
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
    shaped: 'same',
  },
  fetching: {
    click: 'same',
    waited: ['openEarly', 'stopWait'],
    settled: ['open', 'stopWait'],
    settledNew: ['open', 'stopWait'],
    applyRefresh: 'same',
    outsideClick: 'same',
    escape: ['closed', 'stopWait'],
    shaped: 'same',
  },
  openEarly: {
    click: ['closed'],
    waited: 'same',
    settled: ['open'],
    settledNew: ['openRefresh'],
    applyRefresh: 'same',
    outsideClick: ['closed'],
    escape: ['closed'],
    shaped: 'same',
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
  // Until its own files settle, neither a settled fetch nor the open wait shows the popup (its
  // size would change on screen as they come in); once they do, it shows if either came first.
  closedUnshaped: {
    click: ['fetchingUnshaped', 'startWait'],
    waited: 'same',
    settled: 'same',
    settledNew: 'same',
    applyRefresh: 'same',
    outsideClick: 'same',
    escape: 'same',
    shaped: ['closed'],
  },
  fetchingUnshaped: {
    click: 'same',
    waited: ['waitedUnshaped'],
    settled: ['fetchedUnshaped'],
    settledNew: ['fetchedUnshaped'],
    applyRefresh: 'same',
    outsideClick: 'same',
    escape: ['closedUnshaped', 'stopWait'],
    shaped: ['fetching'],
  },
  waitedUnshaped: {
    click: 'same',
    waited: 'same',
    settled: ['fetchedUnshaped'],
    settledNew: ['fetchedUnshaped'],
    applyRefresh: 'same',
    outsideClick: 'same',
    escape: ['closedUnshaped', 'stopWait'],
    // The open wait is over: the fetch offers Refresh if it brings news.
    shaped: ['openEarly', 'stopWait'],
  },
  fetchedUnshaped: {
    click: 'same',
    waited: 'same',
    settled: 'same',
    settledNew: 'same',
    applyRefresh: 'same',
    outsideClick: 'same',
    escape: ['closedUnshaped', 'stopWait'],
    shaped: ['open', 'stopWait'],
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
  it('starts closed, with no Refresh, no fetch awaited and its own files not yet settled', () => {
    expect(POPUP_CLOSED).toEqual({
      state: 'closed',
      refreshAvailable: false,
      awaitingData: false,
      shaped: false,
      waitOver: false,
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
