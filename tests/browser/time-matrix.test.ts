// Across time (ADR-0102, ADR-0103): a deploy, a late answer, a stalled file, in real Chromium over
// the built files. A deploy is a real second build with other hashes (the other flavour, as the
// offline test's redeploy): the demo serves a copy of this build's folder, and the test replaces
// its contents the way a static host does, deleting the old hashed files. Pages here have no
// worker (`serviceWorkers: 'block'`): the worker keeps the previous deploy's files (ADR-0054), so
// these are the pages that meet the 404s.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer } from '../../demo/server.mjs';
import { DIST_DIR } from '../../tools/browser/demo';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { SHAPE_WAIT_MS } from '../../core/popup';
import { A_US, B_US } from './support/fixtures';
import { itOncePerBuildPair } from './support/flavour';
import { IPHONE } from './support/visit';
import {
  expectDocuments,
  expectExpanded,
  loggedMessagesIn,
  openPopup,
  popup,
  quickActionsButton,
  visitWidget,
  waitForPopupContent,
  waitForWidget,
  type WidgetVisit,
} from './support/widget';

const NEXT_DEPLOY = fileURLToPath(
  new URL(
    `../../${process.env.QA_DIST === 'dist-preact' ? 'dist' : 'dist-preact'}/`,
    import.meta.url,
  ),
);

const suite = useBrowserAndDemo();
/** A file of the widget (the framework, its helpers, its head start, the app). */
const OLD_WIDGET_FILE =
  /^\/quick-actions\/(widget|widget-runtime|widget-runtime-interop|early-open)-[\w-]+\.js$/;

interface Host {
  url: string;
  /** Replaces the served folder with `from` (or empties it), as a static host's deploy does. */
  deploy(from?: string): Promise<void>;
  /**
   * Then renames the French bundles, as a deploy that changed their text does: they, and the
   * bundle loader that names them, get new hashed names, and the chunks that name it follow.
   */
  changeFrench(): Promise<void>;
  reports(): Promise<{ description: string }[]>;
  close(): Promise<void>;
}

let host: Host;

beforeEach(async () => {
  if (!existsSync(join(NEXT_DEPLOY, 'loader.js'))) {
    throw new Error(`${NEXT_DEPLOY} is missing: build both flavours first (npm run build:preact)`);
  }
  const folder = await mkdtemp(join(tmpdir(), 'qa-time-'));
  await cp(DIST_DIR, folder, { recursive: true });
  const server = await createDemoServer({ distDir: folder, port: 0 });
  host = {
    url: server.url,
    async deploy(from) {
      for (const entry of await readdir(folder)) {
        await rm(join(folder, entry), { recursive: true, force: true });
      }
      if (from) await cp(from, folder, { recursive: true });
    },
    async changeFrench() {
      const names = await readdir(folder);
      const renamed = new Map<string, string>();
      for (const name of names) {
        if (!/^(locale-fr(_CA)?|early-open)-[\w-]{8}\.js$/.test(name)) continue;
        renamed.set(
          name,
          name.replace(/-[\w-]{8}\.js$/, `-Fr${String(renamed.size).padStart(6, '0')}.js`),
        );
      }
      for (const name of names) {
        // The precompressed siblings and maps are the old bytes: a host's deploy rewrites them.
        if (/\.(br|gz|map)$/.test(name)) {
          await rm(join(folder, name));
          continue;
        }
        if (!name.endsWith('.js')) continue;
        let text = await readFile(join(folder, name), 'utf8');
        for (const [from, to] of renamed) text = text.replaceAll(from, to);
        await writeFile(join(folder, renamed.get(name) ?? name), text);
        if (renamed.has(name)) await rm(join(folder, name));
      }
    },
    reports: async () =>
      (await (await fetch(`${server.url}/demo/errors.json`)).json()) as { description: string }[],
    async close() {
      await server.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
});

afterEach(async () => {
  await host.close();
});

/** A page of the host without our worker; `notFound` lists our files that answered 404. */
async function withoutWorker(path: string) {
  const visit = await visitWidget(suite.browser, host.url, path, { serviceWorkers: 'block' });
  const notFound: string[] = [];
  visit.page.on('response', (response) => {
    if (response.url().includes('/quick-actions/') && response.status() === 404) {
      notFound.push(new URL(response.url()).pathname);
    }
  });
  return { ...visit, notFound };
}

const fab = (visit: WidgetVisit) => quickActionsButton(visit.page);
const icon = (visit: WidgetVisit) => fab(visit).getAttribute('data-icon');

/** The host's events as its handlers heard them, recorded in the page. */
const recordHostEvents = (page: Page) =>
  page.evaluate(() => {
    const heard: string[] = ((window as unknown as { qaHeard: string[] }).qaHeard = []);
    const api = (window as unknown as { QuickActions: (...args: unknown[]) => void }).QuickActions;
    for (const name of ['open', 'close']) api('on', name, () => heard.push(name));
  });
const heardIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { qaHeard: string[] }).qaHeard);

