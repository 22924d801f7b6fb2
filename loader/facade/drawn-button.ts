import type { FacadeEvent } from '../../core/facade';
import {
  applyPlacement,
  type EarlyModule,
  type EventBus,
  type MountedWidget,
  parsePlacement,
  type WidgetEvents,
  type WidgetHandoff,
  type WidgetModule,
} from '../../core/host';
import { languageForCountry, localeOptionTag } from '../../core/locale';
import type { SafeStorage } from '../../core/storage';
import { type StartedCalls, startOpenCalls } from '../../core/open-calls';
import { request } from '../../core/request';
import { afterNextPaint } from '../../core/scheduling';
import { announceUser, workerControls, workerScriptUrlFor } from '../../core/worker';
import { buttonLabel } from './button-label';
import type { Shown } from './evaluation';
import { drawFacadeButton } from './facade-button';
import { showLoadFailure } from './load-failure';

// spec §4 "On first ever use (tracked by a seen-flag in local storage) the popup opens by itself
// after 100 ms."
const FIRST_USE_OPEN_DELAY_MS = 100;
export const SEEN_FLAG_KEY = 'quickactions_seen';

export interface DrawnButtonDeps {
  send(event: FacadeEvent): void;
  loadWidget(): Promise<WidgetModule>;
  /** The open's head start (widget/early-open.ts, ADR-0105). */
  loadEarly(): Promise<EarlyModule>;
  currentDeploy: NonNullable<WidgetHandoff['currentDeploy']>;
  storage: SafeStorage;
  events: EventBus<WidgetEvents>;
  report(error: unknown): void;
  /** Reports the widget's first failure to load in this page view, and no later one. */
  reportLoadFailure(error: unknown): void;
  opener(): Element | null;
}

/** The button as drawn, and the widget behind it: the machine's ButtonEffects, and more. */
export type DrawnButton = ReturnType<typeof drawButton>;

const langOf = ({ country, region }: Shown['context']['place']) =>
  `${languageForCountry(country, region)}-${country}`;

