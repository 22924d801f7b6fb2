// The first tap on a phone with nothing cached: a returning visitor who declined storage, or any
// tap before the worker took over (no worker here), on a slow link: 150 ms round trips,
// 1.6 Mbit/s down, 4× CPU, a fresh context per sample, no hover before the tap. Timed from the
// click to the first document's name on screen, median of 5 per build, beside a plain-JS
// baseline that on its click fetches the same bytes (the widget's files, as bytes, and the same
// FolderTile call, all at once) and draws the first name: what the network alone forces, plus
// a parse of the answer. The report also gives the network floor estimated from the bytes: one
// round trip, then the widget's files at the link's rate. Figures go to perf/reports/first-tap.md
// and perf/results/bench.json; nothing here is a gate.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDemoServer, type DemoServer } from '../../demo/server.mjs';
import { CHROMIUM_FLAGS } from '../../tools/browser/chromium-flags.mjs';
import { findChromium } from '../../tools/browser/find-chromium.mjs';
import { recordBenchmark, round } from './record';

const SAMPLES = 5;
const RTT_MS = 150;
const DOWN_BYTES_PER_MS = (1.6 * 1_000_000) / 8 / 1000;
const CPU_SLOWDOWN = 4;
// Another build beside them, to compare (a folder from the repository's root):
// FIRST_TAP_BUILDS=React=dist,Before=../before/dist.
const FLAVOURS = (process.env.FIRST_TAP_BUILDS?.split(',').map((pair) => {
  const [name = '', dist = ''] = pair.split('=');
  return { name, dist };
}) ?? [
  { name: 'React', dist: 'dist' },
  { name: 'Preact', dist: 'dist-preact' },
]) as readonly { name: string; dist: string }[];
const reportFile = fileURLToPath(new URL('../reports/first-tap.md', import.meta.url));

let browser: Browser;
const servers = new Map<string, DemoServer>();

/** The files the facade imports for the widget, and their brotli sizes (what the link carries). */
function widgetFiles(dist: string): { names: string[]; bytes: number } {
  const dir = fileURLToPath(new URL(`../../${dist}/`, import.meta.url));
  const names = readdirSync(dir).filter((name) => /^(widget|early-open)-[\w-]+\.js$/.test(name));
  const bytes = names.reduce((sum, name) => {
    const compressed = `${dir}${name}.br`;
    return sum + statSync(existsSync(compressed) ? compressed : `${dir}${name}`).size;
  }, 0);
  return { names, bytes };
}

