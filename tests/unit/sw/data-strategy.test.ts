import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleDataRequest, type DataStrategyDeps } from '../../../sw/data-strategy';
import { personalKey } from '../../../sw/personal-entry';
import { userCacheId } from '../../../core/storage/worker-caches';
import { FakeCache, USER_A, USER_B, asCache } from './fake-caches';

const TILES = 'https://host.example/ItemTileService/api/FolderTile';
const DASHBOARDS =
  'https://host.example/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles?has_started=true';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

function setup(overrides: Partial<DataStrategyDeps> = {}) {
  const cache = new FakeCache();
  let clock = 1_700_000_000_000;
  const extended: Promise<unknown>[] = [];
  const network = vi.fn<(request: Request) => Promise<Response>>();
  const deps: DataStrategyDeps = {
    openCache: async () => asCache(cache),
    fetch: network,
    now: () => clock,
    waitUntil: (promise) => void extended.push(promise),
    mayKeep: async () => true,
    ...overrides,
  };
  return {
    cache,
    deps,
    network,
    advance: (ms: number) => {
      clock += ms;
    },
    /** Everything the fetch event was kept alive for (the cache write) has finished. */
    settled: () => Promise.all(extended),
    /** What the worker answered, as the page reads it: to its end. */
    get: async (user: string | undefined, url = TILES, init?: RequestInit) => {
      const response = await handleDataRequest(new Request(url, init), user, deps);
      const body = await response.arrayBuffer();
      return new Response(body, response);
    },
    /** What the worker answered, unread: the test reads it (or not). */
    answer: (user: string | undefined, url = TILES) =>
      handleDataRequest(new Request(url), user, deps),
  };
}

afterEach(() => vi.useRealTimers());

describe('the 10 s freshness rule (spec §9)', () => {
  it('serves an entry younger than 10,000 ms without the network, asks again at 10,000 ms', async () => {
    const t = setup();
    t.network.mockResolvedValueOnce(json({ Data: ['first'] }));
    expect(await (await t.get(USER_A)).json()).toEqual({ Data: ['first'] });
    await t.settled();

    t.advance(9_999);
    expect(await (await t.get(USER_A)).json()).toEqual({ Data: ['first'] });
    expect(t.network).toHaveBeenCalledTimes(1);

    t.advance(1);
    t.network.mockResolvedValueOnce(json({ Data: ['second'] }));
    expect(await (await t.get(USER_A)).json()).toEqual({ Data: ['second'] });
    expect(t.network).toHaveBeenCalledTimes(2);
    await t.settled();
    expect(await t.cache.text(personalKey(TILES, USER_A))).toBe('{"Data":["second"]}');
  });
});

describe('older than 10 s: network first, the cache as fallback', () => {
  async function stale() {
    const t = setup();
    t.network.mockResolvedValueOnce(json({ Data: ['cached'] }));
    await t.get(USER_A);
    await t.settled();
    t.advance(60_000);
    return t;
  }

  /** Past 10 s the network answers `response`: what reaches the page, once the worker is done. */
  async function staleAnswered(response: Response) {
    const t = await stale();
    t.network.mockResolvedValueOnce(response);
    const reached = await t.get(USER_A);
    await t.settled();
    return { t, reached };
  }

  it('offline: the cached answer', async () => {
    const t = await stale();
    t.network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await t.get(USER_A)).json()).toEqual({ Data: ['cached'] });
  });

  it('a hanging network: the cached answer at 5,000 ms, not before; the late answer is kept', async () => {
    const t = await stale();
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    t.network.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    let result: Response | undefined;
    void t.get(USER_A).then((response) => (result = response));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result?.json()).toEqual({ Data: ['cached'] });

    answer(json({ Data: ['late'] }));
    await t.settled();
    expect(await t.cache.text(personalKey(TILES, USER_A))).toBe('{"Data":["late"]}');
  });

  it("reads the answer once, whole: the page and the cache get the same body, the network's headers", async () => {
    // A clone() tees the body: every chunk of the page's answer then waited on the worker's thread
    // while it read and parsed the copy (a 7 MB answer reached the page several times later).
    const clone = vi.spyOn(Response.prototype, 'clone');
    const { t, reached } = await staleAnswered(
      new Response('{"Data":["fresh"]}', {
        status: 200,
        statusText: 'OK',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Server': 'demo' },
      }),
    );
    expect(clone).not.toHaveBeenCalled();
    expect(reached.status).toBe(200);
    expect(reached.statusText).toBe('OK');
    expect(reached.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(reached.headers.get('X-Server')).toBe('demo');
    expect(await reached.text()).toBe('{"Data":["fresh"]}');
    expect(await t.cache.text(personalKey(TILES, USER_A))).toBe('{"Data":["fresh"]}');
  });

  it('an answer whose body breaks off: the cached answer, and the cache stays', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"Data": ['));
        controller.error(new TypeError('network error'));
      },
    });
    const { t, reached } = await staleAnswered(new Response(broken, { status: 200 }));
    expect(await reached.json()).toEqual({ Data: ['cached'] });
    expect(await t.cache.text(personalKey(TILES, USER_A))).toBe('{"Data":["cached"]}');
  });

  it('caches the whole answer even when the page lets go of it unread', async () => {
    const t = await stale();
    t.network.mockResolvedValueOnce(json({ Data: ['kept anyway'] }));
    await (await t.answer(USER_A)).body!.cancel();
    await t.settled();
    expect(await t.cache.text(personalKey(TILES, USER_A))).toBe('{"Data":["kept anyway"]}');
  });

  it('HTTP errors pass through to the page (its retries and report), the cache stays', async () => {
    const { t, reached } = await staleAnswered(json({ Message: 'down' }, 503));
    expect(reached.status).toBe(503);
    expect(await t.cache.text(personalKey(TILES, USER_A))).toBe('{"Data":["cached"]}');
  });

  it('a 401 (the session is gone) reaches the page and deletes the entry', async () => {
    const { t, reached } = await staleAnswered(json({ Message: 'signed out' }, 401));
    expect(reached.status).toBe(401);
    expect(await t.cache.match(personalKey(TILES, USER_A))).toBeUndefined();
  });

  it('a garbage 200 reaches the page but never replaces the cache', async () => {
    const { t, reached } = await staleAnswered(new Response('{"Data": [tru', { status: 200 }));
    expect(await reached.text()).toBe('{"Data": [tru');
    t.network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await t.get(USER_A)).json()).toEqual({ Data: ['cached'] });
  });

  it('past 24 h the entry is gone: offline then fails as without a worker', async () => {
    const t = setup();
    t.network.mockResolvedValueOnce(json({ Data: ['old'] }));
    await t.get(USER_A);
    await t.settled();
    t.advance(86_400_000);
    t.network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(t.get(USER_A)).rejects.toThrow('Failed to fetch');
    expect(t.cache.entries.size).toBe(0);
  });

  it('nothing cached and offline: the network error, as without a worker', async () => {
    const t = setup();
    t.network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(t.get(USER_A)).rejects.toThrow('Failed to fetch');
  });
});

