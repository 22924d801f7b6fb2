// The popup's content, drawn before it is opened, as a transition table
// (core/popup/content-machine.ts, ADR-0081, ADR-0107): idle → drawing → drawn, kept once drawn; a
// failure drops it, and only the next start draws it again. No effects: the widget draws what the
// state says (tests/unit/widget/drawn-in-turns.test.tsx).
import { describe, expect, it } from 'vitest';
import {
  CONTENT_IDLE,
  contentStep,
  type ContentEvent,
  type ContentSnapshot,
} from '../../../core/popup/content-machine';

const STATES = {
  idle: CONTENT_IDLE,
  drawing: { state: 'drawing', generation: 0 },
  drawn: { state: 'drawn', generation: 0 },
  discarded: { state: 'idle', generation: 1 },
} satisfies Record<string, ContentSnapshot>;
type Name = keyof typeof STATES;

// From each state, for each event: the state it leads to; `same`: the very same object.
const TABLE: Record<ContentSnapshot['state'], Record<ContentEvent, Name | 'same'>> = {
  idle: { start: 'drawing', drawn: 'same', discard: 'same' },
  drawing: { start: 'same', drawn: 'drawn', discard: 'discarded' },
  drawn: { start: 'same', drawn: 'same', discard: 'discarded' },
};

const rows = Object.entries(TABLE).flatMap(([from, row]) =>
  Object.entries(row).map(([event, to]) => ({
    from: from as keyof typeof TABLE,
    event: event as ContentEvent,
    to,
  })),
);

/** The state after `events` from idle; no step has an effect. */
function after(...events: ContentEvent[]): ContentSnapshot {
  let state = CONTENT_IDLE;
  for (const event of events) {
    const step = contentStep(state, event);
    expect(step.effects).toEqual([]);
    state = step.state;
  }
  return state;
}

describe('the content machine', () => {
  it.each(rows)('$from + $event → $to', ({ from, event, to }) => {
    const step = contentStep(STATES[from], event);
    expect(step.effects).toEqual([]);
    if (to === 'same') expect(step.state).toBe(STATES[from]);
    else expect(step.state).toEqual(STATES[to]);
  });

  it('starts idle, draws on start, and is drawn once the drawing says so', () => {
    expect(CONTENT_IDLE).toEqual({ state: 'idle', generation: 0 });
    expect(after('start', 'drawn')).toEqual(STATES.drawn);
  });

  it('is drawn only by a drawing under way (a late report after a discard is no drawing)', () => {
    expect(after('start', 'discard', 'drawn')).toEqual(STATES.discarded);
  });

  it('drops the content on discard, with a new generation, and stays idle until started', () => {
    expect(after('start', 'drawn', 'discard')).toEqual(STATES.discarded);
    expect(after('start', 'drawn', 'discard', 'start')).toEqual({
      state: 'drawing',
      generation: 1,
    });
  });
});
