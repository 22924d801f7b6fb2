import { isMobileDevice as detectMobileDevice } from '../../core/device';
import {
  type Design,
  onViewportChange,
  passesViewportRule,
  resolveDesign,
  runsTheWidget,
  type WidgetGlobals,
} from '../../core/visibility';
import {
  applyPlacement,
  createEventBus,
  type EventBus,
  isHostEvent,
  parsePlacement,
  type WidgetEvents,
} from '../../core/host';
import type {
  HostProviders,
  HostUser,
  MountedWidget,
  WidgetContext,
  WidgetModule,
} from '../../core/host';
import { languageForCountry } from '../../core/locale';
import type { CountryRegion } from '../../core/locale';
import { asError, scrubError } from '../../core/errors';
import { createPageOwner, keepsInWorker } from '../../core/owner';
import { defaultSafeStorage, type SafeStorage, userCacheId } from '../../core/storage';
import { announceUser, workerScriptUrlFor } from '../../core/worker';
import { buttonLabel } from './button-label';
import { gatePasses } from './experiment-gate';
import { importWidgetInSteps } from './import-widget-in-steps';
import { drawFacadeButton, type FacadeButton } from './facade-button';
import { registerServiceWorkerWhenIdle } from './register-service-worker';
import type { RemovalOptions } from '../leftovers';

// spec §4 "On first ever use (tracked by a seen-flag in local storage) the popup
// opens by itself after 100 ms."
const FIRST_USE_OPEN_DELAY_MS = 100;
export const SEEN_FLAG_KEY = 'quickactions_seen';

export interface FacadeModule {
  // The chunk's exports have one-letter names (loader/facade/index.ts): stage one spells each
  // one out, and every visitor pays for loader.js (its byte budget: ADR-0010).
  /** createFacadeController. `report` is stage one's. */
  c(win: Window, report: (error: unknown) => void): FacadeController;
  /** removeLeftovers. */
  r(win: Window, options: RemovalOptions, signedIn: boolean, baseUrl: string): Promise<void>;
  /** scrubbed: stage one's reports, without the current person's secure id. */
  s(error: unknown, secureId: string | undefined): Error;
}

export interface FacadeController {
  /**
   * What stage one found out (it ruled nothing out): `container` is `#quick-actions` as found now
   * (a single-page host may have rendered a new one); `options` the host's init options merged
   * with every update, providers included. Applies the device rule and the gate, then draws the
   * button, or keeps the one drawn for the same person in the same container and applies the
   * changed options. Positional, for stage one's bytes. Never rejects.
   */
  show(
    container: HTMLElement,
    user: HostUser,
    place: CountryRegion,
    options: Record<string, unknown> & HostProviders,
    baseUrl: string,
  ): Promise<void>;
  /**
   * Runs one of the host's `open`, `close`, `on`, `off` and `destroy` calls, or stage one's own
   * `hide` (an evaluation found the widget hidden); stage one queues them until the facade has
   * arrived. `hide` removes the button, the widget and every listener and timer they added.
   */
  run(command: unknown[]): void;
}

interface Drawn {
  secureId: string;
  persist: boolean;
  design: Design;
  lang: string;
  facade: FacadeButton;
  /** What the widget gets when it mounts: the latest options (update). */
  context: WidgetContext;
  widget?: MountedWidget;
  /** The host's `open` or a click: opens, loading the widget when needed. */
  open(): void;
  /** The host's `close`: closes the popup, or drops an open still waiting for the widget. */
  close(): void;
  cleanups: (() => void)[];
}

/** An error as the host's logError gets it: an Error, without any of the secure ids. */
export const scrubbed = (error: unknown, secureIds: Iterable<string>): Error =>
  scrubError(asError(error), [...secureIds]);

// The widget chunk and the chunks it imports are built in an earlier pass; their hashed names
// are baked in, and they resolve next to this module (URLs from our own location, never the
// page's). Evaluated one chunk per task (import-widget-in-steps.ts, ADR-0013).
const chunkUrl = (file: string) => new URL(file, import.meta.url).href;
const importWidget = (): Promise<WidgetModule> =>
  importWidgetInSteps<WidgetModule>(
    window,
    __WIDGET_IMPORTS__.map(chunkUrl),
    chunkUrl(__WIDGET_CHUNK__),
    (url) => import(/* @vite-ignore */ url),
  );

