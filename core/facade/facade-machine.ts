// The facade's lifecycle (ADR-0082): whether a button is drawn, what its widget is doing, and
// which evaluation may still change that. Pure: loader/facade/facade-controller.ts runs the
// effects, in order. Invariants:
// - `run` counts evaluations and hides: an answer for an older run changes nothing (a newer
//   evaluation or a destroy supersedes it, and aborts its gate request: ADR-0024);
// - an `open` before the button is drawn opens it once drawn, after the `ready` handlers, unless
//   the widget turned out hidden or `close` came meanwhile; once hidden, it is dropped (ADR-0019);
// - intent imports the widget, an open imports it to open on mount (spec §4); a failed import or
//   mount goes back to the bolt and no widget, so the next intent or click tries again.

export type WidgetPhase = 'none' | 'loading' | 'opening' | 'mounted';

export interface FacadeState {
  /** idle: no evaluation has answered yet; hidden: the last one drew nothing. */
  readonly phase: 'idle' | 'hidden' | 'drawn';
  /** A drawn button's widget: not asked for, importing, importing to open, mounted. */
  readonly widget: WidgetPhase;
  /** The host's `open` waits for the button (idle), or for its `ready` handlers (drawn). */
  readonly openPending: boolean;
  readonly run: number;
}

type WidgetEvent = 'intent' | 'open' | 'close' | 'loaded' | 'failed';
export type FacadeEvent =
  /** An evaluation starts: init, refresh, update, a resize that changed the viewport's answer. */
  | { type: 'show' }
  /** Evaluation `run` decided; `worker`: the options let the worker keep data (keepsInWorker). */
  | { type: 'answered'; run: number; show: 'hidden' | 'keep' | 'draw'; worker: boolean }
  /** `ready` was emitted and its handlers have run. */
  | { type: 'ready' }
  /** `hide`: stage one's, or another person took the device (ADR-0025). */
  | { type: 'hide' | 'destroy' }
  /** `open`: the host's, a click, the first-use timer. */
  | { type: WidgetEvent };

/** Run by the controller, or (ButtonEffect) by the drawn button (loader/facade/drawn-button.ts). */
export type FacadeEffect = PageEffect | LifetimeEffect | ButtonEffect;
type PageEffect = 'draw' | 'update' | 'remove' | 'emitReady' | 'emitHidden';
type LifetimeEffect = 'abortGate' | 'unwatch' | 'registerWorker' | 'cancelWorker' | 'release';
export type ButtonEffect = 'firstUse' | 'spin' | 'bolt' | WidgetEffect;
type WidgetEffect = 'load' | 'mount' | 'mountOpen' | 'openWidget' | 'closeWidget';

export type FacadeStep = { readonly state: FacadeState; readonly effects: readonly FacadeEffect[] };

export const FACADE_IDLE = { phase: 'idle', widget: 'none', openPending: false, run: 0 } as const;

// A drawn button's widget: the phase each event leads to, then the effects; no entry: nothing.
const WIDGET: Record<WidgetEvent, { [from in WidgetPhase]?: [WidgetPhase, ...FacadeEffect[]] }> = {
  intent: { none: ['loading', 'load'] },
  open: {
    none: ['opening', 'spin', 'load'],
    loading: ['opening', 'spin'],
    opening: ['opening', 'spin'],
    mounted: ['mounted', 'openWidget'],
  },
  close: { opening: ['loading', 'bolt'], mounted: ['mounted', 'closeWidget'] },
  loaded: { loading: ['mounted', 'mount'], opening: ['mounted', 'mountOpen'] },
  failed: { loading: ['none', 'bolt'], opening: ['none', 'bolt'], mounted: ['none', 'bolt'] },
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
    case 'show':
      return to({ run: s.run + 1 }, 'abortGate');
    case 'answered': {
      if (event.run !== s.run) return to({});
      if (event.show === 'hidden') return hidden(s.run, ...gone);
      const worker = event.worker ? 'registerWorker' : 'cancelWorker';
      if (drawn && event.show === 'keep') return to({}, 'update', worker);
      const redraw: FacadeEffect[] = drawn ? ['remove', 'draw'] : ['draw'];
      return to({ phase: 'drawn', widget: 'none' }, ...redraw, 'firstUse', 'emitReady', worker);
    }
    case 'ready':
      return drawn && s.openPending
        ? facadeStep({ ...s, openPending: false }, { type: 'open' })
        : to({});
    case 'hide':
    case 'destroy': {
      const effects: FacadeEffect[] = ['unwatch', 'abortGate', ...gone, 'cancelWorker'];
      if (event.type === 'destroy') effects.push('release');
      return hidden(s.run + 1, ...effects);
    }
    case 'open':
      if (!drawn) return to({ openPending: s.phase === 'idle' });
  }
  const [widget, ...effects] = (drawn && WIDGET[event.type][s.widget]) || [s.widget];
  return to({ widget, openPending: event.type !== 'close' && s.openPending }, ...effects);
}
