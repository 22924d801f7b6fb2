// What we keep of one Lighthouse report (an LHR): the performance score and the lab metrics the
// budgets hold (ADR-0061), and the transfer size of our scripts (`/quick-actions/`) from the
// network-requests audit. Reports are parsed at the edge: a run that failed or lacks a metric is an
// Error here, never a silent NaN in a budget check.

import { ownBlockingTime } from './long-tasks.mjs';

/** Where the demo host serves dist/, as a host deploys it. */
export const DIST_PATH_PREFIX = '/quick-actions/';

/**
 * @typedef {object} ScriptTransfer
 * @property {string} file the file's path below /quick-actions/, e.g. "loader.js"
 * @property {number} transferSize bytes on the wire, response headers included
 */

/**
 * @typedef {object} PageMetrics
 * @property {number} score performance score, 0–100
 * @property {number} tbt Total Blocking Time, ms
 * @property {number} ownTbt the blocking time of the tasks attributed to our scripts, ms
 *   (long-tasks.mjs): what the budgets hold, since the page's own TBT moves with Lantern's FCP
 * @property {number} cls Cumulative Layout Shift
 * @property {number} lcp Largest Contentful Paint, ms (simulated: Lantern's estimate for the preset)
 * @property {number | undefined} [lcpObserved] Largest Contentful Paint as the run observed it,
 *   unthrottled (the metrics audit's observedLargestContentfulPaint): beside the simulated
 *   value, it tells a real cost from Lantern's modelling
 * @property {number} fcp First Contentful Paint, ms
 * @property {number} si Speed Index, ms
 * @property {number} scriptBytes transfer bytes of all /quick-actions/ scripts
 * @property {ScriptTransfer[]} scripts
 */

/**
 * @typedef {object} OpenMetrics what opening the popup cost (a Lighthouse timespan)
 * @property {number} score the timespan's performance score, 0–100
 * @property {number} tbt Total Blocking Time during the timespan, ms
 * @property {number} ownTbt the part of it in tasks attributed to our scripts, ms
 * @property {number} cls Cumulative Layout Shift during the timespan
 * @property {number} inp Interaction to Next Paint of the click, ms
 * @property {number} scriptBytes
 * @property {ScriptTransfer[]} scripts
 */

/** @type {Record<'tbt' | 'cls' | 'lcp' | 'fcp' | 'si' | 'inp', string>} */
const METRIC_AUDITS = {
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  si: 'speed-index',
  inp: 'interaction-to-next-paint',
};

/**
 * @param {unknown} value
 * @returns {Record<string, unknown>}
 */
function asRecord(value) {
  return typeof value === 'object' && value !== null
    ? /** @type {Record<string, unknown>} */ (value)
    : {};
}

/**
 * @param {unknown} value
 * @returns {value is number}
 */
