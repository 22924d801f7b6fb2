// Offline and flaky networks (docs/offline.md) in real Chromium, on the demo over the built files.
// Going offline cuts the worker's own fetches too: `context.setOffline` plus a
// `context.route('**')` abort (page.route does not see a worker's fetches).
//
// A worker registers after load and idle (ADR-0057) and controls the page from then on, so a
// "visit" here is two page views: the first registers the worker, the second runs under it. The
// worker never answers or keeps host pages (ADR-0053), so offline the test serves the host page
// from its own route (the host's HTTP cache or its own worker would), and everything else — the
// widget's files and data — can only come from our worker. The redeploy test needs a second build
// with other hashes: QA_DIST_V2 (default: dist-preact, or dist when QA_DIST is dist-preact).
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createDemoServer } from '../../demo/server.mjs';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { DIST_DIR } from '../../tools/browser/demo';
import { openContext, type VisitOptions } from './support/visit';
import { cacheKeys, goOffline, goOnline, userHash, visitTwice } from '../../tools/browser/worker';
import { A_CA, A_US, B_US, fixtureDocumentNames } from './support/fixtures';
import {
  ageCachedSections,
  closePopup,
  documentIds,
  expectDocuments,
  expectExpanded,
  openPopup,
  quickActionsButton,
  readPopup,
  setCookies,
  waitForTheme,
  waitForWidget,
} from './support/widget';

const REDEPLOY_DIST = fileURLToPath(
  new URL(
    `../../${process.env.QA_DIST_V2 ?? (process.env.QA_DIST === 'dist-preact' ? 'dist' : 'dist-preact')}/`,
    import.meta.url,
  ),
);

const A_ONLY_US = A_US.filter((id) => !B_US.includes(id));

const suite = useBrowserAndDemo();

// A returning visitor (spec §4 seen flag): the popup stays closed until asked.
const SEEN = () => {
  try {
    localStorage.setItem('quickactions_seen', '1');
  } catch {
    // The storage-that-throws test: the widget then opens by itself on every page view.
  }
};

interface Session {
  context: BrowserContext;
  page: Page;
  pageErrors: Error[];
  /** Responses with status ≥ 400 for our files (a chunk 404 after a deploy). */
  failedFiles: string[];
  close(): Promise<void>;
}

async function session(
  baseUrl: string,
  options: VisitOptions & { initScripts?: (() => void)[] } = {},
): Promise<Session> {
  const { initScripts = [], ...contextOptions } = options;
  const opened = await openContext(suite.browser, baseUrl, contextOptions);
  for (const script of [SEEN, ...initScripts]) await opened.context.addInitScript(script);
  const page = await opened.newPage();
  const failedFiles: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/quick-actions/') && response.status() >= 400) {
      failedFiles.push(`${response.status()} ${response.url()}`);
    }
  });
  return {
    context: opened.context,
    page,
    pageErrors: opened.pageErrors,
    failedFiles,
    close: opened.close,
  };
}

