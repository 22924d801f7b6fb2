import { keepsInWorker } from '../../core/owner';
import type { Action, SectionName } from '../../core/actions';
import type { RecentDocuments } from '../../core/documents';
import type { ClientErrorRegistry } from '../../core/errors';
import { scrubError, stringifyError } from '../../core/errors';
import type { EventBus, WidgetEvents, WidgetHandoff } from '../../core/host';
import type { HubItem } from '../../core/hubs';
import { type ResolvedLocale, resolveLocale } from '../../core/locale';
import { isCaExpansionPage, pageNameFor } from '../../core/page';
import {
  createContentMachine,
  createPopupMachine,
  parsePopupOptions,
  type ContentMachine,
  type PopupMachine,
  type PopupOptions,
} from '../../core/popup';
import { request as defaultRequest } from '../../core/request';
import type { RequestFn } from '../../core/request';
import type { SectionStore } from '../../core/sections';
import { createLocalStore, createSafeStorage, type LocalStore } from '../../core/storage';
import { yieldToMain } from '../../core/scheduling';
import { createStore, type Store, type WritableStore } from '../../core/store';
import { createToastQueue, type ToastQueue } from '../../core/toast';
import {
  createTracker,
  popupCloseEvent,
  popupOpenEvent,
  refreshEvent,
  type Tracker,
} from '../../core/tracking';
import type { Upsell } from '../../core/upsell';
import type { Design } from '../../core/visibility';
import { FALLBACK_MESSAGES } from '../../locales/fallback-messages';
import { loadMessages } from '../../locales/load-locale';
import type { Messages } from '../../locales/messages';
import { translate } from '../../locales/translate';
import type { QuickActionsActionDetail } from '../../types/quick-actions';
import { createActionsModel } from './actions-model';
import { createReporter, type Report } from './create-reporter';
import { createIconsModel, type IconsState } from './icons-model';
import { createSectionsModel } from './sections-model';
import { createUserHandshake } from './user-handshake';

export interface I18nState {
  messages: Messages;
  loaded: boolean;
}

export interface WidgetModelDeps {
  request?: RequestFn;
  win?: Window;
  random?: () => number;
  now?: () => number;
}

export interface WidgetModel {
  readonly design: Design;
  readonly isMobile: boolean;
  readonly locale: ResolvedLocale;
  readonly sections: readonly SectionName[];
  readonly popupOptions: PopupOptions;
  readonly currentOrigin: string;
  readonly popup: PopupMachine;
  /** The popup's content, drawn before it opens and kept after it closes. */
  readonly content: ContentMachine;
  readonly documents: SectionStore<RecentDocuments> | undefined;
  readonly hubs: SectionStore<HubItem[]> | undefined;
  readonly suggestion: SectionStore<Upsell | null> | undefined;
  readonly i18n: Store<I18nState>;
  readonly actions: Store<readonly Action[]>;
  /** Writable: a test swaps the icon URLs (tests/unit/widget/error-boundary.test.tsx). */
  readonly icons: WritableStore<IconsState>;
  readonly toasts: ToastQueue;
  readonly tracker: Tracker;
  readonly report: Report;
  /** spec §8: the errors recorded on a development host (filled nowhere else). */
  readonly registry: ClientErrorRegistry;
  /** The page's event bus (core/host/host-events.ts); the debug log and the host listen. */
  readonly events: EventBus<WidgetEvents>;
  t(key: string, params?: Record<string, string>): string;
  /** The person chose something in the popup: the host's `action` event (ADR-0018). */
  chose(id: QuickActionsActionDetail['id'], url: string): void;
  /** The host's `update`: `pageName` and the `upTo*` popup options apply from the next measure. */
  update(options: Record<string, unknown>): void;
  /** The floating button was clicked (spec §4). */
  toggle(): void;
  /** The Refresh button applies the data that arrived after opening (spec §4). */
  applyRefresh(): void;
  /** The host's user went away: the widget must not show their documents (spec §2). */
  dispose(): void;
}

/**
 * Everything the popup shows, framework-free: the popup machine, the three data
 * sections (spec §4) per user, the actions per country and config (spec §2, §5),
 * messages, icons, tracking and error reporting. React only renders it.
 */
