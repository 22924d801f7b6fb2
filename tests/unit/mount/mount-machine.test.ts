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
  it('starts mounting, with no theme chosen', () => {
    expect(MOUNTING).toEqual({ phase: 'mounting', themeChosen: false });
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

  it('openTurn: rendering → ready, drawing the popup unseen and telling the facade', () => {
    const { state, effects } = after(...READY);
    expect(state).toEqual({ phase: 'ready', themeChosen: false });
    expect(effects).toEqual(['draw', 'ready']);
    // A second commit's task changes nothing.
    expect(after(...READY, 'openTurn').effects).toEqual([]);
  });

  it('open and toggle: nothing before ready (the facade holds the open, ADR-0108), then to the popup', () => {
    for (const event of ['open', 'toggle'] as const) {
      expect(after('mounted', event)).toEqual({ state: MOUNTING, effects: [] });
      expect(after(...RENDERING, 'committed', event).effects).toEqual([]);
      expect(after(...READY, event)).toEqual({ state: after(...READY).state, effects: [event] });
    }
    // An open before ready is not kept: ready draws the popup closed.
    expect(after('open', ...READY).effects).toEqual(['draw', 'ready']);
  });

  it('close: closes the popup, from any phase', () => {
    expect(after('mounted', 'close')).toEqual({ state: MOUNTING, effects: ['close'] });
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
    expect(state).toEqual({ phase: 'unmounted', themeChosen: false });
    expect(effects).toEqual(['undo']);
    const events: MountEvent[] = [
      'themeTurn',
      'renderTurn',
      'committed',
      'openTurn',
      'open',
      'close',
      'toggle',
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
