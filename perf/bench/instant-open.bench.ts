// Opening the popup, measured as a person sees it, beside a minimal plain-DOM popup of the same
// content written here (the baseline), in the same page, at 1× and 4× CPU
// (Emulation.setCPUThrottlingRate), for both builds (dist/, dist-preact/):
//
// - click to painted: a returning visitor, the widget loaded by an earlier open on the page and
//   its data fresh (no request: a sample whose open asked for data is left out and taken
//   again), from the pointerdown event's timestamp to the first animation frame after the popup
//   is visible. The baseline builds its popup with DOM calls in the click and shows it.
// - the 20,000-tile open: the FolderTile answer has 20,000 tiles and nothing is cached, so the
//   click fetches it; from the pointerdown to the first animation frame after the popup shows
//   the two newest documents. The baseline fetches the same answer, flattens, filters and sorts
//   it the straightforward way, and shows its popup with the two newest.
//
// Medians of 12 opens each, the widget's and the baseline's opens taken in turns. Figures go to
// perf/reports/instant-open.md and perf/results/bench.json. The goals: click to painted at most
// the baseline's + one frame (16.7 ms), the 20,000-tile open at most 1.1 × the baseline's at the
// gate's slowdown (4×); at 1× the large open is judged by having no long task of ours on the host's
// thread (the Lighthouse gate's fact), and its figures here are a trend.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDemoServer, type DemoServer } from '../../demo/server.mjs';
import { CHROMIUM_FLAGS } from '../../tools/browser/chromium-flags.mjs';
import { findChromium } from '../../tools/browser/find-chromium.mjs';
import { percentile, recordBenchmark, round } from './record';
import { newestNames, tileTree } from './tile-tree';

const OPENS = 12;
// For a diagnosis, one build or one slowdown: INSTANT_OPEN_FLAVOURS=React, INSTANT_OPEN_RATES=4.
const only = (name: string) => process.env[name]?.split(',').map((value) => value.trim());
const RATES = [1, 4].filter((rate) => only('INSTANT_OPEN_RATES')?.includes(String(rate)) ?? true);
const FRAME_MS = 16.7;
const LARGE_TREE_TILES = 20_000;
const LARGE_TREE_RATIO = 1.1;
/** The Lighthouse gate's CPU slowdown (perf/lighthouse/budgets.json), where the ratio is held. */
const GATE_RATE = 4;
const ALL_FLAVOURS = [
  { name: 'React', dist: 'dist' },
  { name: 'Preact', dist: 'dist-preact' },
] as const;
type FlavourName = (typeof ALL_FLAVOURS)[number]['name'];
const FLAVOURS = ALL_FLAVOURS.filter(
  (flavour) => only('INSTANT_OPEN_FLAVOURS')?.includes(flavour.name) ?? true,
);

const FOLDER_TILE_PATH = '/ItemTileService/api/FolderTile';
const DATA_CALL = /\/ItemTileService\/api\/FolderTile|\/my-projects-dashboard-tiles/;
/** The cookie that makes this file's demo servers answer FolderTile with the large tree. */
const LARGE_TREE_COOKIE = 'bench_tiles';

const reportFile = fileURLToPath(new URL('../reports/instant-open.md', import.meta.url));

let browser: Browser;
const servers = new Map<FlavourName, DemoServer>();
const largeTree = tileTree(LARGE_TREE_TILES);
const largeTreeBody = JSON.stringify(largeTree);
const largeTreeNewest = newestNames(largeTree, 'US');

/**
 * The demo server answers FolderTile from its fixtures; a request carrying the cookie gets the
 * large tree instead, as a server would send it (no-store, so every open asks again).
 */
function answerLargeTree(server: Server): void {
  const handlers = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const wantsLarge = new RegExp(`(?:^|;\\s*)${LARGE_TREE_COOKIE}=1(?:;|$)`).test(
      req.headers.cookie ?? '',
    );
    if (wantsLarge && req.url?.split('?')[0] === FOLDER_TILE_PATH) {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(largeTreeBody);
      return;
    }
    handlers.forEach((handler) => handler.call(server, req, res));
  });
}

