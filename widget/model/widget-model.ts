import { scrubError, stringifyError } from '../../core/errors';
import { parseConsent, type TrackEvent, type WidgetHandoff } from '../../core/host';
import { isCaExpansionPage, pageNameFor } from '../../core/page';
import { parsePopupOptions, type PopupOptions } from '../../core/popup';
import { request as defaultRequest, type RequestFn } from '../../core/request';
import { createLocalStore, createSafeStorage, type LocalStore } from '../../core/storage';
import { yieldToMain } from '../../core/scheduling';
import { createToastQueue } from '../../core/toast';
import { createTracker, refreshEvent } from '../../core/tracking';
import { translate } from '../../locales/translate';
import { cancelEarly, takeEarly } from '../early-open';
import type { QuickActionsActionDetail } from '../../types/quick-actions';
import { createActionsModel } from './actions-model';
import { createReporter, type Report } from './create-reporter';
import { createIconsModel } from './icons-model';
import { createOpenFlow } from './open-flow';
import { createContentModel, createPopupModel } from './popup-model';
import { createSectionsModel } from './sections-model';
import { createI18nModel } from './i18n-model';
import { createUserHandshake } from './user-handshake';

export interface WidgetModelDeps {
  request?: RequestFn;
  win?: Window;
  random?: () => number;
  now?: () => number;
  takeEarly?: typeof takeEarly;
}

/** What the popup renders and what it calls (widget/app.tsx). */
export type WidgetModel = ReturnType<typeof createWidgetModel>;

// Everything the popup shows and does, framework-free: React only renders it.
export function createWidgetModel(handoff: WidgetHandoff, deps: WidgetModelDeps = {}) {
  const { context, providers, events } = handoff;
  const { secureId } = context.user;
  const win = deps.win ?? window;
  const pageRequest = deps.request ?? defaultRequest;
  // Its end (dispose) aborts every request and retry of the widget's (ADR-0024).
  const lifetime = new AbortController();
  const { signal } = lifetime;
  // `persist: false` or `serviceWorker: false` (ADR-0025): no call is marked for a worker.
  const consent = context.consent ?? parseConsent(context.options);
  let { keepInWorker } = consent;
  const request: RequestFn = (url, options = {}) =>
    pageRequest(url, {
      ...options,
      signal: options.signal ? AbortSignal.any([options.signal, signal]) : signal,
      forWorker: keepInWorker,
    });
  // What the model only starts (locale chunks, icon definitions) waits for a later task (ADR-0029).
  const inLaterTask = (step: () => void) =>
    void yieldToMain(win).then(() => {
      if (!signal.aborted) step();
    });
  const currentOrigin = win.location.origin;
  // `persist: false`: nothing is written to the device, the data lives in memory.
  const memoryStore: LocalStore | undefined = consent.keepOnDevice
    ? undefined
    : createLocalStore({ storage: createSafeStorage(() => undefined) });
  // The page's request function: reports are sent once per page view across widgets.
  const reporter = createReporter({ request: pageRequest, providers, secureId, win, signal });
  // The debug log shows each error without the secure id (spec §9, ADR-0048).
  const report: Report = (error, componentId) => {
    if (signal.aborted) return;
    const scrubbed = error instanceof Error ? error : new Error(stringifyError(error));
    events.emit('error', scrubError(scrubbed, [secureId]));
    reporter.report(error, componentId);
  };
  const tracker = createTracker(providers.track, report);
  const toasts = createToastQueue({ onListenerError: report });
  const popup = createPopupModel({ onListenerError: report });
  const content = createContentModel({ onListenerError: report });
  const { design } = context;
  // docs/rules.md §5 "CA page expansion": in CA the options apply only on spec §5's pages.
  const popupOptionsFor = (options: Record<string, unknown>): PopupOptions => {
    const pageName = pageNameFor(options.pageName, win.location.pathname);
    const parsed = parsePopupOptions({ ...options, pageName });
    return context.place.country === 'CA' && !isCaExpansionPage(pageName) ? { pageName } : parsed;
  };
  let popupOptions = popupOptionsFor(context.options);
  const text = createI18nModel({ handoff, report, whenIdle: inLaterTask, lifetime: signal });
  const { i18n } = text;
  const actions = createActionsModel({
    place: context.place,
    caNotaryUrl: context.options.caNotaryUrl,
    providers,
    request,
    report,
    memoryStore,
  });
  const icons = createIconsModel({
    request,
    currentOrigin,
    iconsUrl: context.options.iconsUrl,
    report,
    startLoading: inLaterTask,
  });
  const user = createUserHandshake(win, handoff, () => keepInWorker);
  const data = createSectionsModel({
    place: context.place,
    design,
    secureId,
    currentOrigin,
    request,
    lifetime: signal,
    win,
    popup,
    toasts,
    refreshMessage: () => translate(i18n.getSnapshot().messages, 'refreshAvailable'),
    events,
    report,
    memoryStore,
    random: deps.random ?? Math.random,
    now: deps.now,
    takeEarly: deps.takeEarly ?? takeEarly,
    cancelEarly,
  });
  // spec §4: the sections start from the person's cache once their cache id is known.
  void user.userId.then((id) => data.startFor(id));
  const opens = createOpenFlow({
    win,
    design,
    popup,
    content,
    data,
    actionsReady: actions.ready,
    textReady: text.ready,
    user,
    tracker,
    events,
    lifetime: signal,
  });

  return {
    design,
    isMobile: design === 'mobile',
    get popupOptions() {
      return popupOptions;
    },
    currentOrigin,
    popup,
    content, // drawn before the popup opens and kept after it closes
    textReady: text.ready, // with the theme's stylesheet, the popup is shaped (core/popup)
    documents: data.documents,
    hubs: data.hubs,
    suggestion: data.suggestion,
    sectionsFailed: data.failed, // Refresh fetches them again (ADR-0100)
    i18n,
    actions: actions.store,
    icons, // writable: tests/unit/widget/error-boundary.test.tsx swaps the icon URLs
    toasts,
    report,
    registry: reporter.registry, // spec §8: the errors recorded on a development host only
    /** The person chose something in the popup: tracked, then the host's `action` event (ADR-0018). */
    chose(id: QuickActionsActionDetail['id'], url: string, event: TrackEvent) {
      tracker.send(event);
      events.emit('action', { id, url });
    },
    /** The host's `update`: the popup options from the next measure, consent from the next call. */
    update(options: Record<string, unknown>, next = parseConsent(options)) {
      keepInWorker = next.keepInWorker;
      popupOptions = popupOptionsFor(options);
      text.update(options.locale);
    },
    toggle: opens.toggle,
    /** The Refresh button (spec §4, ADR-0100). */
    applyRefresh() {
      tracker.send(refreshEvent());
      data.refresh();
    },
    /** destroy, or the host's user went away: nothing of theirs is shown or kept running. */
    dispose() {
      lifetime.abort();
      opens.trackOpen();
      popup.dispose();
      content.clear();
      data.dispose();
      toasts.dispose();
    },
  };
}
