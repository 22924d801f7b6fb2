// In real Chromium, on the demo host: the host API of docs/host-api.md (open, close, on/off with
// each event, update, QuickActions.version, position/offset/zIndex, commands queued before the
// loader, handlers that throw, the debug log) and what real host pages do (ADR-0023: a second copy
// of loader.js, a re-rendered #quick-actions, a mount that throws, the host's React marker, stage
// one's reports, a host worker that is not ours, what destroy leaves in flight). Flavour-specific
// (vitest.config.ts): the widget chunk emits the events and takes the updates.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CREATE_DOCUMENT_URL, MY_ACCOUNT_URL } from '../../core/actions';
import {
  inSecurityVisit,
  openSecurityVisit,
  securityRecord,
  type SecurityVisit,
} from './support/security';
import { itOncePerBuildPair } from './support/flavour';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import {
  expectExpanded,
  loggedErrorsIn,
  loggedMessagesIn,
  popup,
  quickActionsButton,
  waitForWidget,
} from './support/widget';

const suite = useBrowserAndDemo();

const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

interface ApiWindow {
  QuickActions: ((...args: unknown[]) => void) & { version?: string };
  __qaEvents: unknown[];
}

// Runs before the page's own scripts: the snippet's stub, and a handler for every event, so
// these `on` calls are queued before the snippet's init and before loader.js.
const RECORD_EVENTS = `(() => {
  window.__qaEvents = [];
  window.QuickActions = function () {
    (window.QuickActions.q = window.QuickActions.q || []).push(arguments);
  };
  for (const name of ['ready', 'open', 'close', 'action', 'hidden']) {
    window.QuickActions('on', name, (detail) =>
      window.__qaEvents.push(detail === undefined ? name : [name, detail]));
  }
})();`;

// The user handshake (core/worker.ts) sets its answer timeout, then posts the user
// message with a port, in one synchronous block: the timer set just before that post is the
// handshake's, and is made to last a minute. A page that waited for it would not fetch its data
// within a test's time; a wall-clock gap would only measure how busy the machine is.
const STRETCH_USER_HANDSHAKE_TIMEOUT = `(() => {
  const setTimer = window.setTimeout.bind(window);
  const clearTimer = window.clearTimeout.bind(window);
  let last = null;
  window.__qaStretched = 0;
  window.setTimeout = function (callback, delay, ...rest) {
    const id = setTimer(callback, delay, ...rest);
    last = { id, callback };
    queueMicrotask(() => { last = null; });
    return id;
  };
  const post = ServiceWorker.prototype.postMessage;
  ServiceWorker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === 'quick-actions:user' && last && typeof last.callback === 'function') {
      clearTimer(last.id);
      const ticket = setTimer(last.callback, 60000);
      window.__qaStretched += 1;
      // The widget clears its timer by the id it got; let that clear the stretched one too.
      const stale = last.id;
      const clear = window.clearTimeout;
      window.clearTimeout = function (id) { return clear.call(window, id === stale ? ticket : id); };
      last = null;
    }
    return post.call(this, message, ...rest);
  };
})();`;

const events = (page: Page) => page.evaluate(() => (window as unknown as ApiWindow).__qaEvents);
const call = (page: Page, ...args: unknown[]) =>
  page.evaluate((callArgs) => (window as unknown as ApiWindow).QuickActions(...callArgs), args);
const roots = (page: Page) => page.locator('[data-quick-actions-root]').count();

/** A returning visitor on the demo page, every event recorded from before the snippet ran. */
async function visitDemo(
  path = '/',
  { initScripts = [] as string[], ...options }: Parameters<typeof openSecurityVisit>[2] = {},
): Promise<SecurityVisit> {
  const visit = await openSecurityVisit(suite.browser, suite.demo.url, {
    ...options,
    initScripts: [RECORD_EVENTS, ...initScripts],
  });
  await visit.page.goto(`${suite.demo.url}${path}`);
  return visit;
}

type DemoBody = (visit: SecurityVisit) => Promise<void>;