describe('a deploy, in a page without the worker', () => {
  it('after the button: the first click opens the popup from the new deploy, with documents', async () => {
    const visit = await withoutWorker('/?loc=US');
    try {
      await fab(visit).waitFor();
      await host.deploy(NEXT_DEPLOY);
      await fab(visit).click();
      await expectExpanded(visit.page, 'true');
      await waitForPopupContent(visit.page);
      await expectDocuments(visit.page, A_US);
      // The old widget's files, each asked for once, and nothing else.
      // The old widget's files, each asked for once, and nothing else.
      expect(visit.notFound.length).toBeLessThanOrEqual(4);
      for (const path of visit.notFound) expect(path).toMatch(OLD_WIDGET_FILE);
      expect(await loggedMessagesIn(visit.page)).toEqual([]);
      expect(visit.pageErrors).toEqual([]);
    } finally {
      await visit.close();
    }
  });

  it('before the button: signed out at load, signed in after the deploy, the button and documents', async () => {
    const visit = await withoutWorker('/?loc=US&user=none');
    try {
      // Stage one has decided (nobody): the page is loaded, no button.
      await visit.page.waitForLoadState('load');
      await visit.page.waitForTimeout(300);
      await expect(fab(visit).count()).resolves.toBe(0);
      await host.deploy(NEXT_DEPLOY);
      await visit.page.evaluate(() => {
        (window as unknown as { demoHost: { signIn(key: string): void } }).demoHost.signIn('B');
        (window as unknown as { QuickActions: (command: string) => void }).QuickActions('refresh');
      });
      await openPopup(visit.page);
      await expectDocuments(visit.page, B_US);
      expect(visit.notFound.every((path) => /\/facade-/.test(path))).toBe(true);
      expect(await loggedMessagesIn(visit.page)).toEqual([]);
      expect(visit.pageErrors).toEqual([]);
    } finally {
      await visit.close();
    }
  });

  it('after the widget loaded: another locale reads the new deploy’s bundles, not English', async () => {
    const visit = await withoutWorker('/?loc=US');
    try {
      await openPopup(visit.page);
      await quickActionsButton(visit.page).click();
      await expectExpanded(visit.page, 'false');
      await host.deploy(NEXT_DEPLOY);
      await host.changeFrench();
      await visit.page.evaluate(() =>
        (window as unknown as { QuickActions: (...args: unknown[]) => void }).QuickActions(
          'update',
          { locale: 'fr_CA' },
        ),
      );
      const french = visit.page.getByRole('button', { name: 'Actions rapides' });
      await french.waitFor();
      await french.click();
      await expectExpanded(visit.page, 'true');
      // The text arrives once the new deploy's widget and bundles have loaded.
      await expect
        .poll(() => popup(visit.page).getAttribute('aria-label'), { timeout: 10_000 })
        .toBe('Actions rapides');
      expect(
        visit.notFound.some((path) => /\/locale-fr/.test(path)),
        visit.notFound.join(' '),
      ).toBe(true);
      expect(await loggedMessagesIn(visit.page)).toEqual([]);
    } finally {
      await visit.close();
    }
  });

  it('neither deploy: the failure in the person’s language, one report, at most four 404s', async () => {
    const visit = await withoutWorker('/?loc=CAQC&logDevEnvironmentErrors=true');
    try {
      await fab(visit).waitFor();
      // The deploy, whose facade cannot be reached (a server that fails it).
      await host.deploy(NEXT_DEPLOY);
      const nextFacade = (await readdir(NEXT_DEPLOY)).find((name) =>
        /^facade-[\w-]+\.js$/.test(name),
      );
      await visit.page.route(`**/quick-actions/${nextFacade}`, (route) =>
        route.fulfill({ status: 503, body: 'unavailable' }),
      );
      for (let hover = 0; hover < 5; hover++) {
        await fab(visit).hover();
        await visit.page.mouse.move(5, 5);
      }
      await fab(visit).click();
      const alert = visit.page.getByRole('alert');
      await expect(alert.textContent()).resolves.toBe(
        'Impossible de charger Actions rapides.Réessayer',
      );
      await expect(fab(visit).getAttribute('aria-expanded')).resolves.toBe('true');
      expect(await icon(visit)).toBe('bolt');
      // Try again, then the button twice (closes, asks again), then Escape.
      await alert.getByRole('button', { name: 'Réessayer' }).click();
      await alert.waitFor();
      await fab(visit).click();
      await alert.waitFor({ state: 'detached' });
      await fab(visit).click();
      await alert.waitFor();
      await visit.page.keyboard.press('Escape');
      await alert.waitFor({ state: 'detached' });
      await expect(fab(visit).getAttribute('aria-expanded')).resolves.toBe('false');

      // The old widget's files, each once, whatever the hovers and clicks.
      expect(visit.notFound.length).toBeLessThanOrEqual(4);
      for (const path of visit.notFound) expect(path).toMatch(OLD_WIDGET_FILE);
      await expect.poll(async () => (await host.reports()).length).toBe(1);
      const [report] = await host.reports();
      expect(report!.description).toMatch(/facade-[\w-]+\.js/);
      expect(report!.description).not.toContain('S-1');
      expect(await loggedMessagesIn(visit.page)).toHaveLength(1);
      expect(visit.pageErrors).toEqual([]);
    } finally {
      await visit.close();
    }
  });
});

