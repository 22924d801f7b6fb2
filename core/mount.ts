// The widget's mount as one transition table (ADR-0083); widget/index.tsx runs the effects.
// - mounting: the mount's task made the model and wired the button's click; the app waits;
// - rendering: the React root is created and the app rendered, until a task after its first
//   commit, which opens the popup if an open came before (or else starts drawing it, unseen);
// - ready: the host's `open` and `close` go straight to the popup;
// - unmounted: everything is undone; no later event or task does anything.
// Invariants: what the mount only starts runs in tasks after the mount's, each its own
// (ADR-0029); an open wanted on mount waits for the task after the app's first commit, so the
// popup's section is on the page when it opens (ADR-0032), and a `close` in between cancels it;
// the host's theme applies only if `update` chose none first.

export type MountPhase = 'mounting' | 'rendering' | 'ready' | 'unmounted';

/** A task the mount waits for: as an effect, asks for it; as an event, it has come. */
export type MountTurn = 'themeTurn' | 'renderTurn' | 'openTurn';

/** `committed`: the app's first commit; `open`…`unmount`: the host's calls (and first use). */
export type MountEvent =
  MountTurn | 'mounted' | 'committed' | 'open' | 'close' | 'update' | 'unmount';

/** `open` opens the popup only if it is closed: a click in between has opened it. */
export type MountEffect =
  MountTurn | 'theme' | 'render' | 'open' | 'draw' | 'close' | 'update' | 'undo';

export interface MountState {
  readonly phase: MountPhase;
  /** An open came before the app could take it. */
  readonly openWanted: boolean;
  /** The theme is chosen: by `update`, or the host's at its turn. */
  readonly themeChosen: boolean;
}

export interface MountStep {
  readonly state: MountState;
  readonly effects: readonly MountEffect[];
}

export const MOUNTING: MountState = { phase: 'mounting', openWanted: false, themeChosen: false };

export function mountStep(state: MountState, event: MountEvent): MountStep {
  const to = (change: Partial<MountState>, ...effects: MountEffect[]): MountStep => ({
    state: { ...state, ...change },
    effects,
  });
  const { phase } = state;
  if (phase === 'unmounted') return to({});
  switch (event) {
    case 'mounted':
      return to({}, 'themeTurn', 'renderTurn');
    case 'themeTurn':
      return state.themeChosen ? to({}) : to({ themeChosen: true }, 'theme');
    case 'renderTurn':
      return phase === 'mounting' ? to({ phase: 'rendering' }, 'render') : to({});
    case 'committed':
      return phase === 'rendering' ? to({}, 'openTurn') : to({});
    case 'openTurn':
      return phase === 'rendering'
        ? to({ phase: 'ready', openWanted: false }, state.openWanted ? 'open' : 'draw')
        : to({});
    case 'open':
      return phase === 'ready' ? to({}, 'open') : to({ openWanted: true });
    case 'close':
      return to({ openWanted: false }, 'close');
    case 'update':
      return to({ themeChosen: true }, 'update');
    case 'unmount':
      return to({ phase: 'unmounted', openWanted: false }, 'undo');
  }
}