/** Runs `body` on visitDemo(path, options) and closes the visit whatever happens. */
async function inDemoVisit(
  ...args: [DemoBody] | [string, DemoBody] | [string, Parameters<typeof visitDemo>[1], DemoBody]
): Promise<void> {
  const body = args[args.length - 1] as DemoBody;
  const path = args.length > 1 ? (args[0] as string) : undefined;
  const options = args.length > 2 ? (args[1] as Parameters<typeof visitDemo>[1]) : undefined;
  const opened = await visitDemo(path, options);
  try {
    await body(opened);
  } finally {
    await opened.close();
  }
}

/** The demo page's HTML with `change` applied, served for this context at `path`. */
async function serveChangedDemo(
  visit: SecurityVisit,
  path: string,
  change: (html: string) => string,
): Promise<void> {
  await visit.context.route(
    (url) => url.origin === suite.demo.url && url.pathname === path,
    async (route) => {
      const query = new URL(route.request().url()).search;
      const response = await route.fetch({ url: `${suite.demo.url}/${query}` });
      await route.fulfill({ response, body: change(await response.text()) });
    },
  );
}

describe('open, close and their events', () => {
  it('open and close from the host; the popup opens and closes; open/close events', async () => {
    await inDemoVisit(async (visit) => {
      const { page } = visit;
      await quickActionsButton(page).waitFor();
      await expect.poll(() => events(page)).toEqual(['ready']);
      await call(page, 'open');
      await expectExpanded(page, 'true');
      await popup(page).waitFor({ state: 'visible' });
      await expect.poll(() => events(page)).toEqual(['ready', 'open']);
      await call(page, 'close');
      await expectExpanded(page, 'false');
      await expect.poll(() => events(page)).toEqual(['ready', 'open', 'close']);
      expect(visit.pageErrors).toEqual([]);
      expect((await securityRecord(page)).rejections).toEqual([]);
    });
  });

  it('the demo’s Host API card does the same, and its event log shows it', async () => {
    await inDemoVisit(async (visit) => {
      const { page } = visit;
      await quickActionsButton(page).waitFor();
      await page.getByRole('button', { name: 'Open the popup' }).click();
      await expectExpanded(page, 'true');
      await page.getByRole('button', { name: 'Close the popup' }).click();
      await expectExpanded(page, 'false');
      await expect
        .poll(() =>
          page
            .locator('#demo-api-events li')
            .evaluateAll((items) => items.map((item) => item.getAttribute('data-demo-event'))),
        )
        .toEqual(['ready', 'open', 'close']);
      await expect(page.locator('#demo-api-version').textContent()).resolves.toBe(version);
    });
  });

  it('an open queued before loader.js arrived opens the popup once the button is drawn', async () => {
    await inSecurityVisit(
      suite,
      {
        initScripts: [RECORD_EVENTS],
      },
      async (visit) => {
        await serveChangedDemo(visit, '/queued-open/', (html) =>
          html.replace(
            '<script async src="/quick-actions/loader.js"',
            `<script>QuickActions('open');</script>\n<script async src="/quick-actions/loader.js"`,
          ),
        );
        await visit.page.goto(`${suite.demo.url}/queued-open/`);
        await expectExpanded(visit.page, 'true');
        await expect.poll(() => events(visit.page)).toEqual(['ready', 'open']);
      },
    );
  });

  // The loader and facade alone (no widget chunk loads): the React run.
  itOncePerBuildPair('open does nothing when the widget is hidden (signed out)', async () => {
    await inDemoVisit('/?user=none', async (visit) => {
      const { page } = visit;
      await page.waitForLoadState('networkidle');
      await call(page, 'open');
      await page.waitForTimeout(300);
      expect(await roots(page)).toBe(0);
      expect(await events(page)).toEqual([]);
      // Signing in later draws the button, closed: the earlier open is not kept.
      await page.evaluate(() =>
        (window as unknown as { demoHost: { signIn(u: string): void } }).demoHost.signIn('A'),
      );
      await quickActionsButton(page).waitFor();
      await page.waitForTimeout(800);
      await expect(quickActionsButton(page).getAttribute('aria-expanded')).resolves.toBe('false');
    });
  });
});

