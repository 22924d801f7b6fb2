// Helpers for the widget's browser tests: open the demo page as a returning visitor, open the
// popup, read what it shows, and record what the widget told the host (track, logError).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, type ExpectStatic } from 'vitest';
import { fixtureDocumentNames } from './fixtures';
import { openContext, type Visit, type VisitOptions } from './visit';

/** A tracking event as the host's `track` received it (docs/host-api.md "Providers"). */
export interface TrackedEvent {
  section: string;
  component: string;
  action: string;
  extra?: Record<string, string | number | boolean>;
}

/** What the demo host's `logError` recorded (demo/inline/demo-host.js). */
export interface LoggedError {
  name: string;
  message: string;
  causes: { name: string; message: string }[];
}

interface DemoHostWindow {
  demoHost: { tracked: TrackedEvent[]; loggedErrors: LoggedError[] };
}

export interface WidgetVisit extends Visit {
  /** Every event the host's `track` got, across navigations (the page's own array resets). */
  tracked: TrackedEvent[];
  /** The experimentName of every experiment request (spec §7), in order. */
  experimentsAsked: string[];
}

export interface WidgetVisitOptions extends VisitOptions {
  /** Leave the seen flag unset: the first ever visit, which opens by itself (spec §4). */
  firstUse?: boolean;
  /** Runs in every page of the context before the host's scripts (a function, or its source). */
  initScript?: (() => void) | string;
}

// A returning visitor (spec §4 seen flag): the popup stays closed until asked.
const markSeen = () => localStorage.setItem('quickactions_seen', '1');

// The demo host announces each `track` call as a `demohost:log` event; forward them to the test
// so events sent right before a navigation are not lost with the page.
const forwardTracking = () =>
  document.addEventListener('demohost:log', (event) => {
    const { detail } = event as CustomEvent<{ kind: string; data: unknown }>;
    const record = (window as unknown as { __qaRecordTrack?: (data: unknown) => void })
      .__qaRecordTrack;
    if (detail?.kind === 'track') record?.(detail.data);
  });

/** A fresh context (probes, request log, tracking recorder) with one page at `path`. */
export async function visitWidget(
  browser: Browser,
  baseUrl: string,
  path: string,
  { firstUse = false, initScript, ...options }: WidgetVisitOptions = {},
): Promise<WidgetVisit> {
  const opened = await openContext(browser, baseUrl, options);
  const tracked: TrackedEvent[] = [];
  await opened.context.exposeBinding('__qaRecordTrack', (_source, data: TrackedEvent) => {
    tracked.push(data);
  });
  await opened.context.addInitScript(forwardTracking);
  const experimentsAsked: string[] = [];
  opened.context.on('request', (request) => {
    if (!request.url().endsWith('/user-experiment')) return;
    try {
      const body = JSON.parse(request.postData() ?? '{}') as { experimentName?: unknown };
      if (typeof body.experimentName === 'string') experimentsAsked.push(body.experimentName);
    } catch {
      // Not JSON: the demo server rejects it anyway.
    }
  });
  if (!firstUse) await opened.context.addInitScript(markSeen);
  if (initScript) await opened.context.addInitScript(initScript);
  const page = await opened.newPage();
  await page.goto(baseUrl + path);
  return { ...opened, page, tracked, experimentsAsked };
}

/** Runs `body` on a fresh widget visit (visitWidget) to the suite's demo server and closes the visit whatever happens. */
export async function inWidgetVisit<T>(
  suite: { readonly browser: Browser; readonly demo: { readonly url: string } },
  path: string,
  ...rest:
    [WidgetVisitOptions, (visit: WidgetVisit) => Promise<T>] | [(visit: WidgetVisit) => Promise<T>]
): Promise<T> {
  const [options, body] = rest.length === 2 ? rest : [{}, rest[0]];
  const visit = await visitWidget(suite.browser, suite.demo.url, path, options);
  try {
    return await body(visit);
  } finally {
    await visit.close();
  }
}

/**
 * A residential lease document (spec §5 fields) newer than every fixture document, as the tile
 * service lists it, named `name`.
 */
export const newLeaseDocument = (name: string) => ({
  TileType: 'Document',
  ItemId: 99001,
  Name: name,
  CountryCode: 'US',
  LastModified: '2025-11-21T09:00:00Z',
  Blob: null,
  DocumentType: 'Document',
  Template: 'RESLSE',
  PostUrl: '/mydocuments/document/99001/post.aspx',
  DownloadUrl: '/mydocuments/document/99001/download.aspx',
  ContractUrl: '/contracts/residential-lease-agreement/',
  NotarySessionId: null,
  NotaryDocumentId: null,
});

