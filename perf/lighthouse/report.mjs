// perf/reports/lighthouse*.md: the gated facts of every run beside the stock Lighthouse figures,
// which are reported only; and the trend file, the last runs' simulated LCP changes and TBT.

/** @typedef {import('./run-lighthouse.mjs').Row} Row */

export const TREND_LENGTH = 30; // gate runs the trend file keeps

/** @param {number} n */
const bytes = (n) => `${Math.round(n).toLocaleString('en-US')} B`;
/** @param {number | undefined} n */
const ms = (n) => (n === undefined ? '—' : `${Math.round(n)} ms`);

/** The simulated LCP change of each row against the bare page. @param {readonly Row[]} rows */
export function lcpChanges(rows) {
  const bare = rows.find((row) => row.variant === 'bare')?.facts.trend.lcp;
  const change = (/** @type {number | undefined} */ lcp) =>
    lcp === undefined || bare === undefined ? null : lcp - bare;
  return Object.fromEntries(rows.map((row) => [row.variant, change(row.facts.trend.lcp)]));
}

/**
 * @param {readonly Row[]} rows
 * @param {{ lighthouseVersion: string, distDir: string, slowdown: number,
 *   labels: Record<string, string> }} meta
 */
export function formatLighthouseReport(rows, meta) {
  const changes = lcpChanges(rows);
  const lines = [
    '# Lighthouse on the demo host page',
    '',
    `Written by the Lighthouse gate (\`perf/lighthouse/\`), Lighthouse ${meta.lighthouseVersion} mobile preset, one run per row, widget from \`${meta.distDir}\`.`,
    '',
    `Gated (a rerun of the same build gives the same): our requests and their bytes, none but the snippet's before the page's load event and first paint, the LCP element never ours, no layout shift the page without the snippet lacks, no task of ours over 50 ms at ${meta.slowdown}× CPU (its CPU time less garbage collection × ${meta.slowdown}; its collection and off-CPU time shown beside it, each within its own ceiling). Reported, not gated: stock Lighthouse's simulated score, LCP (and its change against the page without the snippet) and TBT.`,
    '',
    '| Variant | Requests of ours | Bytes | LCP element ours | CLS | Long tasks of ours | Score | LCP (Δ) | TBT | Gate |',
    '| --- | ---: | ---: | --- | ---: | --- | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const { facts } = row;
    const change = changes[row.variant];
    const tasks =
      row.longTasks
        .map(
          (t) =>
            `${t.file} ${t.duration} ms (CPU ${Math.round(t.cpu)}, GC ${Math.round(t.gc)}, off ${Math.round(t.offCpu)})`,
        )
        .join(', ') || 'none';
    lines.push(
      `| ${meta.labels[row.variant] ?? 'Click that opens the popup'}${row.shared ? ' (shared)' : ''} | ${facts.requests.length} | ${bytes(facts.requests.reduce((sum, r) => sum + r.transferSize, 0))} | ${facts.lcpOurs ? 'yes' : 'no'} | ${facts.cls.toFixed(3)} | ${tasks} | ${facts.trend.score} | ${ms(facts.trend.lcp)}${change === null || change === undefined ? '' : ` (${change > 0 ? '+' : ''}${Math.round(change)})`} | ${ms(facts.trend.tbt)} | ${row.problems.length === 0 ? 'ok' : row.problems.join('; ')} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The trend with this run appended, the oldest dropped past TREND_LENGTH.
 * @param {unknown} trend the file's content
 * @param {readonly Row[]} rows
 */
export function withTrend(trend, rows) {
  const tbt = Object.fromEntries(rows.map((row) => [row.variant, row.facts.trend.tbt]));
  const entry = { date: new Date().toISOString(), lcpChange: lcpChanges(rows), tbt };
  return [...(Array.isArray(trend) ? trend : []), entry].slice(-TREND_LENGTH);
}