function isFiniteNumber(value) {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Our scripts (`/quick-actions/`) among a report's network requests.
 * @param {Record<string, unknown>} audits
 * @param {string} url the page, for the error
 * @returns {ScriptTransfer[]}
 */
function scriptsFromAudits(audits, url) {
  const items = asRecord(asRecord(audits['network-requests']).details).items;
  if (!Array.isArray(items)) throw new Error(`No network-requests audit for ${url}`);
  return items.map(asRecord).flatMap((item) => {
    if (item.resourceType !== 'Script' || typeof item.url !== 'string') return [];
    const { pathname } = new URL(item.url);
    if (!pathname.startsWith(DIST_PATH_PREFIX)) return [];
    const transferSize = isFiniteNumber(item.transferSize) ? item.transferSize : 0;
    return [{ file: pathname.slice(DIST_PATH_PREFIX.length), transferSize }];
  });
}

/**
 * The parts every report shares: its page, its audits, and a numeric reader that
 * fails on a missing metric.
 * @param {unknown} lhr
 */
function readReport(lhr) {
  const report = asRecord(lhr);
  const url = typeof report.finalDisplayedUrl === 'string' ? report.finalDisplayedUrl : '?';
  const runtimeError = asRecord(report.runtimeError);
  if (typeof runtimeError.code === 'string') {
    throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  }
  const audits = asRecord(report.audits);
  const score = asRecord(asRecord(report.categories).performance).score;
  if (!isFiniteNumber(score)) throw new Error(`No performance score for ${url}`);
  /** @param {string} id */
  const numeric = (id) => {
    const value = asRecord(audits[id]).numericValue;
    if (!isFiniteNumber(value)) throw new Error(`No value for the audit ${id} on ${url}`);
    return value;
  };
  // Lighthouse shows the score as a whole number of points.
  return { url, audits, score: Math.round(score * 100), numeric };
}

/**
 * @param {unknown} lhr a Lighthouse result (RunnerResult.lhr)
 * @param {readonly import('./long-tasks.mjs').OwnLongTask[]} own its long tasks of ours, found
 *   with its trace (long-tasks.mjs ownLongTasks, computed once per run by the caller)
 * @returns {PageMetrics}
 */
export function metricsFromReport(lhr, own) {
  const { url, audits, score, numeric } = readReport(lhr);
  const scripts = scriptsFromAudits(audits, url);

  return {
    score,
    tbt: numeric(METRIC_AUDITS.tbt),
    ownTbt: ownBlockingTime(own),
    cls: numeric(METRIC_AUDITS.cls),
    lcp: numeric(METRIC_AUDITS.lcp),
    lcpObserved: observedLcp(audits),
    fcp: numeric(METRIC_AUDITS.fcp),
    si: numeric(METRIC_AUDITS.si),
    scriptBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
    scripts,
  };
}

/**
 * The LCP the run observed, before any simulation; undefined when the report has none.
 * @param {Record<string, unknown>} audits
 * @returns {number | undefined}
 */
function observedLcp(audits) {
  const details = asRecord(asRecord(audits.metrics).details);
  const [first] = Array.isArray(details.items) ? details.items : [];
  const value = asRecord(first).observedLargestContentfulPaint;
  return isFiniteNumber(value) ? value : undefined;
}

/**
 * The median; of an even count, the mean of the middle two.
 * @param {readonly number[]} values
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? /** @type {number} */ (sorted[middle])
    : /** @type {number} */ (sorted[middle - 1] + /** @type {number} */ (sorted[middle])) / 2;
}

/**
 * Medians of every metric over several runs. The scripts are the union over the runs,
 * each at its largest transfer size: a script any run loaded is one the page may load.
 * @param {readonly PageMetrics[]} runs
 * @returns {PageMetrics}
 */
export function summariseRuns(runs) {
  if (runs.length === 0) throw new Error('No Lighthouse runs to summarise');
  return {
    ...mediansOf(runs, ['score', 'tbt', 'ownTbt', 'cls', 'lcp', 'fcp', 'si', 'scriptBytes']),
    scripts: largestScripts(runs),
  };
}

/**
 * The median of each named metric over the runs.
 * @template {Record<K, number>} T
 * @template {string} K
 * @param {readonly T[]} runs
 * @param {readonly K[]} keys
 * @returns {Record<K, number>}
 */
function mediansOf(runs, keys) {
  return /** @type {Record<K, number>} */ (
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]))
  );
}

/**
 * The timespan of opening the popup (open-flow.mjs). A timespan without the click's
 * INP means the click never reached the page: an error, not a zero.
 * @param {unknown} lhr
 * @param {readonly import('./long-tasks.mjs').OwnLongTask[]} own its long tasks of ours
 *   (metricsFromReport)
 * @returns {OpenMetrics}
 */
export function openMetricsFromReport(lhr, own) {
  const { url, audits, score, numeric } = readReport(lhr);
  const scripts = scriptsFromAudits(audits, url);
  return {
    score,
    tbt: numeric(METRIC_AUDITS.tbt),
    ownTbt: ownBlockingTime(own),
    cls: numeric(METRIC_AUDITS.cls),
    inp: numeric(METRIC_AUDITS.inp),
    scriptBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
    scripts,
  };
}

/**
 * Scripts of several runs: each file once, at its largest transfer size.
 * @param {readonly { scripts: ScriptTransfer[] }[]} runs
 * @returns {ScriptTransfer[]}
 */
function largestScripts(runs) {
  /** @type {Map<string, number>} */
  const largest = new Map();
  for (const { file, transferSize } of runs.flatMap((run) => run.scripts)) {
    largest.set(file, Math.max(transferSize, largest.get(file) ?? 0));
  }
  return [...largest]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, transferSize]) => ({ file, transferSize }));
}

/**
 * Medians of the popup-open timespans.
 * @param {readonly OpenMetrics[]} runs
 * @returns {OpenMetrics}
 */
export function summariseOpenRuns(runs) {
  if (runs.length === 0) throw new Error('No popup-open runs to summarise');
  return {
    ...mediansOf(runs, ['score', 'tbt', 'ownTbt', 'cls', 'inp', 'scriptBytes']),
    scripts: largestScripts(runs),
  };
}