/** From now on the tile service's answer (the demo server's, with its latency) lists `tile` first. */
export async function prependTile(page: Page, tile: unknown): Promise<void> {
  await page.route('**/ItemTileService/api/FolderTile', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { Data: unknown[] };
    body.Data.unshift(tile);
    await route.fulfill({ response, json: body });
  });
}

/** The messages of the errors the host's logError got so far. */
export const loggedMessagesIn = async (page: Page): Promise<string[]> =>
  (await loggedErrorsIn(page)).map((error) => error.message);

export const quickActionsButton = (page: Page): Locator =>
  page.getByRole('button', { name: /^(Quick Actions|Actions rapides)$/ });

export const popup = (page: Page): Locator => page.locator('#quick-actions-popup');

/**
 * Shows intent as a person does (the pointer over the button: the facade imports the widget
 * on intent, never on idle) and waits until the widget chunk has taken the button over (it
 * set aria-controls).
 */
export async function waitForWidget(page: Page): Promise<void> {
  await quickActionsButton(page).hover();
  await page.locator('[data-quick-actions-root] button[aria-controls]').waitFor();
}

/** Clicks the floating button and waits until the popup is open and visible. */
export async function openPopup(page: Page): Promise<void> {
  await waitForWidget(page);
  await quickActionsButton(page).click();
  await expectExpanded(page, 'true');
  await waitForPopupContent(page);
}

/**
 * The open popup with all of its content: visible, and its last part drawn — the account row,
 * shown for every person and country. What a test reads after this does not depend on how the
 * popup's render is split into tasks (transitions, ADR-0028; parts drawn in turns, ADR-0031).
 */
export async function waitForPopupContent(page: Page): Promise<void> {
  await popup(page).waitFor({ state: 'visible' });
  await popup(page).locator('[data-action="account"]').waitFor({ state: 'attached' });
}

/** Clicks the floating button of the open popup and waits until the popup is closed. */
export async function closePopup(page: Page): Promise<void> {
  await quickActionsButton(page).click();
  await expectExpanded(page, 'false');
}

export async function expectExpanded(page: Page, value: 'true' | 'false'): Promise<void> {
  try {
    await page.waitForFunction(
      (expected) =>
        document
          .querySelector('[data-quick-actions-root]')
          ?.shadowRoot?.querySelector('button[aria-controls]')
          ?.getAttribute('aria-expanded') === expected,
      value,
      { timeout: 15_000 },
    );
  } catch (error) {
    // Seen once under a full suite's load (widget-a11y, Space after Escape, 2026-11-25) and not
    // reproduced since: the state the widget was left in is what tells why.
    const state = await page
      .evaluate(() => {
        const root = document.querySelector('[data-quick-actions-root]')?.shadowRoot;
        const button = root?.querySelector('.qa-fab');
        return JSON.stringify({
          buttons: [...(root?.querySelectorAll('button[aria-controls]') ?? [])].map((b) =>
            b.outerHTML.slice(0, 200),
          ),
          expanded: button?.getAttribute('aria-expanded'),
          busy: button?.getAttribute('aria-busy'),
          popupHidden: root?.querySelector('.qa-popup')?.hasAttribute('hidden'),
          focused: root?.activeElement?.outerHTML.slice(0, 120) ?? document.activeElement?.tagName,
        });
      })
      .catch(() => 'unreadable');
    throw new Error(`aria-expanded never became ${value}; the widget: ${state}`, {
      cause: error,
    });
  }
}

/** The theme stylesheet the widget put into its shadow root has loaded (for contrast checks). */
export async function waitForTheme(page: Page, theme: string): Promise<void> {
  await page.waitForFunction(
    (name) => {
      const root = document.querySelector('[data-quick-actions-root]')?.shadowRoot;
      const link = root?.querySelector<HTMLLinkElement>(`link[data-qa-theme="${name}"]`);
      return Boolean(link?.sheet);
    },
    theme,
    { timeout: 15_000 },
  );
}

export interface PopupLink {
  text: string;
  href: string | null;
  target: string | null;
  rel: string | null;
}

export interface PopupDocument {
  id: string;
  type: string;
  title: string;
  /** A link's href, or an editor form's action. */
  href: string | null;
  method: 'get' | 'post';
  fields: Record<string, string>;
}

/** What the open popup shows, read from its DOM (hrefs as written, not resolved). */
export interface PopupContent {
  lang: string | null;
  label: string | null;
  headerHref: string | null;
  actions: (PopupLink & { id: string; title: string | null })[];
  sections: string[];
  upsell: { group: string; href: string | null } | null;
  documents: PopupDocument[];
  documentsEmptyText: string | null;
  viewAllHref: string | null;
  hubs: PopupLink[];
  accountHref: string | null;
}