describe('on/off: ready, action, hidden', () => {
  it('a ready handler added later is called at once; action carries { id, url }; off stops it', async () => {
    await inDemoVisit(async (visit) => {
      const { page } = visit;
      await quickActionsButton(page).waitFor();
      const lateReady = await page.evaluate(() => {
        let calls = 0;
        (window as unknown as ApiWindow).QuickActions('on', 'ready', () => calls++);
        return calls;
      });
      expect(lateReady).toBe(1);
      await call(page, 'open');
      await expectExpanded(page, 'true');
      // jsdom-free: the link really navigates; stop it so the page (and its log) stay.
      await page.evaluate(() =>
        document.addEventListener('click', (event) => event.preventDefault()),
      );
      await popup(page).getByRole('link', { name: 'Create New Document' }).click();
      await popup(page).getByRole('link', { name: 'My Account' }).click();
      await expect
        .poll(async () => (await events(page)).filter((event) => Array.isArray(event)))
        .toEqual([
          ['action', { id: 'create', url: CREATE_DOCUMENT_URL }],
          ['action', { id: 'myAccount', url: MY_ACCOUNT_URL }],
        ]);
      // off: the same handler no longer hears anything.
      await page.evaluate(() => {
        const w = window as unknown as ApiWindow & { __seen: string[]; __handler: () => void };
        w.__seen = [];
        w.__handler = () => w.__seen.push('close');
        w.QuickActions('on', 'close', w.__handler);
        w.QuickActions('off', 'close', w.__handler);
      });
      await call(page, 'close');
      await expectExpanded(page, 'false');
      expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual(
        [],
      );
    });
  });

  // The loader and facade alone (no widget chunk loads): the React run.
  itOncePerBuildPair(
    'hidden when the person signs out, ready again when they sign in',
    async () => {
      await inDemoVisit(async (visit) => {
        const { page } = visit;
        await quickActionsButton(page).waitFor();
        await page.evaluate(() =>
          (window as unknown as { demoHost: { signOut(): void } }).demoHost.signOut(),
        );
        await quickActionsButton(page).waitFor({ state: 'detached' });
        await page.evaluate(() =>
          (window as unknown as { demoHost: { signIn(u: string): void } }).demoHost.signIn('B'),
        );
        await quickActionsButton(page).waitFor();
        await expect.poll(() => events(page)).toEqual(['ready', 'hidden', 'ready']);
      });
    },
  );

  it('a handler that throws is reported and breaks nothing', async () => {
    await inDemoVisit(
      '/',
      {
        initScripts: [
          `window.QuickActions('on', 'open', () => { throw new Error('host handler broke'); });`,
        ],
      },
      async (visit) => {
        const { page } = visit;
        await quickActionsButton(page).click();
        await expectExpanded(page, 'true');
        await expect.poll(() => loggedMessagesIn(page)).toContain('host handler broke');
        // The other handlers still heard it; the widget still closes.
        expect(await events(page)).toContain('open');
        await quickActionsButton(page).click();
        await expectExpanded(page, 'false');
        expect(visit.pageErrors).toEqual([]);
        expect((await securityRecord(page)).rejections).toEqual([]);
      },
    );
  });
});

