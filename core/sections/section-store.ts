// spec §4 "Data sections": states default, cached and live, from the cache to live on open or
// refresh; a failed fetch keeps the data. spec §9: data younger than 10 s is not fetched again
// unless forced, and the 24 h lifetime holds in memory as in storage, on the same clock
// (docs/rules.md §9 "Freshness and lifetimes"). A changed result while `shouldHold()` is pending.
import { DATA_FRESHNESS_MS, isPastDataLifetime } from '../storage/data-lifetimes';
import type { DataCacheEntry } from '../storage/data-cache';
import { reportSafely } from '../errors/describe-error';
import { EmptyResultError } from '../errors/internal-error';
import { createStore, type Change, type Store, type StoreOptions } from '../store';
import { SectionDataError } from './section-data-error';

export type SectionStatus = 'default' | 'cached' | 'live';
export type FetchStatus = 'idle' | 'fetching';

export interface SectionSnapshot<T> {
  /** default: nothing cached yet; cached: from storage; live: fetched (or fresh) this page view. */
  readonly status: SectionStatus;
  readonly fetchStatus: FetchStatus;
  readonly data: T;
  /** Epoch ms the shown data was fetched (cache time for cached data); undefined for default. */
  readonly dataUpdatedAt: number | undefined;
  readonly hasPending: boolean; // a changed live result waits for applyPending()
  /** The last fetch's failure (the original error, e.g. InvalidSessionError); cleared on success. */
  readonly error: unknown;
  /** Nothing to show yet and a fetch is running: the section says "Loading" (spec §4). */
  readonly loading: boolean;
  /** Nothing to show and the last fetch failed: the section says so (ADR-0100). */
  readonly failed: boolean;
}

/** What goLive() did; 'fresh': no fetch, the data is younger than 10 s. */
export type LiveOutcome = 'fresh' | 'applied' | 'unchanged' | 'pending' | 'failed' | 'disposed';

export interface SectionStoreOptions<T> extends StoreOptions {
  /** The section's name (suggestion, documents, hubs): carried by the reported error. */
  key: string;
  defaultData: T;
  readCache: () => DataCacheEntry<T> | undefined;
  writeCache: (data: T) => void;
  /** The live data, already mapped (the cache holds the mapped items, not the tree: ADR-0044). */
  fetchLive: (signal: AbortSignal) => Promise<T>;
  onError: (error: Error) => void;
  now?: () => number;
  /** Read when a live result arrives: true holds a changed result as pending. */
  shouldHold?: () => boolean;
  /**
   * The section's size follows its data (the suggestion): its first result is held as a change
   * is, since showing it would move the popup's content. Others fill a box of their loaded size
   * (docs/rules.md §4 "Popup states").
   */
  sizedByData?: boolean;
}

export interface SectionStore<T> extends Store<SectionSnapshot<T>, Change<SectionSnapshot<T>>> {
  /** Shows the cached entry, if any (default → cached). Later calls do nothing. */
  start(): void;
  /** Fetches live data unless the shown data is fresh; concurrent calls share one fetch. Never rejects. */
  goLive(options?: { force?: boolean }): Promise<LiveOutcome>;
  /** The data is younger than 10 s and no fetch runs: goLive() would settle without a fetch. */
  isFresh(): boolean;
  /** Shows the pending result; false when there was none. */
  applyPending(): boolean;
  /** Drops data past its 24 h lifetime: back to the cache as a new page view, else the default. */
  expire(): void;
  /** Aborts a running fetch and drops listeners; later results are ignored. */
  dispose(): void;
}

function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

