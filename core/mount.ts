// The widget's mount as one transition table (ADR-0083); widget/index.tsx runs the effects.
// - mounting: the mount's task made the model; the app waits;
// - rendering: the React root is created and the app rendered, until a task after its first
//   commit, which starts drawing the popup unseen and tells the facade the widget is ready;
// - ready: the facade's `open`, `close` and `toggle` go straight to the popup;
// - unmounted: everything is undone; no later event or task does anything.
// Invariants: what the mount only starts runs in tasks after the mount's, each its own
// (ADR-0029); the widget keeps no open of its own before it is ready: until then the facade's
// machine holds an open that was asked for, and opens it when told `ready`, so the popup's section
// is on the page when it opens (ADR-0032, ADR-0108); the host's theme applies only if `update`
// chose none first.

export type MountPhase = 'mounting' | 'rendering' | 'ready' | 'unmounted';

/** A task the mount waits for: as an effect, asks for it; as an event, it has come. */
export type MountTurn = 'themeTurn' | 'renderTurn' | 'openTurn';

/** `committed`: the app's first commit; `open`…`unmount`: the facade's calls. */
export type MountEvent =
  MountTurn | 'mounted' | 'committed' | 'open' | 'close' | 'toggle' | 'update' | 'unmount';

/** `ready`: tells the facade, which then sends the open it holds, if any. */
export type MountEffect =
  | MountTurn
  | 'theme'
  | 'render'
  | 'draw'
  | 'ready'
  | 'open'
  | 'close'
  | 'toggle'
  | 'update'
  | 'undo';

export interface MountState {
  readonly phase: MountPhase;
  /** The theme is chosen: by `update`, or the host's at its turn. */
  readonly themeChosen: boolean;
}

export type MountStep = { readonly state: MountState; readonly effects: readonly MountEffect[] };

export const MOUNTING: MountState = { phase: 'mounting', themeChosen: false };

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
      return phase === 'rendering' ? to({ phase: 'ready' }, 'draw', 'ready') : to({});
    case 'open':
    case 'toggle':
      return phase === 'ready' ? to({}, event) : to({});
    case 'close':
      return to({}, 'close');
    case 'update':
      return to({ themeChosen: true }, 'update');
    case 'unmount':
      return to({ phase: 'unmounted' }, 'undo');
  }
}