/** How many times the demo server answered the tile service (the server's own log). */
async function tileCallsServed(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/demo/requests.json?api=tiles`);
  return ((await response.json()) as unknown[]).length;
}

describe('offline: the widget from the worker', () => {
  it('visit online, go offline, reload: the button and the last documents, in French and slate-v4', async () => {
    const { context, page, pageErrors, close } = await session(suite.demo.url);
    try {
      const url = `${suite.demo.url}/?loc=CAQC&theme=slate-v4`;
      const hostPage = await visitTwice(page, url);
      await openPopup(page);
      await expectDocuments(page, A_CA);

      await goOffline(context, [hostPage]);
      const served = await tileCallsServed(suite.demo.url);
      await page.reload();
      await page.getByRole('button', { name: 'Actions rapides' }).waitFor({ state: 'visible' });
      await openPopup(page);
      await expectDocuments(page, A_CA);
      const content = await readPopup(page);
      expect(content.lang).toBe('fr-CA');
      expect(content.label).toBe('Actions rapides');
      await waitForTheme(page, 'slate-v4');
      expect(await tileCallsServed(suite.demo.url)).toBe(served);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('storage that throws: the worker alone brings the documents back offline', async () => {
    // localStorage throws on access (some private modes) and IndexedDB refuses to open: the
    // page keeps nothing, so what shows offline can only come from the worker's data cache.
    const brokenStorage = () => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
      Object.defineProperty(window, 'indexedDB', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    };
    // The gate answer comes from the dcsExp cookie (spec §4), as nothing can be stored: offline,
    // the experiment request would fail and a failed gate hides the widget (docs/rules.md §4
    // "Experiment store").
    const { context, page, pageErrors, close } = await session(suite.demo.url, {
      initScripts: [brokenStorage],
      cookies: { dcsExp: 'QuickActionsGate%3DN' },
    });
    try {
      const url = `${suite.demo.url}/?loc=US`;
      const hostPage = await visitTwice(page, url);
      // No seen flag can be stored, so every page view is a "first use": the popup opens itself.
      await expectExpanded(page, 'true');
      await expectDocuments(page, A_US);

      await goOffline(context, [hostPage]);
      await page.reload();
      await expectExpanded(page, 'true');
      await expectDocuments(page, A_US);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('IndexedDB missing: online and offline as usual', async () => {
    const noIndexedDb = () => {
      Object.defineProperty(window, 'indexedDB', { value: undefined });
    };
    const { context, page, pageErrors, close } = await session(suite.demo.url, {
      initScripts: [noIndexedDb],
    });
    try {
      const url = `${suite.demo.url}/?loc=US`;
      const hostPage = await visitTwice(page, url);
      await openPopup(page);
      await expectDocuments(page, A_US);
      await goOffline(context, [hostPage]);
      await page.reload();
      await openPopup(page);
      await expectDocuments(page, A_US);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** Makes the worker's data entries older (its own stamp, sw/personal-entry.ts). */
const ageWorkerData = (page: Page, byMs: number): Promise<void> =>
  page.evaluate(async (ms) => {
    const cache = await caches.open('quick-actions-data');
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response) continue;
      const headers = new Headers(response.headers);
      const at = Number(headers.get('x-quick-actions-cached-at'));
      headers.set('x-quick-actions-cached-at', String(at - ms));
      await cache.put(request, new Response(await response.blob(), { status: 200, headers }));
    }
  }, byMs);

const workerTiles = (page: Page): Promise<unknown> =>
  page.evaluate(async () => {
    const cache = await caches.open('quick-actions-data');
    const key = (await cache.keys()).find((request) => request.url.includes('FolderTile'));
    return key ? JSON.parse(await (await cache.match(key))!.text()) : undefined;
  });

describe('flaky network through the worker', () => {
  it('a garbage answer keeps the cache; a hanging one gets the cached answer at 5 s', async () => {
    const { context, page, pageErrors, close } = await session(suite.demo.url);
    try {
      await visitTwice(page, `${suite.demo.url}/?loc=US`);
      await openPopup(page);
      await expectDocuments(page, A_US);
      await closePopup(page);
      const good = await workerTiles(page);
      // Not the whole tree (ADR-0088): flat, the newest two of each country code, among them
      // those of both countries A is shown.
      const kept = (good as { Data: { ItemId: number; Children?: unknown }[] }).Data;
      expect(kept.map((tile) => String(tile.ItemId))).toEqual(
        expect.arrayContaining([...A_US, ...A_CA]),
      );
      expect(kept.filter((tile) => 'Children' in tile)).toEqual([]);
      expect(kept.length).toBeLessThan(fixtureDocumentNames('a').length);

      // Both caches older than the 10 s freshness, so the next page view's open asks the network.
      await ageWorkerData(page, 60_000);
      await ageCachedSections(page, 60_000);
      await setCookies(context, suite.demo.url, { demo_fault: 'tiles:malformed' });
      await page.reload();
      const malformed = page.waitForResponse((response) => response.url().includes('FolderTile'));
      await openPopup(page);
      expect((await malformed).status()).toBe(200);
      await expectDocuments(page, A_US);
      expect(await workerTiles(page)).toEqual(good);

      // A service that never answers: the worker answers from its cache after its 5 s timeout,
      // before the page's own 10 s timeout would give up.
      await ageWorkerData(page, 60_000);
      await ageCachedSections(page, 60_000);
      await setCookies(context, suite.demo.url, { demo_fault: 'tiles:hang' });
      await page.reload();
      const asked = Date.now();
      const hung = page.waitForResponse((response) => response.url().includes('FolderTile'));
      await openPopup(page);
      const answer = await hung;
      expect(answer.status()).toBe(200);
      expect(answer.fromServiceWorker()).toBe(true);
      expect(await answer.json()).toEqual(good);
      expect(Date.now() - asked).toBeLessThan(10_000);
      await expectDocuments(page, A_US);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('without a worker: the page-side cache', () => {
  const refuseRegistration = () => {
    // Firefox private mode: the API is there, registration is refused.
    navigator.serviceWorker.register = () =>
      Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'));
  };

  it.each<[string, VisitOptions & { initScripts?: (() => void)[] }]>([
    ['service workers blocked', { serviceWorkers: 'block' }],
    ['registration refused (Firefox private mode)', { initScripts: [refuseRegistration] }],
  ])('%s: the widget works, and shows its cache when the services fail', async (_name, options) => {
    const { context, page, pageErrors, close } = await session(suite.demo.url, options);
    try {
      const url = `${suite.demo.url}/?loc=US`;
      await page.goto(url);
      await openPopup(page);
      await expectDocuments(page, A_US);
      // The services stop answering (a dropped connection on every API call); the page loads.
      await setCookies(context, suite.demo.url, { demo_fault: 'all:offline' });
      await page.reload();
      await openPopup(page);
      await expectDocuments(page, A_US);
      const registrations = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistrations()).length,
      );
      expect(registrations).toBe(0);
      // A refused registration is not an error to report (loader/facade/register-service-worker.ts).
      const logged = await page.evaluate(() =>
        (
          window as unknown as { demoHost: { loggedErrors: { message: string }[] } }
        ).demoHost.loggedErrors.map((error) => error.message),
      );
      expect(logged.filter((message) => /service ?worker|register/i.test(message))).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('two people on one browser', () => {
  it('the second never sees the first one’s documents, online or offline', async () => {
    const { context, page, pageErrors, close } = await session(suite.demo.url);
    try {
      await visitTwice(page, `${suite.demo.url}/?loc=US&user=A`);
      await openPopup(page);
      await expectDocuments(page, A_US);
      const hashA = await userHash(page, 'S-1');
      const hashB = await userHash(page, 'S-2');
      expect(
        (await cacheKeys(page, 'quick-actions-data'))?.some((key) => key.includes(hashA)),
      ).toBe(true);

      // B right after A, within the 10 s freshness of A's cached documents: a cache keyed by
      // anything but the person would answer B with A's list without asking the network.
      const response = await page.goto(`${suite.demo.url}/?loc=US&user=B`);
      const pageOfB = { url: response!.url(), html: await response!.text() };
      await openPopup(page);
      await expectDocuments(page, B_US);
      const keys = (await cacheKeys(page, 'quick-actions-data')) ?? [];
      expect(keys.filter((key) => key.includes(hashA))).toEqual([]);
      expect(keys.every((key) => key.includes(hashB))).toBe(true);

      await goOffline(context, [pageOfB]);
      await page.reload();
      await openPopup(page);
      await expectDocuments(page, B_US);
      const shown = await documentIds(page);
      expect(shown.filter((id) => A_ONLY_US.includes(id))).toEqual([]);
      // The worker keeps no host page (ADR-0053), A's or anyone's: offline, A's page fails as it
      // would without a worker.
      await expect(page.goto(`${suite.demo.url}/?loc=US&user=A`)).rejects.toThrow();
      await goOnline(context);

      // Signing out in place (the host's `refresh`): the worker drops every personal entry.
      await page.goto(`${suite.demo.url}/?loc=US&user=B`);
      await openPopup(page);
      await expectDocuments(page, B_US);
      await page.evaluate(() =>
        (window as unknown as { demoHost: { signOut(): void } }).demoHost.signOut(),
      );
      await quickActionsButton(page).waitFor({ state: 'detached' });
      await expect.poll(() => cacheKeys(page, 'quick-actions-data')).toBeNull();
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('a redeploy with new hashes', () => {
  it('keeps an open popup and the next page view working across the switch', async () => {
    if (!existsSync(join(REDEPLOY_DIST, 'loader.js'))) {
      throw new Error(
        `${REDEPLOY_DIST} is missing: build a second flavour first (npm run build:preact)`,
      );
    }
    const fileIn = (dir: string, pattern: RegExp) => {
      const name = readdirSync(dir).find((file) => pattern.test(file));
      if (!name) throw new Error(`no ${pattern} in ${dir}`);
      return name;
    };
    // The app chunk (the framework is widget-runtime-*, ADR-0013).
    const WIDGET = /^widget-(?!runtime-)[\w-]+\.js$/;
    const FACADE = /^facade-[\w-]+\.js$/;
    const [widgetV1, facadeV2] = [fileIn(DIST_DIR, WIDGET), fileIn(REDEPLOY_DIST, FACADE)];
    expect(widgetV1).not.toBe(fileIn(REDEPLOY_DIST, WIDGET));

    const deployed = await mkdtemp(join(tmpdir(), 'qa-deploy-'));
    await cp(DIST_DIR, deployed, { recursive: true });
    const host = await createDemoServer({ distDir: deployed, port: 0 });
    const { page, pageErrors, failedFiles, close } = await session(host.url);
    try {
      const url = `${host.url}/?loc=US`;
      await visitTwice(page, url);
      await openPopup(page);
      await expectDocuments(page, A_US);
      await page.evaluate(() => {
        (window as unknown as { qaOldWorker: unknown }).qaOldWorker =
          navigator.serviceWorker.controller;
      });

      // The deploy: every file replaced, the old hashed files gone from the server.
      for (const entry of await readdir(deployed)) {
        await rm(join(deployed, entry), { recursive: true, force: true });
      }
      await cp(REDEPLOY_DIST, deployed, { recursive: true });
      const onServer = await fetch(`${host.url}/quick-actions/${widgetV1}`);
      expect(onServer.status).toBe(404);

      // The suite.browser checks for a new worker on navigations; ask now, with the popup open.
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      // The new worker controls this page and has finished activating (its clean-up ran).
      await page.waitForFunction(
        () => {
          const controller = navigator.serviceWorker.controller;
          return (
            controller !== null &&
            controller.state === 'activated' &&
            controller !== (window as unknown as { qaOldWorker: unknown }).qaOldWorker
          );
        },
        undefined,
        { timeout: 30_000 },
      );
      // The open popup (the old deploy's code) still works under the new worker: closed and
      // reopened it fetches and shows its documents, and the old deploy's chunk still loads.
      await expectExpanded(page, 'true');
      await closePopup(page);
      await openPopup(page);
      await expectDocuments(page, A_US);
      // `no-store`: past the HTTP cache (which may hold it, or may have evicted it), so only the
      // worker can still have it.
      const oldChunk = await page.evaluate(
        async (file) => (await fetch(`/quick-actions/${file}`, { cache: 'no-store' })).status,
        widgetV1,
      );
      expect(oldChunk).toBe(200);

      // The next page view runs the new deploy.
      const facadeRequested = page.waitForRequest((request) =>
        request.url().endsWith(`/quick-actions/${facadeV2}`),
      );
      await page.reload();
      await facadeRequested;
      await waitForWidget(page);
      await openPopup(page);
      await expectDocuments(page, A_US);
      expect(failedFiles).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
      await host.close();
      await rm(deployed, { recursive: true, force: true });
    }
  });
});

describe('a host with its own worker that imports ours', () => {
  it('works online and offline, and the loader registers nothing of its own', async () => {
    const { context, page, pageErrors, close } = await session(suite.demo.url);
    try {
      await visitTwice(page, `${suite.demo.url}/own-sw/?loc=US`, '/own-sw.js');
      await openPopup(page);
      await expectDocuments(page, A_US);
      const registered = await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map((registration) => [
          new URL(registration.scope).pathname,
          new URL(registration.active?.scriptURL ?? 'http://x/none').pathname,
        ]),
      );
      expect(registered).toEqual([['/own-sw/', '/own-sw.js']]);
      const names = await page.evaluate(() => caches.keys());
      expect(names).toEqual(
        expect.arrayContaining(['quick-actions-precache', 'quick-actions-data']),
      );
      // Our worker leaves the host's pages to the host's worker (which keeps its own).
      expect(names.filter((name) => name.startsWith('quick-actions-'))).not.toContain(
        'quick-actions-pages',
      );

      await goOffline(context);
      await page.reload();
      await quickActionsButton(page).waitFor({ state: 'visible' });
      await openPopup(page);
      await expectDocuments(page, A_US);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
