// The cross-engine subset of the browser tests, written once against the small
// Engine interface (engine.mjs) and run in Firefox and WebKit by run-engines.mjs. Each scenario
// gets a fresh origin (site.mjs). What an engine lacks is declared in ENGINES and checked, so a
// difference that goes away (or appears) fails the run instead of going unnoticed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { poll } from './engine.mjs';

// demo/fixtures/README.md: user A in the US sees these two documents; the hub shown.
const A_US = ['48213', '48455'];
const B_US = ['51020', '51005'];
const HUB = 'Business Planning';
const RETURNING_US = '/?loc=US&user=A&returning=1';

const FIXTURES = new URL('../../demo/fixtures/', import.meta.url);
// A real second build with other hashes, the next deploy (both builds are made before the
// engines run: tests/run-all.mjs).
const NEXT_DEPLOY = fileURLToPath(
  new URL(
    `../../${process.env.QA_DIST === 'dist-preact' ? 'dist' : 'dist-preact'}/`,
    import.meta.url,
  ),
);
/** @param {string} file */
const fixture = (file) => JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8'));
/** Every document name in a user's tile tree (tests/browser/support/fixtures.ts). */
const documentNames = (/** @type {'a' | 'b'} */ user) => {
  /** @type {string[]} */
  const names = [];
  const walk = (/** @type {any} */ tiles) => {
    if (!Array.isArray(tiles)) return;
    for (const tile of tiles) {
      if (tile.TileType !== 'Folder' && typeof tile.Name === 'string') names.push(tile.Name);
      walk(tile.Children);
    }
  };
  walk(fixture(`tiles-user-${user}.json`).Data);
  return names;
};
const NAMES_OF_A = documentNames('a');
const NAMES_OF_B = documentNames('b');
/** Everything personal the demo's services answer: every document name and hub title. */
const PERSONAL = [
  ...NAMES_OF_A,
  ...NAMES_OF_B,
  ...Object.values(fixture('dashboards.json')).flatMap((hubs) => hubs.map((hub) => hub.title)),
];

/**
 * What each engine has (checked in the page by the "engine features" scenario) and therefore
 * which path of the widget it takes.
 */
export const ENGINES = {
  firefox: {
    serviceWorker: true,
    trustedTypes: true,
    schedulerYield: true,
    requestIdleCallback: true,
    paintTiming: true,
  },
  webkit: {
    serviceWorker: true,
    trustedTypes: true,
    schedulerYield: false,
    requestIdleCallback: false,
    paintTiming: true,
  },
};

/** The widget as the page shows it (through its open shadow root). */
const STATE = () => {
  const host = document.querySelector('[data-quick-actions-root]');
  const root = host && host.shadowRoot;
  const button =
    root && (root.querySelector('button[aria-controls]') || root.querySelector('button.qa-fab'));
  const popup = root && root.getElementById('quick-actions-popup');
  const rect = button && button.getBoundingClientRect();
  let active = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) {
    active = active.shadowRoot.activeElement;
  }
  return {
    root: Boolean(host),
    button: Boolean(button),
    widget: Boolean(button && button.hasAttribute('aria-controls')),
    expanded: button ? button.getAttribute('aria-expanded') : null,
    center: rect && rect.width ? [rect.left + rect.width / 2, rect.top + rect.height / 2] : null,
    popupVisible: Boolean(
      popup && popup.getClientRects().length && getComputedStyle(popup).visibility !== 'hidden',
    ),
    focusOnButton: Boolean(button) && active === button,
    focused: active ? active.tagName + ' ' + (active.getAttribute('aria-label') || '') : null,
    themes: root
      ? [...root.querySelectorAll('link[data-qa-theme]')]
          .filter((link) => link.sheet)
          .map((link) => link.getAttribute('data-qa-theme'))
      : [],
    record: window.__eng,
    loaderVersion: (window.QuickActions && window.QuickActions.version) || null,
    controller: (navigator.serviceWorker && navigator.serviceWorker.controller?.scriptURL) || null,
  };
};