/** Holds every request for the widget's app chunk until `release` (then serves it). */
async function stallWidgetChunk(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/quick-actions\/widget-(?!runtime)[\w-]+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    held,
    release() {
      released = true;
      for (const route of held.splice(0)) void route.continue().catch(() => undefined);
    },
  };
}

describe('a stalled file', () => {
  it('Escape, a second click or the host’s close while it loads: the popup never opens by itself', async () => {
    const cancels: [string, (visit: WidgetVisit) => Promise<unknown>][] = [
      ['Escape', (visit) => visit.page.keyboard.press('Escape')],
      ['a second click', (visit) => fab(visit).click()],
      ['an outside click', (visit) => visit.page.mouse.click(10, 10)],
      [
        'the host’s close',
        (visit) =>
          visit.page.evaluate(() =>
            (window as unknown as { QuickActions: (c: string) => void }).QuickActions('close'),
          ),
      ],
    ];
    for (const [name, cancel] of cancels) {
      const visit = await withoutWorker('/?loc=US');
      try {
        const stall = await stallWidgetChunk(visit.page);
        await fab(visit).waitFor();
        await recordHostEvents(visit.page);
        await fab(visit).click();
        await expect.poll(() => stall.held.length, { message: name }).toBe(1);
        expect(await icon(visit), name).toBe('refresh');
        await cancel(visit);
        expect(await icon(visit), name).toBe('bolt');
        stall.release();
        // The widget arrives and takes the button over, closed.
        await visit.page.locator('[data-quick-actions-root] button[aria-controls]').waitFor();
        await visit.page.waitForTimeout(600);
        await expectExpanded(visit.page, 'false');
        expect(await popup(visit.page).isVisible(), name).toBe(false);
        expect(await heardIn(visit.page), name).toEqual([]);
      } finally {
        await visit.close();
      }
    }
  });

  it('past its timeout: the failure and a way to try again, which opens the popup', async () => {
    const visit = await withoutWorker('/?loc=US');
    try {
      await visit.page.clock.install();
      const stall = await stallWidgetChunk(visit.page);
      await fab(visit).waitFor();
      await fab(visit).click();
      await expect.poll(() => stall.held.length).toBe(1);
      await visit.page.clock.fastForward(16_000);
      const alert = visit.page.getByRole('alert');
      await expect(alert.textContent()).resolves.toBe("Quick Actions couldn't load.Try again");
      stall.release();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expectExpanded(visit.page, 'true');
      await waitForPopupContent(visit.page);
      await expectDocuments(visit.page, A_US);
      expect((await loggedMessagesIn(visit.page)).join('\n')).toMatch(/did not load within 15 s/);
      expect(visit.pageErrors).toEqual([]);
    } finally {
      await visit.close();
    }
  });
});

