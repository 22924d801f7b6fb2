// README's cost table, made from the last Lighthouse gate's facts (perf/reports/<flavour>.json,
// written by perf/lighthouse/run-lighthouse.mjs) and the built files' sizes (dist/, dist-preact/).
// The gate rewrites it after every run; `npm run readme:costs` rewrites it from what is there. The
// table sits between COSTS_START and COSTS_END, and tests/unit/perf/readme-costs.test.ts fails
// when it differs from what this script makes, so it is never edited by hand.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkBudgets, measureDist } from './size-budget.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const COSTS_START = '<!-- costs:start (perf/readme-costs.mjs) -->';
export const COSTS_END = '<!-- costs:end -->';

/** The visitor kinds of the table: the gate's variant ids and how README names them. */
const VISITORS = [
  ['anonymous', 'Anonymous, or not eligible'],
  ['eligible', 'Signed in, returning'],
  ['first-visit', 'Signed in, first visit (the popup opens by itself)'],
];
/** The files of the table: a size-budget pattern and how README names it. */
const FILES = [
  ['loader.js', '`loader.js` (every visitor)'],
  ['facade-*.js', 'facade (eligible visitors)'],
  ['widget-runtime-*.js', 'framework chunk (on intent or click)'],
  ['widget-*.js', 'widget app chunk'],
  ['sw.js', 'service worker'],
];

/**
 * What the table needs from the gate's rows (perf/lighthouse/run-lighthouse.mjs Row): the gated
 * facts (requests and bytes of ours, the longest task of ours) and stock Lighthouse's simulated
 * LCP change, which is reported only.
 * @param {readonly { variant: string, facts: { requests: { resourceType: string, transferSize: number }[], trend: { lcp?: number, inp?: number } }, longTasks: { duration: number }[] }[]} rows
 */
export function costSummary(rows) {
  const bare = rows.find((row) => row.variant === 'bare')?.facts.trend.lcp;
  return rows.map(({ variant, facts, longTasks }) => {
    // What the gate counts: the scripts the page loads (not the worker's precache or icons).
    const scripts = facts.requests.filter((r) => r.resourceType === 'Script');
    return {
      variant,
      requests: scripts.length,
      bytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
      longestTask: Math.max(0, ...longTasks.map((t) => t.duration)),
      lcpChange:
        facts.trend.lcp === undefined || bare === undefined ? null : facts.trend.lcp - bare,
      inp: facts.trend.inp ?? null,
    };
  });
}

const bytes = (/** @type {number} */ n) => `${Math.round(n).toLocaleString('en-US')} B`;
const ms = (/** @type {number | null | undefined} */ n) =>
  n === null || n === undefined ? '—' : `${Math.round(n)} ms`;
const signedMs = (/** @type {number | null | undefined} */ n) =>
  n === null || n === undefined ? '—' : `${n > 0 ? '+' : ''}${Math.round(n)} ms`;

/**
 * @typedef {ReturnType<typeof costSummary>} CostSummary
 * @param {{ react?: CostSummary, preact?: CostSummary, sizes: { react?: { file: string, brotli: number, budget?: number }[], preact?: { file: string, brotli: number, budget?: number }[] } }} input
 * @returns {string} the table's Markdown, without the markers
 */
export function formatCosts({ react, preact, sizes }) {
  const pair = (/** @type {(s: CostSummary) => string} */ cell) =>
    [react, preact].map((summary) => (summary ? cell(summary) : '—')).join(' / ');
  const row = (/** @type {CostSummary} */ s, /** @type {string} */ variant) =>
    Array.isArray(s) ? s.find((r) => r.variant === variant) : undefined;
  const lines = [
    '| Visitor (React / Preact build) | Scripts of ours (gated) | Their bytes (gated) | Longest task of ours over 50 ms at 4× CPU (gated: none) | LCP change, stock Lighthouse simulation (reported) |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const [variant, label] of [
    ...VISITORS,
    ['open', 'Click to open, returning (INP, stock Lighthouse, reported)'],
  ]) {
    lines.push(
      `| ${label} | ${pair((s) => String(row(s, variant)?.requests ?? 0))} | ${pair((s) => bytes(row(s, variant)?.bytes ?? 0))} | ${pair((s) => (row(s, variant)?.longestTask ? ms(row(s, variant)?.longestTask) : 'none'))} | ${pair((s) => (variant === 'open' ? ms(row(s, variant)?.inp) : signedMs(row(s, variant)?.lcpChange)))} |`,
    );
  }
  lines.push(
    '',
    '| File (brotli) | React build | Preact build | Budget |',
    '| --- | ---: | ---: | ---: |',
  );
  for (const [pattern, label] of FILES) {
    const find = (
      /** @type {{ file: string, brotli: number, budget?: number }[] | undefined} */ list,
    ) =>
      list?.find(
        (entry) => entry.file.match(globToRegExp(pattern)) && !isRuntimeFor(pattern, entry.file),
      );
    const inReact = find(sizes.react);
    const inPreact = find(sizes.preact);
    const budget = inReact?.budget ?? inPreact?.budget;
    lines.push(
      `| ${label} | ${inReact ? bytes(inReact.brotli) : '—'} | ${inPreact ? bytes(inPreact.brotli) : '—'} | ${budget ? bytes(budget) : '—'} |`,
    );
  }
  return lines.join('\n');
}

/** `widget-*.js` names the app chunk only, not `widget-runtime-*.js`. */
const isRuntimeFor = (/** @type {string} */ pattern, /** @type {string} */ file) =>
  pattern === 'widget-*.js' && file.startsWith('widget-runtime-');
const globToRegExp = (/** @type {string} */ pattern) =>
  new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);

/** README with its table replaced. Throws when the markers are missing. */
export function withCosts(/** @type {string} */ readme, /** @type {string} */ table) {
  const start = readme.indexOf(COSTS_START);
  const end = readme.indexOf(COSTS_END);
  if (start < 0 || end < start) throw new Error(`README.md needs ${COSTS_START} … ${COSTS_END}`);
  return `${readme.slice(0, start + COSTS_START.length)}\n${table}\n${readme.slice(end)}`;
}

/** What the table is made from, as it is on disk now. */
export function currentCosts() {
  const { budgets } = JSON.parse(readFileSync(`${root}perf/size-budgets.json`, 'utf8'));
  const summary = (/** @type {string} */ name) => {
    const file = `${root}perf/reports/${name}.json`;
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  };
  const sized = (/** @type {string} */ dir) =>
    existsSync(`${root}${dir}`) ? checkBudgets(measureDist(`${root}${dir}`), budgets) : undefined;
  return formatCosts({
    react: summary('lighthouse'),
    preact: summary('lighthouse-preact'),
    sizes: { react: sized('dist'), preact: sized('dist-preact') },
  });
}

export function writeReadmeCosts() {
  const path = `${root}README.md`;
  writeFileSync(path, withCosts(readFileSync(path, 'utf8'), currentCosts()));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeReadmeCosts();
