// loader/facade/widget-loader.ts (ADR-0103): a load never waits forever, and a page that outlived
// its deploy finds the one that replaced it, asking for each gone file once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetModule } from '../../../core/host';
import { BUILT_NAMES } from '../../../loader/facade/built-names';
import {
  createWidgetLoader,
  LoadTimeoutError,
  WIDGET_TIMEOUT_MS,
} from '../../../loader/facade/widget-loader';

const BASE = 'https://host.example/quick-actions/';
const OWN = {
  runtime: `${BASE}widget-runtime-OLD1.js`,
  early: `${BASE}early-open-OLD4.js`,
  entry: `${BASE}widget-OLD2.js`,
};
const earlyModule = { startEarly() {}, cancelEarly() {} };
const FACADE = `${BASE}facade-OLD3.js`;
const NEW_FACADE = `${BASE}facade-NEW3.js`;

const widget: WidgetModule = {
  mount: () => ({ open() {}, close() {}, toggle() {}, update() {}, unmount() {} }),
};
const newWidget: WidgetModule = { mount: widget.mount };

/** A server: what each URL answers; anything not listed is 404. */
function host(files: Record<string, number | string | 'stall'>) {
  const requests: string[] = [];
  const win = {
    MessageChannel,
    setTimeout: (handler: () => void, ms?: number) => setTimeout(handler, ms),
    clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    fetch: vi.fn(async (url: string, init?: RequestInit) => {
      requests.push(url);
      const file = files[url.replace(/\?.*/, '')] ?? 404;
      if (file === 'stall') {
        return new Promise<never>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted'))),
        );
      }
      const status = typeof file === 'number' ? file : 200;
      const body = new TextEncoder().encode(typeof file === 'string' ? file : '');
      return {
        status,
        arrayBuffer: async () => body.buffer,
        text: async () => new TextDecoder().decode(body),
      };
    }),
  };
  const imports: string[] = [];
  const load = vi.fn(async (url: string): Promise<unknown> => {
    imports.push(url);
    // import() fetches what it was not handed: a file the server lacks fails, saying nothing why.
    const file = files[url] ?? 404;
    if (file === 404 || file === 'stall') {
      if (file === 'stall') return new Promise(() => {});
      throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    }
    if (url === OWN.entry) return widget;
    if (url === OWN.early) return earlyModule;
    if (url === NEW_FACADE) return { [BUILT_NAMES.importWidget]: async () => newWidget };
    return {};
  });
  // What answered 404: fetched ahead, or imported directly.
  const notFound = () =>
    [...requests, ...imports].filter((url) => (files[url.replace(/\?.*/, '')] ?? 404) === 404)
      .length;
  const widgetLoader = createWidgetLoader(win, {
    dependencies: [OWN.runtime, OWN.early],
    entry: OWN.entry,
    early: OWN.early,
    facadeUrl: FACADE,
    load,
  });
  const { load: loader, current, early } = widgetLoader;
  return { win, loader, current, early, requests, imports, notFound };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the widget loader', () => {
  it('loads this deploy’s widget, once: a second call reuses it', async () => {
    const { loader, requests } = host({
      [OWN.runtime]: 200,
      [OWN.early]: 200,
      [OWN.entry]: 200,
    });
    await expect(loader()).resolves.toBe(widget);
    await expect(loader()).resolves.toBe(widget);
    // The framework's file is imported directly; the later ones fetched ahead, then imported.
    expect(requests).toEqual([OWN.early, OWN.entry]);
  });

  it('the head start and the widget share one request for its file (ADR-0105)', async () => {
    const { loader, early, requests, imports } = host({
      [OWN.runtime]: 200,
      [OWN.early]: 200,
      [OWN.entry]: 200,
    });
    const [module, loaded] = await Promise.all([early(), loader()]);
    expect(module).toBe(earlyModule);
    expect(loaded).toBe(widget);
    expect(requests.filter((url) => url === OWN.early)).toHaveLength(1);
    expect(imports.filter((url) => url === OWN.early).length).toBeGreaterThanOrEqual(1);
  });

  it('a head start whose file is gone rejects; once the deploy is known gone it asks nothing', async () => {
    const { loader, early, requests } = host({});
    const asked = Promise.all([early(), loader()].map((p) => p.catch((e: unknown) => e)));
    const [earlyError] = await asked;
    expect(String(earlyError)).toMatch(/early-open-OLD4\.js answered 404/);
    const before = requests.length;
    await expect(early()).rejects.toThrow(/answered 404/);
    expect(requests.length).toBe(before);
  });

  it('after a deploy: this deploy’s files gone, the current deploy’s facade loads its widget', async () => {
    const { loader, imports, notFound } = host({
      [`${BASE}facade.js`]: "export * from './facade-NEW3.js';",
      [NEW_FACADE]: 200,
    });
    await expect(loader()).resolves.toBe(newWidget);
    expect(imports).toEqual([OWN.runtime, NEW_FACADE]);
    // The framework's import, and the two files fetched ahead.
    expect(notFound()).toBe(3);
  });

  it('neither deploy: one error, kept; each gone file asked for once however often', async () => {
    const sameDeploy = { [`${BASE}facade.js`]: "export * from './facade-OLD3.js';" };
    for (const files of [{} as Record<string, string>, sameDeploy]) {
      const { loader, requests, notFound } = host(files);
      const first = await loader().catch((error: unknown) => error);
      expect(String(first)).toMatch(/-OLD\d\.js is gone \(404\).*no newer deploy/);
      for (let click = 0; click < 5; click++) {
        await expect(loader()).rejects.toBe(first);
      }
      expect(notFound()).toBeLessThanOrEqual(4);
      expect(requests.filter((url) => url.includes('facade.js'))).toHaveLength(1);
    }
  });

  it('a stalled file times out, its requests aborted; the next call tries again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const files: Record<string, number | 'stall'> = {
      [OWN.runtime]: 200,
      [OWN.early]: 200,
      [OWN.entry]: 'stall',
    };
    const { loader, win } = host(files);
    const first = loader().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(WIDGET_TIMEOUT_MS);
    expect(await first).toBeInstanceOf(LoadTimeoutError);
    const aborted = win.fetch.mock.calls.every(([, init]) => init?.signal?.aborted);
    expect(aborted).toBe(true);
    files[OWN.entry] = 200;
    await expect(loader()).resolves.toBe(widget);
  });

  it('a current deploy that cannot be reached now (5xx) is asked again at the next call', async () => {
    const files: Record<string, number | string> = { [`${BASE}facade.js`]: 503 };
    const { loader } = host(files);
    await expect(loader()).rejects.toThrow('facade.js answered 503');
    files[`${BASE}facade.js`] = "export * from './facade-NEW3.js';";
    files[NEW_FACADE] = 200;
    await expect(loader()).resolves.toBe(newWidget);
  });

  it('a widget whose bundles are gone asks for the current deploy once; none is kept as none', async () => {
    const found = host({
      [`${BASE}facade.js`]: "export * from './facade-NEW3.js';",
      [NEW_FACADE]: 200,
    });
    const facade = await found.current();
    await expect(facade![BUILT_NAMES.importWidget]()).resolves.toBe(newWidget);
    await expect(found.current()).resolves.toBe(facade);
    expect(found.requests.filter((url) => url.endsWith('facade.js'))).toHaveLength(1);
    const none = host({});
    await expect(none.current()).resolves.toBeUndefined();
    await expect(none.current()).resolves.toBeUndefined();
    expect(none.requests).toEqual([`${BASE}facade.js`]);
  });
});
