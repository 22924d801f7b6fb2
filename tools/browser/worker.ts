// The service worker in browser tests (docs/offline.md): waiting for control, going offline,
// and reading what the widget left on the device.
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Waits until a service worker controls the page and has finished activating. It claims the page
 * inside its activate event, so it controls the page while still `activating`; a navigation
 * started then may not be controlled, and the claim, already done, never reaches the new page
 * (the strict-CSP test's second view waited 30 s for a controller, 1 fresh-clone run in 5).
 * Polled every 50 ms rather than on animation frames, which an idle page may not produce.
 */
export async function controlled(page: Page, scriptEnding = '/quick-actions/sw.js'): Promise<void> {
  try {
    await page.waitForFunction(
      (ending) => {
        const controller = navigator.serviceWorker.controller;
        return (
          (controller?.scriptURL.endsWith(ending) ?? false) && controller?.state === 'activated'
        );
      },
      scriptEnding,
      { timeout: 30_000, polling: 50 },
    );
  } catch (error) {
    // Say what the page saw, so a timeout names its cause instead of asking for a rerun.
    const seen = await page
      .evaluate(async () => {
        const registrations = await navigator.serviceWorker.getRegistrations();
        return JSON.stringify({
          // No registration at all: was the page's widget drawn (the facade registers ours
          // only after drawing the button, in an idle callback) and could the page paint?
          widget: document.querySelector('[data-quick-actions-root]') !== null,
          page: `${document.readyState}, ${document.visibilityState}`,
          controller: navigator.serviceWorker.controller?.state ?? null,
          registrations: registrations.map((registration) => ({
            scope: registration.scope,
            installing: registration.installing?.state ?? null,
            waiting: registration.waiting?.state ?? null,
            active: registration.active?.state ?? null,
          })),
        });
      })
      .catch((reason: unknown) => `(not readable: ${String(reason)})`);
    throw new Error(`No activated ${scriptEnding} controls ${page.url()}: ${seen}`, {
      cause: error,
    });
  }
}

/** A host page as the network served it: an offline test serves it again from its own route. */
export interface HostPage {
  url: string;
  html: string;
}

/**
 * The first view registers the worker, the second runs under it. Returns the second view's page
 * as the network served it (the worker never keeps host pages, ADR-0053; offline, the test's
 * route plays the host's own HTTP cache or worker).
 */
export async function visitTwice(
  page: Page,
  url: string,
  scriptEnding?: string,
): Promise<HostPage> {
  await page.goto(url);
  await controlled(page, scriptEnding);
  const response = await page.goto(url);
  await controlled(page, scriptEnding);
  if (!response) throw new Error(`no response for ${url}`);
  return { url: response.url(), html: await response.text() };
}

/**
 * Cuts the network, the worker's own fetches included (page.route does not see them),
 * but for the given host pages, which the test serves itself.
 */
export async function goOffline(context: BrowserContext, pages: HostPage[] = []): Promise<void> {
  await context.setOffline(true);
  await context.route('**', (route) => route.abort('internetdisconnected'));
  for (const { url, html } of pages) {
    // Registered last, so tried first (Playwright runs routes in reverse order).
    await context.route(
      (candidate) => candidate.href === url,
      (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
  }
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll();
  await context.setOffline(false);
}

/** The keys of one of the worker's caches, read from the page (same origin, same storage). */
export const cacheKeys = (page: Page, name: string): Promise<string[] | null> =>
  page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return null;
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => request.url);
  }, name);

/** The user cache id the widget announces for a secure id (core/storage/worker-caches.ts). */
export const userHash = (page: Page, secureId: string): Promise<string> =>
  page.evaluate(async (id) => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  }, secureId);

export interface DeviceState {
  /** Every local-storage key and value of the origin. */
  localStorage: Record<string, string>;
  /**
   * Every Cache Storage cache of the origin, with each entry's URL and body text; our build's
   * precache with its URLs only: namesOnDevice skips it (its files are the same for everyone), and
   * its scripts are most of the text a poll would otherwise read back again and again.
   */
  caches: Record<string, { url: string; body: string }[]>;
  /** Service worker registrations: their scripts. */
  registrations: string[];
}

/** Our build's files, the same for everyone: their text (locale bundles) is not personal. */
const BUILD_CACHE = 'quick-actions-precache';

/** Everything of the origin a privacy review would look at on this device. */
export const deviceState = (page: Page): Promise<DeviceState> =>
  page.evaluate(async (buildCache) => {
    const local: Record<string, string> = {};
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key !== null) local[key] = localStorage.getItem(key) ?? '';
    }
    const stored: Record<string, { url: string; body: string }[]> = {};
    for (const name of await caches.keys()) {
      // caches.open creates what it opens: skip a cache deleted since the listing (ownOnDevice).
      if (!(await caches.has(name))) continue;
      const cache = await caches.open(name);
      stored[name] = [];
      for (const request of await cache.keys()) {
        if (name === buildCache) {
          stored[name].push({ url: request.url, body: '' });
          continue;
        }
        const response = await cache.match(request);
        stored[name].push({ url: request.url, body: response ? await response.text() : '' });
      }
    }
    const registrations = (await navigator.serviceWorker.getRegistrations()).map(
      (registration) =>
        (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? '',
    );
    return { localStorage: local, caches: stored, registrations };
  }, BUILD_CACHE);

/** The part of a device's state kept under one person's user hash (keys and cache URLs). */
export function stateUnder(state: DeviceState, hash: string): DeviceState {
  return {
    localStorage: Object.fromEntries(
      Object.entries(state.localStorage).filter(([key]) => key.endsWith(hash)),
    ),
    caches: Object.fromEntries(
      Object.entries(state.caches).map(([name, entries]) => [
        name,
        entries.filter((entry) => entry.url.includes(hash)),
      ]),
    ),
    registrations: [],
  };
}

/** The given names that appear in local storage or Cache Storage (our build's files aside). */
export function namesOnDevice(state: DeviceState, names: readonly string[]): string[] {
  const caches = Object.entries(state.caches).filter(([name]) => name !== BUILD_CACHE);
  const text = JSON.stringify([state.localStorage, caches]);
  // JSON escapes quotes and non-ASCII the same way in both, so compare JSON fragments.
  return names.filter((name) => text.includes(JSON.stringify(name).slice(1, -1)));
}

/** Stops every service worker, as the browser does with an idle one (Chromium, CDP). */
export async function stopWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
  } finally {
    await cdp.detach();
  }
}

/**
 * Our own things on the device, by name: `quickactions_*` keys, `quick-actions-*` caches, our
 * worker. Names only: `caches.open` creates the cache it opens, so a probe that opened each
 * cache it had just listed recreated, empty, a cache the widget deleted in between (worker-lane's
 * "removes the worker and its caches" failed 4 runs in 6 that way).
 */
export const ownOnDevice = (page: Page): Promise<string[]> =>
  page.evaluate(async () => [
    ...Object.keys(localStorage).filter((key) => key.startsWith('quickactions_')),
    ...(await caches.keys()).filter((name) => name.startsWith('quick-actions-')),
    ...(await navigator.serviceWorker.getRegistrations())
      .map(
        (registration) =>
          (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? '',
      )
      .filter((script) => script.endsWith('/quick-actions/sw.js')),
  ]);
