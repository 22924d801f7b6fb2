import { countrySections, type SectionName } from '../../core/country-sections';
import type { RecentDocuments } from '../../core/documents';
import {
  fetchRecentDocuments,
  InvalidSessionError,
  parseCachedDocuments,
} from '../../core/documents';
import type { EventBus, WidgetEvents } from '../../core/host';
import { fetchHubs, parseCachedHubs, selectHubs } from '../../core/hubs';
import type { HubItem } from '../../core/hubs';
import type { CountryRegion } from '../../core/locale';
import type { PopupMachine } from '../../core/popup';
import type { RequestFn } from '../../core/request';
import {
  createRefreshFlow,
  createSectionCache,
  createSectionStore,
  holdWhileOpen,
  type SectionCache,
  type SectionStore,
  type SectionStoreOptions,
  shareInFlight,
} from '../../core/sections';
import { localStorageOf, mayWriteFor } from '../../core/storage';
import type { LocalStore } from '../../core/storage';
import type { ToastQueue } from '../../core/toast';
import {
  parseCachedUpsell,
  pickUpsell,
  type Upsell,
  upsellFor,
  upsellGroupFor,
} from '../../core/upsell';
import type { Design } from '../../core/visibility';
import type { TakeEarly } from '../early-open';

export interface SectionsModelOptions {
  place: CountryRegion;
  design: Design;
  secureId: string;
  currentOrigin: string;
  request: RequestFn;
  lifetime: AbortSignal; // ends the shared FolderTile request (no one section's signal may)
  win: Window;
  popup: PopupMachine;
  toasts: ToastQueue;
  refreshMessage: () => string; // the Refresh toast's text (spec §4/§9)
  events: EventBus<WidgetEvents>;
  report: (error: unknown) => void;
  memoryStore: LocalStore | undefined; // `persist: false`: in memory, for this page view only
  random: () => number;
  now: (() => number) | undefined;
  /** What the facade started before the widget arrived (widget/early-open.ts), taken once. */
  takeEarly: TakeEarly;
  /** Drops what the first open did not take, so no later open shows it. */
  cancelEarly: () => void;
}

export type SectionsModel = ReturnType<typeof createSectionsModel>;

const EMPTY_DOCUMENTS: RecentDocuments = { items: [], mostRecentProductCode: undefined };

// spec §4 "Data sections" a country shows (spec §2), cached per person (a hash, never the secure
// id) and, where filtered by country, per country.
export function createSectionsModel(options: SectionsModelOptions) {
  const { place, design, request, report, popup, currentOrigin } = options;
  const { country } = place;
  const shown = countrySections(country);

  // The person's caches exist once startFor knows their id; until then nothing is written.
  let userId: string | undefined;
  const binds: ((id: string) => void)[] = [];
  const cacheFor = <T>(section: string, parse: (data: unknown) => T | undefined) => {
    let cache: SectionCache<T> | undefined;
    binds.push((id) => {
      cache = createSectionCache<T>({
        section,
        userCacheId: id,
        parse,
        now: options.now,
        store: options.memoryStore,
      });
    });
    return {
      readCache: () => cache?.readCache(),
      // Only while this person is the browser's current user (ADR-0025): a stale tab of A gets B's
      // documents from the server, never to be kept under A's key.
      writeCache: (data: T) => {
        if (userId && mayWriteFor(localStorageOf(options.win), userId)) cache?.writeCache(data);
      },
      clearCache: () => cache?.clearCache(), // on a 401 (the session is gone)
    };
  };

  const common = {
    onError: report,
    onListenerError: report,
    shouldHold: holdWhileOpen(popup),
    now: options.now,
  } satisfies Partial<SectionStoreOptions<unknown>>;
  const stores: SectionStore<unknown>[] = [];
  const section = <T>(
    name: SectionName,
    own: Omit<SectionStoreOptions<T>, keyof typeof common | 'key'>,
  ): SectionStore<T> | undefined => {
    if (!shown.includes(name)) return undefined;
    const store = createSectionStore<T>({ ...common, key: name, ...own });
    stores.push(store as SectionStore<unknown>);
    // spec §9: the debug log shows each section's state (default, cached, live) as it changes.
    store.subscribe(({ from, to }) => {
      if (to.status !== from.status)
        options.events.emit('section', { section: name, status: to.status });
    });
    return store;
  };

  // The FolderTile request is shared by two sections, so only the widget's end cancels it; the
  // first may be the facade's (ADR-0105).
  const early = <K extends 'documents' | 'hubs'>(name: K) =>
    options.takeEarly(name, options.secureId, country, options.lifetime);
  const loadDocuments = shareInFlight(
    () =>
      early('documents') ?? fetchRecentDocuments(request, { country, signal: options.lifetime }),
  );

  // Per country too (ADR-0046): the list is filtered by country (spec §5).
  const documentsCache = cacheFor(`documents_${country}`, parseCachedDocuments);
  const documents = section<RecentDocuments>('documents', {
    defaultData: EMPTY_DOCUMENTS,
    ...documentsCache,
    fetchLive: () =>
      loadDocuments().catch((error: unknown) => {
        if (error instanceof InvalidSessionError) documentsCache.clearCache();
        throw error;
      }),
  });

  const hubs = section<HubItem[]>('hubs', {
    defaultData: [],
    ...cacheFor('hubs', (data) => parseCachedHubs(data, currentOrigin)),
    fetchLive: async (signal) =>
      selectHubs(
        await (early('hubs') ?? fetchHubs(request, { secureId: options.secureId, signal })),
        currentOrigin,
        report,
      ),
  });

  const suggestion: SectionStore<Upsell | null> | undefined = section<Upsell | null>('suggestion', {
    defaultData: null,
    sizedByData: true,
    ...cacheFor<Upsell | null>('suggestion', (data) => parseCachedUpsell(data, design)),
    // spec §3: by the newest document's product code; the same group keeps its offer.
    fetchLive: async () => {
      const { mostRecentProductCode } = await loadDocuments();
      const showing = suggestion?.getSnapshot().data;
      if (showing && showing.group === upsellGroupFor(mostRecentProductCode)) {
        return upsellFor(showing.group, showing.offer, design) ?? null;
      }
      return pickUpsell(mostRecentProductCode, design, options.random);
    },
  });

  const refreshFlow = createRefreshFlow({
    popup,
    sections: stores,
    toasts: options.toasts,
    message: options.refreshMessage,
    onListenerError: report,
  });

  return {
    documents,
    hubs,
    suggestion,
    /** The person is known: each section shows their cached data (spec §4 default → cached). */
    startFor(id: string | undefined) {
      userId = id;
      if (id) binds.forEach((bind) => bind(id));
      stores.forEach((store) => store.start());
    },
    /** Every section's data is fresh (spec §9): going live fetches nothing and settles at once. */
    isFresh: () => stores.every((store) => store.isFresh()),
    /** Drops what memory holds past the 24 h lifetime (spec §9), as storage does on a read. */
    expire: () => stores.forEach((store) => store.expire()),
    /** Some section has nothing to show and its last fetch failed: Refresh is offered (ADR-0100). */
    failed: refreshFlow.failed,
    async goLive() {
      await Promise.all(stores.map((store) => store.goLive()));
      options.cancelEarly();
    },
    settled: refreshFlow.settled,
    /** The Refresh button: shows held data (spec §4) and fetches failed sections again (ADR-0100). */
    refresh: refreshFlow.refresh,
    dispose() {
      refreshFlow.dispose();
      stores.forEach((store) => store.dispose());
    },
  };
}
