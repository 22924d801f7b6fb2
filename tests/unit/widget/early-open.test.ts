// @vitest-environment jsdom
// widget/early-open.ts (ADR-0105): the open's head start makes the widget's own calls, for the
// drawn button's person and country, only where no worker controls the page; each answer is
// taken once, by that person's widget, and nothing untaken outlives a cancel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetContext } from '../../../core/host';
import { cancelEarly, startEarly, takeEarly } from '../../../widget/early-open';
import tiles from '../../../demo/fixtures/tiles-user-a.json';
import type { RequestFn } from '../../../core/request';
import { applyTheme } from '../../../themes/apply-theme';

// The links load when this test says (the jsdom set-up's stand-in loads them by itself).
vi.unmock('../../../themes/apply-theme');

const context = (country = 'US', options: Record<string, unknown> = {}): WidgetContext => ({
  user: { secureId: 'S-EARLY-1', isSignedIn: true },
  place: { country, region: '' },
  design: 'desktop',
  isMobileDevice: false,
  options,
  baseUrl: 'https://site.example/quick-actions/',
});

interface Call {
  url: string;
  init: RequestInit;
}
let calls: Call[];
let hang: boolean;

const pageWindow = (worker: boolean) =>
  ({
    fetch: (url: string) => {
      calls.push({ url, init: {} });
      return Promise.resolve(new Response(''));
    },
    navigator: { serviceWorker: worker ? { controller: {} } : undefined },
  }) as unknown as Window;

beforeEach(() => {
  calls = [];
  hang = false;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (hang) {
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    }
    const body = url.includes('FolderTile') ? tiles : { succeeded: true, result: [] };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
});

afterEach(() => {
  cancelEarly();
  vi.unstubAllGlobals();
});

const dataCalls = () => calls.filter(({ url }) => !/\.css(\?|$)/.test(url));
const lifetime = () => new AbortController().signal;

