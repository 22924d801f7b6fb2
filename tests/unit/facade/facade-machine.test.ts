// core/facade/facade-machine.ts, transition by transition: the facade's lifecycle (ADR-0082) and
// the effects each step asks the controller to run.
import { describe, expect, it } from 'vitest';
import {
  FACADE_IDLE,
  facadeStep,
  type FacadeEvent,
  type FacadeState,
  type WidgetPhase,
} from '../../../core/facade/facade-machine';

const at = (state: Partial<FacadeState> = {}): FacadeState => ({ ...FACADE_IDLE, ...state });
const drawn = (widget: WidgetPhase = 'none', more: Partial<FacadeState> = {}) =>
  at({ phase: 'drawn', widget, run: 1, ...more });
const answered = (show: 'hidden' | 'keep' | 'draw', run = 1, worker = true): FacadeEvent => ({
  type: 'answered',
  run,
  show,
  worker,
});
const run = (events: FacadeEvent[], from: FacadeState = FACADE_IDLE) =>
  events.reduce((state, event) => facadeStep(state, event).state, from);

describe('the facade machine: evaluations', () => {
  it.each([
    ['idle', at()],
    ['hidden', at({ phase: 'hidden' })],
    ['drawn', drawn('mounted')],
  ])('%s → evaluate: a newer run, which aborts the gate request of the one before', (_, from) => {
    expect(facadeStep(from, { type: 'evaluate' })).toEqual({
      state: { ...from, run: from.run + 1 },
      effects: ['abortGate'],
    });
  });

  it.each([
    ['idle', at({ run: 2 })],
    ['hidden', at({ phase: 'hidden', run: 2 })],
    ['drawn', drawn('opening', { run: 2 })],
  ])('%s → an answer for an older run: nothing changes', (_, from) => {
    for (const show of ['hidden', 'keep', 'draw'] as const) {
      expect(facadeStep(from, answered(show, 1))).toEqual({ state: from, effects: [] });
    }
  });

  it('idle → answered draw: drawn, first use, ready, then the worker; a pending open waits', () => {
    expect(facadeStep(at({ run: 1, openPending: true }), answered('draw'))).toEqual({
      state: drawn('none', { openPending: true }),
      effects: ['draw', 'firstUse', 'emitReady', 'registerWorker'],
    });
  });

  it('hidden → answered draw: drawn; the options without a worker cancel its registration', () => {
    expect(facadeStep(at({ phase: 'hidden', run: 1 }), answered('draw', 1, false))).toEqual({
      state: drawn('none'),
      effects: ['draw', 'firstUse', 'emitReady', 'cancelWorker'],
    });
  });

  it('idle or hidden → answered keep: there is no button to keep, one is drawn', () => {
    expect(facadeStep(at({ run: 1 }), answered('keep')).effects).toEqual([
      'draw',
      'firstUse',
      'emitReady',
      'registerWorker',
    ]);
  });

  it('drawn → answered keep: the button and its widget stay, the options are applied', () => {
    expect(facadeStep(drawn('mounted'), answered('keep'))).toEqual({
      state: drawn('mounted'),
      effects: ['update', 'registerWorker'],
    });
  });

  it('drawn → answered draw (another person, design, persist or element): drawn anew', () => {
    expect(facadeStep(drawn('mounted'), answered('draw', 1, false))).toEqual({
      state: drawn('none'),
      effects: ['remove', 'draw', 'firstUse', 'emitReady', 'cancelWorker'],
    });
  });

  it('idle → answered hidden (refused by the owner, or a rule said no): hidden, no event', () => {
    expect(facadeStep(at({ run: 1, openPending: true }), answered('hidden'))).toEqual({
      state: at({ phase: 'hidden', run: 1 }),
      effects: [],
    });
  });

  it('drawn → answered hidden: the button goes and the host hears hidden', () => {
    expect(facadeStep(drawn('loading'), answered('hidden'))).toEqual({
      state: at({ phase: 'hidden', run: 1 }),
      effects: ['remove', 'emitHidden'],
    });
  });
});

