import { describe, expect, it, vi } from 'vitest';
import { EmptyResultError, InternalError } from '../../../core/errors/internal-error';
import { SectionDataError } from '../../../core/sections/section-data-error';
import { createSectionStore } from '../../../core/sections/section-store';
import type { SectionStoreOptions } from '../../../core/sections/section-store';
import type { DataCacheEntry } from '../../../core/storage/data-cache';
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