describe('the open’s head start', () => {
  it('makes the widget’s documents and hubs calls, with its headers, on a page no worker controls', async () => {
    startEarly(context('US'), pageWindow(false));
    expect(dataCalls().map(({ url }) => url.replace(/\?.*/, ''))).toEqual([
      '/ItemTileService/api/FolderTile',
      '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles',
    ]);
    const hubs = dataCalls()[1]!.init;
    expect(new Headers(hubs.headers).get('Authorization')).toBe('secure_id S-EARLY-1');
    expect(new Headers(hubs.headers).get('X-Quick-Actions')).not.toBeNull();
    expect(hubs.credentials).toBe('same-origin');
    // Not the theme's stylesheet: a fetch of it is not the request the widget's <link> makes,
    // and the two raced over the network (ADR-0112, tests/browser/format.test.ts).
    expect(calls.some(({ url }) => /\.css/.test(url))).toBe(false);
    const documents = await takeEarly('documents', 'S-EARLY-1', 'US', lifetime());
    expect(documents?.items.length).toBeGreaterThan(0);
  });

  it('takes the calls the facade started through `replay`, and makes none of its own', async () => {
    const replayed: string[] = [];
    const replay: RequestFn = async (url) => {
      replayed.push(url);
      return url.includes('FolderTile') ? tiles : { succeeded: true, result: [] };
    };
    startEarly(context('US'), pageWindow(false), replay);
    expect(dataCalls()).toEqual([]);
    expect(replayed.map((url) => url.replace(/\?.*/, ''))).toEqual([
      '/ItemTileService/api/FolderTile',
      '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles',
    ]);
    const documents = await takeEarly('documents', 'S-EARLY-1', 'US', lifetime());
    expect(documents?.items.length).toBeGreaterThan(0);
  });

  it('adopts the facade’s request errors: a replayed “no dashboards” 404 is an empty list', async () => {
    vi.resetModules();
    const facadeCopy = await import('../../../core/request/request-errors');
    const noDashboards = () =>
      new Response(
        JSON.stringify({
          succeeded: false,
          result: null,
          errors: ['No dashboards found for secure id S-EARLY-1'],
        }),
        { status: 404 },
      );
    const replay: RequestFn = async (url) => {
      if (url.includes('FolderTile')) return tiles;
      throw new facadeCopy.HttpError(url, noDashboards());
    };
    startEarly(context('US'), pageWindow(false), replay);
    await expect(takeEarly('hubs', 'S-EARLY-1', 'US', lifetime())).resolves.toEqual([]);
  });

  it('`persist: false`: its calls carry no mark for the worker, as the widget’s do not', () => {
    startEarly(context('US', { persist: false }), pageWindow(false));
    for (const { init } of dataCalls()) {
      expect(new Headers(init.headers).get('X-Quick-Actions')).toBeNull();
    }
  });

  it('asks only for the sections the country shows: GB has no hubs', () => {
    startEarly(context('GB'), pageWindow(false));
    expect(dataCalls().map(({ url }) => url)).toEqual(['/ItemTileService/api/FolderTile']);
  });

  it('under a worker, no data call: the worker must first hear whose data it is', () => {
    startEarly(context('US'), pageWindow(true));
    expect(dataCalls()).toEqual([]);
    expect(takeEarly('documents', 'S-EARLY-1', 'US', lifetime())).toBeUndefined();
  });

  it('an answer is taken once, and only by the same person in the same country', async () => {
    startEarly(context('US'), pageWindow(false));
    expect(takeEarly('documents', 'S-OTHER', 'US', lifetime())).toBeUndefined();
    expect(takeEarly('documents', 'S-EARLY-1', 'CA', lifetime())).toBeUndefined();
    const first = takeEarly('documents', 'S-EARLY-1', 'US', lifetime());
    expect(first).toBeDefined();
    expect(takeEarly('documents', 'S-EARLY-1', 'US', lifetime())).toBeUndefined();
    await first;
  });

  it('the same person again starts nothing new; another person cancels the first one’s calls', () => {
    hang = true;
    startEarly(context('US'), pageWindow(false));
    startEarly(context('US'), pageWindow(false));
    expect(dataCalls()).toHaveLength(2);
    const signals = dataCalls().map(({ init }) => init.signal!);
    startEarly(
      { ...context('US'), user: { secureId: 'S-EARLY-2', isSignedIn: true } },
      pageWindow(false),
    );
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(takeEarly('hubs', 'S-EARLY-1', 'US', lifetime())).toBeUndefined();
  });

  it('cancelEarly aborts what was not taken; a taken answer is its taker’s to abort', async () => {
    hang = true;
    startEarly(context('US'), pageWindow(false));
    const [documentsSignal, hubsSignal] = dataCalls().map(({ init }) => init.signal!);
    const taker = new AbortController();
    const hubs = takeEarly('hubs', 'S-EARLY-1', 'US', taker.signal)!;
    cancelEarly();
    expect(documentsSignal!.aborted).toBe(true);
    expect(hubsSignal!.aborted).toBe(false);
    expect(takeEarly('documents', 'S-EARLY-1', 'US', lifetime())).toBeUndefined();
    taker.abort();
    expect(hubsSignal!.aborted).toBe(true);
    await expect(hubs).rejects.toThrow();
  });
});

describe('the open’s head start in a sandbox', () => {
  it('puts the theme’s stylesheet into the button’s root, which the widget’s own call then waits on', async () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    startEarly(context('US', { theme: 'slate-v4' }), pageWindow(true), undefined, root);
    const links = root.querySelectorAll('link[data-qa-theme]');
    expect([...links].map((link) => link.getAttribute('data-qa-theme'))).toEqual(['slate-v4']);
    let settled = false;
    const widgetCall = applyTheme(root, 'slate-v4').finally(() => (settled = true));
    expect(root.querySelectorAll('link[data-qa-theme]')).toHaveLength(1);
    await Promise.resolve();
    expect(settled).toBe(false);
    links[0]!.dispatchEvent(new Event('load'));
    await expect(widgetCall).resolves.toBe(true);
  });

  it('a browser that will not say whether a worker controls the page gets no data call', () => {
    const win = {
      fetch: () => Promise.resolve(new Response('')),
      navigator: {
        get serviceWorker(): never {
          throw new DOMException('denied', 'SecurityError');
        },
      },
    } as unknown as Window;
    expect(() => startEarly(context('US'), win)).not.toThrow();
    expect(dataCalls()).toEqual([]);
  });
});