beforeAll(async () => {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: run `node tests/browser/ensure-chromium.mjs`');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
  for (const flavour of FLAVOURS) {
    const distDir = fileURLToPath(new URL(`../../${flavour.dist}/`, import.meta.url));
    if (!existsSync(`${distDir}loader.js`))
      throw new Error(`${flavour.dist}/ is missing: npm run build && npm run build:preact`);
    servers.set(flavour.name, await createDemoServer({ distDir, port: 0 }));
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([browser?.close(), ...[...servers.values()].map((demo) => demo.close())]);
});

/** A fresh phone-sized context with the link and CPU of the conditions, and no worker. */
async function freshPage(url: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => localStorage.setItem('quickactions_seen', '1'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: DOWN_BYTES_PER_MS * 1000,
    uploadThroughput: (750 * 1000) / 8,
  });
  await page.goto(url, { waitUntil: 'load' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

// In the page: click (no pointer before it), then the time until a document's name shows.
const TAP_WIDGET = () =>
  new Promise<number>((resolve) => {
    const root = document.querySelector('[data-quick-actions-root]')!.shadowRoot!;
    const start = performance.now();
    // A mutation only reads attributes and text: `checkVisibility` there would lay the popup out
    // at every mutation, work the measured page would not do. The frame after a mutation that
    // looks shown confirms it: the popup lays its parts out unseen (`visibility: hidden`) before
    // it shows, with boxes, and only `checkVisibility` tells that apart; the frame lays out anyway.
    let checking = false;
    const eachFrame = (item: Element) => {
      if (!item.isConnected) checking = false;
      else if (item.checkVisibility({ visibilityProperty: true })) {
        observer.disconnect();
        resolve(performance.now() - start);
      } else requestAnimationFrame(() => eachFrame(item));
    };
    const observer = new MutationObserver(() => {
      const popup = root.querySelector<HTMLElement>('#quick-actions-popup');
      const item = popup?.querySelector('li[data-document-id]');
      if (checking || !item?.textContent || popup!.hidden || popup!.hasAttribute('data-unseen'))
        return;
      checking = true;
      requestAnimationFrame(() => eachFrame(item));
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    root.querySelector<HTMLButtonElement>('button.qa-fab')!.click();
  });

// The baseline: the same bytes and the same data call at once, then the first name drawn.
const TAP_BASELINE = async (files: string[]) => {
  const start = performance.now();
  const [tiles] = await Promise.all([
    fetch('/ItemTileService/api/FolderTile', { credentials: 'same-origin' }).then((r) => r.json()),
    ...files.map((file) =>
      fetch(`/quick-actions/${file}`, { cache: 'no-store' }).then((r) => r.arrayBuffer()),
    ),
  ]);
  type Tile = { Name?: string; Children?: Tile[] };
  const first = (list: Tile[]): string | undefined => {
    for (const tile of list) {
      const name = tile.Children ? first(tile.Children) : tile.Name;
      if (name) return name;
    }
  };
  const item = document.createElement('p');
  item.textContent = first((tiles as { Data: Tile[] }).Data) ?? '';
  document.body.append(item);
  return new Promise<number>((resolve) =>
    requestAnimationFrame(() => resolve(performance.now() - start)),
  );
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface Row {
  flavour: string;
  widget: number[];
  baseline: number[];
  bytes: number;
  floor: number;
}
const rows: Row[] = [];

for (const flavour of FLAVOURS) {
  test(`${flavour.name}: the first tap, nothing cached`, async () => {
    const demo = servers.get(flavour.name)!;
    const { names, bytes } = widgetFiles(flavour.dist);
    const row: Row = {
      flavour: flavour.name,
      widget: [],
      baseline: [],
      bytes,
      floor: RTT_MS + bytes / DOWN_BYTES_PER_MS,
    };
    for (let sample = 0; sample < SAMPLES; sample++) {
      const widget = await freshPage(`${demo.url}/?loc=US&user=A`);
      try {
        await widget.page.locator('[data-quick-actions-root] button.qa-fab').waitFor();
        await widget.page.waitForLoadState('networkidle');
        row.widget.push(await widget.page.evaluate(TAP_WIDGET));
      } finally {
        await widget.close();
      }
      const baseline = await freshPage(`${demo.url}/?loc=US&user=A&snippet=off`);
      try {
        row.baseline.push(await baseline.page.evaluate(TAP_BASELINE, names));
      } finally {
        await baseline.close();
      }
    }
    rows.push(row);
    expect(row.widget).toHaveLength(SAMPLES);
  }, 300_000);
}

afterAll(() => {
  if (rows.length === 0) return;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const table = rows
    .map(
      (row) =>
        `| ${row.flavour} | ${ms(median(row.widget))} | ${ms(median(row.baseline))} | ${ms(row.floor)} | ${(row.bytes / 1024).toFixed(1)} KB |`,
    )
    .join('\n');
  const samples = rows
    .map(
      (row) =>
        `- ${row.flavour}: widget ${row.widget.map(Math.round).join(', ')}; baseline ${row.baseline.map(Math.round).join(', ')}`,
    )
    .join('\n');
  mkdirSync(fileURLToPath(new URL('../reports/', import.meta.url)), { recursive: true });
  writeFileSync(
    reportFile,
    `# The first tap, nothing cached

Written by \`npm run bench\` (\`perf/bench/first-tap.bench.ts\`); do not edit.

- Chromium ${browser.version()} (headless), 390×844 touch, a returning visitor (user A, US) with no
  worker, a fresh context per sample; ${RTT_MS} ms latency per request, 1.6 Mbit/s down, ${CPU_SLOWDOWN}× CPU.
- Each figure: from the button's click (no hover or touch before it) to the first animation frame
  that shows the first document's name, median of ${SAMPLES}.
- Baseline: a plain page whose click fetches the widget's files as bytes and the FolderTile call at
  once, then draws the first name. Floor: one round trip, then the widget's files (brotli) at the
  link's rate.

| Build | Widget (median) | Plain-JS baseline (median) | Network floor | Widget files |
| --- | ---: | ---: | ---: | ---: |
${table}

Samples (ms):

${samples}
`,
  );
  recordBenchmark(
    'firstTap',
    Object.fromEntries(
      rows.map((row) => [
        row.flavour,
        {
          widgetMedianMs: round(median(row.widget)),
          baselineMedianMs: round(median(row.baseline)),
          floorMs: round(row.floor),
          widgetBytes: row.bytes,
        },
      ]),
    ),
  );
});
