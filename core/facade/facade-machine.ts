// The facade's lifecycle (ADR-0082): whether a button is drawn, what its widget is doing, and
// which evaluation may still change that. Pure: loader/facade/facade-controller.ts runs the
// effects, in order. Invariants:
// - `run` counts evaluations and hides: an answer for an older run changes nothing (a newer
//   evaluation or a destroy supersedes it, and aborts its gate request: ADR-0024);
// - an `open` before the button is drawn opens it once drawn, after the `ready` handlers, unless
//   the widget turned out hidden or `close` came meanwhile; once hidden, it is dropped (ADR-0019);
// - this machine owns the wanted open until the widget's `mounted` (`opening` is that open), the
//   widget's popup from then on; every click goes through here as `toggle` (ADR-0108);
// - intent imports the widget, an open imports it to open once mounted (spec §4); a click, Escape,
//   an outside click or the host's `close` before then cancels that open for good: the import goes
//   on, and the widget mounts closed (no late open, no `open` event);
// - a press or an open before the mount starts the first open's calls (`early`, ADR-0105), dropped
//   unless that open goes on to the widget;
// - a failed import or mount goes back to the bolt (`failed`: a hover imports nothing, a click
//   tries again); a failed open shows the failure (`failedOpen`) until closed (ADR-0103);
// - between the host's `hide` and `show` nothing opens and no evaluation runs; `show` evaluates.

export type WidgetPhase = 'none' | 'loading' | 'opening' | 'mounted' | 'failed' | 'failedOpen';

export interface FacadeState {
  /** idle: no evaluation has answered yet; hidden: the last one drew nothing. */
  readonly phase: 'idle' | 'hidden' | 'drawn';
  /**
   * A drawn button's widget: not asked for, importing and mounting, the same with an open wanted,
   * mounted and ready; or its last import or mount failed, and that failure is shown (`failedOpen`)
   * or not.
   */
  readonly widget: WidgetPhase;
  /** The host's `open` waits for the button (idle), or for its `ready` handlers (drawn). */
  readonly openPending: boolean;
  readonly run: number;
  /** The host's `hide`, until its `show`. */
  readonly concealed: boolean;
}

type WidgetEvent = 'intent' | 'press' | 'open' | 'close' | 'loaded' | 'mounted' | 'failed';
export type FacadeEvent =
  /** An evaluation starts: init, refresh, update, a resize that changed the viewport's answer. */
  | { type: 'evaluate' }
  /** Evaluation `run` decided; `worker`: the options let the worker keep data (keepsInWorker). */
  | { type: 'answered'; run: number; show: 'hidden' | 'keep' | 'draw'; worker: boolean }
  /** `ready` was emitted and its handlers have run. */
  | { type: 'ready' }
  /** gone: stage one found the widget hidden, or another person took the device (ADR-0025). */
  | { type: 'gone' | 'destroy' }
  /** The host's `hide` and `show`. */
  | { type: 'hide' | 'show' }
  /** intent: a pointer over the button; press: a touch, a pointer down or focus on it.
   * `open`: the host's, the first-use timer, the failure's retry; `toggle`: a click, on the
   * button or the host's own launcher; `close`: the host's, Escape or an outside click;
   * `loaded`: the widget's files are in; `mounted`: the widget is ready to open. */
  | { type: WidgetEvent | 'toggle' };

/** Run by the controller, or (ButtonEffect) by the drawn button (loader/facade/drawn-button.ts). */
export type FacadeEffect = PageEffect | LifetimeEffect | ButtonEffect;
type PageEffect = 'draw' | 'update' | 'remove' | 'emitReady' | 'emitHidden' | 'reevaluate';
type LifetimeEffect = 'abortGate' | 'unwatch' | 'registerWorker' | 'cancelWorker' | 'release';
export type ButtonEffect =
  'firstUse' | 'spin' | 'bolt' | 'hide' | 'show' | WidgetEffect | EarlyEffect | FailureEffect;
type WidgetEffect = 'load' | 'mount' | 'openWidget' | 'toggleWidget' | 'closeWidget';
type EarlyEffect = 'early' | 'dropEarly';
type FailureEffect = 'showFailure' | 'hideFailure';

export type FacadeStep = { readonly state: FacadeState; readonly effects: readonly FacadeEffect[] };

export const FACADE_IDLE: FacadeState = {
  phase: 'idle',
  widget: 'none',
  openPending: false,
  run: 0,
  concealed: false,
};

