import { describe, expect, it, vi } from 'vitest';
import { EmptyResultError, InternalError } from '../../../core/errors/internal-error';
import { SectionDataError } from '../../../core/sections/section-data-error';
import { createSectionStore } from '../../../core/sections/section-store';
import type { SectionStoreOptions } from '../../../core/sections/section-store';
import type { DataCacheEntry } from '../../../core/storage/data-cache';
import { createLocalStore } from '../../../core/storage/local-storage';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import { createSectionCache } from '../../../core/sections/section-cache';
import { throwing } from '../support/throwing';

const T0 = Date.UTC(2025, 10, 18, 12);

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<SectionStoreOptions<string[]>> = {}) {
  let now = T0;
  let cache: DataCacheEntry<string[]> | undefined;
  let hold = false;
  const fetches: Deferred<string[]>[] = [];
  const options: SectionStoreOptions<string[]> = {
    key: 'documents',
    defaultData: [],
    readCache: () => cache,
    writeCache: vi.fn((data: string[]) => {
      cache = { data, dataCacheTime: now };
    }),
    fetchLive: vi.fn(() => {
      const next = deferred<string[]>();
      fetches.push(next);
      return next.promise;
    }),
    onError: vi.fn(),
    now: () => now,
    shouldHold: () => hold,
    ...overrides,
  };
  const store = createSectionStore(options);
  return {
    store,
    options,
    fetches,
    setCache: (entry: DataCacheEntry<string[]> | undefined) => void (cache = entry),
    setNow: (time: number) => void (now = time),
    setHold: (value: boolean) => void (hold = value),
  };
}

describe('section store: default → cached → live (spec §4 "Data sections")', () => {
  it('starts with the default data', () => {
    const { store } = setup();
    expect(store.getSnapshot()).toEqual({
      status: 'default',
      fetchStatus: 'idle',
      data: [],
      dataUpdatedAt: undefined,
      hasPending: false,
      error: undefined,
      loading: false,
      failed: false,
    });
  });

  it('is loading only while it has nothing to show and a fetch runs (spec §4 "Loading")', async () => {
    const { store, fetches } = setup();
    const first = store.goLive();
    expect(store.getSnapshot()).toMatchObject({ status: 'default', loading: true });
    fetches[0]!.resolve(['live']);
    await first;
    expect(store.getSnapshot()).toMatchObject({ status: 'live', loading: false });

    const cached = setup();
    cached.setCache({ data: ['cached'], dataCacheTime: T0 - 60_000 });
    cached.store.start();
    void cached.store.goLive();
    expect(cached.store.getSnapshot()).toMatchObject({ fetchStatus: 'fetching', loading: false });
  });

  it('tells its listeners each change, before and after', () => {
    const { store, setCache } = setup();
    setCache({ data: ['cached'], dataCacheTime: T0 - 60_000 });
    const changes: string[] = [];
    store.subscribe(({ from, to }) => changes.push(`${from.status}→${to.status}`));
    store.start();
    expect(changes).toEqual(['default→cached']);
  });

  it('start() shows the cached entry', () => {
    const { store, setCache } = setup();
    setCache({ data: ['cached'], dataCacheTime: T0 - 60_000 });
    store.start();
    expect(store.getSnapshot()).toMatchObject({
      status: 'cached',
      data: ['cached'],
      dataUpdatedAt: T0 - 60_000,
    });
  });

  it('start() without a cache entry stays default, and a throwing cache is a miss', () => {
    const { store } = setup({ readCache: throwing('storage blocked') });
    expect(() => store.start()).not.toThrow();
    expect(store.getSnapshot().status).toBe('default');
  });

  it('goLive() fetches, shows fetching, then the live data, and caches it', async () => {
    const { store, fetches, options, setNow } = setup();
    store.start();
    const outcome = store.goLive();
    expect(store.getSnapshot().fetchStatus).toBe('fetching');
    setNow(T0 + 300);
    fetches[0]?.resolve(['live']);
    await expect(outcome).resolves.toBe('applied');
    expect(store.getSnapshot()).toMatchObject({
      status: 'live',
      fetchStatus: 'idle',
      data: ['live'],
      dataUpdatedAt: T0 + 300,
    });
    expect(options.writeCache).toHaveBeenCalledWith(['live']);
  });

  it('keeps the same data object when the live data is equal to what is shown', async () => {
    const { store, fetches, setCache } = setup();
    const cached = ['same'];
    setCache({ data: cached, dataCacheTime: T0 - 60_000 });
    store.start();
    const outcome = store.goLive();
    fetches[0]?.resolve(['same']);
    await expect(outcome).resolves.toBe('unchanged');
    expect(store.getSnapshot().data).toBe(cached);
    expect(store.getSnapshot().status).toBe('live');
  });
});