/**
 * Stage two of the loader (ADR-0010), imported only for visitors stage one found
 * eligible: the experiment gate's request when the store had no answer, the
 * facade button, and the widget import on intent, click or first use. It also answers the
 * host API (docs/host-api.md): `open`, `close`, `on`/`off`, and the options `update` changes.
 */
export interface FacadeDeps {
  loadWidget?: () => Promise<WidgetModule>;
  storage?: SafeStorage;
  /** The built-ins the widget needs (core/visibility/browser-support.ts); the page's own. */
  globals?: WidgetGlobals;
}

export function createFacadeController(
  win: Window = window,
  reportToHost: (error: unknown) => void = () => {},
  {
    loadWidget = importWidget,
    storage = defaultSafeStorage(),
    globals = win as unknown as WidgetGlobals,
  }: FacadeDeps = {},
): FacadeController {
  let generation = 0;
  let drawn: Drawn | undefined;
  let cancelWorkerRegistration: (() => void) | undefined;
  // The gate's request is aborted by destroy and by a newer evaluation (ADR-0024).
  let gateRequest: AbortController | undefined;
  // The host's `open` before the button is drawn (ADR-0019): opened once it is, unless the widget
  // turns out hidden, or `close` came after. `settledHidden`: the last evaluation drew nothing, so
  // an `open` now has nothing to open ("nothing when the widget is hidden").
  let openWhenDrawn = false;
  let settledHidden = false;
  const secureIds = new Set<string>();
  // One owner (ADR-0025): another person taking the device (another tab, or the worker
  // refusing this page's claim) takes this widget away until a full page load.
  const owner = createPageOwner(win, () => hide());
  // The current person's user cache id, hashed once: a resize or an update claims again at once.
  let hashed: { secureId: string; id: Promise<string> } | undefined;
  const idOf = (secureId: string) => {
    if (hashed?.secureId !== secureId) hashed = { secureId, id: userCacheId(secureId) };
    return hashed.id;
  };

  // A server may echo the secure id (the gate's `errors`): never into the host's log (ADR-0048).
  const report = (error: unknown) => {
    try {
      reportToHost(scrubbed(error, secureIds));
    } catch {
      // Stage one's report never throws; a hostile error object might, while it is read.
    }
  };
  // The page's one event bus (spec §9): the host's handlers, the widget's events, the debug log.
  // A handler that throws is reported and never reaches the widget or the other handlers.
  const events: EventBus<WidgetEvents> = createEventBus<WidgetEvents>({
    onListenerError: report,
  });

  const teardown = (): boolean => {
    const current = drawn;
    drawn = undefined;
    if (!current) return false;
    for (const cleanup of current.cleanups) cleanup();
    try {
      current.widget?.unmount();
    } catch (error) {
      report(error);
    }
    current.facade.root.remove();
    return true;
  };

  /** Nothing is shown (any more): the host hears `hidden` when a button went away. */
  const settleHidden = (removed: boolean) => {
    settledHidden = true;
    openWhenDrawn = false;
    if (removed) events.emit('hidden', undefined);
  };

  const draw = (persist: boolean, container: HTMLElement, context: WidgetContext) => {
    const { country, region } = context.place;
    const language = languageForCountry(country, region);
    const lang = `${language}-${country}`;
    const { options } = context;
    // Served countries all have a regional bundle (en_US, en_CA, fr_CA, en_GB).
    // Drawn in the theme's look, the one the widget keeps (ADR-0035).
    const facade = drawFacadeButton(container, buttonLabel(language), lang, options.theme);
    applyPlacement(facade.root, parsePlacement(options));
    const { button } = facade;
    let loading: Promise<void> | undefined;
    let openOnMount = false;

    const failed = (error: unknown) => {
      // A failed chunk (offline, deploy race) or a mount that threw (a host option getter)
      // must not leave a spinning or dead button: back to closed, the facade's listeners still
      // in place, and the next click tries again.
      report(error);
      loading = undefined;
      openOnMount = false;
      facade.setIcon('bolt');
    };
    const load = () => {
      loading ??= loadWidget().then((module) => {
        if (drawn !== state) return;
        try {
          state.widget = module.mount({
            shadowRoot: facade.shadowRoot,
            button,
            setIcon: facade.setIcon,
            context: state.context,
            providers: state.context.options,
            openOnMount,
            events,
          });
        } catch (error) {
          return failed(error);
        }
        // The widget handles the button from now on.
        removeListeners();
      }, failed);
    };
    const open = () => {
      // First use can come after the widget arrived (a cached chunk beats 100 ms).
      if (state.widget) return state.widget.open();
      // spec §4: a click while closed moves to fetching; the widget opens when ready.
      openOnMount = true;
      facade.setIcon('refresh');
      load();
    };
    const close = () => {
      if (state.widget) return state.widget.close();
      if (openOnMount) {
        openOnMount = false;
        facade.setIcon('bolt');
      }
    };
    const state: Drawn = {
      secureId: context.user.secureId,
      persist,
      design: context.design,
      lang,
      facade,
      context,
      open,
      close,
      cleanups: [],
    };
    drawn = state;

    const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;
    const removeListeners = () => {
      for (const type of intentEvents) button.removeEventListener(type, load);
      button.removeEventListener('click', open);
    };
    for (const type of intentEvents) button.addEventListener(type, load, { passive: true });
    button.addEventListener('click', open);
    state.cleanups.push(removeListeners);

    // spec §4 first use. Without `persist` nothing tells a first visit from the hundredth, and
    // opening by itself on every page would be hostile: no auto-open (docs/rules.md §4
    // "First use").
    if (persist && !storage.get(SEEN_FLAG_KEY)) {
      storage.set(SEEN_FLAG_KEY, '1');
      load();
      const timer = win.setTimeout(open, FIRST_USE_OPEN_DELAY_MS);
      state.cleanups.push(() => win.clearTimeout(timer));
    }
    // No import on idle: evaluating the widget is a long task, which a host would see as
    // Total Blocking Time. The bytes still arrive on idle — the service worker precaches the
    // chunk — so intent (pointerover, focusin, touchstart) is early enough (ADR-0012).

    settledHidden = false;
    events.emit('ready', undefined);
    if (openWhenDrawn) {
      openWhenDrawn = false;
      open();
    }
  };

  // The viewport rule again after a resize or an orientation change (ADR-0016; 100 ms after the
  // last), from the last evaluation's facts; the person is shown or hidden only when the answer
  // changes, so a resize costs no gate request and no redraw.
  let lastShow: Parameters<FacadeController['show']> | undefined;
  let passedViewport: boolean | undefined;
  let stopWatchingViewport: (() => void) | undefined;
  const passesNow = (place: CountryRegion, options: Record<string, unknown>) => {
    const isMobileDevice = detectMobileDevice(win.navigator);
    const design = resolveDesign(options.design, isMobileDevice);
    const { country } = place;
    return passesViewportRule({ width: win.innerWidth, country, isMobileDevice, design });
  };
  const onViewport = () => {
    if (lastShow && passesNow(lastShow[2], lastShow[3]) !== passedViewport) {
      void controller.show(...lastShow);
    }
  };

  const hide = () => {
    stopWatchingViewport?.();
    stopWatchingViewport = lastShow = undefined;
    generation++;
    gateRequest?.abort();
    settleHidden(teardown());
    // Not yet registered: a destroyed widget leaves no pending timer behind. Once
    // registered, the worker stays: it holds the offline cache (docs/offline.md).
    cancelWorkerRegistration?.();
    cancelWorkerRegistration = undefined;
  };

  // The host API's commands stage one hands over (docs/host-api.md "Commands").
  const runCommand = ([command, name, handler]: unknown[]) => {
    if (command === 'open') {
      if (drawn) drawn.open();
      else openWhenDrawn = !settledHidden;
    } else if (command === 'close') {
      openWhenDrawn = false;
      drawn?.close();
    } else if (command === 'hide' || command === 'destroy') {
      // Stage one found the widget hidden; or the host's destroy, whose handlers go with
      // everything else (they hear `hidden` first).
      hide();
      if (command === 'destroy') {
        events.clear();
        owner.dispose();
      }
    } else {
      if (!isHostEvent(name)) throw new TypeError(`Unknown QuickActions event: ${String(name)}`);
      if (typeof handler !== 'function') {
        throw new TypeError(`QuickActions('${String(command)}', '${name}') needs a function`);
      }
      const listener = handler as () => void;
      if (command === 'off') return events.off(name, listener);
      events.on(name, listener);
      // "ready (button drawn; a handler added later is called at once)".
      if (name === 'ready' && drawn) {
        try {
          listener();
        } catch (error) {
          report(error);
        }
      }
    }
  };
  const run = (command: unknown[]) => {
    try {
      runCommand(command);
    } catch (error) {
      report(error);
    }
  };

  const controller: FacadeController = {
    async show(container, user, place, options, baseUrl) {
      lastShow = [container, user, place, options, baseUrl];
      stopWatchingViewport ??= onViewportChange(win, onViewport, report);
      const run = ++generation;
      gateRequest?.abort();
      const gate = (gateRequest = new AbortController());
      secureIds.add(user.secureId);
      try {
        const persist = options.persist !== false;
        const workerKeeps = keepsInWorker(options);
        // The person first, before the gate or anything it stores: a displaced page stays out;
        // a new person takes the device, everyone else's personal entries removed.
        const id = await idOf(user.secureId);
        if (run !== generation) return;
        if (!owner.claim(id, persist)) return settleHidden(teardown());
        if (workerKeeps) {
          void announceUser(win, id, workerScriptUrlFor(baseUrl))?.then(
            (accepted) => accepted || owner.refused(),
          );
        }
        const isMobileDevice = detectMobileDevice(win.navigator);
        const design = resolveDesign(options.design, isMobileDevice);
        const { country, region } = place;
        // spec §2: the device part of the viewport rule that stage one left to us.
        passedViewport = passesNow(place, options);
        const shown =
          passedViewport &&
          runsTheWidget(globals) &&
          (await gatePasses(
            country,
            // An aborted request is no failure: destroy, or a newer evaluation, asked for it.
            (error) => gate.signal.aborted || report(error),
            persist,
            gate.signal,
          ));
        if (run !== generation) return;
        const context = { user, place, design, isMobileDevice, options, baseUrl };
        const lang = `${languageForCountry(country, region)}-${country}`;
        if (
          shown &&
          drawn &&
          drawn.secureId === user.secureId &&
          drawn.lang === lang &&
          // `persist` (update): the widget must then stop writing; `design`: another
          // layout. Both are drawn again.
          drawn.persist === persist &&
          drawn.design === design &&
          // A single-page host (or hydration) replaced #quick-actions: the old root is removed
          // and one is drawn for the new element (facade-button.ts isFor).
          drawn.facade.isFor(container)
        ) {
          // The same person again (a refresh, an update): keep the button and any open popup,
          // and apply the options that may change without a redraw (ADR-0020).
          drawn.context = context;
          applyPlacement(drawn.facade.root, parsePlacement(options));
          drawn.facade.setTheme(options.theme);
          drawn.widget?.update(options);
        } else {
          // Anyone else: never keep the previous user's widget (ADR-0025).
          const removed = teardown();
          if (!shown) return settleHidden(removed);
          draw(persist, container, context);
        }
        // `persist: false` or `serviceWorker: false` registers no worker (stage one
        // removes ours, loader/leftovers.ts).
        if (workerKeeps) {
          cancelWorkerRegistration ??= registerServiceWorkerWhenIdle(
            win,
            workerScriptUrlFor(baseUrl),
          );
        } else {
          cancelWorkerRegistration?.();
          cancelWorkerRegistration = undefined;
        }
      } catch (error) {
        // A host option whose getter throws, a hostile container: reported, never a rejection.
        report(error);
      }
    },
    run,
  };
  return controller;
}