export function createSectionStore<T>(options: SectionStoreOptions<T>): SectionStore<T> {
  const now = options.now ?? Date.now;
  const store = createStore<SectionSnapshot<T>, Change<SectionSnapshot<T>>>(
    {
      status: 'default',
      fetchStatus: 'idle',
      data: options.defaultData,
      dataUpdatedAt: undefined,
      hasPending: false,
      error: undefined,
      loading: false,
      failed: false,
    },
    options,
  );
  const current = store.getSnapshot;
  let pending: { data: T; at: number } | undefined;
  let started = false;
  let disposed = false;
  let inFlight: Promise<LiveOutcome> | undefined;
  let controller: AbortController | undefined;

  const update = (changes: Partial<Omit<SectionSnapshot<T>, 'loading' | 'failed'>>): void => {
    const from = current();
    const same = (Object.keys(changes) as (keyof typeof changes)[]).every((name) =>
      Object.is(changes[name], from[name]),
    );
    if (same || disposed) return;
    const next = { ...from, ...changes };
    const nothingShown = next.status === 'default';
    const to = {
      ...next,
      loading: nothingShown && next.fetchStatus === 'fetching',
      failed: nothingShown && next.fetchStatus === 'idle' && next.error !== undefined,
    };
    store.set(to, { from, to });
  };

  const isFresh = (): boolean => {
    const at = current().dataUpdatedAt;
    if (current().status === 'default' || at === undefined) return false;
    // An entry from the future (clock moved back) is not fresh.
    const age = now() - at;
    return age >= 0 && age < DATA_FRESHNESS_MS;
  };

  const readCache = (): DataCacheEntry<T> | undefined => {
    try {
      return options.readCache();
    } catch {
      return undefined;
    }
  };

  const showPending = (): boolean => {
    if (!pending) return false;
    const { data, at } = pending;
    pending = undefined;
    update({ status: 'live', data, dataUpdatedAt: at, hasPending: false });
    return true;
  };

  const pastLifetime = (at: number | undefined): boolean =>
    at === undefined || isPastDataLifetime(now() - at);

  const expire = (): void => {
    if (disposed) return;
    if (pending && pastLifetime(pending.at)) {
      pending = undefined;
      update({ hasPending: false });
    }
    const shown = current();
    if (shown.status === 'default' || !pastLifetime(shown.dataUpdatedAt)) return;
    // A held result is newer than what it waits to replace, and within its lifetime.
    if (showPending()) return;
    // What a reload would show (another tab may have stored a newer entry).
    const entry = readCache();
    update(
      entry
        ? { status: 'cached', data: entry.data, dataUpdatedAt: entry.dataCacheTime }
        : { status: 'default', data: options.defaultData, dataUpdatedAt: undefined },
    );
  };

  // One snapshot change per fetch result: fetching ends and the data lands together.
  const done = { fetchStatus: 'idle', error: undefined } as const;

  const settle = (data: T): LiveOutcome => {
    const at = now();
    try {
      options.writeCache(data);
    } catch {
      // Best-effort cache (ADR-0045).
    }
    if (jsonEqual(data, current().data)) {
      pending = undefined;
      // Keep the shown object: nothing re-renders for the same data.
      update({ ...done, status: 'live', dataUpdatedAt: at, hasPending: false });
      return 'unchanged';
    }
    // Only data someone may be reading is held: a section showing its default fills in, unless
    // filling in would change its size.
    let hold: boolean;
    try {
      const fillsIn = current().status === 'default' && !options.sizedByData;
      hold = !fillsIn && (options.shouldHold?.() ?? false);
    } catch {
      hold = false;
    }
    if (hold) {
      pending = { data, at };
      update({ ...done, hasPending: true });
      return 'pending';
    }
    pending = undefined;
    update({ ...done, status: 'live', data, dataUpdatedAt: at, hasPending: false });
    return 'applied';
  };

  const fetchOnce = async (): Promise<LiveOutcome> => {
    controller = new AbortController();
    const { signal } = controller;
    update({ fetchStatus: 'fetching' });
    let data: T;
    try {
      data = await options.fetchLive(signal);
      // spec §8 "an empty result raises an internal error" ("no upsell", null, is an answer).
      if (data === undefined || (data === null && options.defaultData !== null)) {
        throw new EmptyResultError(`The ${options.key} fetch gave an empty result`);
      }
    } catch (error) {
      if (disposed) return 'disposed';
      reportSafely(options.onError, new SectionDataError(options.key, { cause: error }));
      update({ fetchStatus: 'idle', error });
      // The kept data may have passed its lifetime while the fetch ran.
      expire();
      return 'failed';
    }
    if (disposed) return 'disposed';
    return settle(data);
  };

  return {
    getSnapshot: current,
    subscribe: store.subscribe,
    start() {
      if (started || disposed) return;
      started = true;
      if (current().status !== 'default') return;
      const entry = readCache();
      if (entry) update({ status: 'cached', data: entry.data, dataUpdatedAt: entry.dataCacheTime });
    },
    goLive({ force = false } = {}) {
      if (disposed) return Promise.resolve('disposed');
      if (inFlight) return inFlight;
      expire();
      if (!force && isFresh()) {
        update({ status: 'live' });
        return Promise.resolve('fresh');
      }
      const running = fetchOnce().finally(() => {
        if (inFlight === running) inFlight = undefined;
      });
      inFlight = running;
      return running;
    },
    isFresh: () => !disposed && !inFlight && isFresh(),
    expire,
    applyPending() {
      expire();
      return showPending();
    },
    dispose() {
      disposed = true;
      controller?.abort();
      store.clear();
      pending = undefined;
    },
  };
}
