import { asError, scrubError } from '../../core/errors';
import { type ButtonEffect, FACADE_IDLE, type FacadeEffect } from '../../core/facade';
import { type FacadeEvent, type FacadeState, facadeStep } from '../../core/facade';
import type { EarlyModule, HostProviders, HostUser, WidgetModule } from '../../core/host';
import { createEventBus, type WidgetEvents } from '../../core/host';
import type { CountryRegion } from '../../core/locale';
import { createPageOwner } from '../../core/owner';
import { defaultSafeStorage, type SafeStorage } from '../../core/storage';
import type { WidgetGlobals } from '../../core/visibility';
import { workerScriptUrlFor } from '../../core/worker';
import { type DrawnButton, type DrawnButtonDeps, drawButton } from './drawn-button';
import { createEvaluation, type Facts, type Shown } from './evaluation';
import { hostCommands } from './host-commands';
import { registerServiceWorkerWhenIdle } from './register-service-worker';
import { createWidgetLoader, type WidgetLoader } from './widget-loader';

export interface FacadeController {
  /** Judges stage one's facts (evaluation.ts), positional for its bytes. Never rejects. */
  show(
    container: HTMLElement,
    user: HostUser,
    place: CountryRegion,
    options: Record<string, unknown> & HostProviders,
    baseUrl: string,
  ): Promise<void>;
  /** Runs one of the host's commands (host-commands.ts), which stage one queued until now. */
  run(command: unknown[]): void;
}

/** An error as the host's logError gets it: an Error, without any of the secure ids. */
export const scrubbed = (error: unknown, secureIds: Iterable<string>): Error =>
  scrubError(asError(error), [...secureIds]);

// The widget chunk and the chunks it imports are built in an earlier pass; their hashed names
// are baked in, and they resolve next to this module (URLs from our own location, never the
// page's). Evaluated one chunk per task (import-widget-in-steps.ts, ADR-0013); found in the
// current deploy when a deploy removed them (widget-loader.ts, ADR-0103). One loader per page.
const chunkUrl = (file: string) => new URL(file, import.meta.url).href;
let widgetLoader: WidgetLoader | undefined;
const pageWidgetLoader = () =>
  (widgetLoader ??= createWidgetLoader(window, {
    dependencies: __WIDGET_IMPORTS__.map(chunkUrl),
    entry: chunkUrl(__WIDGET_CHUNK__),
    early: chunkUrl(__EARLY_CHUNK__),
    facadeUrl: import.meta.url,
    load: (url) => import(/* @vite-ignore */ url),
  }));
export const importWidget = (): Promise<WidgetModule> => pageWidgetLoader().load();

export interface FacadeDeps {
  loadWidget?: () => Promise<WidgetModule>;
  loadEarly?: () => Promise<EarlyModule>;
  currentDeploy?: DrawnButtonDeps['currentDeploy'];
  storage?: SafeStorage;
  /** The built-ins the widget needs (core/visibility.ts); the page's own. */
  globals?: WidgetGlobals;
}