describe('update, position, offset, zIndex', () => {
  const box = (page: Page) =>
    page.evaluate(() => {
      const button = document
        .querySelector('[data-quick-actions-root]')!
        .shadowRoot!.querySelector<HTMLElement>('button.qa-fab')!;
      const rect = button.getBoundingClientRect();
      // The viewport without its scrollbars: what `position: fixed` is placed in.
      const { clientWidth, clientHeight } = document.documentElement;
      return {
        left: rect.left,
        right: clientWidth - rect.right,
        bottom: clientHeight - rect.bottom,
        zIndex: getComputedStyle(button).zIndex,
      };
    });

  // The loader and facade alone (no widget chunk loads): the React run.
  itOncePerBuildPair(
    'defaults: bottom-right, 24 px from the corner, z-index 2147483000',
    async () => {
      await inDemoVisit(async (visit) => {
        await quickActionsButton(visit.page).waitFor();
        expect(await box(visit.page)).toMatchObject({
          right: 24,
          bottom: 24,
          zIndex: '2147483000',
        });
      });
    },
  );

  it('init with position bottom-left, then update moves the same button, and the popup with it', async () => {
    await inDemoVisit('/?position=bottom-left', async (visit) => {
      const { page } = visit;
      await quickActionsButton(page).waitFor();
      expect(await box(page)).toMatchObject({ left: 24, bottom: 24 });
      const before = await page.evaluate(() => {
        const root = document.querySelector('[data-quick-actions-root]');
        (window as unknown as { __root: unknown }).__root = root;
        return Boolean(root);
      });
      expect(before).toBe(true);
      await call(page, 'update', { offset: { x: 40, y: 100 }, zIndex: 1000 });
      await expect.poll(() => box(page)).toMatchObject({ left: 40, bottom: 100, zIndex: '1000' });
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { __root: unknown }).__root ===
            document.querySelector('[data-quick-actions-root]'),
        ),
      ).toBe(true);
      // The widget's own layers follow: the button above the popup, both above 1000.
      await waitForWidget(page);
      await quickActionsButton(page).click();
      await popup(page).waitFor({ state: 'visible' });
      const layout = await page.evaluate(() => {
        const shadow = document.querySelector('[data-quick-actions-root]')!.shadowRoot!;
        const panel = shadow.getElementById('quick-actions-popup')!;
        const button = shadow.querySelector('button.qa-fab')!;
        return {
          popupLeft: panel.getBoundingClientRect().left,
          popupZ: getComputedStyle(panel).zIndex,
          buttonZ: getComputedStyle(button).zIndex,
          popupBottom: panel.getBoundingClientRect().bottom,
          buttonTop: button.getBoundingClientRect().top,
        };
      });
      expect(layout).toMatchObject({ popupLeft: 40, popupZ: '1001', buttonZ: '1002' });
      expect(layout.popupBottom).toBeLessThanOrEqual(layout.buttonTop);
      // Back to the right, by the demo's placement form.
      await page.getByLabel('Position').selectOption('bottom-right');
      await page.getByRole('button', { name: 'Apply (update)' }).click();
      await expect.poll(() => box(page)).toMatchObject({ right: 24, bottom: 24 });
    });
  });

  describe('against the viewport, whatever the host’s CSS on #quick-actions or its ancestors', () => {
    // The host's CSS, through the CSSOM once the page is parsed (`element` is #quick-actions), on
    // a page far taller than the viewport.
    const hostPage = (css: string) => `
      document.addEventListener('DOMContentLoaded', () => {
        const element = document.getElementById('quick-actions');
        ${css}
        document.body.style.setProperty('min-height', '6000px');
      });`;
    // What a person hits at the middle of the button: the button (paint containment clips).
    const hitsButton = (page: Page) =>
      page.evaluate(() => {
        const shadow = document.querySelector('[data-quick-actions-root]')!.shadowRoot!;
        const button = shadow.querySelector('button.qa-fab')!;
        const { left, top, width, height } = button.getBoundingClientRect();
        return (
          shadow.elementFromPoint(left + width / 2, top + height / 2)?.closest('button') === button
        );
      });

    // Each makes its element the containing block of its position:fixed descendants.
    it.each([
      [
        '#quick-actions { transform: translateZ(0) }',
        `element.style.setProperty('transform', 'translateZ(0)');`,
      ],
      ['#quick-actions { contain: paint }', `element.style.setProperty('contain', 'paint');`],
      [
        'an app root around #quick-actions { will-change: transform }',
        `const app = document.createElement('div');
        element.replaceWith(app);
        app.append(element);
        app.style.setProperty('will-change', 'transform');`,
      ],
    ])('%s, scrolled down: the button in its corner, the popup above it', async (_name, css) => {
      const initScripts = [hostPage(css)];
      await inDemoVisit('/', { initScripts }, async (visit) => {
        const { page } = visit;
        await quickActionsButton(page).waitFor();
        await page.evaluate(() => window.scrollTo(0, 3000));
        expect(await page.evaluate(() => window.scrollY)).toBe(3000);
        expect(await box(page)).toMatchObject({ right: 24, bottom: 24 });
        expect(await hitsButton(page)).toBe(true);

        await waitForWidget(page);
        await quickActionsButton(page).click();
        await popup(page).waitFor({ state: 'visible' });
        const seen = await page.evaluate(() => {
          const shadow = document.querySelector('[data-quick-actions-root]')!.shadowRoot!;
          const panel = shadow.getElementById('quick-actions-popup')!.getBoundingClientRect();
          const button = shadow.querySelector('button.qa-fab')!.getBoundingClientRect();
          const { clientWidth, clientHeight } = document.documentElement;
          return {
            scrollY: window.scrollY,
            inside:
              panel.top >= 0 &&
              panel.left >= 0 &&
              panel.right <= clientWidth &&
              panel.bottom <= clientHeight &&
              panel.height > 0,
            aboveButton: panel.bottom <= button.top,
          };
        });
        expect(seen).toEqual({ scrollY: 3000, inside: true, aboveButton: true });
        expect(await box(page)).toMatchObject({ right: 24, bottom: 24 });
      });
    });
  });

  it('update: theme and design without a reload', async () => {
    await inDemoVisit(async (visit) => {
      const { page } = visit;
      await waitForWidget(page);
      await call(page, 'update', { theme: 'slate-v4' });
      await page.waitForFunction(() =>
        Boolean(
          document
            .querySelector('[data-quick-actions-root]')
            ?.shadowRoot?.querySelector('link[data-qa-theme="slate-v4"]'),
        ),
      );
      await call(page, 'update', { design: 'desktop-v2' });
      await quickActionsButton(page).click();
      await expect
        .poll(() => popup(page).getAttribute('data-design'), { timeout: 15_000 })
        .toBe('desktop-v2');
    });
  });
});