/** A frame from the click on: ms after it, the popup shown, the theme's stylesheet applied, a
 * message key shown instead of its text. */
interface Frame {
  at: number;
  shown: boolean;
  styled: boolean;
  rawKeys: boolean;
}

/** Records every frame from the next click on the page as `qaFrames`. */
const recordFramesFromClick = (page: Page) =>
  page.evaluate(() => {
    const frames: Frame[] = ((window as unknown as { qaFrames: Frame[] }).qaFrames = []);
    const root = document.querySelector('[data-quick-actions-root]')!.shadowRoot!;
    addEventListener(
      'click',
      () => {
        const clickAt = performance.now();
        const tick = () => {
          const section = root.querySelector<HTMLElement>('#quick-actions-popup');
          const link = root.querySelector<HTMLLinkElement>('link[data-qa-theme]');
          const shown = !!section && section.checkVisibility({ visibilityProperty: true });
          frames.push({
            at: performance.now() - clickAt,
            shown,
            styled: !!link?.sheet,
            rawKeys: shown && /\b(upsell|hub)\.\w/.test(section.innerText),
          });
          if (frames.length < 600) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { capture: true, once: true },
    );
  });

// Every layout shift from the click on, those within its input window included: nothing of ours
// may move, seen or being drawn unseen (Lighthouse's timespan counts the first such shifts too).
const COUNT_SHIFTS_FROM_CLICK = `(() => {
  window.qaShifted = 0;
  let clicked = false;
  addEventListener('pointerdown', () => { clicked = true; }, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (clicked) window.qaShifted += entry.value;
  }).observe({ type: 'layout-shift' });
})();`;
const shiftedSinceClick = (page: Page) =>
  page.evaluate(() => (window as unknown as { qaShifted: number }).qaShifted);

describe('the popup’s own files, late', () => {
  // The open wait is the calls' alone: shown before its stylesheet or text, the popup
  // changed its size on screen as they came in, and showed message keys until its text did. One
  // that never comes keeps it closed only until the shape wait is over (docs/rules.md §4).
  const LATE = {
    'the theme’s stylesheet': /\/quick-actions\/slate-v\d-[\w-]+\.css$/,
    'the locale’s bundles': /\/quick-actions\/locale-en(_US)?-[\w-]+\.js$/,
  } as const;
  it.each(Object.keys(LATE) as (keyof typeof LATE)[])(
    '%s, past the open wait: the popup shows with it, and nothing moves',
    async (late) => {
      const visit = await visitWidget(suite.browser, host.url, '/?loc=US', {
        serviceWorkers: 'block',
        initScript: COUNT_SHIFTS_FROM_CLICK,
      });
      try {
        const held: Route[] = [];
        await visit.page.route(LATE[late], (route) => void held.push(route));
        await waitForWidget(visit.page);
        await expect.poll(() => held.length).toBeGreaterThan(0);
        await recordFramesFromClick(visit.page);
        await fab(visit).click();
        // The documents are in within a few ms, and the open wait is over.
        await visit.page.waitForTimeout(800);
        for (const route of held.splice(0)) await route.continue();
        await visit.page.unroute(LATE[late]);
        await waitForPopupContent(visit.page);
        await expectDocuments(visit.page, A_US);
        const frames = await visit.page.evaluate(
          () => (window as unknown as { qaFrames: Frame[] }).qaFrames,
        );
        const shown = frames.filter((frame) => frame.shown);
        expect(shown[0]!.at).toBeGreaterThanOrEqual(800);
        expect(shown.filter((frame) => !frame.styled || frame.rawKeys)).toEqual([]);
        expect(await shiftedSinceClick(visit.page)).toBe(0);
        expect(visit.pageErrors).toEqual([]);
      } finally {
        await visit.close();
      }
    },
  );

  // The shape wait is the framework-free widget model's timer: once per build pair.
  itOncePerBuildPair(
    'a stylesheet that never comes keeps it closed only until the shape wait is over',
    async () => {
      const visit = await withoutWorker('/?loc=US');
      try {
        await visit.page.route(/\/quick-actions\/slate-v\d-[\w-]+\.css$/, () => undefined);
        await waitForWidget(visit.page);
        await recordFramesFromClick(visit.page);
        await fab(visit).click();
        await waitForPopupContent(visit.page);
        await expectDocuments(visit.page, A_US);
        const frames = await visit.page.evaluate(
          () => (window as unknown as { qaFrames: Frame[] }).qaFrames,
        );
        const first = frames.find((frame) => frame.shown);
        expect(first).toMatchObject({ styled: false, rawKeys: false });
        expect(first!.at).toBeGreaterThanOrEqual(SHAPE_WAIT_MS);
        expect(visit.pageErrors).toEqual([]);
      } finally {
        await visit.close();
      }
    },
  );
});

describe('a late answer once the popup shows', () => {
  // Shown after the open wait, the popup keeps its size until it closes, whatever comes in late:
  // the sections fill boxes of their loaded size, a suggestion waits for Refresh, a failure
  // keeps the header's height (docs/rules.md §4 "Popup states").
  const LATE = {
    'the documents, hubs and suggestion': {
      held: /\/(FolderTile|my-projects-dashboard-tiles)\b/,
      fail: false,
    },
    'a failure of each section': {
      held: /\/(FolderTile|my-projects-dashboard-tiles)\b/,
      fail: true,
    },
  } as const;
  const DESIGNS = { desktop: {}, phone: IPHONE } as const;
  it.each(
    Object.keys(LATE).flatMap((late) =>
      Object.keys(DESIGNS).map(
        (design) => [late, design] as [keyof typeof LATE, keyof typeof DESIGNS],
      ),
    ),
  )('%s, on %s: nothing moves on screen', async (late, design) => {
    const { held: pattern, fail } = LATE[late];
    const visit = await visitWidget(suite.browser, host.url, '/?loc=US', {
      serviceWorkers: 'block',
      ...DESIGNS[design],
      initScript: COUNT_SHIFTS_FROM_CLICK,
    });
    try {
      const held: Route[] = [];
      let released = false;
      // Held until the popup shows; from then on, a failure answers every call at once.
      await visit.page.route(pattern, (route) =>
        released ? route.fulfill({ status: 500, body: '' }) : void held.push(route),
      );
      // The first intent is the click: the widget loads and draws the popup after it.
      await fab(visit).click();
      // Drawn and unseen until the open wait is over, the sections loading: nothing of it is
      // painted, the placeholder rows included.
      const painted = await visit.page.waitForFunction(() => {
        const root = document.querySelector('[data-quick-actions-root]')!.shadowRoot!;
        const section = root.querySelector('#quick-actions-popup[data-unseen]');
        if (!section?.querySelector('[data-section="hubs"] .qa-slots[data-loading]')) return;
        return [...section.querySelectorAll('*')]
          .filter((el) => el.checkVisibility({ visibilityProperty: true }))
          .map((el) => el.className);
      });
      expect(await painted.jsonValue()).toEqual([]);
      await waitForPopupContent(visit.page);
      // The layout box, once the rise is over: the rise moves the popup by a transform, which
      // is no layout shift and would differ from one moment to the next.
      const box = () =>
        popup(visit.page).evaluate(async (el) => {
          await Promise.all(el.getAnimations().map((animation) => animation.finished));
          return JSON.stringify(el.getBoundingClientRect());
        });
      const before = await box();
      expect(held.length).toBeGreaterThan(0);
      released = true;
      for (const route of held.splice(0)) {
        await (fail ? route.fulfill({ status: 500, body: '' }) : route.continue());
      }
      if (!fail) await visit.page.unroute(pattern);
      if (fail)
        await popup(visit.page)
          .getByText(/Your documents couldn.t be loaded/)
          .waitFor();
      else await expectDocuments(visit.page, A_US);
      // A failure offers Refresh; so does a suggestion that came after the popup showed.
      await popup(visit.page).getByRole('button', { name: 'Refresh' }).waitFor();
      // Two frames for any layout the answer caused to be drawn and observed.
      await visit.page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await box()).toBe(before);
      expect(await shiftedSinceClick(visit.page)).toBe(0);
      expect(visit.pageErrors).toEqual([]);
    } finally {
      await visit.close();
    }
  });
});

describe('a late answer of the host', () => {
  // The page's own init drew A's button. Then the host inits again twice: first with a getUser
  // that answers late (A again, or nobody), then with one that answers at once for B.
  it.each(['A', 'nobody'] as const)(
    'a late answer (%s) after the current one changes nothing; no report carries B’s id',
    async (late) => {
      const visit = await withoutWorker('/?loc=US&logDevEnvironmentErrors=true');
      try {
        await fab(visit).waitFor();
        const noteBefore = await visit.page.evaluate(() =>
          localStorage.getItem('quickactions_user'),
        );
        await visit.page.evaluate((lateAnswer) => {
          type Host = { demoHost: Record<string, (...args: unknown[]) => unknown> };
          const win = window as unknown as Host & { QuickActions: (...args: unknown[]) => void };
          const host = win.demoHost;
          const providers = {
            getConfig: () => host.config!(),
            track: (event: unknown) => host.track!(event),
            logError: (error: unknown) => host.logError!(error),
          };
          const userA = host.user!();
          win.QuickActions('init', {
            ...providers,
            getUser: () =>
              new Promise((resolve) =>
                setTimeout(() => resolve(lateAnswer === 'A' ? userA : null), 1500),
              ),
          });
          setTimeout(() => {
            host.signIn!('B');
            win.QuickActions('init', { ...providers, getUser: () => host.user!() });
          }, 200);
        }, late);
        await visit.page.waitForTimeout(2500);
        await visit.page.evaluate(() =>
          (window as unknown as { QuickActions: (c: string) => void }).QuickActions('S-2-unknown'),
        );
        await expect.poll(async () => (await host.reports()).length).toBeGreaterThan(0);
        const messages = await loggedMessagesIn(visit.page);
        expect(messages).toContain('Unknown QuickActions command: [redacted]-unknown');
        for (const text of [...messages, ...(await host.reports()).map((r) => r.description)]) {
          expect(text).not.toContain('S-2');
        }
        // B's button, and B's note on the device: the late answer purged nothing.
        await openPopup(visit.page);
        await expectDocuments(visit.page, B_US);
        const noteAfter = await visit.page.evaluate(() =>
          localStorage.getItem('quickactions_user'),
        );
        expect(noteAfter).toMatch(/^[0-9a-f]{64}$/);
        expect(noteAfter).not.toBe(noteBefore);
      } finally {
        await visit.close();
      }
    },
  );
});