export function readPopup(page: Page): Promise<PopupContent> {
  return popup(page).evaluate((section): PopupContent => {
    const link = (a: Element): PopupLink => ({
      text: a.textContent?.trim() ?? '',
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    });
    const docs = section.querySelector('[data-section="documents"]');
    const suggestion = section.querySelector<HTMLElement>('[data-upsell-group]');
    const root = section.getRootNode() as ShadowRoot;
    return {
      lang: root.host.getAttribute('lang'),
      label: section.getAttribute('aria-label'),
      // spec §2 "header click in the v2 desktop design": the My Documents header.
      headerHref:
        section
          .querySelector('[data-section="documents"] .qa-section-title a')
          ?.getAttribute('href') ?? null,
      actions: [...section.querySelectorAll('.qa-actions a')].map((a) => ({
        ...link(a),
        id: a.getAttribute('data-action') ?? '',
        // The full label of a short (mobile) action: its tooltip, which is also its description.
        title: a.getAttribute('aria-describedby')
          ? (root.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent ?? null)
          : null,
      })),
      sections: [...section.querySelectorAll('[data-section]')].map(
        (s) => s.getAttribute('data-section') ?? '',
      ),
      upsell: suggestion
        ? {
            group: suggestion.dataset.upsellGroup ?? '',
            href: suggestion.querySelector('a')?.getAttribute('href') ?? null,
          }
        : null,
      documents: [...(docs?.querySelectorAll('li[data-document-id]') ?? [])].map((li) => {
        const form = li.querySelector('form');
        const fields: Record<string, string> = {};
        form?.querySelectorAll('input').forEach((input) => (fields[input.name] = input.value));
        return {
          id: li.getAttribute('data-document-id') ?? '',
          type: li.getAttribute('data-document-type') ?? '',
          title: li.querySelector('.qa-item-title')?.textContent ?? '',
          href: form ? form.getAttribute('action') : li.querySelector('a')?.getAttribute('href'),
          method: form ? 'post' : 'get',
          fields,
        } as PopupDocument;
      }),
      documentsEmptyText: docs?.querySelector('.qa-empty')?.textContent ?? null,
      viewAllHref: docs?.querySelector('.qa-section-head a')?.getAttribute('href') ?? null,
      hubs: [...section.querySelectorAll('[data-section="hubs"] li a')].map(link),
      accountHref: section.querySelector('[data-action="account"]')?.getAttribute('href') ?? null,
    };
  });
}

/** The ids of the documents the open popup lists, in order. */
export const documentIds = async (page: Page): Promise<string[]> =>
  (await readPopup(page)).documents.map((document) => document.id);

/**
 * Waits (15 s at most) until the open popup lists exactly these documents. `check`: a concurrent
 * test's own expect (a poll must know its test).
 */
export async function expectDocuments(
  page: Page,
  ids: string[],
  check: ExpectStatic = expect,
): Promise<void> {
  await check.poll(() => documentIds(page), { timeout: 15_000 }).toEqual(ids);
}

/**
 * The popup's links and buttons that a pointer cannot reach: outside the popup's box, or covered
 * by something else at their centre once scrolled into view. Empty when every control is usable.
 */
export function unreachableControls(page: Page): Promise<string[]> {
  return popup(page).evaluate((section) => {
    const root = section.getRootNode() as ShadowRoot;
    const box = section.getBoundingClientRect();
    const problems: string[] = [];
    for (const control of section.querySelectorAll<HTMLElement>('a[href], button')) {
      control.scrollIntoView({ block: 'nearest' });
      const rect = control.getBoundingClientRect();
      const name = `${control.tagName} "${control.textContent?.trim() ?? ''}"`;
      const inside =
        rect.left >= box.left - 1 &&
        rect.right <= box.right + 1 &&
        rect.top >= box.top - 1 &&
        rect.bottom <= box.bottom + 1;
      const hit = root.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!inside) problems.push(`${name} outside the popup`);
      else if (!hit || !control.contains(hit)) problems.push(`${name} covered`);
    }
    section.scrollTop = 0;
    return problems;
  });
}

export interface Focused {
  tag: string;
  label: string | null;
  href: string | null;
  text: string;
  inWidget: boolean;
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: number;
  /** Contrast of the focus outline against what surrounds the control (WCAG 1.4.11: ≥ 3). */
  outlineContrast: number;
}

/** The element that has focus, through shadow roots, and how its focus shows. */
export const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element) throw new Error('nothing has focus');
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // What the outline is drawn on: the popup inside it, the host page around the button.
    const popupSection = element.closest('#quick-actions-popup');
    const surface = getComputedStyle(popupSection ?? document.body).backgroundColor;
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.outlineColor), luminance(surface)].sort((a, b) => b - a);
    return {
      tag: element.tagName,
      label: element.getAttribute('aria-label'),
      href: element.getAttribute('href'),
      text: element.textContent?.trim() ?? '',
      inWidget: element.getRootNode() !== document,
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineContrast: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05),
    };
  });