/** What the open popup shows (support/widget.ts readPopup, the parts compared here). */
const POPUP = () => {
  const root = document.querySelector('[data-quick-actions-root]').shadowRoot;
  const section = root.getElementById('quick-actions-popup');
  const docs = section.querySelector('[data-section="documents"]');
  const upsell = section.querySelector('[data-upsell-group]');
  return {
    documents: [...(docs ? docs.querySelectorAll('li[data-document-id]') : [])].map((li) =>
      li.getAttribute('data-document-id'),
    ),
    hubs: [...section.querySelectorAll('[data-section="hubs"] li a')].map((a) =>
      a.textContent.trim(),
    ),
    upsell: upsell
      ? {
          group: upsell.dataset.upsellGroup,
          href: upsell.querySelector('a')?.getAttribute('href') ?? null,
        }
      : null,
    sections: [...section.querySelectorAll('[data-section]')].map((s) => s.dataset.section),
    // The content's last part, the account row: every part is drawn.
    complete: Boolean(section.querySelector('[data-action="account"]')),
    // Every text shown, to find a message key where its text belongs.
    texts: [...section.querySelectorAll('*')].flatMap((element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim())
        .map((node) => node.textContent.trim()),
    ),
  };
};

/** @param {import('./engine.mjs').Engine} engine */
const state = (engine) => engine.evaluate(STATE);

const MESSAGE_KEYS = new Set(
  Object.keys(
    JSON.parse(readFileSync(new URL('../../locales/bundles/en.json', import.meta.url), 'utf8')),
  ),
);
/** The popup shows its text, never a message key where the text belongs (docs/rules.md §4). */
function expectNoMessageKey(/** @type {{ texts: string[] }} */ content) {
  assert.deepEqual(
    content.texts.filter((text) => MESSAGE_KEYS.has(text)),
    [],
    'message keys shown in the popup',
  );
}

/** Nothing went wrong on the page: no error, rejection or CSP violation. */
async function expectCleanPage(engine) {
  const { record } = await state(engine);
  assert.ok(record, 'the recorder ran first in the page');
  assert.deepEqual(record, { errors: [], rejections: [], violations: [] });
}

/** Waits for the button, clicks it as a person does, waits for the open popup. */
async function openPopup(engine) {
  const { center } = await poll('the floating button', async () => {
    const now = await state(engine);
    return now.button && now.center ? now : null;
  });
  // Intent: the pointer comes over the button and the facade imports the widget. From
  // elsewhere: after a reload the pointer may already rest there, and no pointer moves.
  await engine.hover(1, 1);
  await engine.hover(center[0], center[1]);
  await poll('the widget taking the button over', async () => (await state(engine)).widget);
  await engine.click(center[0], center[1]);
  await poll('aria-expanded="true" and a visible popup', async () => {
    const now = await state(engine);
    return now.expanded === 'true' && now.popupVisible;
  });
}

/** Polls until the popup lists the given documents (data arrives after the popup opens). */
const expectDocuments = (engine, ids) =>
  poll(`documents ${ids.join(', ')} in the popup`, async () => {
    const content = await engine.evaluate(POPUP);
    return content.complete && JSON.stringify(content.documents) === JSON.stringify(ids)
      ? content
      : null;
  });

/** The widget works for user A: the popup opens and lists the US documents; the page stays clean. */
async function expectWidgetWorks(engine) {
  await openPopup(engine);
  expectNoMessageKey(await expectDocuments(engine, A_US));
  await expectCleanPage(engine);
}

/** The network is quiet: no new request reached the origin for 500 ms (a settle, polled). */
async function quiet(origin) {
  let count = -1;
  let since = Date.now();
  await poll('no request for 500 ms', async () => {
    if (origin.requests.length !== count) {
      count = origin.requests.length;
      since = Date.now();
    }
    return Date.now() - since >= 500;
  });
}