describe('QuickActions.version', () => {
  // The loader and facade alone (no widget chunk loads): the React run.
  itOncePerBuildPair(
    'is the build’s semver once loader.js has arrived, and the first line of loader.js',
    async () => {
      await inDemoVisit('/?user=none', async (visit) => {
        await visit.page.waitForLoadState('load');
        expect(
          await visit.page.evaluate(() => (window as unknown as ApiWindow).QuickActions.version),
        ).toBe(version);
        const loader = await (await fetch(`${suite.demo.url}/quick-actions/loader.js`)).text();
        expect(loader.split('\n')[0]).toBe(`/*! Quick Actions ${version} */`);
      });
    },
  );
});

describe('the debug log (spec §9)', () => {
  const logged = (visit: SecurityVisit) =>
    visit.console.filter((line) => line.includes('[QuickActions]'));

  it('window.quickActionsDebug logs the widget’s events; nothing otherwise', async () => {
    const quiet = await visitDemo();
    const loud = await visitDemo('/?debug=1');
    try {
      for (const { page } of [quiet, loud]) {
        await quickActionsButton(page).click();
        await expectExpanded(page, 'true');
        await quickActionsButton(page).click();
        await expectExpanded(page, 'false');
      }
      expect(logged(quiet)).toEqual([]);
      const lines = logged(loud).join('\n');
      for (const event of ['ready', 'open', 'close', 'section']) {
        expect(lines).toContain(`[QuickActions] ${event}`);
      }
      expect(lines).not.toContain('S-1');
    } finally {
      await Promise.all([quiet.close(), loud.close()]);
    }
  });
});