describe('the facade machine: gone and destroy', () => {
  it('idle → gone: a newer run, the viewport unwatched, the gate and the worker cancelled', () => {
    expect(facadeStep(at({ openPending: true }), { type: 'gone' })).toEqual({
      state: at({ phase: 'hidden', run: 1 }),
      effects: ['unwatch', 'abortGate', 'cancelWorker'],
    });
  });

  it('drawn → gone (stage one found it hidden, or another person took the device)', () => {
    expect(facadeStep(drawn('mounted'), { type: 'gone' })).toEqual({
      state: at({ phase: 'hidden', run: 2 }),
      effects: ['unwatch', 'abortGate', 'remove', 'emitHidden', 'cancelWorker'],
    });
  });

  it('drawn → destroy: as gone, then the host’s handlers and the owner’s watch released', () => {
    expect(facadeStep(drawn('opening'), { type: 'destroy' })).toEqual({
      state: at({ phase: 'hidden', run: 2 }),
      effects: ['unwatch', 'abortGate', 'remove', 'emitHidden', 'cancelWorker', 'release'],
    });
  });

  it('hidden → destroy: nothing was drawn, so no hidden event', () => {
    expect(facadeStep(at({ phase: 'hidden', run: 3 }), { type: 'destroy' }).effects).toEqual([
      'unwatch',
      'abortGate',
      'cancelWorker',
      'release',
    ]);
  });
});

describe('the facade machine: the host’s open before the button (ADR-0019)', () => {
  it('idle → open: kept until the button is drawn; close drops it', () => {
    expect(facadeStep(at(), { type: 'open' })).toEqual({
      state: at({ openPending: true }),
      effects: [],
    });
    expect(facadeStep(at({ openPending: true }), { type: 'close' })).toEqual({
      state: at(),
      effects: [],
    });
  });

  it('hidden → open: dropped, and not opened by a later draw', () => {
    const hidden = at({ phase: 'hidden', run: 1 });
    expect(facadeStep(hidden, { type: 'open' })).toEqual({ state: hidden, effects: [] });
    const later = run([{ type: 'open' }, { type: 'evaluate' }, answered('draw', 2)], hidden);
    expect(facadeStep(later, { type: 'ready' })).toEqual({ state: later, effects: [] });
  });

  it('drawn → ready with an open pending: it opens now, after the ready handlers', () => {
    expect(facadeStep(drawn('none', { openPending: true }), { type: 'ready' })).toEqual({
      state: drawn('opening'),
      effects: ['spin', 'load', 'early'],
    });
  });

  it('drawn → ready with a first-use import already under way: opens without a second import', () => {
    expect(facadeStep(drawn('loading', { openPending: true }), { type: 'ready' })).toEqual({
      state: drawn('opening'),
      effects: ['spin', 'early'],
    });
  });

  it('drawn → close from a ready handler, then ready: nothing opens', () => {
    const closed = run([{ type: 'close' }], drawn('none', { openPending: true }));
    expect(facadeStep(closed, { type: 'ready' })).toEqual({ state: drawn('none'), effects: [] });
  });

  it('idle → ready, intent, loaded, failed: nothing (no button)', () => {
    for (const type of ['ready', 'intent', 'press', 'loaded', 'failed'] as const) {
      expect(facadeStep(at({ openPending: true }), { type })).toEqual({
        state: at({ openPending: true }),
        effects: [],
      });
    }
  });
});

