// Helpers for the security browser tests (fault matrix, hostile input, strict CSP, credentials,
// host isolation, load): a context that records everything a hostile or faulty world could do
// to the host page, and readers for the demo server's own logs (/demo/errors.json,
// /demo/requests.json). Each test page carries a unique `qa=<marker>` in its URL, so the
// server's logs (shared by every context of a file) can be read per test: error reports carry
// the page URL, and every request the page makes carries it in its Referer.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SECURITY_RECORDER, TIMER_PROBE } from './probes';
import { openContext, type VisitOptions } from './visit';

/** One request as the browser sent it (the page's and its workers'). */
export interface SentRequest {
  url: string;
  method: string;
  /** Whether an Authorization header was sent (never its value). */
  authorization: string | undefined;
  postData: string | null;
  /** Date.now() in the test process when the browser issued it. */
  at: number;
  failed: boolean;
}

export interface SecurityVisit {
  context: BrowserContext;
  page: Page;
  pageErrors: Error[];
  /** Every console message of the page, as `type: text`. */
  console: string[];
  /** Every dialog (alert, confirm, prompt) the page tried to open; each was dismissed. */
  dialogs: string[];
  sent: SentRequest[];
  close(): Promise<void>;
}

export interface SecurityVisitOptions extends VisitOptions {
  /** Set the spec §4 seen flag so the popup waits for a click (default true). */
  seen?: boolean;
  /** Init scripts run before the host's own, after the recorders. */
  initScripts?: (string | (() => void))[];
}

// A returning visitor (spec §4 seen flag). Storage may throw (a test makes it): then it is a
// first visit every time, and the popup opens by itself.
const SEEN = `try { localStorage.setItem('quickactions_seen', '1'); } catch {}`;

/** A fresh context with the listener, timer and security recorders, and a page (not navigated). */
export async function openSecurityVisit(
  browser: Browser,
  baseUrl: string,
  { seen = true, initScripts = [], ...options }: SecurityVisitOptions = {},
): Promise<SecurityVisit> {
  const opened = await openContext(browser, baseUrl, options);
  const { context } = opened;
  await context.addInitScript(SECURITY_RECORDER);
  await context.addInitScript(TIMER_PROBE);
  if (seen) await context.addInitScript(SEEN);
  for (const script of initScripts) await context.addInitScript(script);
  const sent: SentRequest[] = [];
  const byRequest = new WeakMap<object, SentRequest>();
  context.on('request', (request) => {
    const entry: SentRequest = {
      url: request.url(),
      method: request.method(),
      authorization: request.headers().authorization,
      postData: request.postData(),
      at: Date.now(),
      failed: false,
    };
    byRequest.set(request, entry);
    sent.push(entry);
  });
  context.on('requestfailed', (request) => {
    const entry = byRequest.get(request);
    if (entry) entry.failed = true;
  });
  const page = await opened.newPage();
  const consoleMessages: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => consoleMessages.push(`${message.type()}: ${message.text()}`));
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return {
    context,
    page,
    pageErrors: opened.pageErrors,
    console: consoleMessages,
    dialogs,
    sent,
    close: opened.close,
  };
}

type SecurityBody<T> = (visit: SecurityVisit) => Promise<T>;

/** Runs `body` on a fresh openSecurityVisit to the suite's demo server; closes it whatever happens. */
export async function inSecurityVisit<T>(
  suite: { readonly browser: Browser; readonly demo: { readonly url: string } },
  ...rest: [SecurityVisitOptions, SecurityBody<T>] | [SecurityBody<T>]
): Promise<T> {
  const [options, body] = rest.length === 2 ? rest : [{}, rest[0]];
  const visit = await openSecurityVisit(suite.browser, suite.demo.url, options);
  try {
    return await body(visit);
  } finally {
    await visit.close();
  }
}

/** A fetch call as the page made it, timed with performance.now() (probes.ts). */
export interface PageFetch {
  url: string;
  method: string;
  at: number;
  body: string;
}

export interface SecurityRecord {
  rejections: string[];
  fetches: PageFetch[];
  violations: {
    directive: string;
    blocked: string;
    source: string;
    line: number;
    sample: string;
  }[];
  /** Set by an XSS payload that ran. */
  xss: unknown;
  /** Listeners our scripts left on window/document (probes.ts). */
  listeners: string[];
  /** Timers our scripts started and that are still pending (probes.ts TIMER_PROBE). */
  timers: string[];
}