const ours = (requests) => requests.filter((path) => path.startsWith('/quick-actions/'));
const api = (requests) =>
  requests.filter((path) => /^\/(api|ItemTileService|common|images\/icons)\//.test(path));

/**
 * In the page: the given names found in local storage and in every Cache Storage cache but our
 * build's (tools/browser/worker.ts namesOnDevice). `hash`: only in the entries of that user cache
 * id (a key ending with it, a cached URL holding it); `cachesOnly`: Cache Storage alone.
 */
const NAMES_ON_DEVICE = async (names, { hash = '', cachesOnly = false } = {}) => {
  const parts = [];
  for (let index = 0; index < (cachesOnly ? 0 : localStorage.length); index++) {
    const key = localStorage.key(index);
    if (key !== null && key.endsWith(hash)) parts.push(key, localStorage.getItem(key));
  }
  for (const name of await caches.keys()) {
    // caches.open creates what it opens: skip a cache deleted since the listing.
    if (name === 'quick-actions-precache' || !(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (!request.url.includes(hash)) continue;
      const response = await cache.match(request);
      parts.push(request.url, response ? await response.text() : '');
    }
  }
  const text = parts.join('\n');
  return names.filter((name) => text.includes(name));
};

/** In the page: the given names the page shows now, its open shadow roots and fields included. */
const SHOWN = (names) => {
  const parts = [document.documentElement.outerHTML];
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element instanceof HTMLInputElement) parts.push(element.value);
      if (element.shadowRoot) {
        parts.push(element.shadowRoot.innerHTML);
        walk(element.shadowRoot);
      }
    }
  };
  walk(document);
  const text = parts.join('\n');
  return names.filter((name) => text.includes(name));
};

/** In the page: the user cache id the widget announces for a secure id (tools/browser/worker.ts). */
const USER_HASH = async (secureId) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secureId));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** @param {import('./engine.mjs').Engine} engine */
const ourWorkerControls = async (engine) =>
  (await state(engine)).controller?.endsWith('/quick-actions/sw.js');

/** Two views of A's page: the first registers our worker, the second runs under it. */
async function visitTwiceAsA(engine, url) {
  await engine.goto(url);
  await poll('our worker controlling the page', () => ourWorkerControls(engine), 30_000);
  await engine.reload();
  await poll('our worker controlling the second view', () => ourWorkerControls(engine), 30_000);
}

/** Polls until `read` gives an empty list; fails naming what was still there. */
async function pollEmpty(reason, read, timeout = 10_000) {
  let left = [];
  try {
    await poll(reason, async () => (left = await read()).length === 0, timeout);
  } catch (error) {
    throw new Error(`${error.message}; still there: ${left.join(', ')}`, { cause: error });
  }
}

/**
 * @typedef {object} Context
 * @property {import('./engine.mjs').Engine} engine
 * @property {() => Promise<import('./site.mjs').Origin>} origin a fresh origin
 * @property {(note: string) => void} note a recorded engine difference
 */