describe('the facade machine: the widget behind a drawn button (spec §4, ADR-0012)', () => {
  it.each<[WidgetPhase, FacadeEvent['type'], WidgetPhase, string[]]>([
    ['none', 'intent', 'loading', ['load']],
    ['loading', 'intent', 'loading', []],
    ['opening', 'intent', 'opening', []],
    ['none', 'press', 'loading', ['load', 'early']],
    ['loading', 'press', 'loading', ['early']],
    ['opening', 'press', 'opening', []],
    ['mounted', 'press', 'mounted', []],
    ['failed', 'press', 'failed', []],
    ['none', 'open', 'opening', ['spin', 'load', 'early']],
    ['loading', 'open', 'opening', ['spin', 'early']],
    ['opening', 'open', 'opening', ['spin']],
    ['mounted', 'open', 'mounted', ['openWidget']],
    ['none', 'close', 'none', []],
    ['loading', 'close', 'loading', []],
    ['opening', 'close', 'loading', ['bolt', 'dropEarly']],
    ['mounted', 'close', 'mounted', ['closeWidget']],
    ['loading', 'loaded', 'loading', ['mount', 'dropEarly']],
    ['opening', 'loaded', 'opening', ['mount']],
    ['none', 'loaded', 'none', []],
    ['loading', 'mounted', 'mounted', ['dropEarly']],
    ['opening', 'mounted', 'mounted', ['bolt', 'openWidget']],
    ['none', 'mounted', 'none', []],
    ['mounted', 'mounted', 'mounted', []],
    ['loading', 'failed', 'failed', ['bolt', 'dropEarly']],
    ['opening', 'failed', 'failedOpen', ['bolt', 'showFailure', 'dropEarly']],
    ['mounted', 'failed', 'mounted', []],
    ['failed', 'intent', 'failed', []],
    ['failed', 'open', 'opening', ['spin', 'load', 'early']],
    ['failed', 'close', 'failed', []],
    ['failed', 'loaded', 'failed', []],
    ['failedOpen', 'open', 'opening', ['hideFailure', 'spin', 'load', 'early']],
    ['failedOpen', 'close', 'failed', ['hideFailure']],
    ['failedOpen', 'intent', 'failedOpen', []],
    ['failedOpen', 'loaded', 'failedOpen', []],
  ])('%s → %s: %s, %j', (from, type, widget, effects) => {
    expect(facadeStep(drawn(from), { type } as FacadeEvent)).toEqual({
      state: drawn(widget),
      effects,
    });
  });

  it('a failed import shows why; a click closes that, the next click imports again', () => {
    const failed = run([{ type: 'toggle' }, { type: 'failed' }], drawn());
    expect(failed.widget).toBe('failedOpen');
    const closed = facadeStep(failed, { type: 'toggle' });
    expect(closed).toEqual({ state: drawn('failed'), effects: ['hideFailure'] });
    expect(facadeStep(closed.state, { type: 'toggle' }).effects).toEqual(['spin', 'load', 'early']);
  });

  it('an open cancelled while it loads stays cancelled: the import mounts the widget closed', () => {
    for (const cancel of [{ type: 'toggle' }, { type: 'close' }] as const) {
      const cancelled = run([{ type: 'toggle' }, cancel], drawn());
      expect(cancelled).toEqual(drawn('loading'));
      expect(facadeStep(cancelled, { type: 'loaded' })).toEqual({
        state: drawn('loading'),
        effects: ['mount', 'dropEarly'],
      });
    }
  });

  it('one owner of the open (ADR-0108): until the widget is ready, this machine holds it', () => {
    // Loaded to open, the widget mounts; a click or the host's close while it renders cancels the
    // open here, and the widget, once ready, is left closed.
    const mounting = run([{ type: 'toggle' }, { type: 'loaded' }], drawn());
    expect(mounting).toEqual(drawn('opening'));
    for (const cancel of [{ type: 'toggle' }, { type: 'close' }] as const) {
      const cancelled = run([cancel], mounting);
      expect(cancelled).toEqual(drawn('loading'));
      expect(facadeStep(cancelled, { type: 'mounted' }).effects).toEqual(['dropEarly']);
    }
    // Uncancelled, the ready widget is sent the open, and from then on owns it: a click toggles
    // the widget's popup, whatever the facade last asked.
    const ready = facadeStep(mounting, { type: 'mounted' });
    expect(ready).toEqual({ state: drawn('mounted'), effects: ['bolt', 'openWidget'] });
    expect(facadeStep(ready.state, { type: 'toggle' }).effects).toEqual(['toggleWidget']);
    // An open asked for while it renders closed is held the same way.
    const held = run([{ type: 'intent' }, { type: 'loaded' }, { type: 'open' }], drawn());
    expect(held).toEqual(drawn('opening'));
    expect(facadeStep(held, { type: 'mounted' }).effects).toEqual(['bolt', 'openWidget']);
  });

  it('a cancelled open whose import then fails shows nothing: the failure is for a later click', () => {
    const cancelled = run([{ type: 'toggle' }, { type: 'close' }], drawn());
    expect(facadeStep(cancelled, { type: 'failed' })).toEqual({
      state: drawn('failed'),
      effects: ['bolt', 'dropEarly'],
    });
  });

  it('mounted → intent: the widget handles the button, nothing to do', () => {
    expect(facadeStep(drawn('mounted'), { type: 'intent' })).toEqual({
      state: drawn('mounted'),
      effects: [],
    });
  });
});