describe('section store: spec §9 "Data freshness: 10,000 ms"', () => {
  it('does not fetch when the cached entry is 9,999 ms old, and counts it as live', async () => {
    const { store, options, setCache } = setup();
    setCache({ data: ['cached'], dataCacheTime: T0 - 9_999 });
    store.start();
    await expect(store.goLive()).resolves.toBe('fresh');
    expect(options.fetchLive).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe('live');
  });

  it.each<[when: string, cachedAt?: number, live?: { force: true }, answer?: string[]]>([
    ['the cached entry is 10,000 ms old', T0 - 10_000],
    ['forced (refresh), even from a fresh entry', T0 - 1, { force: true }],
    ['the entry is stamped in the future (not trusted)', T0 + 5_000],
    ['it shows the default (always)', undefined, undefined, []],
  ])('fetches when %s', async (_when, cachedAt, live, answer = ['live']) => {
    const { store, options, setCache, fetches } = setup();
    if (cachedAt !== undefined) {
      setCache({ data: ['cached'], dataCacheTime: cachedAt });
      store.start();
    }
    const outcome = store.goLive(live);
    expect(options.fetchLive).toHaveBeenCalledTimes(1);
    fetches[0]?.resolve(answer);
    await outcome;
  });

  it('does not fetch again within 10,000 ms of a live fetch, but does from then on', async () => {
    const { store, options, fetches, setNow } = setup();
    const first = store.goLive();
    fetches[0]?.resolve(['live']);
    await first;
    setNow(T0 + 9_999);
    await expect(store.goLive()).resolves.toBe('fresh');
    setNow(T0 + 10_000);
    const third = store.goLive();
    expect(options.fetchLive).toHaveBeenCalledTimes(2);
    fetches[1]?.resolve(['live']);
    await third;
  });
});

describe('section store: failures (spec §8)', () => {
  it('reports "Failed to retrieve quick actions data" with the cause and keeps the cached data', async () => {
    const { store, fetches, options, setCache } = setup();
    setCache({ data: ['cached'], dataCacheTime: T0 - 60_000 });
    store.start();
    const outcome = store.goLive();
    const cause = new Error('HTTP 503');
    fetches[0]?.reject(cause);
    await expect(outcome).resolves.toBe('failed');
    const reported = vi.mocked(options.onError).mock.calls[0]?.[0];
    expect(reported?.message).toBe('Failed to retrieve quick actions data');
    expect(reported?.cause).toBe(cause);
    expect(reported).toMatchObject({ section: 'documents' });
    expect(store.getSnapshot()).toMatchObject({
      status: 'cached',
      fetchStatus: 'idle',
      data: ['cached'],
      error: cause,
    });
  });

  it('clears the error on the next success', async () => {
    const { store, fetches, setNow } = setup();
    const first = store.goLive();
    fetches[0]?.reject(new Error('down'));
    await first;
    setNow(T0 + 20_000);
    const second = store.goLive();
    fetches[1]?.resolve(['ok']);
    await second;
    expect(store.getSnapshot().error).toBeUndefined();
  });

  it('survives a fetchLive that throws synchronously, an onError that throws and a failing cache write', async () => {
    const { store } = setup({ fetchLive: throwing('sync'), onError: throwing('reporter down') });
    await expect(store.goLive()).resolves.toBe('failed');
    const writing = setup({ writeCache: throwing('quota') });
    const outcome = writing.store.goLive();
    writing.fetches[0]?.resolve(['live']);
    await expect(outcome).resolves.toBe('applied');
  });
});