// A drawn button's widget: the phase each event leads to, then the effects; no entry: nothing.
const WIDGET: Record<WidgetEvent, { [from in WidgetPhase]?: [WidgetPhase, ...FacadeEffect[]] }> = {
  intent: { none: ['loading', 'load'] },
  press: { none: ['loading', 'load', 'early'], loading: ['loading', 'early'] },
  open: {
    none: ['opening', 'spin', 'load', 'early'],
    loading: ['opening', 'spin', 'early'],
    opening: ['opening', 'spin'],
    mounted: ['mounted', 'openWidget'],
    failed: ['opening', 'spin', 'load', 'early'],
    failedOpen: ['opening', 'hideFailure', 'spin', 'load', 'early'],
  },
  close: {
    opening: ['loading', 'bolt', 'dropEarly'],
    mounted: ['mounted', 'closeWidget'],
    failedOpen: ['failed', 'hideFailure'],
  },
  loaded: { loading: ['loading', 'mount', 'dropEarly'], opening: ['opening', 'mount'] },
  mounted: { loading: ['mounted', 'dropEarly'], opening: ['mounted', 'bolt', 'openWidget'] },
  failed: {
    loading: ['failed', 'bolt', 'dropEarly'],
    opening: ['failedOpen', 'bolt', 'showFailure', 'dropEarly'],
  },
};

export function facadeStep(s: FacadeState, event: FacadeEvent): FacadeStep {
  const drawn = s.phase === 'drawn';
  const to = (state: Partial<FacadeState>, ...effects: FacadeEffect[]): FacadeStep => ({
    state: { ...s, ...state },
    effects,
  });
  const hidden = (run: number, ...effects: FacadeEffect[]) =>
    to({ phase: 'hidden', widget: 'none', openPending: false, run }, ...effects);
  const gone: FacadeEffect[] = drawn ? ['remove', 'emitHidden'] : [];
  switch (event.type) {
    case 'evaluate':
      return s.concealed ? to({}) : to({ run: s.run + 1 }, 'abortGate');
    case 'answered': {
      if (event.run !== s.run) return to({});
      if (event.show === 'hidden') return hidden(s.run, ...gone);
      const worker = event.worker ? 'registerWorker' : 'cancelWorker';
      if (drawn && event.show === 'keep') return to({}, 'update', worker);
      const redraw: FacadeEffect[] = drawn ? ['remove', 'draw'] : ['draw'];
      // Drawn while hidden (an evaluation under way at `hide`): off the page, no first use.
      const first = s.concealed ? 'hide' : 'firstUse';
      return to({ phase: 'drawn', widget: 'none' }, ...redraw, first, 'emitReady', worker);
    }
    case 'ready':
      return drawn && s.openPending
        ? facadeStep({ ...s, openPending: false }, { type: 'open' })
        : to({});
    case 'gone':
    case 'destroy': {
      const effects: FacadeEffect[] = ['unwatch', 'abortGate', ...gone, 'cancelWorker'];
      if (event.type === 'gone') return hidden(s.run + 1, ...effects);
      // A later `init` starts afresh: shown, unless the host hides it again.
      return to({ ...hidden(s.run + 1).state, concealed: false }, ...effects, 'release');
    }
    case 'hide': {
      if (s.concealed) return to({});
      // The popup closes first (a pending open is dropped).
      const closed = facadeStep({ ...s, openPending: false }, { type: 'close' });
      const effects = drawn ? [...closed.effects, 'hide' as const] : [];
      return to({ ...closed.state, concealed: true }, ...effects);
    }
    case 'show':
      return s.concealed
        ? to({ concealed: false }, ...(drawn ? ['show' as const] : []), 'reevaluate')
        : to({});
    case 'toggle':
      // What a click on the button does; once mounted, the widget's popup owns its open.
      if (s.widget === 'mounted' && !s.concealed) return to({}, 'toggleWidget');
      return facadeStep(s, {
        type:
          s.widget === 'opening' || s.widget === 'failedOpen' || s.openPending ? 'close' : 'open',
      });
    case 'open':
      if (s.concealed) return to({});
      // Before the button, an open waits for it.
      if (!drawn) return to({ openPending: s.phase === 'idle' });
  }
  const [widget, ...effects] = (drawn && WIDGET[event.type][s.widget]) || [s.widget];
  return to({ widget, openPending: event.type !== 'close' && s.openPending }, ...effects);
}
