import { countrySections, type SectionName } from '../../core/actions/country-sections';
import { esignExperimentFor } from '../../core/actions/esign-experiment';
import { quickActionsFor, type Action } from '../../core/actions/quick-actions';
import { fetchRecentDocuments } from '../../core/documents/fetch-recent-documents';
import { parseCachedDocuments } from '../../core/documents/parse-cached-documents';
import type { RecentDocuments } from '../../core/documents/document-item';
import { experimentIsOn } from '../../core/experiments/check-experiment';
import { scrubError } from '../../core/errors/scrub-error';
import { stringifyError } from '../../core/errors/stringify-error';
import type { EventBus } from '../../core/host/event-bus';
import type { WidgetEvents } from '../../core/host/host-events';
import { parseHostConfig } from '../../core/host/host-config';
import { callProvider } from '../../core/host/host-providers';
import type { WidgetHandoff } from '../../core/host/widget-handoff';
import { fetchHubs } from '../../core/hubs/fetch-hubs';
import type { HubItem } from '../../core/hubs/hub-item';
import { parseCachedHubs } from '../../core/hubs/parse-cached-hubs';
import { selectHubs } from '../../core/hubs/select-hubs';
import {
  createIconDefinitionsLoader,
  iconUrl,
  type IconDefinitions,
} from '../../core/icons/icon-definitions';
import { resolveLocale, type ResolvedLocale } from '../../core/locale/resolve-locale';
import { isCaExpansionPage } from '../../core/page/ca-page-expansion';
import { pageNameFor } from '../../core/page/page-name';
import { createPopupMachine, type PopupMachine } from '../../core/popup/popup-machine';
import { parsePopupOptions, type PopupOptions } from '../../core/popup/popup-options';
import { request as defaultRequest } from '../../core/request/request';
import type { RequestFn } from '../../core/request/request-types';
import { createSectionCache } from '../../core/sections/section-cache';
import { createSectionStore, type SectionStore } from '../../core/sections/section-store';
import { shareInFlight } from '../../core/sections/share-in-flight';
import { localStorageOf, mayWriteFor } from '../../core/storage/current-user';
import { createLocalStore, type LocalStore } from '../../core/storage/local-storage';
import { createSafeStorage } from '../../core/storage/safe-storage';
import { userCacheId } from '../../core/storage/user-cache-id';
import { InvalidSessionError } from '../../core/documents/invalid-session-error';
import { createToastQueue, type ToastQueue } from '../../core/toast/toast-queue';
import {
  createTracker,
  popupCloseEvent,
  popupOpenEvent,
  refreshEvent,
  type Tracker,
} from '../../core/tracking/track-event';
import { parseCachedUpsell } from '../../core/upsell/parse-cached-upsell';
import { pickUpsell, upsellFor, type Upsell } from '../../core/upsell/pick-upsell';
import { upsellGroupFor } from '../../core/upsell/upsell-group';
import type { Design } from '../../core/visibility/design';
import type { QuickActionsActionDetail } from '../../types/quick-actions';
import { loadMessages } from '../../locales/load-locale';
import { FALLBACK_MESSAGES } from '../../locales/fallback-messages';
import type { Messages } from '../../locales/messages';
import { translate } from '../../locales/translate';
import { announceUser } from '../../core/worker/announce-user';
import type { ClientErrorRegistry } from '../../core/errors/client-error-registry';
import { createReporter, type Report } from './create-reporter';
import { createValueStore, type ValueStore } from './value-store';

export interface I18nState {
  messages: Messages;
  loaded: boolean;
}