// Stage two of the loader (ADR-0010): runs the facade machine's effects (core/facade, ADR-0082)
// with the evaluation, the drawn button, the page's event bus (spec §9) and the worker.
export function createFacadeController(
  win: Window = window,
  reportToHost: (error: unknown) => void = () => {},
  {
    loadWidget = importWidget,
    loadEarly = () => pageWidgetLoader().early(),
    // The current deploy's facade, for a widget whose own files are gone (WidgetHandoff).
    currentDeploy = () => pageWidgetLoader().current(),
    storage = defaultSafeStorage(),
    globals = win as unknown as WidgetGlobals,
  }: FacadeDeps = {},
): FacadeController {
  const secureIds = new Set<string>();
  // A server may echo the secure id (the gate's `errors`): never into the host's log (ADR-0048).
  const report = (error: unknown) => {
    try {
      reportToHost(scrubbed(error, secureIds));
    } catch {
      // Stage one's report never throws; a hostile error object might, while it is read.
    }
  };
  // However often the person asks again, a widget that cannot load is reported once (ADR-0103).
  let loadFailureReported = false;
  const reportLoadFailure = (error: unknown) => {
    if (!loadFailureReported) report(error);
    loadFailureReported = true;
  };
  // A handler that throws is reported and never reaches the widget or the other handlers.
  const events = createEventBus<WidgetEvents>({ onListenerError: report });
  // Another person taking the device (another tab, or the worker refusing this page's claim)
  // takes this widget away until a full page load (ADR-0025).
  const owner = createPageOwner(win, () => send({ type: 'gone' }));
  const evaluation = createEvaluation(win, owner, globals, report, (next) => void judge(next));
  let state: FacadeState = FACADE_IDLE;
  let shown: Shown;
  let facts: Facts | undefined;
  let opener: Element | null = null;
  let button: DrawnButton | undefined;
  let cancelWorker: (() => void) | undefined;

  const effects: Record<Exclude<FacadeEffect, ButtonEffect>, () => void> = {
    unwatch: evaluation.unwatch,
    abortGate: evaluation.abortGate,
    draw: () =>
      (button = drawButton(win, shown, {
        send,
        loadWidget,
        loadEarly,
        currentDeploy,
        storage,
        events,
        report,
        reportLoadFailure,
        opener: () => opener,
      })),
    update: () => button?.update(shown),
    remove() {
      button?.remove();
      button = undefined;
    },
    emitReady() {
      events.emit('ready', undefined);
      send({ type: 'ready' });
    },
    emitHidden: () => events.emit('hidden', undefined),
    // The host's `show`: the latest facts again, as none was judged while hidden; after this
    // step, so that judge's `evaluate` is handled at once.
    reevaluate: () => facts && void Promise.resolve(facts).then(judge),
    // Not with `persist: false` or `serviceWorker: false` (loader/leftovers.ts). Cancelling stops
    // a registration still waiting; a registered worker stays: it holds the offline cache.
    registerWorker() {
      const url = workerScriptUrlFor(shown.context.baseUrl);
      cancelWorker ??= registerServiceWorkerWhenIdle(win, url);
    },
    cancelWorker() {
      cancelWorker?.();
      cancelWorker = undefined;
    },
    // destroy: the host's handlers go; other tabs are no longer heard, until the next claim.
    release() {
      events.clear();
      owner.dispose();
    },
  };
  // Run to completion: an event sent while a step's effects run (a command from a host handler,
  // the first use's intent, `ready` after its handlers) waits for them, and meets their state.
  const queue: FacadeEvent[] = [];
  function send(event: FacadeEvent): void {
    if (queue.push(event) > 1) return;
    try {
      for (; queue.length; queue.shift()) {
        const step = facadeStep(state, queue[0]!);
        state = step.state;
        for (const effect of step.effects) {
          if (effect in effects) effects[effect as keyof typeof effects]();
          else button?.[effect as ButtonEffect]();
        }
      }
    } finally {
      queue.length = 0;
    }
  }

  async function judge(latest: Facts): Promise<void> {
    secureIds.add((facts = latest).user.secureId);
    try {
      // From stage one's show or the viewport's timer, never an effect: `evaluate` is handled at
      // once.
      send({ type: 'evaluate' });
      const { run } = state;
      if (state.concealed) return;
      const answer = await evaluation.judge(latest, () => state.run === run);
      if (answer === 'hidden') return send({ type: 'answered', run, show: answer, worker: false });
      if (!answer) return;
      shown = answer;
      const show = button?.keeps(answer) ? 'keep' : 'draw';
      send({ type: 'answered', run, show, worker: answer.context.consent.keepInWorker });
    } catch (error) {
      // A host option whose getter throws, a hostile container: reported, never a rejection.
      report(error);
    }
  }

  return {
    show: (container, user, place, options, baseUrl) =>
      judge({ container, user, place, options, baseUrl }),
    run: hostCommands(
      events,
      send,
      () => state.phase === 'drawn',
      report,
      // The element behind the host's `open` or `toggle`: the control clicked, or what has focus
      // (the widget reads it: WidgetHandoff.opener).
      () =>
        (opener = ((win as { event?: Event }).event?.target ??
          win.document.activeElement) as Element | null),
    ),
  };
}
