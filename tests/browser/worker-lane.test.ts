// The service worker stays in its lane (ADR-0053, ADR-0059). On the demo over the built files,
// in Chromium: the host's own calls and navigations are never answered by our worker; nothing
// personal stays after a signed-out page view; a stale tab never writes or shows another
// person's documents; `persist: false`, `serviceWorker: false` and a deleted sw.js each leave no
// registration and no quick-actions-* cache, and the widget still works.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDemoServer } from '../../demo/server.mjs';
import { DIST_DIR } from '../../tools/browser/demo';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { openContext } from './support/visit';
import { A_US, B_US, fixtureDocumentNames } from './support/fixtures';
import {
  closePopup,
  expectDocuments,
  openPopup,
  quickActionsButton,
  readPopup,
  setCookies,
} from './support/widget';
import {
  deviceState,
  namesOnDevice,
  ownOnDevice,
  stateUnder,
  stopWorkers,
  userHash,
  visitTwice,
} from '../../tools/browser/worker';

const B_ONLY = B_US.filter((id) => !A_US.includes(id));
const DOCUMENT_NAMES = fixtureDocumentNames();
const FOLDER_TILE = '/ItemTileService/api/FolderTile';

const suite = useBrowserAndDemo();

const SEEN = () => localStorage.setItem('quickactions_seen', '1');

async function session(baseUrl = suite.demo.url) {
  const opened = await openContext(suite.browser, baseUrl);
  await opened.context.addInitScript(SEEN);
  const page = await opened.newPage();
  return { ...opened, page };
}

/** The host page's own FolderTile call (no widget header), as a host team writes it. */
const hostFolderTile = (page: Page) =>
  page.evaluate(async (path) => {
    const response = await fetch(path, { credentials: 'same-origin' });
    return ((await response.json()) as { Data: unknown }).Data;
  }, FOLDER_TILE);