/** @type {{ name: string, run: (context: Context) => Promise<void> }[]} */
export const SCENARIOS = [
  {
    name: 'engine features match the declared table (which path each engine takes)',
    async run({ engine, origin, note }) {
      const o = await origin();
      await engine.goto(`${o.url}/?user=none`);
      const found = await engine.evaluate(async () => {
        // Two frames after load: a browser with paint timing has its first-contentful-paint
        // entry by then (the loader's stage two waits for it, else for a number of frames).
        await new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))),
        );
        return {
          serviceWorker: 'serviceWorker' in navigator,
          trustedTypes: 'trustedTypes' in window,
          schedulerYield: typeof globalThis.scheduler?.yield === 'function',
          requestIdleCallback: typeof window.requestIdleCallback === 'function',
          paintTiming: performance.getEntriesByName('first-contentful-paint').length > 0,
          adoptedStyleSheets: 'adoptedStyleSheets' in ShadowRoot.prototype,
          cacheStorage: 'caches' in window,
        };
      });
      note(`features: ${JSON.stringify(found)}`);
      assert.equal(found.adoptedStyleSheets, true);
      assert.equal(found.cacheStorage, true);
      const differing = Object.fromEntries(
        Object.keys(ENGINES[engine.name]).map((feature) => [feature, found[feature]]),
      );
      assert.deepEqual(differing, ENGINES[engine.name]);
    },
  },
  {
    name: 'anonymous visitor: one request (loader.js), no element, no error',
    async run({ engine, origin }) {
      const o = await origin();
      await engine.goto(`${o.url}/?user=none`);
      await poll('the loader running', async () => (await state(engine)).loaderVersion);
      await quiet(o);
      assert.deepEqual(ours(o.requests), ['/quick-actions/loader.js']);
      assert.deepEqual(api(o.requests), []);
      const now = await state(engine);
      assert.equal(now.root, false, 'no widget element');
      assert.equal(
        await engine.evaluate(() => document.getElementById('quick-actions').innerHTML),
        '',
      );
      await expectCleanPage(engine);
    },
  },
  {
    name: 'user A in the US: the popup with documents, hubs and upsell; the host API',
    async run({ engine, origin }) {
      const o = await origin();
      await engine.goto(o.url + RETURNING_US);
      await openPopup(engine);
      await expectDocuments(engine, A_US);
      // Shown at the open wait, on a slow machine before the hubs or the upsell came: the hubs
      // fill their slots, and an upsell waits behind Refresh (docs/rules.md §4), which shows it.
      const content = await poll(`hub ${HUB} and an upsell in the popup`, async () => {
        const shown = await engine.evaluate(POPUP);
        if (shown.hubs.includes(HUB) && shown.upsell?.group) return shown;
        await engine.evaluate(() =>
          document
            .querySelector('[data-quick-actions-root]')
            ?.shadowRoot?.querySelector('.qa-refresh')
            ?.click(),
        );
        return null;
      });
      assert.ok(content.upsell.href, 'the upsell links somewhere');
      assert.equal(ours(o.requests)[0], '/quick-actions/loader.js');
      assert.ok(ours(o.requests).some((path) => /\/facade-[\w-]+\.js$/.test(path)));
      // The host API: refresh keeps the button; destroy removes every element.
      await engine.evaluate(() => window.QuickActions('refresh'));
      await poll('the button after refresh', async () => (await state(engine)).button);
      await engine.evaluate(() => window.QuickActions('destroy'));
      await poll('no button after destroy', async () => !(await state(engine)).root);
      assert.equal(
        await engine.evaluate(() => document.querySelectorAll('[data-quick-actions-root]').length),
        0,
      );
      await expectCleanPage(engine);
    },
  },
  {
    name: 'keyboard: Tab to the button, Enter opens, Escape closes and gives focus back',
    async run({ engine, origin }) {
      const o = await origin();
      await engine.goto(o.url + RETURNING_US);
      await poll('the floating button', async () => (await state(engine)).button);
      await engine.evaluate(() => {
        document.activeElement?.blur();
        window.focus();
      });
      let tabs = 0;
      while (!(await state(engine)).focusOnButton) {
        assert.ok(++tabs <= 60, `Tab never reached the button (${(await state(engine)).focused})`);
        await engine.press('Tab');
      }
      // Focus is intent: the widget takes the button over; then Enter opens the popup.
      await poll('the widget taking the button over', async () => (await state(engine)).widget);
      await engine.press('Enter');
      await poll('the popup open after Enter', async () => {
        const now = await state(engine);
        return now.expanded === 'true' && now.popupVisible;
      });
      await expectDocuments(engine, A_US);
      await engine.press('Escape');
      const closed = await poll('the popup closed after Escape', async () => {
        const now = await state(engine);
        return now.expanded === 'false' ? now : null;
      });
      assert.equal(closed.popupVisible, false);
      await poll('focus back on the button', async () => (await state(engine)).focusOnButton);
      await expectCleanPage(engine);
    },
  },
  ...['slate-v1', 'slate-v4'].map((theme) => ({
    name: `theme ${theme}: its stylesheet in the shadow root`,
    async run({ engine, origin }) {
      const o = await origin();
      await engine.goto(`${o.url}${RETURNING_US}&theme=${theme}`);
      await openPopup(engine);
      const now = await poll(`the ${theme} stylesheet loaded`, async () => {
        const current = await state(engine);
        return current.themes.includes(theme) ? current : null;
      });
      assert.deepEqual(now.themes, [theme]);
      assert.ok(
        o.requests.some((path) => path.includes(`/${theme}-`)),
        `${theme} css fetched`,
      );
      await expectCleanPage(engine);
    },
  })),
  {
    name: 'strict CSP with Trusted Types required: no violation, the widget works',
    async run({ engine, origin }) {
      const o = await origin();
      await engine.goto(`${o.url}${RETURNING_US}&csp=strict`);
      await expectWidgetWorks(engine);
    },
  },
  {
    name: 'no Trusted Types (older engines): plain script URLs, the widget works',
    async run({ engine, origin }) {
      const o = await origin();
      o.addInitScript(`try { delete window.trustedTypes; } catch {}
        Object.defineProperty(window, 'trustedTypes', { value: undefined, configurable: true });`);
      await engine.goto(o.url + RETURNING_US);
      assert.equal(await engine.evaluate(() => window.trustedTypes ?? null), null);
      await expectWidgetWorks(engine);
    },
  },
  {
    name: 'storage that throws: first use every time, the popup opens by itself',
    async run({ engine, origin }) {
      const o = await origin();
      o.addInitScript(`Object.defineProperty(window, 'localStorage', {
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
      });`);
      await engine.goto(`${o.url}/?loc=US&user=A`);
      assert.equal(
        await engine.evaluate(() => {
          try {
            return typeof localStorage;
          } catch {
            return 'throws';
          }
        }),
        'throws',
      );
      await poll(
        'the popup open by itself (nothing stored: first use)',
        async () => {
          const now = await state(engine);
          return now.expanded === 'true' && now.popupVisible;
        },
        30_000,
      );
      await expectDocuments(engine, A_US);
      await expectCleanPage(engine);
    },
  },
  {
    name: 'no service worker (older engines, some private modes): online only, offline no error',
    async run({ engine, origin }) {
      const o = await origin();
      o.addInitScript('delete Navigator.prototype.serviceWorker;');
      await engine.goto(o.url + RETURNING_US);
      assert.equal(await engine.evaluate(() => 'serviceWorker' in navigator), false);
      await openPopup(engine);
      await expectDocuments(engine, A_US);
      assert.ok(!o.requests.includes('/quick-actions/sw.js'), 'sw.js never requested');
      // Offline, the host page (served by the proxy, as its HTTP cache would) has no widget —
      // loader.js cannot come — and no error either.
      o.setOffline(true);
      await engine.reload();
      await poll('the offline page loaded', async () =>
        engine.evaluate(() => document.readyState === 'complete' && Boolean(window.__eng)),
      );
      assert.ok(o.cut.includes('/quick-actions/loader.js'), 'loader.js was asked for and cut');
      assert.equal((await state(engine)).root, false);
      await expectCleanPage(engine);
    },
  },
  {
    name: 'a deploy, no worker: the next click opens the popup from the new deploy (ADR-0103)',
    async run({ engine, origin }) {
      const o = await origin();
      o.addInitScript('delete Navigator.prototype.serviceWorker;');
      await engine.goto(o.url + RETURNING_US);
      await poll('the floating button', async () => (await state(engine)).button);
      const before = ours(o.requests).length;
      await o.deploy(NEXT_DEPLOY);
      await openPopup(engine);
      expectNoMessageKey(await expectDocuments(engine, A_US));
      const after = ours(o.requests).slice(before);
      assert.ok(after.includes('/quick-actions/facade.js'), `facade.js asked: ${after.join(', ')}`);
      assert.deepEqual(await engine.evaluate(() => window.demoHost.loggedErrors), []);
      await expectCleanPage(engine);
    },
  },
  {
    name: 'a late getUser after a newer init: dropped, and no secure id in the host’s log (ADR-0102)',
    async run({ engine, origin }) {
      const o = await origin();
      await engine.goto(o.url + RETURNING_US);
      await poll('the floating button', async () => (await state(engine)).button);
      await engine.evaluate(() => {
        const host = window.demoHost;
        const providers = {
          getConfig: () => host.config(),
          track: (event) => host.track(event),
          logError: (error) => host.logError(error),
        };
        const userA = host.user();
        window.QuickActions('init', {
          ...providers,
          getUser: () => new Promise((resolve) => setTimeout(() => resolve(userA), 1500)),
        });
        setTimeout(() => {
          host.signIn('B');
          window.QuickActions('init', { ...providers, getUser: () => host.user() });
        }, 200);
      });
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await engine.evaluate(() => window.QuickActions('S-2-unknown'));
      const logged = await poll('the unknown command reported', async () => {
        const errors = await engine.evaluate(() => window.demoHost.loggedErrors);
        return errors.length ? errors : null;
      });
      assert.deepEqual(
        logged.map((error) => error.message),
        ['Unknown QuickActions command: [redacted]-unknown'],
      );
      await openPopup(engine);
      await expectDocuments(engine, B_US);
      await expectCleanPage(engine);
    },
  },
  {
    name: 'offline reload: the worker brings the widget back',
    async run({ engine, origin }) {
      const o = await origin();
      await engine.goto(o.url + RETURNING_US);
      const isOurs = async () => (await state(engine)).controller?.endsWith('/quick-actions/sw.js');
      await poll('our worker controlling the page', isOurs, 30_000);
      await engine.reload();
      await poll('our worker controlling the second view', isOurs, 30_000);
      await openPopup(engine);
      await expectDocuments(engine, A_US);
      // Without the Static Routing API (Chromium only), a host request under the worker goes
      // through its fetch handler's early return (no respondWith) to the network.
      const before = o.requests.length;
      const status = await engine.evaluate(async () => (await fetch('/demo/errors.json')).status);
      assert.equal(status, 200);
      assert.ok(o.requests.slice(before).includes('/demo/errors.json'), 'went to the network');

      const precached = await engine.evaluate(async () =>
        (await (await caches.open('quick-actions-precache')).keys()).map((r) => r.url),
      );
      o.setOffline(true);
      const online = o.requests.length;
      await engine.reload();
      try {
        await openPopup(engine);
      } catch (error) {
        throw new Error(
          `${error}\nprecached: ${precached.join(' ')}\ncut offline: ${o.cut.join(' ')}\n` +
            `page: ${JSON.stringify((await state(engine)).record)}`,
          { cause: error },
        );
      }
      await expectDocuments(engine, A_US);
      assert.ok(await isOurs(), 'the worker still controls the page offline');
      assert.equal(o.requests.length, online, 'nothing reached the network offline');
      await expectCleanPage(engine);
    },
  },
  {
    // tests/browser/privacy-matrix.test.ts P2: nothing personal outlives a signed-out page view,
    // even when the host cleared local storage while A was signed in (Cache Storage kept A's).
    name: 'signed-out view after the host cleared local storage: nothing personal on the device',
    async run({ engine, origin }) {
      const o = await origin();
      await visitTwiceAsA(engine, o.url + RETURNING_US);
      await openPopup(engine);
      await expectDocuments(engine, A_US);
      await poll(
        'A’s data in Cache Storage (the worker wrote it)',
        async () => (await engine.evaluate(NAMES_ON_DEVICE, PERSONAL, { cachesOnly: true })).length,
      );
      await engine.evaluate(() => localStorage.clear());
      await engine.goto(`${o.url}/?loc=US&user=none`);
      await engine.goto(`${o.url}/?loc=US&user=none`);
      await pollEmpty('no document name or hub title on the device', () =>
        engine.evaluate(NAMES_ON_DEVICE, PERSONAL),
      );
      await expectCleanPage(engine);
    },
  },
  {
    // tests/browser/privacy-matrix.test.ts P1: tab 1 still believes A is signed in after B signed
    // in in tab 2; the host's route change (update) must not bring its widget back.
    name: 'stale tab of A after B signed in in another tab: update brings nothing of B’s',
    async run({ engine, origin }) {
      const o = await origin();
      await visitTwiceAsA(engine, o.url + RETURNING_US);
      await openPopup(engine);
      await expectDocuments(engine, A_US);
      const tab = await engine.openTab();
      try {
        await tab.goto(`${o.url}/?loc=US&user=B&returning=1`);
        await openPopup(tab);
        await expectDocuments(tab, B_US);
        await poll('tab 1’s widget taken away', async () => !(await state(engine)).root, 10_000);

        await engine.evaluate(() => window.QuickActions('update', { pageName: 'Other' }));
        const end = Date.now() + 3_000;
        while (Date.now() < end) {
          assert.equal((await state(engine)).root, false, 'tab 1 shows the widget again');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        assert.deepEqual(await engine.evaluate(SHOWN, NAMES_OF_B), [], 'B’s documents in tab 1');
        const hashA = await engine.evaluate(USER_HASH, 'S-1');
        assert.deepEqual(
          await engine.evaluate(NAMES_ON_DEVICE, NAMES_OF_B, { hash: hashA }),
          [],
          'B’s documents stored for A',
        );
      } finally {
        await tab.close();
      }
      // Later A loads a page again: A's documents only.
      await engine.goto(o.url + RETURNING_US);
      await openPopup(engine);
      await expectDocuments(engine, A_US);
      assert.deepEqual(await engine.evaluate(SHOWN, NAMES_OF_B), [], 'B’s documents shown to A');
      await expectCleanPage(engine);
    },
  },
];
