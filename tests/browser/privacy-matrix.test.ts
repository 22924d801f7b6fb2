// The privacy promises against the ways real hosts behave, on the demo over the built files, in
// Chromium. Three promises:
//   P1  one person's documents are never shown to, or stored for, another;
//   P2  nothing personal (document names, hub titles) stays in local storage or any Cache Storage
//       cache after a signed-out page view: a page whose getUser gives no user, throws or rejects;
//   P3  consent withdrawn (`persist: false`, or `serviceWorker: false` for the worker) stays
//       withdrawn: no Cache Storage cache holds personal data again, whatever restarts.
// Every check reads what a person and the device show — names on screen, in local storage and in
// every Cache Storage cache (tools/browser/worker.ts deviceState) — never the widget's own
// bookkeeping, so a fix may keep its books any way it likes.
import { describe, it, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { itOncePerBuildPair } from './support/flavour';
import { openContext } from './support/visit';
import { A_CA, A_US, B_CA, B_US, fixtureDocumentNames, fixtureHubTitles } from './support/fixtures';
import { closePopup, expectDocuments, openPopup, quickActionsButton } from './support/widget';
import {
  type DeviceState,
  deviceState,
  namesOnDevice,
  stateUnder,
  stopWorkers,
  userHash,
  visitTwice,
} from '../../tools/browser/worker';

const NAMES_OF_A = fixtureDocumentNames('a');
const NAMES_OF_B = fixtureDocumentNames('b').filter((name) => !NAMES_OF_A.includes(name));
/** Everything personal the demo's services answer: every document name and hub title. */
const PERSONAL = [...fixtureDocumentNames(), ...fixtureHubTitles()];
/** The script of our own worker (a host's worker that imports ours has another). */
const OUR_WORKER = '/quick-actions/sw.js';

const suite = useBrowserAndDemo();

const SEEN = () => localStorage.setItem('quickactions_seen', '1');

/** A fresh browser context (its own storage, caches and workers) of a returning visitor. */
async function session() {
  const opened = await openContext(suite.browser, suite.demo.url);
  await opened.context.addInitScript(SEEN);
  const page = await opened.newPage();
  return { ...opened, page };
}

const at = (path: string) => `${suite.demo.url}${path}`;

/** The host calls the widget, as its own scripts do. */
const quickActions = (page: Page, ...args: unknown[]) =>
  page.evaluate((call) => {
    (window as unknown as { QuickActions(...a: unknown[]): void }).QuickActions(...call);
  }, args);

/**
 * Where on the device the given names are: each local-storage entry and each cached response
 * (in any cache but our build's, as namesOnDevice reads them) that holds one. Places rather than
 * names, so a failure says which store kept what.
 */
function placesHolding(state: DeviceState, names: readonly string[]): string[] {
  const found = (part: Partial<DeviceState>) => {
    const held = namesOnDevice({ localStorage: {}, caches: {}, registrations: [], ...part }, names);
    return held.length > 1 ? `${held[0]} and ${held.length - 1} more` : held[0];
  };
  const places: string[] = [];
  for (const [key, value] of Object.entries(state.localStorage)) {
    const held = found({ localStorage: { [key]: value } });
    if (held) places.push(`local storage ${key}: ${held}`);
  }
  for (const [name, entries] of Object.entries(state.caches)) {
    for (const entry of entries) {
      const held = found({ caches: { [name]: [entry] } });
      if (held) places.push(`cache ${name} ${entry.url.replace(suite.demo.url, '')}: ${held}`);
    }
  }
  return places;
}

/** Where personal data is on the device: local storage and every cache. */
const personalOnDevice = async (page: Page, names = PERSONAL) =>
  placesHolding(await deviceState(page), names);

/** Where personal data is in Cache Storage (any cache, the host's own included). */
const personalInCaches = async (page: Page) =>
  placesHolding({ ...(await deviceState(page)), localStorage: {} }, PERSONAL);

/** Our worker's registrations (a host's worker that imports ours is the host's). */
const ourRegistrations = async (page: Page) =>
  (await deviceState(page)).registrations
    .filter((script) => script.endsWith(OUR_WORKER))
    .map((script) => `registration ${script.replace(suite.demo.url, '')}`);

/**
 * Waits until the device holds the person's data in Cache Storage. A test of its removal proves
 * nothing unless it was there, and the worker writes after it answers: a removal racing that write
 * would make the outcome depend on timing.
 */
async function expectCachedPersonalData(expect: ExpectStatic, page: Page): Promise<void> {
  await expect
    .poll(async () => (await personalInCaches(page)).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
}

/** A signed in, controlled by our worker, the popup opened: A's data cached on the device. */
async function signInAndCache(expect: ExpectStatic, page: Page): Promise<void> {
  await visitTwice(page, at('/?loc=US&user=A'));
  await openPopup(page);
  await expectDocuments(page, A_US, expect);
  await expectCachedPersonalData(expect, page);
}

/** Waits until nothing personal is on the device (the widget may remove it in the background). */
async function expectNothingPersonal(expect: ExpectStatic, page: Page): Promise<void> {
  await expect.poll(() => personalOnDevice(page), { timeout: 10_000 }).toEqual([]);
}

/**
 * Samples `read` every 100 ms for `ms` and fails at the first non-empty answer: what must never
 * come back (a write the worker makes after it answered comes some milliseconds later).
 */
async function expectStaysEmpty(
  expect: ExpectStatic,
  read: () => Promise<string[]>,
  what: string,
  ms = 2_000,
) {
  const end = Date.now() + ms;
  for (;;) {
    expect(await read(), what).toEqual([]);
    if (Date.now() > end) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Records, in every document of the page from now on, the given names as soon as any part of the
 * page shows them: text or attributes added to the document or to any shadow root (the widget
 * draws into one), even if removed again at once. A snapshot taken at the end would miss a list
 * drawn from a cache and replaced a moment later.
 */
function recordShown(names: string[]) {
  const seen: string[] = [];
  (window as unknown as { __qaShown: string[] }).__qaShown = seen;
  const look = (text: string | null | undefined) => {
    if (!text) return;
    for (const name of names) if (text.includes(name) && !seen.includes(name)) seen.push(name);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') look(record.target.textContent);
      else if (record.type === 'attributes' && record.attributeName)
        look((record.target as Element).getAttribute(record.attributeName));
      else
        for (const node of record.addedNodes)
          look(node instanceof Element ? node.outerHTML : node.textContent);
    }
  });
  const watched = { subtree: true, childList: true, characterData: true, attributes: true };
  observer.observe(document, watched);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    observer.observe(root, watched);
    return root;
  };
}

/**
 * The given names the page shows or showed: those recordShown saw in this document, and those in
 * it now: the widget's roots, every open shadow root, forms and every form field's value.
 */
async function namesShown(page: Page, names: string[]): Promise<string[]> {
  const { recorded, now } = await page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLInputElement) parts.push(element.value);
        if (element.shadowRoot) {
          parts.push(element.shadowRoot.innerHTML);
          walk(element.shadowRoot);
        }
      }
    };
    // What the widget put on the page: its roots (their shadow trees, walked below) and the
    // forms and fields it adds to the document. The host page's own text is not read: the demo
    // host's product cards name documents too ("Power of Attorney").
    for (const element of document.querySelectorAll('[data-quick-actions-root], form')) {
      parts.push(element.outerHTML);
    }
    walk(document);
    return {
      recorded: (window as unknown as { __qaShown?: string[] }).__qaShown ?? [],
      now: parts.join('\n'),
    };
  });
  return names.filter((name) => recorded.includes(name) || now.includes(name));
}