export const securityRecord = (page: Page): Promise<SecurityRecord> =>
  page.evaluate(() => {
    const w = window as unknown as {
      __qaSecurity: Pick<SecurityRecord, 'rejections' | 'violations' | 'fetches'>;
      __qaProbe: { listeners(): string[] };
      __qaTimers: { active(): string[] };
      __xss?: unknown;
    };
    return {
      rejections: [...w.__qaSecurity.rejections],
      fetches: [...w.__qaSecurity.fetches],
      violations: [...w.__qaSecurity.violations],
      xss: w.__xss ?? null,
      listeners: w.__qaProbe.listeners(),
      timers: w.__qaTimers.active(),
    };
  });

/** spec §3 error report record, as the demo server stored it. */
export interface ServerReport {
  id: number;
  receivedAt: string;
  encoding: string;
  description: string;
  url: string;
  line: string;
  parentUrl: string;
  userAgent: string;
  stackTrace: string;
  otherFields: Record<string, string>;
}

/** One entry of the demo server's API request log. */
export interface ServerRequest {
  id: number;
  time: string;
  api: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  hasAuthorization: boolean;
  status: number | string | null;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The error reports the logger received from pages whose URL has `qa=<marker>`. */
export async function serverReports(baseUrl: string, marker: string): Promise<ServerReport[]> {
  const reports = await getJson<ServerReport[]>(`${baseUrl}/demo/errors.json`);
  return reports.filter((report) => hasMarker(report.url, marker));
}

/** The API calls made from pages whose URL has `qa=<marker>` (by their Referer). */
export async function serverRequests(baseUrl: string, marker: string): Promise<ServerRequest[]> {
  const requests = await getJson<ServerRequest[]>(`${baseUrl}/demo/requests.json`);
  return requests.filter((entry) => hasMarker(entry.headers.referer ?? '', marker));
}

/** The id of the newest entry in the demo server's request log (0 when empty). */
export async function lastServerRequestId(baseUrl: string): Promise<number> {
  const requests = await getJson<ServerRequest[]>(`${baseUrl}/demo/requests.json`);
  return requests.reduce((newest, entry) => Math.max(newest, entry.id), 0);
}

/**
 * Every API call the demo server logged after `afterId`, whoever made it: the page, or the
 * service worker, whose requests may carry no page referrer to tell them apart by.
 */
export async function serverRequestsAfter(
  baseUrl: string,
  afterId: number,
): Promise<ServerRequest[]> {
  const requests = await getJson<ServerRequest[]>(`${baseUrl}/demo/requests.json`);
  return requests.filter((entry) => entry.id > afterId);
}

function hasMarker(url: string, marker: string): boolean {
  try {
    return new URL(url).searchParams.get('qa') === marker;
  } catch {
    return false;
  }
}

/**
 * The floating button: the facade draws it, the widget chunk takes it over on intent. A click
 * before the chunk arrived still opens the popup (spec §4); `waitForWidget` (support/widget.ts)
 * waits for the chunk itself.
 */
export const widgetButton = (page: Page) => page.locator('[data-quick-actions-root] button.qa-fab');

/** aria-expanded of the floating button, or null when there is none. */
export const expanded = (page: Page): Promise<string | null> =>
  page.evaluate(
    () =>
      document
        .querySelector('[data-quick-actions-root]')
        ?.shadowRoot?.querySelector('button')
        ?.getAttribute('aria-expanded') ?? null,
  );

/** A tracking event as the host's `track` got it (docs/host-api.md "Providers"). */
export interface TrackedRecord {
  section: string;
  component: string;
  action: string;
  extra?: Record<string, unknown>;
}

/**
 * Every `track` call of the demo host, across navigations: the demo host announces each one as
 * a `demohost:log` event, forwarded here before a click's navigation can take the page away.
 * Call before the first navigation.
 */
export async function recordTracking(context: BrowserContext): Promise<TrackedRecord[]> {
  const tracked: TrackedRecord[] = [];
  await context.exposeBinding('__qaSecurityTrack', (_source, data: TrackedRecord) => {
    tracked.push(data);
  });
  await context.addInitScript(() =>
    document.addEventListener('demohost:log', (event) => {
      const { detail } = event as CustomEvent<{ kind: string; data: unknown }>;
      const record = (window as unknown as { __qaSecurityTrack?: (data: unknown) => void })
        .__qaSecurityTrack;
      if (detail?.kind === 'track') record?.(detail.data);
    }),
  );
  return tracked;
}