export const trackedIn = (page: Page): Promise<TrackedEvent[]> =>
  page.evaluate(() => (window as unknown as DemoHostWindow).demoHost.tracked);

export const loggedErrorsIn = (page: Page): Promise<LoggedError[]> =>
  page.evaluate(() => (window as unknown as DemoHostWindow).demoHost.loggedErrors);

/**
 * Makes the cached sections older than the 10 s freshness (spec §9), so the next open fetches
 * live data while the cache is shown. The entry format is spec §3's: `{ value: { data,
 * dataCacheTime }, expiryDate }` under keys starting with `quickactions_`.
 */
export async function ageCachedSections(page: Page, byMs: number): Promise<number> {
  return page.evaluate((ms) => {
    let aged = 0;
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('quickactions_')) continue;
      const text = localStorage.getItem(key);
      if (!text) continue;
      try {
        const entry = JSON.parse(text) as { value?: { dataCacheTime?: unknown } };
        if (typeof entry.value?.dataCacheTime !== 'number') continue;
        entry.value.dataCacheTime -= ms;
        localStorage.setItem(key, JSON.stringify(entry));
        aged++;
      } catch {
        // Not a cache entry (the seen flag, an experiment answer).
      }
    }
    return aged;
  }, byMs);
}

export async function setCookies(
  context: BrowserContext,
  baseUrl: string,
  cookies: Record<string, string>,
): Promise<void> {
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl })),
  );
}

/** The document names that appear anywhere in the given events. */
export function documentNamesIn(events: readonly TrackedEvent[]): string[] {
  const text = JSON.stringify(events);
  return fixtureDocumentNames().filter((name) => text.includes(name));
}

const AXE_SOURCE = readFileSync(
  fileURLToPath(new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url)),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string; summary: string }[];
}

/**
 * axe-core on the widget (its root element and open shadow tree), every default rule including
 * color-contrast and best practices. The host page around it is the demo's, not ours.
 * Also returns axe's "incomplete" results: a contrast axe could not decide is not a pass.
 */
export async function axeWidget(
  page: Page,
): Promise<{ violations: AxeViolation[]; incomplete: AxeViolation[]; passes: string[] }> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  // The popup rises in over 120 ms (reduced motion: not at all); colours measured
  // mid-animation read as "obscured", so let every widget animation finish first.
  await page.evaluate(async () => {
    const root = document.querySelector('[data-quick-actions-root]')?.shadowRoot;
    const animations = root ? root.getAnimations() : [];
    await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
  });
  return page.evaluate(async () => {
    interface AxeResult {
      id: string;
      impact: string | null;
      nodes: { target: unknown; failureSummary?: string }[];
    }
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: unknown,
            options: unknown,
          ): Promise<{ violations: AxeResult[]; incomplete: AxeResult[]; passes: AxeResult[] }>;
        };
      }
    ).axe;
    const results = await axe.run(
      { include: [['[data-quick-actions-root]']] },
      { rules: { 'color-contrast': { enabled: true } } },
    );
    const simplify = (list: AxeResult[]) =>
      list.map((result) => ({
        id: result.id,
        impact: result.impact,
        nodes: result.nodes.map((node) => ({
          target: JSON.stringify(node.target),
          summary: node.failureSummary ?? '',
        })),
      }));
    return {
      violations: simplify(results.violations),
      incomplete: simplify(results.incomplete),
      passes: results.passes.map((result) => result.id),
    };
  });
}

/**
 * The widget's one toast, "New content is available" (docs/rules.md §9 "Toasts"): data cached by
 * an earlier open, then, on a new page view, a slow live fetch with a new document while the
 * popup is open. `baseUrl`: the demo server's, for its latency cookie.
 */
export async function showNewContentToast(page: Page, baseUrl: string): Promise<Locator> {
  await openPopup(page);
  await popup(page).locator('li[data-document-id]').first().waitFor();
  await page.keyboard.press('Escape');
  await expectExpanded(page, 'false');
  expect(await ageCachedSections(page, 60_000)).toBeGreaterThan(0);
  await setCookies(page.context(), baseUrl, { demo_latency: '1500' });
  await prependTile(page, newLeaseDocument('Lease Renewal'));
  // A new page view: the widget starts from the (aged) cache again.
  await page.reload();
  await waitForWidget(page);
  await quickActionsButton(page).click();
  const toast = page.locator('[data-quick-actions-root] .qa-toasts').getByRole('alert');
  await toast.waitFor({ state: 'visible', timeout: 15_000 });
  return toast;
}