/** Whether the button shows up (again) within `ms`; a button that stays away gives false. */
const buttonComesBack = (page: Page, ms: number) =>
  quickActionsButton(page)
    .first()
    .waitFor({ state: 'attached', timeout: ms })
    .then(
      () => true,
      () => false,
    );

/**
 * A person who sees a button clicks it: opens the popup and waits until its document list has
 * been drawn (documents or the empty state), or 10 s.
 */
async function clickAsAPerson(page: Page): Promise<void> {
  await openPopup(page);
  await page
    .waitForFunction(
      () =>
        Boolean(
          document
            .querySelector('[data-quick-actions-root]')
            ?.shadowRoot?.querySelector(
              '[data-section="documents"] li[data-document-id], [data-section="documents"] .qa-empty',
            ),
        ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/** A resize below the 768 px breakpoint and back, each seen by the page's debounced listener. */
async function resizeBelowMediumAndBack(page: Page): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [700, size.width]) {
    // The listener is in place before the resize starts (an evaluate racing the resize could miss
    // it). The widget judges the viewport again 100 ms after the last resize event: 300 ms after
    // it, the narrow (then the wide) viewport has been judged on its own, not merged into one.
    await page.evaluate(() => {
      (window as unknown as { __qaResized: Promise<void> }).__qaResized = new Promise((resolve) =>
        window.addEventListener('resize', () => setTimeout(resolve, 300), { once: true }),
      );
    });
    await page.setViewportSize({ ...size, width });
    await page.evaluate(() => (window as unknown as { __qaResized: Promise<void> }).__qaResized);
  }
}

interface StaleTabRow {
  name: string;
  loc: 'US' | 'CA';
  act(page: Page): Promise<void>;
}

const STALE_TAB_ROWS: StaleTabRow[] = [
  {
    name: "QuickActions('update', { pageName: 'Other' }) (a route change)",
    loc: 'US',
    act: (page) => quickActions(page, 'update', { pageName: 'Other' }),
  },
  { name: "QuickActions('refresh')", loc: 'US', act: (page) => quickActions(page, 'refresh') },
  { name: "QuickActions('open')", loc: 'US', act: (page) => quickActions(page, 'open') },
  { name: 'a resize below 768 px and back (CA)', loc: 'CA', act: resizeBelowMediumAndBack },
];

/** The stale-tab rows, with or without the worker stopped before the host's call. */
const staleTabCases = (stopped: boolean) =>
  STALE_TAB_ROWS.map(
    (row) => [`${row.name}${stopped ? ', the worker stopped first' : ''}`, row, stopped] as const,
  );

async function staleTab(
  [, { loc, act }, stopped]: ReturnType<typeof staleTabCases>[number],
  { expect }: { expect: ExpectStatic },
): Promise<void> {
  const [documentsOfA, documentsOfB] = loc === 'US' ? [A_US, B_US] : [A_CA, B_CA];
  const { page: tab1, newPage, pageErrors, close } = await session();
  try {
    await tab1.addInitScript(recordShown, NAMES_OF_B);
    await visitTwice(tab1, at(`/?loc=${loc}&user=A`));
    await openPopup(tab1);
    await expectDocuments(tab1, documentsOfA, expect);

    // B signs in in another tab of the same browser: the server session is B's now, and
    // tab 1's host page still believes A is signed in.
    const tab2 = await newPage();
    await tab2.goto(at(`/?loc=${loc}&user=B`));
    await openPopup(tab2);
    await expectDocuments(tab2, documentsOfB, expect);
    await quickActionsButton(tab1).waitFor({ state: 'detached', timeout: 10_000 });
    // The browser stops an idle worker at any time; what it kept in memory is gone.
    if (stopped) await stopWorkers(tab1);

    await act(tab1);
    // P1: the stale tab's widget stays away (its calls would return B's documents).
    const cameBack = await buttonComesBack(tab1, 3_000);
    expect.soft(cameBack, 'tab 1 (A’s page) shows the Quick Actions button again').toBe(false);
    // A person who sees the button clicks it: what the device and the page get then.
    if (cameBack) await clickAsAPerson(tab1);
    expect.soft(await namesShown(tab1, NAMES_OF_B), 'B’s documents shown in A’s tab').toEqual([]);

    // Nothing of B's is kept under A's name, in local storage or in any cache.
    const hashA = await userHash(tab1, 'S-1');
    const state = await deviceState(tab1);
    const underA = stateUnder(state, hashA);
    expect.soft(placesHolding(underA, NAMES_OF_B), 'B’s documents stored for A').toEqual([]);

    // Later, B's tab closed, A loads a page: A's documents only, never B's from a cache.
    await tab2.close();
    await tab1.goto(at(`/?loc=${loc}&user=A`));
    await openPopup(tab1);
    await expectDocuments(tab1, documentsOfA, expect);
    expect(await namesShown(tab1, NAMES_OF_B), 'B’s documents shown to A later').toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await close();
  }
}

describe.concurrent('P1: a stale tab of A, after B signed in in another tab', () => {
  it.for(staleTabCases(false))(
    'then %s: no button again, nothing of B’s shown or kept for A',
    staleTab,
  );
  // What a restarted worker answers is its code, the same in both builds (sw/): the React run.
  itOncePerBuildPair.for(staleTabCases(true))(
    'then %s: no button again, nothing of B’s shown or kept for A',
    staleTab,
  );
});

/**
 * Fills local storage to its quota before anything else on the page runs, once: as a host whose
 * own data takes all the room. Halving sizes leave less room than any key the widget writes.
 */
function fillLocalStorage() {
  if (localStorage.getItem('qa-filler-0') !== null) return;
  let index = 0;
  for (let size = 1 << 23; size >= 1;) {
    try {
      localStorage.setItem(`qa-filler-${index}`, 'x'.repeat(size));
      index++;
    } catch {
      size = Math.floor(size / 2);
    }
  }
}

describe.concurrent('P2: nothing personal after a signed-out page view', () => {
  it('after the host cleared local storage (localStorage.clear()) while A was signed in', async ({
    expect,
  }) => {
    const { page, pageErrors, close } = await session();
    try {
      await signInAndCache(expect, page);

      // A host script clears the origin's local storage (its own sign-out code, a cookie-consent
      // reset); Cache Storage keeps what the worker wrote.
      await page.evaluate(() => localStorage.clear());
      await page.goto(at('/?loc=US&user=none'));
      await page.goto(at('/?loc=US&user=none'));
      // P2: no document name or hub title of A anywhere on the device.
      await expectNothingPersonal(expect, page);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('after local storage was full while A was signed in', async ({ expect }) => {
    const { context, page, pageErrors, close } = await session();
    try {
      await context.addInitScript(fillLocalStorage);
      await visitTwice(page, at('/?loc=US&user=A'));
      const full = await page.evaluate(() => {
        try {
          localStorage.setItem('qa-probe', '1');
          localStorage.removeItem('qa-probe');
          return false;
        } catch {
          return true;
        }
      });
      expect(full, 'local storage has no room left').toBe(true);
      await openPopup(page);
      await expectDocuments(page, A_US, expect);
      await expectCachedPersonalData(expect, page);

      await page.goto(at('/?loc=US&user=none'));
      await page.goto(at('/?loc=US&user=none'));
      // The host's filler is not ours to judge, and 5 MB read back on every poll is slow: the
      // signed-out views have run, so it goes before the device is read.
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith('qa-filler-')) localStorage.removeItem(key);
      });
      // P2: no document name or hub title of A anywhere on the device.
      await expectNothingPersonal(expect, page);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  // A signed-out view loads no widget: the facade and the worker, the same in both builds.
  itOncePerBuildPair('with the worker stopped before the signed-out view', async ({ expect }) => {
    const { page, pageErrors, close } = await session();
    try {
      await signInAndCache(expect, page);
      // The browser stopped the idle worker between the two views: only a page can clean up.
      await stopWorkers(page);
      await page.goto(at('/?loc=US&user=none'));
      await expectNothingPersonal(expect, page);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  describe.each(['throw', 'reject'] as const)(
    'a getUser that %ss when nobody is signed in',
    (how) => {
      it('a full page load after the server-side sign-out leaves nothing personal', async ({
        expect,
      }) => {
        const { page, pageErrors, close } = await session();
        try {
          await visitTwice(page, at('/?loc=US&user=A'));
          await openPopup(page);
          await expectDocuments(page, A_US, expect);
          await expectCachedPersonalData(expect, page);

          // demo/inline/demo-host.js: with nobody signed in, this host's getUser fails (a
          // TypeError from `session.user.secureId`, thrown or in a rejected Promise).
          await page.goto(at(`/?loc=US&user=none&userFails=${how}`));
          // P2: a page whose getUser gives no user (here: fails) is a signed-out page view.
          await expectNothingPersonal(expect, page);
          expect(pageErrors).toEqual([]);
        } finally {
          await close();
        }
      });

      it('a sign-out in the page (refresh) takes the widget away and leaves nothing personal', async ({
        expect,
      }) => {
        const { page, pageErrors, close } = await session();
        try {
          await visitTwice(page, at(`/?loc=US&user=A&userFails=${how}`));
          await openPopup(page);
          await expectDocuments(page, A_US, expect);
          await expectCachedPersonalData(expect, page);

          // A single-page host signs out and calls QuickActions('refresh'); its getUser now fails.
          await page.evaluate(() =>
            (window as unknown as { demoHost: { signOut(): void } }).demoHost.signOut(),
          );
          const gone = await quickActionsButton(page)
            .waitFor({ state: 'detached', timeout: 10_000 })
            .then(
              () => true,
              () => false,
            );
          expect.soft(gone, 'the button went away after the sign-out').toBe(true);
          // P2: no document of A left on the page or anywhere on the device.
          expect
            .soft(await namesShown(page, NAMES_OF_A), 'A’s documents still on the page')
            .toEqual([]);
          await expectNothingPersonal(expect, page);
          expect(pageErrors).toEqual([]);
        } finally {
          await close();
        }
      });
    },
  );
});

/**
 * The host's snippet passes `persist: false` in `init` (a consent tool's answer). Put in place
 * before the snippet runs: the snippet keeps an existing `QuickActions`, and this one queues the
 * calls as the snippet's own stub does, adding the option to `init`.
 */
function persistOffInInit() {
  const queue: unknown[][] = [];
  const stub = (...args: unknown[]) => {
    if (args[0] === 'init') args[1] = { ...(args[1] as object), persist: false };
    queue.push(args);
  };
  (window as unknown as { QuickActions: unknown }).QuickActions = Object.assign(stub, { q: queue });
}

describe.concurrent('P3: consent withdrawn stays withdrawn', () => {
  it('persist: false (update), then the worker stopped: opening again writes nothing personal', async ({
    expect,
  }) => {
    const { page, pageErrors, close } = await session();
    try {
      await signInAndCache(expect, page);
      await closePopup(page);

      await quickActions(page, 'update', { persist: false });
      await expectNothingPersonal(expect, page);
      // The browser stops the worker and starts it again for the next request it controls.
      await stopWorkers(page);
      const hashA = await userHash(page, 'S-1');
      // Names anywhere on the device, and any entry (key, value or cached URL) for A's id.
      const personalLeft = async () => [
        ...(await personalOnDevice(page, [...PERSONAL, hashA])),
        ...(await ourRegistrations(page)),
      ];
      for (const time of ['first', 'second']) {
        // The widget still works: its documents are shown live.
        await openPopup(page);
        await expectDocuments(page, A_US, expect);
        // P3: no cache, and no local-storage entry, holds anything personal again; no worker.
        await expectStaysEmpty(expect, personalLeft, `personal data after the ${time} open`);
        await closePopup(page);
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('serviceWorker: false (update), then the worker stopped: no cache written again', async ({
    expect,
  }) => {
    const { page, pageErrors, close } = await session();
    try {
      await signInAndCache(expect, page);
      await closePopup(page);

      await quickActions(page, 'update', { serviceWorker: false });
      await expect
        .poll(async () => [...(await personalInCaches(page)), ...(await ourRegistrations(page))], {
          timeout: 10_000,
        })
        .toEqual([]);
      await stopWorkers(page);
      for (const time of ['first', 'second']) {
        await openPopup(page);
        await expectDocuments(page, A_US, expect);
        // P3: local storage may keep the sections (persist is on); no cache may, and our worker
        // is not registered again.
        await expectStaysEmpty(
          expect,
          async () => [...(await personalInCaches(page)), ...(await ourRegistrations(page))],
          `personal data in a cache, or our worker, after the ${time} open`,
        );
        await closePopup(page);
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('persist: false in init on a later page view: our worker and its data caches go', async ({
    expect,
  }) => {
    const { page, pageErrors, close } = await session();
    try {
      await signInAndCache(expect, page);
      expect(await ourRegistrations(page)).toHaveLength(1);

      // A consent tool now says no: the next page view's init has persist: false.
      await page.addInitScript(persistOffInInit);
      await page.goto(at('/?loc=US&user=A'));
      // P3: our worker's registration and its caches go; nothing personal stays.
      await expect
        .poll(async () => [...(await personalOnDevice(page)), ...(await ourRegistrations(page))], {
          timeout: 10_000,
        })
        .toEqual([]);
      await openPopup(page);
      await expectDocuments(page, A_US, expect);
      await expectStaysEmpty(
        expect,
        async () => [...(await personalOnDevice(page)), ...(await ourRegistrations(page))],
        'personal data, or our worker, after an open',
      );
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a host worker that imports ours: persist: false (update), then open writes nothing', async ({
    expect,
  }) => {
    const { page, pageErrors, close } = await session();
    try {
      // demo/lib/own-sw-page.mjs: the host's own /own-sw.js controls /own-sw/ and imports ours.
      await visitTwice(page, at('/own-sw/?loc=US&user=A'), '/own-sw.js');
      await openPopup(page);
      await expectDocuments(page, A_US, expect);
      await expectCachedPersonalData(expect, page);
      await closePopup(page);

      await quickActions(page, 'update', { persist: false });
      await expectNothingPersonal(expect, page);
      await openPopup(page);
      await expectDocuments(page, A_US, expect);
      // P3: the host's worker is the host's; our part of it writes nothing personal again.
      await expectStaysEmpty(
        expect,
        () => personalInCaches(page),
        'personal data in a cache after an open',
      );
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