export interface IconsState {
  url(name: string): string | undefined;
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
  readonly documents: SectionStore<RecentDocuments> | undefined;
  readonly hubs: SectionStore<HubItem[]> | undefined;
  readonly suggestion: SectionStore<Upsell | null> | undefined;
  readonly i18n: ValueStore<I18nState>;
  readonly actions: ValueStore<readonly Action[]>;
  readonly icons: ValueStore<IconsState>;
  readonly toasts: ToastQueue;
  readonly tracker: Tracker;
  readonly report: Report;
  /** spec §8: the errors recorded on a development host (filled nowhere else). */
  readonly registry: ClientErrorRegistry;
  /** The page's event bus (core/host/host-events.ts); the debug log and the host listen. */
  readonly events: EventBus<WidgetEvents>;
  t(key: string, params?: Record<string, string>): string;
  /** The person chose something in the popup: the host's `action` event (contract §1). */
  chose(id: QuickActionsActionDetail['id'], url: string): void;
  /** contract §1 `update`: `pageName` and the `upTo*` popup options apply from the next measure. */
  update(options: Record<string, unknown>): void;
  /** The floating button was clicked (spec §4). */
  toggle(): void;
  /** The Refresh button applies the data that arrived after opening (spec §4). */
  applyRefresh(): void;
  /** The host's user went away: the widget must not show their documents (spec §2). */
  dispose(): void;
}

const EMPTY_DOCUMENTS: RecentDocuments = { items: [], mostRecentProductCode: undefined };

/**
 * Everything the popup shows, framework-free: the popup machine, the three data
 * sections (spec §4) per user, the actions per country and config (spec §2, §5),
 * messages, icons, tracking and error reporting. React only renders it.
 */