beforeAll(async () => {
  // The full browser, as a visitor runs it, not the headless shell the browser tests drive: its
  // frames are what a person sees.
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: run `node tests/browser/ensure-chromium.mjs`');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
  for (const flavour of FLAVOURS) {
    const distDir = fileURLToPath(new URL(`../../${flavour.dist}/`, import.meta.url));
    if (!existsSync(`${distDir}loader.js`))
      throw new Error(`${flavour.dist}/ is missing: npm run build && npm run build:preact`);
    const demo = await createDemoServer({ distDir, port: 0 });
    answerLargeTree(demo.server as Server);
    servers.set(flavour.name, demo);
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([browser?.close(), ...[...servers.values()].map((demo) => demo.close())]);
});

// ---------------------------------------------------------------------------------------------
// In the page: the measure, the description of the widget's popup, the baseline.

interface Described {
  ns: string;
  tag: string;
  attrs: [string, string][];
  children: (Described | string)[];
}

interface BenchWindow {
  /** Arms one measure: resolves once the subject's popup is visible (and shows `names`). */
  qaBenchMeasure(subject: 'widget' | 'baseline', names: string[] | null): void;
  qaBenchResult: Promise<{ clickToPainted: number } | { error: string }>;
  qaBenchDescribe(): Described;
  qaBenchInstallBaseline(description: Described, largeTree: boolean): void;
}

/** Installed in every page of a benchmark context (addInitScript). */
function installMeasure() {
  const win = window as unknown as BenchWindow;
  const widgetRoot = () =>
    document.querySelector('[data-quick-actions-root]')?.shadowRoot ?? undefined;
  const baselineRoot = () =>
    document.querySelector('[data-bench-baseline]')?.shadowRoot ?? undefined;
  win.qaBenchMeasure = (subject, names) => {
    const root = subject === 'widget' ? widgetRoot() : baselineRoot();
    const button = root?.querySelector(
      subject === 'widget' ? 'button.qa-fab' : 'button[data-bench-button]',
    );
    if (!root || !button) {
      win.qaBenchResult = Promise.resolve({ error: `no ${subject} button` });
      return;
    }
    win.qaBenchResult = new Promise((resolve) => {
      let down: number | undefined;
      const onDown = (event: PointerEvent) => {
        if (event.composedPath().includes(button)) down ??= event.timeStamp;
      };
      window.addEventListener('pointerdown', onDown, true);
      const shows = () => {
        const popup = root.querySelector<HTMLElement>('.qa-popup');
        // The cheap test first: the widget's popup is `hidden` until it shows. Seen means painted
        // with some opacity: a rise that starts transparent is not yet seen in its first frame.
        if (
          !popup ||
          popup.hidden ||
          !popup.checkVisibility({ visibilityProperty: true, opacityProperty: true })
        )
          return false;
        if (!names) return true;
        const titles = [...popup.querySelectorAll('[data-section="documents"] .qa-item-title')];
        return names.every((name, index) => titles[index]?.textContent === name);
      };
      const timeout = setTimeout(
        () => finish({ error: `${subject}: no popup within 20 s` }),
        20_000,
      );
      const observer = new MutationObserver(() => {
        if (down === undefined || !shows()) return;
        observer.disconnect();
        requestAnimationFrame(() => finish({ clickToPainted: performance.now() - down! }));
      });
      const finish = (result: { clickToPainted: number } | { error: string }) => {
        clearTimeout(timeout);
        observer.disconnect();
        window.removeEventListener('pointerdown', onDown, true);
        resolve(result);
      };
      observer.observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  };

  // The open popup as a tree of plain values: the baseline draws the same elements.
  win.qaBenchDescribe = () => {
    const describe = (element: Element): Described => ({
      ns: element.namespaceURI ?? 'http://www.w3.org/1999/xhtml',
      tag: element.localName,
      attrs: [...element.attributes]
        // What only hides it: the baseline's popup shows once it is in the page.
        .filter((attr) => !['hidden', 'data-unseen', 'data-drawing'].includes(attr.name))
        .map((attr): [string, string] => [attr.name, attr.value]),
      children: [...element.childNodes].flatMap((node): (Described | string)[] =>
        node.nodeType === Node.ELEMENT_NODE
          ? [describe(node as Element)]
          : node.nodeType === Node.TEXT_NODE
            ? [(node as Text).data]
            : [],
      ),
    });
    const popup = widgetRoot()?.querySelector('.qa-popup');
    if (!popup) throw new Error('The widget has no popup to describe');
    return describe(popup);
  };

  // The baseline: a button and a popup in a shadow root of their own, styled by the widget's
  // own stylesheets, at the bottom left. Its click builds the popup with DOM calls and shows it
  // (for the large tree: after fetching, flattening, filtering and sorting the tiles).
  win.qaBenchInstallBaseline = (description, largeTree) => {
    document.querySelector('[data-bench-baseline]')?.remove();
    const widget = widgetRoot();
    const host = document.createElement('div');
    host.setAttribute('data-bench-baseline', '');
    host.style.setProperty('--qa-left', '24px');
    host.style.setProperty('--qa-right', 'auto');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    if (widget) {
      root.adoptedStyleSheets = [...widget.adoptedStyleSheets];
      widget
        .querySelectorAll('style, link[rel="stylesheet"]')
        .forEach((node) => root.append(node.cloneNode(true)));
    }
    const button = document.createElement('button');
    button.setAttribute('data-bench-button', '');
    button.textContent = 'Plain';
    Object.assign(button.style, {
      position: 'fixed',
      left: '24px',
      bottom: '24px',
      width: '56px',
      height: '56px',
      zIndex: '2147483002',
    });
    root.append(button);

    const build = (node: Described | string): Node => {
      if (typeof node === 'string') return document.createTextNode(node);
      const element = document.createElementNS(node.ns, node.tag);
      for (const [name, value] of node.attrs) {
        if (name === 'style') (element as HTMLElement).style.cssText = value;
        else element.setAttribute(name, value);
      }
      for (const child of node.children) element.append(build(child));
      return element;
    };
    const withTitles = (names: string[]): Described => {
      const copy = structuredClone(description);
      const titles: Described[] = [];
      const find = (node: Described | string, inDocuments: boolean) => {
        if (typeof node === 'string') return;
        const here =
          inDocuments ||
          node.attrs.some(([name, value]) => name === 'data-section' && value === 'documents');
        if (
          here &&
          node.attrs.some(([name, value]) => name === 'class' && value === 'qa-item-title')
        )
          titles.push(node);
        node.children.forEach((child) => find(child, here));
      };
      find(copy, false);
      titles.forEach((title, index) => (title.children = [names[index] ?? '']));
      return copy;
    };

    interface Tile {
      Children?: unknown;
      CountryCode?: string | null;
      Blob?: { WebuserFileID?: unknown } | null;
      DocumentType?: string;
      LastModified?: string;
      Name?: string;
    }
    const newest = async (): Promise<string[]> => {
      const response = await fetch('/ItemTileService/api/FolderTile', {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      const body = (await response.json()) as { Data: Tile[] };
      const tiles: Tile[] = [];
      const walk = (list: Tile[]) => {
        for (const tile of list) {
          if (Array.isArray(tile.Children)) walk(tile.Children as Tile[]);
          else tiles.push(tile);
        }
      };
      walk(body.Data);
      return tiles
        .filter(
          (tile) =>
            (!tile.CountryCode || tile.CountryCode === 'US') &&
            !tile.Blob?.WebuserFileID &&
            tile.DocumentType !== 'Pdf',
        )
        .map((tile) => ({ tile, at: Date.parse(tile.LastModified ?? '') }))
        .sort((a, b) => b.at - a.at)
        .slice(0, 2)
        .map(({ tile }) => tile.Name ?? '');
    };

    let popup: Node | undefined;
    button.addEventListener('click', () => {
      if (popup) {
        root.removeChild(popup);
        popup = undefined;
        return;
      }
      if (!largeTree) {
        popup = root.appendChild(build(description));
        return;
      }
      void newest().then((names) => {
        popup = root.appendChild(build(withTitles(names)));
      });
    });
  };
}

// ---------------------------------------------------------------------------------------------
// In Node: driving the pages.

async function newBenchContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A returning visitor (spec §4 seen flag): the popup opens only when clicked.
  await context.addInitScript(() => localStorage.setItem('quickactions_seen', '1'));
  await context.addInitScript(installMeasure);
  return context;
}

const widgetButton = (page: Page) => page.locator('[data-quick-actions-root] button.qa-fab');
const baselineButton = (page: Page) =>
  page.locator('[data-bench-baseline] button[data-bench-button]');

async function centre(page: Page, subject: 'widget' | 'baseline') {
  const box = await (
    subject === 'widget' ? widgetButton(page) : baselineButton(page)
  ).boundingBox();
  if (!box) throw new Error(`The ${subject} button is not on the page`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Lets the page's idle work run (the widget's, after a mount or a close). */
async function quiet(page: Page, ms: number): Promise<void> {
  await page.waitForTimeout(ms);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** One click, measured in the page; the data calls the page made meanwhile are counted. */
async function measuredClick(
  page: Page,
  subject: 'widget' | 'baseline',
  names: string[] | null,
): Promise<{ ms: number; dataCalls: number }> {
  let dataCalls = 0;
  const count = (request: { url(): string }) => {
    if (DATA_CALL.test(request.url())) dataCalls += 1;
  };
  const point = await centre(page, subject);
  await page.evaluate(
    ([who, expected]) => (window as unknown as BenchWindow).qaBenchMeasure(who, expected),
    [subject, names] as const,
  );
  page.on('request', count);
  try {
    await page.mouse.click(point.x, point.y);
    const result = await page.evaluate(() => (window as unknown as BenchWindow).qaBenchResult);
    if ('error' in result) throw new Error(result.error);
    return { ms: result.clickToPainted, dataCalls };
  } finally {
    page.off('request', count);
  }
}

/** Closes the subject's popup with a click on its button. */
async function close(page: Page, subject: 'widget' | 'baseline'): Promise<void> {
  const point = await centre(page, subject);
  await page.mouse.click(point.x, point.y);
  if (subject === 'widget') {
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-quick-actions-root]')
          ?.shadowRoot?.querySelector('button.qa-fab')
          ?.getAttribute('aria-expanded') === 'false',
    );
  } else {
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-bench-baseline]')?.shadowRoot?.querySelector('.qa-popup'),
    );
  }
}

/** Intent (the pointer over the button) loads the widget; resolves once it has mounted. */
async function loadWidget(page: Page): Promise<void> {
  await widgetButton(page).hover();
  await page.locator('[data-quick-actions-root] button[aria-controls]').waitFor();
}

async function openWidgetOnce(page: Page, names: string[] | null): Promise<void> {
  await widgetButton(page).click();
  await page.waitForFunction(
    (expected) => {
      const popup = document
        .querySelector('[data-quick-actions-root]')
        ?.shadowRoot?.querySelector<HTMLElement>('.qa-popup');
      if (!popup || popup.hidden || !popup.querySelector('[data-action="account"]')) return false;
      if (!expected) return true;
      const titles = [...popup.querySelectorAll('[data-section="documents"] .qa-item-title')];
      return expected.every((name, index) => titles[index]?.textContent === name);
    },
    names,
    { timeout: 30_000 },
  );
}

async function throttle(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

interface Pair {
  widget: number[];
  baseline: number[];
  /** Widget samples left out because their open asked for data (click to painted only). */
  retaken: number;
}

async function clickToPainted(flavour: FlavourName, rate: number): Promise<Pair> {
  const demo = servers.get(flavour)!;
  const context = await newBenchContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${demo.url}/?user=A`);
    await loadWidget(page);
    // The earlier open on the page: the data, messages and icons are in.
    await openWidgetOnce(page, null);
    const description = await page.evaluate(() =>
      (window as unknown as BenchWindow).qaBenchDescribe(),
    );
    await close(page, 'widget');
    await page.evaluate(
      (described) => (window as unknown as BenchWindow).qaBenchInstallBaseline(described, false),
      description,
    );
    await quiet(page, 1_000);
    await throttle(cdp, rate);
    await quiet(page, 500);

    const pair: Pair = { widget: [], baseline: [], retaken: 0 };
    while (pair.widget.length < OPENS) {
      if (pair.retaken > OPENS) throw new Error('Most opens asked for data: the data is not fresh');
      const widget = await measuredClick(page, 'widget', null);
      await close(page, 'widget');
      await quiet(page, 300);
      // A stale section (older than spec §9's 10 s) is fetched again: not this measure's case.
      if (widget.dataCalls > 0) {
        pair.retaken += 1;
        continue;
      }
      pair.widget.push(widget.ms);
      const baseline = await measuredClick(page, 'baseline', null);
      pair.baseline.push(baseline.ms);
      await close(page, 'baseline');
      await quiet(page, 300);
    }
    return pair;
  } finally {
    await context.close();
  }
}

async function largeTreeOpen(flavour: FlavourName, rate: number): Promise<Pair> {
  const demo = servers.get(flavour)!;
  const context = await newBenchContext();
  try {
    await context.addCookies([{ name: LARGE_TREE_COOKIE, value: '1', url: demo.url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${demo.url}/?user=A`);
    await loadWidget(page);
    await openWidgetOnce(page, largeTreeNewest);
    const description = await page.evaluate(() =>
      (window as unknown as BenchWindow).qaBenchDescribe(),
    );
    await close(page, 'widget');

    const pair: Pair = { widget: [], baseline: [], retaken: 0 };
    for (let open = 0; open < OPENS; open++) {
      // Nothing cached, in the page or in the worker: the click has to fetch the tree. A new
      // page view (the sections keep their freshness in memory), the widget loaded on intent.
      await throttle(cdp, 1);
      await page.evaluate(async () => {
        for (const key of Object.keys(localStorage)) {
          if (/^quickactions_(documents|hubs|suggestion)_/.test(key)) localStorage.removeItem(key);
        }
        await caches.delete('quick-actions-data');
      });
      await page.reload();
      await loadWidget(page);
      await page.evaluate(
        (described) => (window as unknown as BenchWindow).qaBenchInstallBaseline(described, true),
        description,
      );
      await quiet(page, 1_000);
      await throttle(cdp, rate);
      await quiet(page, 500);
      pair.widget.push((await measuredClick(page, 'widget', largeTreeNewest)).ms);
      await close(page, 'widget');
      await quiet(page, 300);
      pair.baseline.push((await measuredClick(page, 'baseline', largeTreeNewest)).ms);
      await close(page, 'baseline');
    }
    return pair;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Figures, the report, the goals.

const median = (values: readonly number[]) =>
  round(
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    ),
    1,
  );

interface Row {
  flavour: FlavourName;
  rate: number;
  widgetMs: number;
  baselineMs: number;
  limitMs: number;
  met: boolean;
  widgetSamples: number[];
  baselineSamples: number[];
  retaken: number;
}

const clickRows: Row[] = [];
const largeRows: Row[] = [];

function row(
  flavour: FlavourName,
  rate: number,
  pair: Pair,
  limit: (baseline: number) => number,
): Row {
  const widgetMs = median(pair.widget);
  const baselineMs = median(pair.baseline);
  const limitMs = round(limit(baselineMs), 1);
  return {
    flavour,
    rate,
    widgetMs,
    baselineMs,
    limitMs,
    met: widgetMs <= limitMs,
    widgetSamples: pair.widget.map((ms) => round(ms, 1)),
    baselineSamples: pair.baseline.map((ms) => round(ms, 1)),
    retaken: pair.retaken,
  };
}

function table(rows: readonly Row[], limitName: string): string {
  const lines = [
    `| Build | CPU | Widget (median) | Plain-DOM baseline (median) | ${limitName} | Goal |`,
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.flavour} | ${r.rate}× | ${r.widgetMs} ms | ${r.baselineMs} ms | ${r.limitMs} ms | ${r.met ? 'met' : '**missed**'} |`,
    ),
  ];
  return lines.join('\n');
}

function samples(rows: readonly Row[]): string {
  return rows
    .map(
      (r) =>
        `- ${r.flavour} ${r.rate}×: widget ${r.widgetSamples.join(', ')}; baseline ${r.baselineSamples.join(', ')}` +
        (r.retaken ? ` (${r.retaken} widget open(s) that asked for data left out)` : ''),
    )
    .join('\n');
}

function writeReport(): void {
  const date = new Date().toISOString().slice(0, 10);
  const text = `# Opening the popup, beside a plain-DOM popup

Written by \`npm run bench\` (\`perf/bench/instant-open.bench.ts\`) on ${date}; do not edit.

- Chromium ${browser.version()} (headless), 1280×800, the demo host page as a returning visitor (user A, US). CPU slowdown by \`Emulation.setCPUThrottlingRate\`.
- Each figure: from the \`pointerdown\` event's timestamp to the first animation frame after the popup is visible, median of ${OPENS} opens; the widget's and the baseline's opens are taken in turns on the same page.
- Baseline: a button and a popup in a shadow root of their own, styled by the widget's stylesheets, whose click builds the same elements as the widget's open popup with DOM calls and shows them.

## Click to painted

The widget loaded by an earlier open on the page, its data fresh (spec §9: no request; an open that asked for data is left out and taken again). Goal: at most the baseline's + ${FRAME_MS} ms.

${table(clickRows, 'Limit')}

Samples (ms):

${samples(clickRows)}

## The ${LARGE_TREE_TILES.toLocaleString('en-US')}-tile open

FolderTile answers ${LARGE_TREE_TILES.toLocaleString('en-US')} tiles (${(largeTreeBody.length / 1_048_576).toFixed(1)} MB), nothing cached in the page or the worker (a new page view per open, the widget loaded on intent before the click). Until the popup shows the two newest documents (${largeTreeNewest.join(', ')}). The baseline fetches the answer and flattens, filters and sorts all of it. Goal: at most ${LARGE_TREE_RATIO} × the baseline's at ${GATE_RATE}× CPU; the 1× rows are reported, not held (at 1× the large open is judged by having no long task of ours).

${table(largeRows, 'Limit')}

Samples (ms):

${samples(largeRows)}
`;
  mkdirSync(fileURLToPath(new URL('../reports/', import.meta.url)), { recursive: true });
  writeFileSync(reportFile, text);
}

afterAll(() => {
  if (clickRows.length === 0 && largeRows.length === 0) return;
  writeReport();
  const figures = (rows: readonly Row[]) =>
    Object.fromEntries(
      rows.map((r) => [
        `${r.flavour}${r.rate}x`,
        { widgetMedianMs: r.widgetMs, baselineMedianMs: r.baselineMs, limitMs: r.limitMs },
      ]),
    );
  recordBenchmark('instantOpen', {
    opens: OPENS,
    clickToPainted: figures(clickRows),
    largeTreeOpen: { tiles: LARGE_TREE_TILES, ...figures(largeRows) },
  });
});

test(`click to painted, ${OPENS} opens, both builds, 1× and 4× CPU`, async () => {
  for (const rate of RATES) {
    for (const flavour of FLAVOURS) {
      clickRows.push(
        row(flavour.name, rate, await clickToPainted(flavour.name, rate), (b) => b + FRAME_MS),
      );
    }
  }
  expect(clickRows.filter((r) => !r.met)).toEqual([]);
}, 900_000);

test(`the ${LARGE_TREE_TILES.toLocaleString('en-US')}-tile open, ${OPENS} opens, both builds, 1× and 4× CPU`, async () => {
  for (const rate of RATES) {
    for (const flavour of FLAVOURS) {
      largeRows.push(
        row(
          flavour.name,
          rate,
          await largeTreeOpen(flavour.name, rate),
          (b) => b * LARGE_TREE_RATIO,
        ),
      );
    }
  }
  expect(largeRows.filter((r) => r.rate === GATE_RATE && !r.met)).toEqual([]);
}, 1_800_000);
