import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { PROBES } from './probes';

export const IPHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
} satisfies BrowserContextOptions;

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Paths (with query) of every request the page and its workers made, in order. */
  requests: string[];
  pageErrors: Error[];
  close(): Promise<void>;
}

export interface VisitOptions extends BrowserContextOptions {
  /** Cookies for the demo origin, e.g. `{ dcsExp: 'QuickActionsGate%3DC' }`. */
  cookies?: Record<string, string>;
}

/** A fresh context (empty storage) with the probes installed and requests recorded. */
export async function openContext(
  browser: Browser,
  baseUrl: string,
  { cookies = {}, ...options }: VisitOptions = {},
): Promise<Omit<Visit, 'page'> & { newPage(): Promise<Page> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await context.addInitScript(PROBES);
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl })),
  );
  const requests: string[] = [];
  const pageErrors: Error[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(url.pathname + url.search);
  });
  return {
    context,
    requests,
    pageErrors,
    async newPage() {
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error));
      return page;
    },
    close: () => context.close(),
  };
}

export async function visit(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: VisitOptions = {},
): Promise<Visit> {
  const opened = await openContext(browser, baseUrl, options);
  const page = await opened.newPage();
  await page.goto(baseUrl + path);
  return { ...opened, page };
}

/** Waits until the network has been quiet, then a little idle time for timers. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(nextIdlePeriod);
  await page.waitForTimeout(50);
}

/**
 * Resolves in the page's next idle period. After a frame: the headless shell the tests drive
 * (find-chromium.mjs) starts idle periods only after a frame, so on a page that draws nothing a
 * bare requestIdleCallback waited forever 4 times in 6 (a browser shows frames and idles).
 */
export const nextIdlePeriod = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve())));

export const quickActionsRequests = (requests: string[]) =>
  requests.filter((path) => path.startsWith('/quick-actions/'));

/** The spec §7 calls and the icon definitions: what "no API call" must rule out. */
export const apiRequests = (requests: string[]) =>
  requests.filter((path) => /^\/(api|ItemTileService|common|images\/icons)\//.test(path));