export function createWidgetModel(handoff: WidgetHandoff, deps: WidgetModelDeps = {}): WidgetModel {
  const { context, providers } = handoff;
  const win = deps.win ?? window;
  const pageRequest = deps.request ?? defaultRequest;
  // issue 13: destroy (dispose) aborts every request the widget started, and the retries that
  // would follow: the lifetime's signal goes with each one.
  const lifetime = new AbortController();
  const request: RequestFn = (url, options = {}) =>
    pageRequest(url, {
      ...options,
      signal: options.signal ? AbortSignal.any([options.signal, lifetime.signal]) : lifetime.signal,
    });
  let disposed = false;
  const { country, region } = context.place;
  const currentOrigin = win.location.origin;
  const locale = resolveLocale(context.place);
  // contract §1 `persist: false` (a consent tool): nothing is written to the device; the
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
  // shows each error without the secure id (spec §9, issue 8).
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
  const toasts = createToastQueue();
  const popup = createPopupMachine();
  const sections = countrySections(country);
  const design = context.design;

  // spec §5: "CA page expansion applies only on pages named ..." — read as the popup
  // growing up to the host's reference element (docs/decisions.md): in CA, the
  // popup options apply only on those seven pages; elsewhere the viewport bounds it.
  // contract §1 `update` changes them (a single-page host's route change): read at each measure.
  const popupOptionsFor = (options: Record<string, unknown>): PopupOptions => {
    const pageName = pageNameFor(options.pageName, win.location.pathname);
    const hostOptions = parsePopupOptions({ ...options, pageName });
    return country === 'CA' && !isCaExpansionPage(pageName) ? { pageName } : hostOptions;
  };
  let popupOptions = popupOptionsFor(context.options);

  const i18n = createValueStore<I18nState>({ messages: FALLBACK_MESSAGES, loaded: false });
  void loadMessages(locale.chain).then((result) => {
    i18n.set({ messages: result.messages, loaded: result.loaded });
    if (result.errored) report(new Error(`Locale bundles failed: ${result.failed.join(', ')}`));
  });
  const t = (key: string, params?: Record<string, string>) =>
    translate(i18n.get().messages, key, params);

  // spec §5: e-sign hidden by region config and, in CA/GB, by that country's experiment.
  const actions = createValueStore<readonly Action[]>(
    quickActionsFor({ country, region, esignExperimentOn: false, unsupportedEsignRegions: [] }),
  );
  // The popup waits for this as for its data (goLive below), so "Sign" never pops into
  // the list after it opened, unless the answers take longer than the 500 ms wait.
  const actionsReady = (async () => {
    const [config, esignOn] = await Promise.all([
      callProvider(providers, 'getConfig').then(parseHostConfig, (error: unknown) => {
        report(error);
        return parseHostConfig(undefined);
      }),
      (async () => {
        const experimentName = esignExperimentFor(country);
        if (!experimentName) return false;
        return experimentIsOn({
          experimentName,
          countryCode: country,
          request,
          onError: report,
          localStore: memoryStore,
        });
      })(),
    ]);
    actions.set(
      quickActionsFor({
        country,
        region,
        esignExperimentOn: esignOn,
        unsupportedEsignRegions: config.unsupportedEsignRegions,
        caNotaryUrl: context.options.caNotaryUrl,
      }),
    );
  })().catch(report);

  const iconLoader = createIconDefinitionsLoader({
    request,
    currentOrigin,
    iconsUrl: context.options.iconsUrl,
    report,
  });
  const iconsFrom = (definitions: IconDefinitions): IconsState => ({
    url: (name) => iconUrl(name, definitions, iconLoader.definitionsUrl),
  });
  const icons = createValueStore<IconsState>(iconsFrom(new Map()));
  void iconLoader.load().then((definitions) => icons.set(iconsFrom(definitions)));

  // spec §4 sections, per user (the cache key holds a hash of the secure id, never
  // the id): created once that hash is known; until then they show their defaults.
  const hold = () => popup.state === 'open';
  const shows = (name: SectionName) => sections.includes(name);
  // The FolderTile request is shared by two sections (share-in-flight.ts), so no one store's
  // signal may cancel it; it is cancelled with the widget (dispose), leaving nothing running.
  const loadDocuments = shareInFlight(() =>
    fetchRecentDocuments(request, { country, signal: lifetime.signal }),
  );
  const cacheId = userCacheId(context.user.secureId);
  const stores: SectionStore<unknown>[] = [];
  const ready = cacheId.then(
    (id) => id,
    () => undefined,
  );
  // issue 6: tell the service worker whose data this page shows (a hash, never the secure id), so
  // it keys this page's data calls to this person and purges everyone else's cached data first.
  // Our worker is sw.js beside loader.js (contract §2): only it is waited for (issue 13).
  const ownWorker = new URL('sw.js', context.baseUrl).href;
  const announce = (user: string | null) => announceUser(win, user, ownWorker);
  void ready.then((id) => {
    if (id) void announce(id);
  });
  const cacheFor = <T>(section: string, parse: (data: unknown) => T | undefined) => {
    let cache: ReturnType<typeof createSectionCache<T>> | undefined;
    let userId: string | undefined;
    void ready.then((id) => {
      userId = id;
      if (id) {
        cache = createSectionCache<T>({
          section,
          userCacheId: id,
          parse,
          now: deps.now,
          ...(memoryStore ? { store: memoryStore } : {}),
        });
      }
    });
    return {
      readCache: () => cache?.readCache(),
      // issue 12: only while this person is the browser's current user (the stale tab of A
      // after B signed in elsewhere gets B's documents from the server: never under A's key).
      writeCache: (data: T) => {
        if (userId && mayWriteFor(localStorageOf(win), userId)) cache?.writeCache(data);
      },
      /** issue 12: a 401 (the session is gone) removes the entry. */
      clearCache: () => cache?.clearCache(),
    };
  };
  const section = <T>(store: SectionStore<T>, name: SectionName): SectionStore<T> => {
    stores.push(store as SectionStore<unknown>);
    // spec §9: the debug log shows each section's state (default, cached, live) as it changes.
    let status: string | undefined;
    store.subscribe(() => {
      const next = store.getSnapshot().status;
      if (next !== status) events.emit('section', { section: name, status: (status = next) });
    });
    return store;
  };

  const documentsCache = cacheFor(`documents_${country}`, parseCachedDocuments);
  const documents = shows('documents')
    ? section(
        createSectionStore<RecentDocuments>({
          key: 'documents',
          defaultData: EMPTY_DOCUMENTS,
          // Per country too: the list is filtered by country (spec §5), so one country's cached
          // documents must never show in another (issue 8).
          ...documentsCache,
          fetchLive: () =>
            loadDocuments().catch((error: unknown) => {
              if (error instanceof InvalidSessionError) documentsCache.clearCache();
              throw error;
            }),
          onError: report,
          shouldHold: hold,
          now: deps.now,
        }),
        'documents',
      )
    : undefined;

  const hubs = shows('hubs')
    ? section(
        createSectionStore<HubItem[]>({
          key: 'hubs',
          defaultData: [],
          ...cacheFor('hubs', (data) => parseCachedHubs(data, currentOrigin)),
          fetchLive: async (signal) =>
            selectHubs(await fetchHubs(request, { secureId: context.user.secureId, signal }), {
              currentOrigin,
              onError: report,
            }),
          onError: report,
          shouldHold: hold,
          now: deps.now,
        }),
        'hubs',
      )
    : undefined;

  const random = deps.random ?? Math.random;
  const suggestion: SectionStore<Upsell | null> | undefined = shows('suggestion')
    ? section(
        createSectionStore<Upsell | null>({
          key: 'suggestion',
          defaultData: null,
          ...cacheFor<Upsell | null>('suggestion', (data) => parseCachedUpsell(data, design)),
          // spec §3: picked by the most recent document's product code; the same group
          // keeps the offer already shown, so a refetch does not reshuffle the copy.
          fetchLive: async () => {
            const { mostRecentProductCode } = await loadDocuments();
            const shown = suggestion?.getSnapshot().data;
            if (shown && shown.group === upsellGroupFor(mostRecentProductCode)) {
              return upsellFor(shown.group, shown.offer, design) ?? null;
            }
            return pickUpsell(mostRecentProductCode, design, random);
          },
          onError: report,
          shouldHold: hold,
          now: deps.now,
        }),
        'suggestion',
      )
    : undefined;

  void ready.then(() => stores.forEach((store) => store.start()));

  const goLive = async () => {
    const id = await ready;
    // Again before fetching (the browser may have restarted the worker since): the data calls
    // leave only once the worker answered, or a second passed.
    const announced = id ? announce(id) : undefined;
    if (announced) await announced;
    await Promise.all([actionsReady, ...stores.map((store) => store.goLive())]);
    if (disposed) return;
    popup.dataSettled(stores.some((store) => store.getSnapshot().hasPending));
  };

  // Every close is tracked, however it happened (button, outside click, Escape), and
  // shows what arrived meanwhile next time (spec §4 Refresh flow).
  let lastState = popup.state;
  // spec §4/§9: new data for an open popup is announced by an info toast (role alert,
  // no auto-timeout) beside the Refresh button; it goes when Refresh or closing applies it.
  let refreshToast: number | undefined;
  popup.subscribe(() => {
    const { state, refreshAvailable } = popup.getSnapshot();
    const before = lastState;
    lastState = state;
    if (state === 'closed' && before !== 'closed') {
      tracker.send(popupCloseEvent());
      stores.forEach((store) => store.applyPending());
    }
    if (refreshAvailable && refreshToast === undefined) {
      refreshToast = toasts.show({ type: 'info', message: t('refreshAvailable') });
    } else if (!refreshAvailable && refreshToast !== undefined) {
      toasts.dismiss(refreshToast);
      refreshToast = undefined;
    }
    // contract §1 events, last: a host handler may close the popup from `open`.
    if (state === 'open' && before !== 'open') events.emit('open', undefined);
    else if (state !== 'open' && before === 'open') events.emit('close', undefined);
  });

  return {
    design,
    isMobile: design === 'mobile',
    locale,
    sections,
    get popupOptions() {
      return popupOptions;
    },
    currentOrigin,
    popup,
    documents,
    hubs,
    suggestion,
    i18n,
    actions,
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
      popupOptions = popupOptionsFor(options);
    },
    toggle() {
      const before = popup.state;
      popup.click();
      const after = popup.getSnapshot().state;
      if (before === 'closed' && after === 'fetching') {
        tracker.send(popupOpenEvent(design));
        void goLive();
      }
    },
    applyRefresh() {
      tracker.send(refreshEvent());
      stores.forEach((store) => store.applyPending());
      popup.applyRefresh();
    },
    dispose() {
      disposed = true;
      // Signed out, another person, or destroyed: the worker drops every cached page and data call.
      void announce(null);
      lifetime.abort();
      popup.dispose();
      stores.forEach((store) => store.dispose());
      toasts.dispose();
    },
  };
}