describe('section store: the Refresh flow (spec §4)', () => {
  /** Shows ['cached'] from the cache; shouldHold() turns true before the live ['new'] arrives. */
  async function holdingNewData() {
    const held = setup();
    held.setCache({ data: ['cached'], dataCacheTime: T0 - 60_000 });
    held.store.start();
    const outcome = held.store.goLive();
    held.setHold(true);
    held.fetches[0]?.resolve(['new']);
    await expect(outcome).resolves.toBe('pending');
    return held;
  }

  it('holds changed live data as pending while shouldHold() is true, and applies it on request', async () => {
    const { store, options } = await holdingNewData();
    expect(store.getSnapshot()).toMatchObject({
      status: 'cached',
      data: ['cached'],
      hasPending: true,
    });
    expect(options.writeCache).toHaveBeenCalledWith(['new']);
    expect(store.applyPending()).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ status: 'live', data: ['new'], hasPending: false });
    expect(store.applyPending()).toBe(false);
  });

  it('never holds data for a section still showing its default (nothing to read yet)', async () => {
    const { store, fetches, setHold } = setup();
    store.start();
    const outcome = store.goLive();
    setHold(true);
    fetches[0]?.resolve(['first']);
    await expect(outcome).resolves.toBe('applied');
    expect(store.getSnapshot()).toMatchObject({
      status: 'live',
      data: ['first'],
      hasPending: false,
    });
  });

  it('holds the first data of a section sized by its data, which would move what is read', async () => {
    const { store, fetches, setHold } = setup({ sizedByData: true });
    store.start();
    const outcome = store.goLive();
    setHold(true);
    fetches[0]?.resolve(['first']);
    await expect(outcome).resolves.toBe('pending');
    expect(store.getSnapshot()).toMatchObject({ status: 'default', data: [], hasPending: true });
    expect(store.applyPending()).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ status: 'live', data: ['first'] });
  });

  it('does not hold data equal to what is shown', async () => {
    const { store, fetches, setCache, setHold } = setup();
    setCache({ data: ['cached'], dataCacheTime: T0 - 60_000 });
    store.start();
    setHold(true);
    const outcome = store.goLive();
    fetches[0]?.resolve(['cached']);
    await expect(outcome).resolves.toBe('unchanged');
    expect(store.getSnapshot().hasPending).toBe(false);
  });

  it('drops an older pending result when a newer one equals what is shown', async () => {
    const { store, fetches, setNow } = await holdingNewData();
    setNow(T0 + 20_000);
    const second = store.goLive({ force: true });
    fetches[1]?.resolve(['cached']);
    await expect(second).resolves.toBe('unchanged');
    expect(store.getSnapshot().hasPending).toBe(false);
    expect(store.applyPending()).toBe(false);
  });
});