describe('only our requests', () => {
  it('the host’s own FolderTile calls get the server’s current answer, never our cache', async () => {
    const { context, page, pageErrors, close } = await session();
    try {
      await visitTwice(page, `${suite.demo.url}/?loc=US&user=A`);
      await openPopup(page);
      await expectDocuments(page, A_US); // the worker now holds A's fresh (< 10 s) answer
      const served: boolean[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith(FOLDER_TILE)) served.push(response.fromServiceWorker());
      });
      const before = JSON.stringify(await hostFolderTile(page));
      // A change on the server within the 10 s freshness window: another session's documents.
      await setCookies(context, suite.demo.url, { demo_session: 'B' });
      const after = JSON.stringify(await hostFolderTile(page));
      expect(after).not.toBe(before);
      expect(B_ONLY.every((id) => after.includes(id))).toBe(true);
      expect(served).toEqual([false, false]);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a navigation is never answered by the worker, even when its preload would fail', async () => {
    const { context, page, pageErrors, close } = await session();
    try {
      const url = `${suite.demo.url}/?loc=US`;
      await visitTwice(page, url);
      // An earlier version turned navigation preload on for the whole origin; a preload request
      // that fails must not fail the navigation (the browser alone would have loaded the page).
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.navigationPreload.enable().catch(() => undefined);
      });
      await context.route(
        (candidate) => candidate.pathname === '/about/',
        (route) =>
          route.request().headers()['service-worker-navigation-preload']
            ? route.abort('connectionreset')
            : route.fallback(),
      );
      for (const path of ['/?loc=US', '/about/?loc=US']) {
        const response = await page.goto(`${suite.demo.url}${path}`);
        expect(response?.status()).toBe(200);
        expect(response?.fromServiceWorker()).toBe(false);
      }
      await quickActionsButton(page).waitFor({ state: 'visible' });
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('nothing personal after sign-out', () => {
  it('a signed-out page view (server-side sign-out, no refresh) leaves no document name', async () => {
    const { page, pageErrors, close } = await session();
    try {
      await visitTwice(page, `${suite.demo.url}/?loc=US&user=A`);
      await openPopup(page);
      await expectDocuments(page, A_US);
      const signedIn = await deviceState(page);
      expect(namesOnDevice(signedIn, DOCUMENT_NAMES).length).toBeGreaterThan(0);

      // The server ended the session; the next page view is anonymous. The host never calls
      // refresh: the page simply has no user.
      await page.goto(`${suite.demo.url}/?loc=US&user=none`);
      await expect
        .poll(async () => namesOnDevice(await deviceState(page), DOCUMENT_NAMES), {
          timeout: 10_000,
        })
        .toEqual([]);
      const after = await deviceState(page);
      expect(Object.keys(after.localStorage).filter((key) => key.includes('documents'))).toEqual(
        [],
      );
      // Deleted, or at most empty (the worker's expired sweep may reopen it as it goes).
      expect(after.caches['quick-actions-data'] ?? []).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a stale tab of A, after B signed in elsewhere, never writes or shows B’s documents', async () => {
    const { context, page: tabA, pageErrors, close } = await session();
    try {
      await visitTwice(tabA, `${suite.demo.url}/?loc=US&user=A`);
      await openPopup(tabA);
      await expectDocuments(tabA, A_US);
      await closePopup(tabA);

      // B signs in in another tab of the same browser: the server session is B's now.
      const tabB = await context.newPage();
      await tabB.goto(`${suite.demo.url}/?loc=US&user=B`);
      await openPopup(tabB);
      await expectDocuments(tabB, B_US);
      // Tab A's host page still believes A is signed in; its widget is taken away.
      await quickActionsButton(tabA).waitFor({ state: 'detached', timeout: 10_000 });
      const shownInA = await tabA.evaluate(() => document.documentElement.outerHTML);
      expect(B_ONLY.filter((id) => shownInA.includes(id))).toEqual([]);

      // Nothing of B's is kept under A's name, in local storage or in the worker.
      const hashA = await userHash(tabA, 'S-1');
      const titlesOfB = (await readPopup(tabB)).documents.map((document) => document.title);
      const state = await deviceState(tabA);
      const underA = stateUnder(state, hashA);
      expect(namesOnDevice(underA, titlesOfB)).toEqual([]);

      // A comes back later (signs in again): A's documents only.
      await tabB.close();
      await tabA.goto(`${suite.demo.url}/?loc=US&user=A`);
      await openPopup(tabA);
      await expectDocuments(tabA, A_US);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('a way out through the host API', () => {
  it.each([
    ['persist: false', { persist: false }, true],
    ['serviceWorker: false', { serviceWorker: false }, false],
  ])(
    '%s removes the worker and its caches; the widget still works',
    async (_name, options, all) => {
      const { page, pageErrors, close } = await session();
      try {
        const url = `${suite.demo.url}/?loc=US&user=A`;
        await visitTwice(page, url);
        await openPopup(page);
        await expectDocuments(page, A_US);
        await closePopup(page);
        await page.evaluate(
          (update) =>
            (window as unknown as { QuickActions(...args: unknown[]): void }).QuickActions(
              'update',
              update,
            ),
          options,
        );
        const gone = (own: string[]) =>
          all ? own : own.filter((item) => !item.startsWith('quickactions_'));
        await expect
          .poll(async () => gone(await ownOnDevice(page)), { timeout: 10_000 })
          .toEqual([]);
        // The widget still works, and using it brings nothing back (the worker retired at once).
        await openPopup(page);
        await expectDocuments(page, A_US);
        expect(gone(await ownOnDevice(page))).toEqual([]);
        expect(pageErrors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('a deleted sw.js: the worker removes itself and its caches at the next visit', async () => {
    const deployed = await mkdtemp(join(tmpdir(), 'qa-no-sw-'));
    await cp(DIST_DIR, deployed, { recursive: true });
    const host = await createDemoServer({ distDir: deployed, port: 0 });
    const { page, pageErrors, close } = await session(host.url);
    try {
      const url = `${host.url}/?loc=US&user=A`;
      await visitTwice(page, url);
      await openPopup(page);
      await expectDocuments(page, A_US);
      const before = (await ownOnDevice(page)).filter((item) => !item.startsWith('quickactions_'));
      expect(before.length).toBeGreaterThan(0);

      // The host deletes sw.js (every compressed sibling too) between two visits.
      for (const file of ['sw.js', 'sw.js.br', 'sw.js.gz'])
        await rm(join(deployed, file), { force: true });
      expect((await fetch(`${host.url}/quick-actions/sw.js`)).status).toBe(404);
      // The next visit, after the browser stopped the idle worker (as it does after ~30 s).
      await stopWorkers(page);
      await page.goto(url);
      await expect
        .poll(
          async () => (await ownOnDevice(page)).filter((item) => !item.startsWith('quickactions_')),
          { timeout: 15_000 },
        )
        .toEqual([]);
      // The widget still works: the next view loads its files from the network.
      await page.goto(url);
      await openPopup(page);
      await expectDocuments(page, A_US);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
      await host.close();
      await rm(deployed, { recursive: true, force: true });
    }
  });
});