describe('per user', () => {
  it('never answers one user with another’s entry, even a fresh one', async () => {
    const t = setup();
    t.network.mockResolvedValueOnce(json({ Data: ['A'] }));
    await t.get(USER_A);
    await t.settled();
    t.network.mockResolvedValueOnce(json({ Data: ['B'] }));
    expect(await (await t.get(USER_B)).json()).toEqual({ Data: ['B'] });
    t.network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    t.advance(60_000);
    await t.settled();
    expect(await (await t.get(USER_B)).json()).toEqual({ Data: ['B'] });
    expect(await t.cache.text(personalKey(TILES, USER_A))).toBe('{"Data":["A"]}');
  });

  it('a page that has not said who it shows gets the network only, and nothing is kept', async () => {
    const t = setup();
    t.network.mockResolvedValue(json({ Data: ['someone'] }));
    await t.get(undefined);
    await t.settled();
    expect(t.cache.entries.size).toBe(0);
  });

  it('stores nothing for a user the page has moved on from (signed out meanwhile)', async () => {
    const t = setup({ mayKeep: async () => false });
    t.network.mockResolvedValueOnce(json({ Data: ['A'] }));
    await t.get(USER_A);
    await t.settled();
    expect(t.cache.entries.size).toBe(0);
  });

  it('the dashboards call: only a secure_id that hashes to the announced user uses the cache', async () => {
    const t = setup();
    const userOfS1 = await userCacheId('S-1');
    // A new answer per call, as the network gives (each one is read).
    t.network.mockImplementation(async () => json({ succeeded: true, result: [], errors: [] }));
    await t.get(userOfS1, DASHBOARDS, { headers: { Authorization: 'secure_id S-1' } });
    await t.settled();
    expect(t.cache.entries.has(personalKey(DASHBOARDS, userOfS1))).toBe(true);

    // Someone else's credential on a page announced as S-1: straight to the network.
    await t.get(userOfS1, DASHBOARDS, { headers: { Authorization: 'secure_id S-2' } });
    await t.get(userOfS1, DASHBOARDS, { headers: { Authorization: 'Bearer x' } });
    expect(t.network).toHaveBeenCalledTimes(3);
  });

  it('unusable Cache Storage: the network, untouched', async () => {
    const t = setup({ openCache: () => Promise.reject(new DOMException('no', 'SecurityError')) });
    t.network.mockResolvedValueOnce(json({ Data: [] }));
    expect((await t.get(USER_A)).status).toBe(200);
  });
});

describe('what the worker answers and keeps of an answer (ADR-0088)', () => {
  const firstOnly = (body: unknown) => ({ Data: (body as { Data: unknown[] }).Data.slice(0, 1) });

  it('the part `keep` gives: the page reads it, the cache holds it, no stale length', async () => {
    const t = setup({ keep: firstOnly });
    t.network.mockResolvedValueOnce(
      new Response('{"Data":["newest","older","oldest"]}', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Length': '36', 'X-Server': 'demo' },
      }),
    );
    const reached = await t.get(USER_A);
    await t.settled();
    expect(await reached.text()).toBe('{"Data":["newest"]}');
    expect(reached.headers.get('Content-Length')).toBeNull();
    expect(reached.headers.get('X-Server')).toBe('demo');
    expect(await t.cache.text(personalKey(TILES, USER_A))).toBe('{"Data":["newest"]}');

    // Within 10 s the kept part answers alone.
    expect(await (await t.get(USER_A)).text()).toBe('{"Data":["newest"]}');
    expect(t.network).toHaveBeenCalledTimes(1);
  });

  it('JSON that `keep` refuses reaches the page as sent, and is never kept', async () => {
    const t = setup({ keep: firstOnly });
    t.network.mockResolvedValueOnce(json({ Message: 'not tiles' }));
    expect(await (await t.get(USER_A)).text()).toBe('{"Message":"not tiles"}');
    await t.settled();
    expect(t.cache.entries.size).toBe(0);
  });
});