describe('the facade machine: the host’s hide and show', () => {
  it('drawn → hide: the popup closes, then the button and popup leave the page; nothing else', () => {
    expect(facadeStep(drawn('mounted'), { type: 'hide' })).toEqual({
      state: drawn('mounted', { concealed: true }),
      effects: ['closeWidget', 'hide'],
    });
    // A widget still loading to open only loads; a pending open is dropped.
    expect(facadeStep(drawn('opening', { openPending: true }), { type: 'hide' })).toEqual({
      state: drawn('loading', { concealed: true }),
      effects: ['bolt', 'dropEarly', 'hide'],
    });
  });

  it('idle → hide: nothing drawn yet, so nothing to take off; a pending open is dropped', () => {
    expect(facadeStep(at({ openPending: true }), { type: 'hide' })).toEqual({
      state: at({ concealed: true }),
      effects: [],
    });
  });

  it('hidden by the host: open, toggle and intent change nothing; a second hide neither', () => {
    const from = drawn('mounted', { concealed: true });
    for (const type of ['open', 'toggle', 'hide'] as const) {
      expect(facadeStep(from, { type })).toEqual({ state: from, effects: [] });
    }
    expect(facadeStep(at({ concealed: true }), { type: 'open' }).state.openPending).toBe(false);
  });

  it('hidden by the host: an evaluation starts no run and no request', () => {
    const from = drawn('mounted', { concealed: true, run: 3 });
    expect(facadeStep(from, { type: 'evaluate' })).toEqual({ state: from, effects: [] });
  });

  it('an answer drawn while hidden (asked before the hide): drawn off the page, no first use', () => {
    expect(facadeStep(at({ run: 1, concealed: true }), answered('draw'))).toEqual({
      state: drawn('none', { concealed: true }),
      effects: ['draw', 'hide', 'emitReady', 'registerWorker'],
    });
  });

  it('show: back on the page, then the latest facts evaluated again', () => {
    expect(facadeStep(drawn('mounted', { concealed: true }), { type: 'show' })).toEqual({
      state: drawn('mounted'),
      effects: ['show', 'reevaluate'],
    });
    expect(facadeStep(at({ concealed: true }), { type: 'show' })).toEqual({
      state: at(),
      effects: ['reevaluate'],
    });
    expect(facadeStep(drawn('mounted'), { type: 'show' })).toEqual({
      state: drawn('mounted'),
      effects: [],
    });
  });

  it('gone while hidden: removed, and still hidden; destroy: a later init starts shown', () => {
    expect(facadeStep(drawn('mounted', { concealed: true }), { type: 'gone' }).state).toEqual(
      at({ phase: 'hidden', run: 2, concealed: true }),
    );
    expect(facadeStep(drawn('mounted', { concealed: true }), { type: 'destroy' }).state).toEqual(
      at({ phase: 'hidden', run: 2 }),
    );
  });
});

describe('the facade machine: toggle, for the host’s own launcher', () => {
  it.each([
    ['none', 'opening', ['spin', 'load', 'early']],
    ['loading', 'opening', ['spin', 'early']],
    ['opening', 'loading', ['bolt', 'dropEarly']],
    ['mounted', 'mounted', ['toggleWidget']],
    ['failed', 'opening', ['spin', 'load', 'early']],
    ['failedOpen', 'failed', ['hideFailure']],
  ] as const)('drawn, widget %s → toggle: %s', (widget, next, effects) => {
    expect(facadeStep(drawn(widget), { type: 'toggle' })).toEqual({
      state: drawn(next),
      effects,
    });
  });

  it('before the button: a toggle waits as an open does; a second one cancels it', () => {
    const once = facadeStep(at(), { type: 'toggle' }).state;
    expect(once).toEqual(at({ openPending: true }));
    expect(facadeStep(once, { type: 'toggle' })).toEqual({ state: at(), effects: [] });
  });
});