describe('section store: subscription and lifecycle', () => {
  it('keeps the snapshot object until something changes, and notifies per change', async () => {
    const { store, fetches } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    const initial = store.getSnapshot();
    expect(store.getSnapshot()).toBe(initial);
    const outcome = store.goLive();
    expect(listener).toHaveBeenCalledTimes(1);
    fetches[0]?.resolve(['live']);
    await outcome;
    // fetching → idle with data is one change, not two.
    expect(listener).toHaveBeenCalledTimes(2);
    const live = store.getSnapshot();
    expect(store.getSnapshot()).toBe(live);
  });

  it('shares one fetch between concurrent goLive() calls', async () => {
    const { store, fetches, options } = setup();
    const first = store.goLive();
    const second = store.goLive({ force: true });
    expect(second).toBe(first);
    expect(options.fetchLive).toHaveBeenCalledTimes(1);
    fetches[0]?.resolve(['live']);
    await first;
  });

  it('start() runs once and does not go back from live to cached', async () => {
    const { store, fetches, setCache } = setup();
    const outcome = store.goLive();
    fetches[0]?.resolve(['live']);
    await outcome;
    setCache({ data: ['cached'], dataCacheTime: T0 });
    store.start();
    expect(store.getSnapshot()).toMatchObject({ status: 'live', data: ['live'] });
  });

  it('dispose aborts the fetch and ignores its result', async () => {
    const { store, fetches, options } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    const outcome = store.goLive();
    const signal = vi.mocked(options.fetchLive).mock.calls[0]?.[0];
    store.dispose();
    expect(signal?.aborted).toBe(true);
    fetches[0]?.reject(new Error('aborted'));
    await expect(outcome).resolves.toBe('disposed');
    expect(options.onError).not.toHaveBeenCalled();
    await expect(store.goLive()).resolves.toBe('disposed');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('an empty result (spec §8 "an empty result raises an internal error")', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
  ])(
    'a fetch resolving with %s fails with an EmptyResultError and keeps the data',
    async (_, empty) => {
      const { store, options, setCache } = setup({
        fetchLive: vi.fn(async () => empty as unknown as string[]),
      });
      setCache({ data: ['cached'], dataCacheTime: T0 - 60_000 });
      store.start();
      await expect(store.goLive()).resolves.toBe('failed');
      expect(store.getSnapshot().data).toEqual(['cached']);
      expect(options.writeCache).not.toHaveBeenCalled();
      const reported = vi.mocked(options.onError).mock.calls[0]?.[0];
      expect(reported).toBeInstanceOf(SectionDataError);
      expect(reported?.message).toBe('Failed to retrieve quick actions data');
      expect(reported?.cause).toBeInstanceOf(EmptyResultError);
      expect(reported?.cause).toBeInstanceOf(InternalError);
      expect((reported?.cause as Error).message).toBe('The documents fetch gave an empty result');
    },
  );

  it('null is an answer for a section whose default is null (no upsell)', async () => {
    const onError = vi.fn();
    const store = createSectionStore<string | null>({
      key: 'suggestion',
      defaultData: 'offer',
      readCache: () => undefined,
      writeCache: () => undefined,
      fetchLive: async () => null,
      onError,
    });
    await expect(store.goLive()).resolves.toBe('failed');
    const nullable = createSectionStore<string | null>({
      key: 'suggestion',
      defaultData: null,
      readCache: () => ({ data: 'offer', dataCacheTime: 0 }),
      writeCache: () => undefined,
      fetchLive: async () => null,
      onError,
    });
    nullable.start();
    await expect(nullable.goLive()).resolves.toBe('applied');
    expect(nullable.getSnapshot().data).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe("what memory holds lives 24 h too (spec §9), by the stored entries' rule", () => {
  /** Live data shown at T0, and the stored copy the store wrote with it. */
  async function liveAtT0() {
    const s = setup();
    const first = s.store.goLive();
    s.fetches[0]!.resolve(['live']);
    await first;
    expect(s.store.getSnapshot()).toMatchObject({ status: 'live', data: ['live'] });
    return s;
  }

  it('keeps data 24 h − 1 ms old when the fetch fails, and drops it at 24 h', async () => {
    const { store, fetches, setNow, setCache } = await liveAtT0();
    setNow(T0 + DAY_MS - 1);
    const kept = store.goLive();
    fetches[1]!.reject(new Error('offline'));
    await kept;
    expect(store.getSnapshot()).toMatchObject({ status: 'live', data: ['live'], failed: false });

    setNow(T0 + DAY_MS);
    setCache(undefined); // the stored copy is past its lifetime too (data-cache.ts)
    const dropped = store.goLive();
    expect(store.getSnapshot()).toMatchObject({ status: 'default', data: [], loading: true });
    fetches[2]!.reject(new Error('offline'));
    await dropped;
    expect(store.getSnapshot()).toMatchObject({ status: 'default', data: [], failed: true });
  });

  it('expire() drops data aged 25 h at once, before any fetch', async () => {
    const { store, options, setNow, setCache } = await liveAtT0();
    setCache(undefined); // what storage would say after the same read: nothing
    setNow(T0 + 25 * 60 * 60 * 1000);
    store.expire();
    expect(store.getSnapshot()).toMatchObject({ status: 'default', data: [], loading: false });
    expect(options.fetchLive).toHaveBeenCalledTimes(1);
  });

  it('a clock moved back: data stamped in the future is dropped, as a stored entry is', async () => {
    const { store, setNow, setCache } = await liveAtT0();
    setCache(undefined);
    setNow(T0 - 60_000);
    store.expire();
    expect(store.getSnapshot()).toMatchObject({ status: 'default', data: [] });
  });

  it('a clock moved forward and back within the lifetime keeps the data', async () => {
    const { store, setNow } = await liveAtT0();
    setNow(T0 + 23 * 60 * 60 * 1000);
    store.expire();
    setNow(T0 + 1);
    store.expire();
    expect(store.getSnapshot()).toMatchObject({ status: 'live', data: ['live'] });
  });

  it('falls back to a stored entry still within its lifetime, as a reload would', async () => {
    const { store, setNow, setCache } = await liveAtT0();
    setNow(T0 + 25 * 60 * 60 * 1000);
    setCache({ data: ['from another tab'], dataCacheTime: T0 + 24 * 60 * 60 * 1000 });
    store.expire();
    expect(store.getSnapshot()).toMatchObject({
      status: 'cached',
      data: ['from another tab'],
      dataUpdatedAt: T0 + 24 * 60 * 60 * 1000,
    });
  });

  it.each([-1, 1, DAY_MS - 1, DAY_MS, -DAY_MS, 3 * DAY_MS])(
    'memory and storage agree after a jump of %i ms: both keep the data or neither does',
    async (jump) => {
      let now = T0;
      const clock = () => now;
      // The real stored entry (data-cache.ts over an in-memory local store) on the same clock.
      const local = createLocalStore({ storage: createSafeStorage(() => undefined), now: clock });
      const cache = createSectionCache<string[]>({
        section: 'documents',
        userCacheId: 'u1',
        parse: (data) => (Array.isArray(data) ? (data as string[]) : undefined),
        store: local,
        now: clock,
      });
      const store = createSectionStore<string[]>({
        key: 'documents',
        defaultData: [],
        readCache: cache.readCache,
        writeCache: cache.writeCache,
        fetchLive: () => Promise.resolve(['live']),
        onError: () => {},
        now: clock,
      });
      await store.goLive();
      now = T0 + jump;
      store.expire();
      const memoryKeeps = store.getSnapshot().status !== 'default';
      const storageKeeps = cache.readCache() !== undefined;
      expect(memoryKeeps).toBe(storageKeeps);
      expect(memoryKeeps).toBe(jump >= 0 && jump < DAY_MS);
    },
  );
});

describe('failed: nothing to show and the last fetch failed (ADR-0100)', () => {
  it('is set by a failed fetch with nothing shown, and not with data shown', async () => {
    const { store, fetches } = setup();
    const first = store.goLive({ force: true });
    fetches[0]!.reject(new Error('500'));
    await first;
    expect(store.getSnapshot()).toMatchObject({ status: 'default', failed: true, loading: false });

    const second = store.goLive({ force: true });
    expect(store.getSnapshot()).toMatchObject({ failed: false, loading: true });
    fetches[1]!.resolve(['live']);
    await second;
    expect(store.getSnapshot()).toMatchObject({ status: 'live', failed: false });

    const third = store.goLive({ force: true });
    fetches[2]!.reject(new Error('500'));
    await third;
    expect(store.getSnapshot()).toMatchObject({ status: 'live', data: ['live'], failed: false });
  });

  it('is not set by a successful empty answer: that is "no documents"', async () => {
    const { store, fetches } = setup();
    const first = store.goLive();
    fetches[0]!.resolve([]);
    await first;
    expect(store.getSnapshot()).toMatchObject({ data: [], failed: false });
  });
});
