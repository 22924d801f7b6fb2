// perf/reports/lighthouse.md: medians and deltas per preset and variant, and the budgets
// that were checked, so a reviewer sees today's figures without opening the HTML reports.

/** @typedef {import('./budget.mjs').BudgetRow} BudgetRow */
/** @typedef {import('./budget.mjs').LighthouseBudgets} LighthouseBudgets */
/** @typedef {import('./metrics.mjs').PageMetrics} PageMetrics */
/** @typedef {import('./metrics.mjs').OpenMetrics} OpenMetrics */
/** @typedef {import('./budget.mjs').OpenRow} OpenRow */

/**
 * @typedef {object} ReportMeta
 * @property {string} date ISO date of the run
 * @property {number} runs runs per preset and variant
 * @property {string} lighthouseVersion
 * @property {string} browserVersion
 * @property {string} distDir
 * @property {string} name the reports' base name, e.g. lighthouse or lighthouse-preact
 * @property {number} durationSeconds
 * @property {{ min: number, median: number, max: number }} benchmarkIndex Lighthouse's CPU probe over the runs
 * @property {number[]} [mobileSlowdowns] the mobile CPU slowdowns the rounds used (cpu-calibration.mjs)
 * @property {Record<string, string>} presetLabels
 * @property {Record<string, string>} variantLabels
 */

/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;
/** @param {number} value */
const signed = (value) => (value > 0 ? `+${value}` : `${value}`);
/** @param {number} value */
const signedMs = (value) => `${signed(Math.round(value))} ms`;
/** @param {number} value */
const clsText = (value) => String(Number(value.toFixed(4)));
/** @param {number} value */
const bytes = (value) => `${Math.round(value).toLocaleString('en-US')} B`;

