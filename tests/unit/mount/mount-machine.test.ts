// The widget's mount as a transition table (core/mount.ts, ADR-0083): one test per
// transition; widget/index.tsx runs the effects (tests/unit/widget/open-on-mount.test.tsx,
// mount-tasks.test.tsx and unmount.test.tsx hold the timing end to end).
import { describe, expect, it } from 'vitest';
import {
  MOUNTING,
  mountStep,
  type MountEffect,
  type MountEvent,
  type MountState,
} from '../../../core/mount';

/** The state after `events` from the mount's start, and the effects of the last one. */
function after(...events: MountEvent[]): { state: MountState; effects: readonly MountEffect[] } {
  let step = { state: MOUNTING, effects: [] as readonly MountEffect[] };
  for (const event of events) step = mountStep(step.state, event);
  return step;
}

const RENDERING = ['mounted', 'renderTurn'] as const;
const READY = [...RENDERING, 'committed', 'openTurn'] as const;

describe('the mount machine', () => {
  it('starts mounting, with no open wanted and no theme chosen', () => {
    expect(MOUNTING).toEqual({ phase: 'mounting', openWanted: false, themeChosen: false });
  });

  it('mounted: asks for the theme’s task and the render’s, each its own', () => {
    expect(after('mounted')).toEqual({ state: MOUNTING, effects: ['themeTurn', 'renderTurn'] });
  });

  it('themeTurn: applies the host’s theme, unless `update` chose one first', () => {
    expect(after('mounted', 'themeTurn').effects).toEqual(['theme']);
    expect(after('mounted', 'themeTurn').state.themeChosen).toBe(true);
    expect(after('mounted', 'update', 'themeTurn').effects).toEqual([]);
    expect(after(...READY, 'themeTurn', 'themeTurn').effects).toEqual([]);
  });

  it('renderTurn: mounting → rendering, creating the root and rendering the app', () => {
    const { state, effects } = after(...RENDERING);
    expect(state.phase).toBe('rendering');
    expect(effects).toEqual(['render']);
    expect(after(...RENDERING, 'renderTurn').effects).toEqual([]);
  });

  it('committed: the app’s first commit asks for the task after it; nothing once ready', () => {
    const { state, effects } = after(...RENDERING, 'committed');
    expect(state.phase).toBe('rendering');
    expect(effects).toEqual(['openTurn']);
    expect(after('mounted', 'committed').effects).toEqual([]);
    expect(after(...READY, 'committed').effects).toEqual([]);
  });

  it('openTurn: rendering → ready, drawing the popup unseen when no open is wanted', () => {
    const { state, effects } = after(...READY);
    expect(state).toEqual({ phase: 'ready', openWanted: false, themeChosen: false });
    expect(effects).toEqual(['draw']);
    // A second commit's task changes nothing.
    expect(after(...READY, 'openTurn').effects).toEqual([]);
  });

  it('openTurn: opens the popup when an open came before it (first use, the host’s open)', () => {
    for (const before of [
      ['open', ...READY],
      ['mounted', 'open', 'renderTurn', 'committed', 'openTurn'],
      [...RENDERING, 'committed', 'open', 'openTurn'],
    ] as MountEvent[][]) {
      const { state, effects } = after(...before);
      expect(state).toMatchObject({ phase: 'ready', openWanted: false });
      expect(effects).toEqual(['open']);
    }
  });

  it('open: remembered until the task after the first commit, then goes straight to the popup', () => {
    expect(after('mounted', 'open')).toEqual({
      state: { ...MOUNTING, openWanted: true },
      effects: [],
    });
    expect(after(...RENDERING, 'committed', 'open').state.openWanted).toBe(true);
    expect(after(...READY, 'open')).toEqual({ state: after(...READY).state, effects: ['open'] });
  });

  it('close: cancels an open still wanted, and closes the popup', () => {
    const closed = after('open', 'mounted', 'close');
    expect(closed).toEqual({ state: MOUNTING, effects: ['close'] });
    expect(
      after('open', 'mounted', 'close', 'renderTurn', 'committed', 'openTurn').effects,
    ).toEqual(['draw']);
    expect(after(...READY, 'close').effects).toEqual(['close']);
  });

  it('update: applies the host’s options, and the theme it names is the chosen one', () => {
    expect(after('mounted', 'update')).toEqual({
      state: { ...MOUNTING, themeChosen: true },
      effects: ['update'],
    });
    expect(after(...READY, 'update').effects).toEqual(['update']);
  });

  it('unmount: undoes everything once; no later event or task does anything', () => {
    const { state, effects } = after('open', 'mounted', 'unmount');
    expect(state).toEqual({ phase: 'unmounted', openWanted: false, themeChosen: false });
    expect(effects).toEqual(['undo']);
    const events: MountEvent[] = [
      'themeTurn',
      'renderTurn',
      'committed',
      'openTurn',
      'open',
      'close',
      'update',
      'mounted',
      'unmount',
    ];
    for (const event of events) {
      expect(mountStep(state, event), event).toEqual({ state, effects: [] });
    }
    expect(after(...READY, 'unmount').effects).toEqual(['undo']);
  });
});