describe('real host pages', () => {
  // The loader and facade alone (no widget chunk loads): the React run.
  itOncePerBuildPair(
    'loader.js included twice: the first copy stays in charge, the second does nothing',
    async () => {
      await inSecurityVisit(
        suite,
        {
          initScripts: [RECORD_EVENTS],
        },
        async (visit) => {
          const { page } = visit;
          const facades: string[] = [];
          page.on('request', (request) => {
            if (/\/facade-[\w-]+\.js$/.test(request.url())) facades.push(request.url());
          });
          await serveChangedDemo(visit, '/twice/', (html) =>
            html.replace(
              '</body>',
              // A tag manager's copy, after the page template's.
              '<script async src="/quick-actions/loader.js?tag-manager"></script>\n</body>',
            ),
          );
          await page.goto(`${suite.demo.url}/twice/`);
          await quickActionsButton(page).waitFor();
          await page.waitForLoadState('networkidle');
          expect(await roots(page)).toBe(1);
          expect(new Set(facades).size).toBe(1);
          // destroy reaches the copy that drew the button (the second copy used to take the queue
          // over, and destroy went to it).
          await call(page, 'destroy');
          await expect.poll(() => roots(page)).toBe(0);
          expect(
            await page.evaluate(() => (window as unknown as ApiWindow).QuickActions.version),
          ).toBe(version);
          expect(visit.pageErrors).toEqual([]);
        },
      );
    },
  );

  // Loader-only (the same loader.js in both builds): the React run.
  itOncePerBuildPair(
    'markup never decides where code comes from: a clobbered currentScript loads nothing, <base> moves nothing',
    async () => {
      for (const [path, markup, drawn] of [
        // User content that names itself currentScript shadows document.currentScript.
        ['/clobbered/', '<img name="currentScript" src="/evil/x.png" alt="">', false],
        ['/based/', '<base href="/evil/">', true],
      ] as const) {
        await inSecurityVisit(
          suite,
          {
            serviceWorkers: 'block',
          },
          async (visit) => {
            const { page } = visit;
            await serveChangedDemo(visit, path, (html) =>
              html.replace('<head>', `<head>${markup}`),
            );
            await page.goto(`${suite.demo.url}${path}`);
            await page.waitForLoadState('networkidle');
            if (drawn) await quickActionsButton(page).waitFor();
            expect(await roots(page)).toBe(drawn ? 1 : 0);
            const scripts = visit.sent.filter((request) => /\.js(\?|$)/.test(request.url));
            expect(scripts.length).toBeGreaterThan(0);
            for (const script of scripts)
              expect(new URL(script.url).pathname).not.toMatch(/^\/evil\//);
            expect(visit.pageErrors).toEqual([]);
          },
        );
      }
    },
  );

  it('an experiment error of 60,000 spaces is quoted capped, and the popup works', async () => {
    await inSecurityVisit(
      suite,
      {
        serviceWorkers: 'block',
        // The gate answered by its cookie (spec §4): the CA e-sign experiment is the one asked.
        cookies: { dcsExp: 'QuickActionsGate%3DN' },
      },
      async ({ page, context, pageErrors }) => {
        await context.route('**/v1/user-experiment', (route) =>
          route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({
              succeeded: false,
              result: null,
              errors: [`${' '.repeat(60_000)}x`],
            }),
          }),
        );
        await page.goto(`${suite.demo.url}/?loc=CA&design=desktop`);
        await quickActionsButton(page).click();
        await expectExpanded(page, 'true');
        let quoted: string[] = [];
        await expect
          .poll(async () => {
            quoted = (await loggedErrorsIn(page))
              .map((error) => error.message)
              .filter((message) => message.startsWith("Experiment 'QuickActionsEsignCA'"));
            return quoted.length;
          })
          .toBeGreaterThan(0);
        // The server's text enters the message cut to 500 characters (core/errors/scrub-error.ts).
        for (const message of quoted) expect(message.length).toBeLessThan(700);
        // aria-expanded turns true on the click; the popup itself renders once the widget has
        // mounted, in a transition (widget/use-store.ts).
        await popup(page).waitFor({ state: 'visible' });
        expect(pageErrors).toEqual([]);
      },
    );
  });

  it('a re-rendered #quick-actions: refresh draws for the new element', async () => {
    await inDemoVisit(async (visit) => {
      const { page } = visit;
      await quickActionsButton(page).waitFor();
      // A single-page framework (or hydration) replaces the element. Our root is outside it
      // (loader/facade/facade-button.ts): the refresh takes it away and draws another.
      await page.evaluate(() => {
        (window as unknown as { __root: unknown }).__root = document.querySelector(
          '[data-quick-actions-root]',
        );
        const fresh = document.createElement('div');
        document.getElementById('quick-actions')!.replaceWith(fresh);
        fresh.id = 'quick-actions';
      });
      await call(page, 'refresh');
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { __root: HTMLElement }).__root.isConnected),
        )
        .toBe(false);
      await quickActionsButton(page).waitFor();
      expect(await roots(page)).toBe(1);
      await quickActionsButton(page).click();
      await expectExpanded(page, 'true');
    });
  });

  it('a mount that throws (a host option getter) is reported, never a rejection, and trying again works', async () => {
    await inDemoVisit('/?logDevEnvironmentErrors=true', async (visit) => {
      const { page } = visit;
      await quickActionsButton(page).waitFor();
      // The host's options with a getter the widget reads when it mounts, throwing once.
      await page.evaluate(() => {
        const { demoHost } = window as unknown as {
          demoHost: { user(): unknown; config(): unknown; logError(error: unknown): void };
        };
        let thrown = false;
        (window as unknown as ApiWindow).QuickActions('init', {
          getUser: () => demoHost.user(),
          getConfig: () => demoHost.config(),
          logError: (error: unknown) => demoHost.logError(error),
          get pageName() {
            if (thrown) return 'Home';
            thrown = true;
            throw new Error('pageName getter broke');
          },
        });
      });
      await quickActionsButton(page).click();
      await expect.poll(() => loggedMessagesIn(page)).toContain('pageName getter broke');
      await expect
        .poll(() =>
          page.evaluate(() =>
            document
              .querySelector('[data-quick-actions-root]')
              ?.shadowRoot?.querySelector('button.qa-fab')
              ?.getAttribute('data-icon'),
          ),
        )
        .toBe('bolt');
      // The open the person asked for failed: it says so, with a way to try again (ADR-0108).
      await page.getByRole('button', { name: 'Try again' }).click();
      await expectExpanded(page, 'true');
      await popup(page).waitFor({ state: 'visible' });
      expect(visit.pageErrors).toEqual([]);
      expect((await securityRecord(page)).rejections).toEqual([]);
    });
  });

  it('destroy keeps the host’s own React marker on the document', async () => {
    await inDemoVisit(
      '/',
      {
        initScripts: [`document._reactListeninghostapp = true;`],
      },
      async (visit) => {
        const { page } = visit;
        await quickActionsButton(page).click();
        await expectExpanded(page, 'true');
        const markers = () =>
          page.evaluate(() =>
            Object.keys(document).filter((key) => key.startsWith('_reactListening')),
          );
        expect(await markers()).toContain('_reactListeninghostapp');
        await call(page, 'destroy');
        await expect.poll(() => roots(page)).toBe(0);
        expect(await markers()).toEqual(['_reactListeninghostapp']);
      },
    );
  });

  // The loader and facade alone (no widget chunk loads): the React run.
  itOncePerBuildPair('stage one’s reports carry no secure id', async () => {
    await inDemoVisit(async (visit) => {
      const { page } = visit;
      await quickActionsButton(page).waitFor();
      // A host bug that passes the user's secure id where a command goes.
      await call(page, 'S-1');
      await expect
        .poll(() => loggedMessagesIn(page))
        .toContain('Unknown QuickActions command: [redacted]');
      expect(JSON.stringify(await loggedErrorsIn(page))).not.toContain('S-1');
    });
  });

  it('a host worker that does not import ours holds no open back (only our worker is waited for)', async () => {
    await inSecurityVisit(
      suite,
      {
        serviceWorkers: 'allow',
        initScripts: [STRETCH_USER_HANDSHAKE_TIMEOUT],
      },
      async ({ page }) => {
        await page.goto(`${suite.demo.url}/foreign-sw/`);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
          timeout: 15_000,
        });
        await page.reload();
        await page.waitForFunction(() =>
          navigator.serviceWorker.controller?.scriptURL.endsWith('/foreign-sw.js'),
        );
        await quickActionsButton(page).click();
        await expectExpanded(page, 'true');
        const foreignLog = () =>
          page.evaluate(
            () =>
              new Promise<{ kind: string; type?: string; path?: string }[]>((resolve) => {
                navigator.serviceWorker.addEventListener(
                  'message',
                  (event) => resolve((event.data as { log: never }).log),
                  { once: true },
                );
                navigator.serviceWorker.controller!.postMessage({ type: 'demo:foreign-sw-log' });
              }),
          );
        // The data is fetched although the handshake's timeout lasts a minute: nothing waits for
        // an answer from this worker (ADR-0060), or every open would wait the whole timeout.
        await expect
          .poll(async () => (await foreignLog()).some((entry) => entry.kind === 'fetch'), {
            timeout: 15_000,
          })
          .toBe(true);
        // The page did tell it (a host worker that imports ours needs that), and the timeout was
        // stretched (the check above tests what it says).
        const log = await foreignLog();
        expect(log.some((entry) => entry.type === 'quick-actions:user')).toBe(true);
        expect(
          await page.evaluate(() => (window as { __qaStretched?: number }).__qaStretched),
        ).toBeGreaterThan(0);
      },
    );
  });

  it('destroy before the page has loaded leaves no load listener; after, no request or retry in flight', async () => {
    await inSecurityVisit(
      suite,
      {
        serviceWorkers: 'block',
        cookies: { demo_fault: 'icons:hang,dashboards:500,logger:503' },
      },
      async (visit) => {
        const { page, context } = visit;
        // A page whose load never comes (an image that hangs): destroy before it.
        await context.route(`${suite.demo.url}/demo-assets/hanging.png`, () => {});
        await serveChangedDemo(visit, '/slow-load/', (html) =>
          html.replace('</body>', '<img src="/demo-assets/hanging.png" alt="">\n</body>'),
        );
        await page.goto(`${suite.demo.url}/slow-load/?logDevEnvironmentErrors=true`, {
          waitUntil: 'domcontentloaded',
        });
        // loader.js has run: the stub's array of calls became the loader's `{ push }`.
        await page.waitForFunction(() => {
          const queue = (window as unknown as { QuickActions?: { q?: unknown } }).QuickActions?.q;
          return typeof queue === 'object' && queue !== null && !Array.isArray(queue);
        });
        await call(page, 'destroy');
        expect((await securityRecord(page)).listeners).toEqual([]);

        // The widget mounted with a hanging icon definitions call and a failing hubs call whose
        // report the logger cannot deliver (503: retried after the 5 s its Retry-After asks).
        await page.goto(`${suite.demo.url}/?logDevEnvironmentErrors=true`);
        await quickActionsButton(page).click();
        await expectExpanded(page, 'true');
        await expect
          .poll(() => visit.sent.filter((request) => request.url.includes('/error-logger/')).length)
          .toBeGreaterThan(0);
        const icons = visit.sent.find((request) => request.url.includes('/definitions.json'));
        expect(icons?.failed).toBe(false);
        await call(page, 'destroy');
        await expect.poll(() => roots(page)).toBe(0);
        // The hanging call is aborted at once; no retry waits; nothing is sent any more.
        await expect.poll(() => icons?.failed).toBe(true);
        // Ours, not the framework's: Preact schedules its effects with a short timer of its own
        // (the Preact run once caught one pending at this instant); the app's timers and the
        // loader's are what destroy must clear.
        const framework = /\/widget-runtime-[\w-]+\.js:/;
        expect((await securityRecord(page)).timers.filter((site) => !framework.test(site))).toEqual(
          [],
        );
        const reportsAtDestroy = visit.sent.filter((request) =>
          request.url.includes('/error-logger/'),
        ).length;
        await page.waitForTimeout(1_700);
        expect(visit.sent.filter((request) => request.url.includes('/error-logger/'))).toHaveLength(
          reportsAtDestroy,
        );
        expect((await securityRecord(page)).listeners).toEqual([]);
        expect(visit.pageErrors).toEqual([]);
      },
    );
  });
});