/** @param {BudgetRow} row */
function tableRow(row, /** @type {string} */ label) {
  const { median: m, delta: d } = row;
  const scriptCell =
    row.scriptLimit > 0
      ? `${bytes(m.scriptBytes)} / ${bytes(row.scriptLimit)}`
      : bytes(m.scriptBytes);
  const cells = [
    label,
    String(m.score),
    ms(m.tbt),
    ms(m.ownTbt),
    clsText(m.cls),
    ms(m.lcp),
    ms(m.fcp),
    ms(m.si),
    scriptCell,
    d ? signed(d.score) : '—',
    d ? signedMs(d.tbt) : '—',
    d ? signed(Number(d.cls.toFixed(4))) : '—',
    d ? signedMs(d.lcp) : '—',
    budgetCell(row.problems),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** @param {readonly string[]} problems */
function budgetCell(problems) {
  return problems.length === 0 ? 'ok' : `**${problems.length} breach(es)**`;
}

/** @param {OpenRow} row @param {string} label */
function openTableRow(row, label) {
  const { median: m } = row;
  const cells = [
    label,
    String(m.score),
    ms(m.inp),
    ms(m.tbt),
    ms(m.ownTbt),
    clsText(m.cls),
    row.scriptLimit > 0
      ? `${bytes(m.scriptBytes)} / ${bytes(row.scriptLimit)}`
      : bytes(m.scriptBytes),
    budgetCell(row.problems),
  ];
  return `| ${cells.join(' | ')} |`;
}

/**
 * @typedef {object} Confirmation the breaching variants measured again (a breach fails
 *   the gate only when this measurement shows it too)
 * @property {BudgetRow[]} rows
 * @property {OpenRow[]} openRows
 * @property {string[]} breaches of the second measurement
 * @property {string[]} confirmed the first measurement's breaches that reproduced
 */

/** @param {readonly number[]} values */
const list = (values) => values.map((v) => String(Math.round(v))).join(', ');

/**
 * @param {{ rows: BudgetRow[], openRows?: OpenRow[], runs: Record<string, PageMetrics[]>, deltas?: Record<string, import('./paired.mjs').RoundDelta[]>, shared?: string[], openRuns?: Record<string, OpenMetrics[]>, breaches: string[], confirmation?: Confirmation, budgets: LighthouseBudgets, meta: ReportMeta }} input
 * @returns {string}
 */
export function formatLighthouseReport({
  rows,
  openRows = [],
  runs,
  deltas = {},
  shared = [],
  openRuns = {},
  breaches,
  confirmation,
  budgets,
  meta,
}) {
  const isShared = (/** @type {BudgetRow} */ row) =>
    shared.includes(`${row.preset}/${row.variant}`);
  const labelOf = (/** @type {BudgetRow} */ row) =>
    `${meta.variantLabels[row.variant] ?? row.variant}${isShared(row) ? ' (shared)' : ''}`;
  const presets = [...new Set(rows.map((row) => row.preset))];
  const head =
    '| Variant | Score | TBT | TBT of ours | CLS | LCP | FCP | SI | Script bytes / limit | Δ score | Δ TBT | Δ CLS | Δ LCP | Budgets |\n' +
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |';
  const sections = presets.map((preset) => {
    const lines = rows
      .filter((row) => row.preset === preset)
      .map((row) => tableRow(row, labelOf(row)));
    return `## ${meta.presetLabels[preset] ?? preset}\n\n${head}\n${lines.join('\n')}`;
  });
  // Every run's figures, so a reader can tell a real cost from a noisy run.
  const runLines = rows.map((row) => {
    const all = runs[`${row.preset}/${row.variant}`] ?? [];
    const paired = deltas[`${row.preset}/${row.variant}`] ?? [];
    const pairedCells =
      row.variant === 'bare'
        ? '— | — | —'
        : `${list(paired.map((d) => d.tbt))} | ${list(paired.map((d) => d.lcp))} | ${list(paired.flatMap((d) => (d.lcpObserved === undefined ? [] : [d.lcpObserved])))}`;
    return `| ${row.preset} | ${labelOf(row)} | ${all.map((r) => r.score).join(', ')} | ${list(all.map((r) => r.tbt))} | ${list(all.map((r) => r.ownTbt))} | ${list(all.map((r) => r.lcp))} | ${pairedCells} |`;
  });
  const confirmationSection = confirmation
    ? `## Confirmation: the breaching variants measured again

A breach fails the gate only when a second measurement of ${meta.runs} fresh paired round(s) of the breaching variants (and their bare page) shows it too.

| Preset | Variant | Δ score | Δ TBT | Δ CLS | Δ LCP | Budgets |
| --- | --- | ---: | ---: | ---: | ---: | --- |
${confirmation.rows
  .map(
    (row) =>
      `| ${row.preset} | ${labelOf(row)} | ${row.delta ? signed(row.delta.score) : '—'} | ${row.delta ? signedMs(row.delta.tbt) : '—'} | ${row.delta ? signed(Number(row.delta.cls.toFixed(4))) : '—'} | ${row.delta ? signedMs(row.delta.lcp) : '—'} | ${budgetCell(row.problems)} |`,
  )
  .join('\n')}
${confirmation.openRows.map((row) => `| ${row.preset} | click to open: INP ${ms(row.median.inp)}, CLS ${clsText(row.median.cls)} | | | | | ${budgetCell(row.problems)} |`).join('\n')}

${confirmation.confirmed.length === 0 ? 'No breach reproduced: the gate passes.' : `Reproduced (the gate fails):\n\n${confirmation.confirmed.map((b) => `- ${b}`).join('\n')}`}

`
    : '';
  const openSection =
    openRows.length === 0
      ? ''
      : `## Opening the popup (user flow: the returning visitor clicks the button)

A Lighthouse timespan from the click until the popup is open and settled, with the preset's throttling applied by DevTools. Budgets: CLS ≤ ${budgets.open.maxCls}, INP ≤ ${budgets.open.maxInpMs} ms, the blocking time of our tasks (TBT of ours) ≤ ${budgets.maxOwnTbtMs} ms; the page's TBT is reported.

| Preset | Score | INP | TBT | TBT of ours | CLS | Script bytes / limit | Budgets |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${openRows.map((row) => openTableRow(row, meta.presetLabels[row.preset]?.split(' (')[0] ?? row.preset)).join('\n')}

| Preset | INP (ms), every run | TBT (ms), every run |
| --- | --- | --- |
${openRows
  .map((row) => {
    const all = openRuns[row.preset] ?? [];
    return `| ${row.preset} | ${all.map((r) => Math.round(r.inp)).join(', ')} | ${all.map((r) => Math.round(r.tbt)).join(', ')} |`;
  })
  .join('\n')}

`;
  const { maxDelta } = budgets;
  const { benchmarkIndex: cpu } = meta;
  return `# Lighthouse on the demo host page

Written by \`npm run perf:lighthouse\` on ${meta.date} (${Math.round(meta.durationSeconds)} s for the whole gate).

- ${meta.runs} paired round(s): each round measures, per preset, the page without the snippet and every variant once, each in a fresh Chromium; Lighthouse ${meta.lighthouseVersion} on ${meta.browserVersion}; widget from \`${meta.distDir}\`.
- Lighthouse's CPU probe (BenchmarkIndex): median ${Math.round(cpu.median)}, range ${Math.round(cpu.min)}–${Math.round(cpu.max)}. A low or widely spread index means a busy machine and noisier TBT and LCP.${meta.mobileSlowdowns?.length ? `\n- Mobile CPU slowdown, calibrated to the machine at each round (\`perf/lighthouse/cpu-calibration.mjs\`: 4× on a machine of BenchmarkIndex 3,000): ${meta.mobileSlowdowns.map((x) => `${x}×`).join(', ')}.` : ''}
- Metric columns: medians over the rounds. Deltas: the median over the rounds of (variant − the page without the snippet in the same round and preset); the budgets hold the score, CLS and LCP deltas. TBT of ours: the blocking time of our tasks (those Lighthouse's long-tasks audit attributes to our scripts, and those it gives to the page whose stacks in the trace are ours; perf/lighthouse/long-tasks.mjs), which the budgets hold instead of the page's TBT delta (reported): the demo page's own long tasks count toward TBT or not depending on where Lantern places the first paint.${shared.length > 0 ? "\n- (shared): measured once for both flavours (the bare page; the anonymous visitor loads only loader.js, the same code in both builds but for the facade's file name, which it never fetches)." : ''}
- Script bytes: transfer sizes of the \`/quick-actions/\` scripts (network-requests audit); the limit is the sum of their size budgets plus ${budgets.httpHeaderAllowanceBytes} B of response headers each.
- Budgets (\`perf/lighthouse/budgets.json\`): score at most ${budgets.performanceScoreNoise} points below the bare page, the blocking time of our tasks (TBT of ours) ≤ ${budgets.maxOwnTbtMs} ms, CLS Δ ≤ ${maxDelta.cls}, LCP Δ ≤ ${maxDelta.lcpMs} ms, only the listed scripts per variant, each within its size budget.
- HTML report of each row's median run: \`perf/reports/${meta.name}-<preset>-<variant>.html\` (\`-open.html\` for the click).

${sections.join('\n\n')}

${openSection}## Every run, by round

Δ LCP is Lantern's simulated estimate, what the budgets hold; Δ LCP observed is the same delta of the LCP each run saw in the browser, unthrottled, so a simulated cost with no observed one is Lantern's modelling rather than the page's.

| Preset | Variant | Scores | TBT (ms) | TBT of ours (ms) | LCP (ms) | Δ TBT per round (ms) | Δ LCP per round (ms) | Δ LCP observed per round (ms) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${runLines.join('\n')}

${breaches.length === 0 ? 'All budgets hold.' : `## Breaches\n\n${breaches.map((b) => `- ${b}`).join('\n')}`}
${confirmationSection ? `\n${confirmationSection}` : ''}`;
}