export function drawButton(
  win: Window,
  { container, context }: Shown,
  {
    send,
    loadWidget,
    loadEarly,
    currentDeploy,
    storage,
    events,
    report,
    reportLoadFailure,
    opener,
  }: DrawnButtonDeps,
) {
  const { place, options, baseUrl } = context;
  const persist = context.consent.keepOnDevice;
  // Every served country has a regional bundle; drawn in the theme's look (ADR-0035).
  const lang = langOf(place);
  const facade = drawFacadeButton(container, buttonLabel(lang), lang, options.theme);
  const { root, shadowRoot, button, setIcon } = facade;
  // What `update` changes in place (ADR-0020), on the shadow host: the placement; `launcher:
  // false` (drawn, not shown: the host's control opens the popup); `colorScheme` (only 'dark' and
  // 'auto' match the dark blocks, core/host/widget-handoff.ts); `lang` and the button's name from
  // a well-formed `locale` (core/locale.ts), else the country's.
  const present = (next: Record<string, unknown>) => {
    applyPlacement(root, parsePlacement(next));
    root.toggleAttribute('data-no-launcher', next.launcher === false);
    root.dataset.colorScheme = typeof next.colorScheme === 'string' ? next.colorScheme : '';
    const tag = (root.lang = localeOptionTag(next.locale) ?? lang);
    button.setAttribute('aria-label', buttonLabel(tag));
  };
  present(options);
  let latest = context;
  let removed = false;
  let module: WidgetModule | undefined;
  let widget: MountedWidget | undefined;
  let timer: number | undefined;

  // No import on idle (ADR-0012): a pointer over the button imports the widget; a touch, press or
  // focus also starts the open's calls (ADR-0105).
  const intent = () => send({ type: 'intent' });
  const press = () => send({ type: 'press' });
  const open = () => send({ type: 'open' });
  // A click is a toggle: a second one while the widget loads cancels the open (ADR-0103).
  const click = () => send({ type: 'toggle' });
  const listeners = [
    ['pointerover', intent],
    ['pointerdown', press],
    ['touchstart', press],
    ['focusin', press],
    ['click', click],
  ] as const;
  for (const [type, on] of listeners) button.addEventListener(type, on, { passive: true });
  // The head start: wanted from its `early` effect until its `dropEarly` (or the button's end).
  // Its data calls start here, in the facade, at once; the head start's chunk takes their answers
  // (core/open-calls.ts, ADR-0112).
  let earlyWanted = false;
  let early: EarlyModule | undefined;
  let calls: StartedCalls | undefined;
  // Until the calls start: their start, cancelled when the head start is dropped or its chunk
  // ran first (it then makes any call not started yet).
  let cancelStart: (() => void) | undefined;
  const dropEarly = () => {
    if (earlyWanted) early?.cancelEarly();
    cancelStart?.();
    calls?.cancel();
    calls = cancelStart = undefined;
    earlyWanted = false;
  };
  // While an open loads, or its failure shows, Escape and an outside click close it.
  const close = () => send({ type: 'close' });
  const onKey = (event: Event) => (event as KeyboardEvent).key === 'Escape' && close();
  const onPointer = (event: Event) => event.composedPath().includes(root) || close();
  // Adding a listener already added, or removing one that is not, changes nothing.
  const watch = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    win.document[method]('keydown', onKey, true);
    win.document[method]('pointerdown', onPointer, true);
  };
  let hideFailure: (() => void) | undefined;
  // A mount that threw, or the widget's files that did not load (reported once a page view).
  const failed = (error: unknown, isLoad = false) => {
    (isLoad ? reportLoadFailure : report)(error);
    if (!removed) send({ type: 'failed' });
  };
  // Every click goes through the facade's machine to the widget (ADR-0108).
  const ready = () => removed || send({ type: 'mounted' });

  return {
    /** The same person, language, `persist`, design and element: the answer keeps this button. */
    keeps: ({ context: next, ...answer }: Shown) =>
      next.user.secureId === context.user.secureId &&
      langOf(next.place) === lang &&
      next.consent.keepOnDevice === persist &&
      next.design === context.design &&
      // Not when a single-page host (or hydration) replaced #quick-actions.
      facade.isFor(answer.container),
    /** The options that change without a redraw (ADR-0020); a later mount gets them too. */
    update({ context: next }: Shown) {
      const { options } = (latest = next);
      present(options);
      facade.setTheme(options.theme);
      widget?.update(options, next.consent);
    },
    // Not without `persist`, our launcher, or with `autoOpen: false`; the seen flag then stays
    // unset (docs/rules.md §4 "First use").
    firstUse() {
      const { launcher, autoOpen } = latest.options;
      if (!persist || launcher === false || autoOpen === false || storage.get(SEEN_FLAG_KEY)) {
        return;
      }
      storage.set(SEEN_FLAG_KEY, '1');
      intent();
      timer = win.setTimeout(open, FIRST_USE_OPEN_DELAY_MS);
    },
    load() {
      loadWidget().then(
        (loaded) => {
          module = loaded;
          if (!removed) send({ type: 'loaded' });
        },
        (error: unknown) => failed(error, true),
      );
    },
    mount() {
      const handoff = { shadowRoot, button, setIcon, context: latest, providers: latest.options };
      const announce = (user: string) => announceUser(win, user, workerScriptUrlFor(baseUrl));
      try {
        widget = module!.mount({ ...handoff, ready, events, opener, currentDeploy, announce });
      } catch (error) {
        failed(error);
      }
    },
    // A head start that cannot load (a deploy removed it) costs the open only time.
    early() {
      if (earlyWanted) return;
      earlyWanted = true;
      // After the press's paint: building the requests is not part of the press (INP). A button is
      // one person's in one country (`keeps`), so the calls are for whatever context is latest.
      const cancel = (cancelStart = afterNextPaint(win, () => {
        cancelStart = undefined;
        const { user, place, consent } = latest;
        // Not for a button the host took off the page meanwhile.
        if (removed || !root.isConnected || workerControls(win)) return;
        calls = startOpenCalls(request, {
          secureId: user.secureId,
          country: place.country,
          forWorker: consent.keepInWorker,
        });
      }));
      loadEarly().then(
        (loaded) => {
          early = loaded;
          try {
            // The chunk ran before the calls started: it makes them itself.
            if (cancelStart === cancel) {
              cancel();
              cancelStart = undefined;
            }
            if (earlyWanted && !removed) {
              loaded.startEarly(latest, win, calls?.replay, shadowRoot);
            }
          } catch (error) {
            report(error);
          }
        },
        () => undefined,
      );
    },
    dropEarly,
    spin() {
      setIcon('refresh');
      watch(true);
    },
    bolt() {
      setIcon('bolt');
      watch(false);
    },
    // The popup's place shows the failure instead, announced; the button says it is expanded.
    showFailure() {
      hideFailure = showLoadFailure(shadowRoot, root.lang, open);
      button.setAttribute('aria-expanded', 'true');
      watch(true);
    },
    hideFailure() {
      // Focus goes back to the button, as it does when the popup closes.
      if (shadowRoot.activeElement && shadowRoot.activeElement !== button) button.focus();
      hideFailure?.();
      hideFailure = undefined;
      button.setAttribute('aria-expanded', 'false');
      watch(false);
    },
    openWidget: () => widget?.open(),
    toggleWidget: () => widget?.toggle(),
    closeWidget: () => widget?.close(),
    // The host's `hide` and `show`, inline so no page stylesheet undoes them.
    hide: () => root.style.setProperty('display', 'none'),
    show: () => root.style.removeProperty('display'),
    /** The button, the widget, and every listener and timer they added. */
    remove() {
      removed = true;
      dropEarly();
      for (const [type, on] of listeners) button.removeEventListener(type, on);
      watch(false);
      win.clearTimeout(timer);
      try {
        widget?.unmount();
      } catch (error) {
        report(error);
      }
      root.remove();
    },
  };
}