export function createWidgetModel(handoff: WidgetHandoff, deps: WidgetModelDeps = {}): WidgetModel {
  const { context, providers } = handoff;
  const win = deps.win ?? window;
  const pageRequest = deps.request ?? defaultRequest;
  // destroy (dispose) aborts every request the widget started (ADR-0024), and the retries that
  // would follow: the lifetime's signal goes with each one.
  const lifetime = new AbortController();
  // `persist: false` or `serviceWorker: false` (ADR-0025): no call is marked
  // for our worker, so neither ours nor a host's worker that imports it keeps any of it.
  let hostOptions = context.options;
  const workerKeeps = () => keepsInWorker(hostOptions);
  const request: RequestFn = (url, options = {}) =>
    pageRequest(url, {
      ...options,
      signal: options.signal ? AbortSignal.any([options.signal, lifetime.signal]) : lifetime.signal,
      forWorker: workerKeeps(),
    });
  let disposed = false;
  // What the model only starts (the locale's chunks, the icon definitions) starts in a task of
  // its own after the one that makes the model (ADR-0029): each request's start is a few ms of
  // the mount's task. Nothing starts once the widget is gone.
  const inLaterTask = (step: () => void) =>
    void yieldToMain(win).then(() => {
      if (!disposed) step();
    });
  const { country } = context.place;
  const currentOrigin = win.location.origin;
  const locale = resolveLocale(context.place);
  // `persist: false` (a consent tool): nothing is written to the device; the
  // sections and experiment answers live in memory for this page view only.
  const memoryStore: LocalStore | undefined =
    context.options.persist === false
      ? createLocalStore({ storage: createSafeStorage(() => undefined) })
      : undefined;
  // The page's bus, from the facade: the host's handlers and the debug log listen on it.
  const events = handoff.events;
  // The logger keeps the page's request function: its reports are sent once per page view, and
  // its ignore rules loaded once per page, across widgets (core/errors); the signal still ends
  // its sends and retries with this widget.
  const reporter = createReporter({
    request: pageRequest,
    providers,
    secureId: context.user.secureId,
    win,
    signal: lifetime.signal,
  });
  // Nothing is reported once the widget is gone (its aborted requests included). The debug log
  // shows each error without the secure id (spec §9, ADR-0048).
  const report: Report = (error, componentId) => {
    if (disposed) return;
    events.emit(
      'error',
      scrubError(error instanceof Error ? error : new Error(stringifyError(error)), [
        context.user.secureId,
      ]),
    );
    reporter.report(error, componentId);
  };
  const tracker = createTracker(providers.track, report);
  const toasts = createToastQueue({ onListenerError: report });
  const popup = createPopupMachine({ onListenerError: report });
  const content = createContentMachine({ onListenerError: report });
  const design = context.design;

  // spec §5: "CA page expansion applies only on pages named ..." — read as the popup
  // growing up to the host's reference element (docs/rules.md §5 "CA page expansion"): in CA,
  // the popup options apply only on those seven pages; elsewhere the viewport bounds it.
  // The host's `update` changes them (a single-page host's route change): read at each measure.
  const popupOptionsFor = (options: Record<string, unknown>): PopupOptions => {
    const pageName = pageNameFor(options.pageName, win.location.pathname);
    const hostOptions = parsePopupOptions({ ...options, pageName });
    return country === 'CA' && !isCaExpansionPage(pageName) ? { pageName } : hostOptions;
  };
  let popupOptions = popupOptionsFor(context.options);

  const i18n = createStore<I18nState>(
    { messages: FALLBACK_MESSAGES, loaded: false },
    { onListenerError: report },
  );
  inLaterTask(() => {
    void loadMessages(locale.chain).then((result) => {
      i18n.set({ messages: result.messages, loaded: result.loaded });
      if (result.errored) report(new Error(`Locale bundles failed: ${result.failed.join(', ')}`));
    });
  });
  const t = (key: string, params?: Record<string, string>) =>
    translate(i18n.getSnapshot().messages, key, params);

  const actions = createActionsModel({
    place: context.place,
    caNotaryUrl: context.options.caNotaryUrl,
    providers,
    request,
    report,
    memoryStore,
  });
  // The shortcuts' answers (config, experiment) are in: an open need not wait for them again.
  let actionsSettled = false;
  void actions.ready.then(() => (actionsSettled = true));
  const icons = createIconsModel({
    request,
    currentOrigin,
    iconsUrl: context.options.iconsUrl,
    report,
    startLoading: inLaterTask,
  });
  const user = createUserHandshake(win, context.user.secureId, context.baseUrl, workerKeeps);
  const data = createSectionsModel({
    place: context.place,
    design,
    secureId: context.user.secureId,
    currentOrigin,
    request,
    lifetime: lifetime.signal,
    win,
    popup,
    toasts,
    refreshMessage: () => t('refreshAvailable'),
    events,
    report,
    memoryStore,
    random: deps.random ?? Math.random,
    now: deps.now,
  });
  // spec §4: the sections start from the person's cache once their cache id is known.
  void user.userId.then((id) => data.startFor(id));

  // The host's `track` for an open runs in a task of its own, after the one that starts the data
  // calls (goLive; ADR-0029). The open's own task measures the popup and changes the button, and
  // the host's handler, whatever it costs, would count as ours there. A close before then tracks
  // the open first, so the host always sees an open before its close.
  let openUntracked = false;
  const trackOpen = () => {
    if (!openUntracked) return;
    openUntracked = false;
    tracker.send(popupOpenEvent(design));
  };

  const goLive = async () => {
    // The data calls (the user handshake, three requests, the cache reads) start in a task after
    // the one that opened the popup, which also runs the popup's first render (Preact renders in
    // that task's microtasks): together they would be one long task (ADR-0029).
    await yieldToMain(win);
    // The host's `track` in the task after this one, not beside the data calls.
    void yieldToMain(win).then(trackOpen);
    if (disposed) return;
    // Refused by the worker: another person has the device, nothing is fetched for this page.
    const mayFetch = await user.beforeDataCalls();
    await Promise.all([actions.ready, mayFetch && data.goLive()]);
    if (!disposed) data.settled();
  };

  // Every close is tracked, however it happened (button, outside click, Escape). The host's
  // events last: a host handler may close the popup from `open`.
  popup.subscribe(({ from, to }) => {
    if (to.state === 'closed' && from.state !== 'closed') {
      trackOpen();
      tracker.send(popupCloseEvent());
    }
    if (to.state === 'open' && from.state !== 'open') events.emit('open', undefined);
    else if (to.state !== 'open' && from.state === 'open') events.emit('close', undefined);
  });

  return {
    design,
    isMobile: design === 'mobile',
    locale,
    sections: data.names,
    get popupOptions() {
      return popupOptions;
    },
    currentOrigin,
    popup,
    content,
    documents: data.documents,
    hubs: data.hubs,
    suggestion: data.suggestion,
    i18n,
    actions: actions.store,
    icons,
    toasts,
    tracker,
    report,
    registry: reporter.registry,
    events,
    t,
    chose(id, url) {
      events.emit('action', { id, url });
    },
    update(options) {
      hostOptions = options;
      popupOptions = popupOptionsFor(options);
    },
    toggle() {
      const opening = popup.state === 'closed';
      popup.click();
      if (!opening) return;
      openUntracked = true;
      content.start();
      if (!disposed && actionsSettled && data.isFresh()) {
        // spec §9: data younger than 10 s is as good as live, so the open fetches nothing (no
        // worker handshake either: it only comes before a data call) and its fetch has settled
        // in this task. The popup opens here, and shows in the next frame once its content is
        // drawn, as it is from the widget's mount on. The host's `track` in a task of its own.
        void data.goLive();
        data.settled();
        void yieldToMain(win).then(trackOpen);
        return;
      }
      void goLive();
    },
    applyRefresh() {
      tracker.send(refreshEvent());
      data.refresh();
    },
    dispose() {
      disposed = true;
      // destroy leaves nothing behind: an open not yet tracked is tracked now.
      trackOpen();
      lifetime.abort();
      popup.dispose();
      content.dispose();
      data.dispose();
      toasts.dispose();
    },
  };
}
