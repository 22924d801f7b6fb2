// The Lighthouse gate (ADR-0061 to ADR-0074): `npm run test:lighthouse` measures both flavours in
// one invocation (`node perf/lighthouse/run-lighthouse.mjs dist dist-preact`);
// `npm run perf:lighthouse [distDir ...]` measures the flavours it is given (default dist/, or
// $LH_DIST) for a diagnosis. Lighthouse's Node API with chrome-launcher on Debian Chromium,
// mobile and desktop presets, against the demo host page served in-process over HTTPS + HTTP/2,
// one demo server per flavour.
//
// Paired rounds (paired.mjs): each round measures, per preset, the bare page and every variant
// once; a variant's delta is the median over the rounds of (variant − that round's bare page).
// The bare page and the anonymous visitor (loader.js only, the same code in both builds:
// flavours.mjs checks it) are measured once for all flavours; the eligible visitor (with the
// click that opens the popup) and the first visit, which run the widget chunk, per flavour.
//
// A run whose paints the browser held back (held-frame.mjs, ADR-0086) is measured again.
//
// A breach must reproduce: the breaching variants alone (with their bare page) are measured
// again in as many fresh paired rounds, and the gate fails only on a breach that both
// measurements show. Reports per flavour in perf/reports/ (or $LH_REPORTS):
// lighthouse.md / lighthouse-preact.md and an HTML report per preset and variant.
//
// LH_RUNS: rounds (default below); LH_PRESETS / LH_VARIANTS (comma-separated ids) narrow a
// diagnostic run; LH_CONFIRM=0 skips the confirmation; LH_NAME names a single flavour's
// reports; LH_RUNS_JSON=<file> also writes every run's figures there. Exit code 1 on a
// confirmed breach or a failed run.
import { costSummary, writeReadmeCosts } from '../readme-costs.mjs';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { desktopConfig, generateReport } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { createDemoServer } from '../../demo/server.mjs';
import { findChromium } from '../../tools/browser/find-chromium.mjs';
import { checkLighthouseBudgets, checkOpenBudgets, parseLighthouseBudgets } from './budget.mjs';
import {
  MOBILE_CPU_SLOWDOWN,
  calibratedSlowdown,
  measureBenchmarkIndex,
  withCpuSlowdown,
} from './cpu-calibration.mjs';
import { flavourOf, reportNameOf, sharedVariants } from './flavours.mjs';
import { describeLongTasks, keepTraceOfListedRun, ownLongTasks } from './long-tasks.mjs';
import { measureUnheld } from './held-frame.mjs';
import { measure } from './measure.mjs';
import { median, metricsFromReport, openMetricsFromReport, summariseOpenRuns } from './metrics.mjs';
import { flavourResults, roundOrder } from './paired.mjs';
import { formatLighthouseReport } from './report.mjs';
import { selfSignedCertificate } from './self-signed.mjs';
import { BASELINE_VARIANT, VARIANTS } from './variants.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

// calibrated: the CPU slowdown is scaled to the machine's speed at each round
// (cpu-calibration.mjs); desktop has none to scale.
const PRESETS = [
  {
    id: 'mobile',
    label: `Mobile (Lighthouse default: Moto G Power, simulated Slow 4G, ${MOBILE_CPU_SLOWDOWN}× CPU slowdown on the reference machine, calibrated per round)`,
    config: undefined,
    calibrated: true,
  },
  {
    id: 'desktop',
    label: 'Desktop (Lighthouse desktop config: simulated dense 4G, no CPU slowdown)',
    config: desktopConfig,
    calibrated: false,
  },
];

// Rounds: 3 (ADR-0066). How far the median of
// k paired rounds lands from the median of 7, mobile LCP Δ, over every k-subset of 7 rounds
// (the two flavours' 7 interleaved rounds of 2026-11-21 on a quiet machine / 2 gates of 7
// paired rounds on 2026-11-23 with the 2 cores shared, BenchmarkIndex ~1300 instead of ~3100):
//   k = 1: typically 39 / 58 ms off, 1 in 10 over 132 / 182 ms
//   k = 2: 41 / 55 ms, 106 / 102 ms (an even count's median is a mean of two: no steadier)
//   k = 3: 20 / 20 ms, 95 / 84 ms (unpaired, the busy machine: 56 ms, 164 ms)
//   k = 5: 11 / 5 ms, 63 / 58 ms
// TBT Δ: 7 / 57 ms at k = 1, 1 / 23 ms at k = 3, 0 / 6 ms at k = 5. Three rounds halve the
// typical error of one and cost ~95 s each on a quiet machine; five would add ~3 min to
// npm test for less than a third more. The tail that three rounds leave (a median ~90 ms
// off, 1 time in 10) is what the confirmation below is for: a breach fails the gate only
// if fresh rounds of the breaching variant show it again.
const DEFAULT_ROUNDS = 3;

/** @param {string | undefined} value */
function parseRounds(value) {
  if (value === undefined || value === '') return DEFAULT_ROUNDS;
  const rounds = Number(value);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50) {
    throw new Error(`LH_RUNS must be a whole number from 1 to 50, not "${value}"`);
  }
  return rounds;
}

/**
 * LH_PRESETS / LH_VARIANTS (comma-separated ids) narrow a run for a diagnosis; the bare
 * page is always measured, since every delta is taken against it.
 * @template {{ id: string }} T
 * @param {readonly T[]} all
 * @param {string | undefined} value
 * @param {string} name
 * @param {string} [always]
 * @returns {T[]}
 */
function pick(all, value, name, always) {
  if (value === undefined || value === '') return [...all];
  const ids = new Set(value.split(',').map((id) => id.trim()));
  if (always) ids.add(always);
  const unknown = [...ids].filter((id) => !all.some((item) => item.id === id));
  if (unknown.length > 0) {
    throw new Error(
      `${name}: unknown ${unknown.join(', ')} (known: ${all.map((i) => i.id).join(', ')})`,
    );
  }
  return all.filter((item) => ids.has(item.id));
}

/** @param {string} userAgent */
const browserFrom = (userAgent) => /(Chrom(e|ium)\/[\d.]+)/.exec(userAgent)?.[1] ?? 'Chromium';

/**
 * @typedef {object} Flavour
 * @property {string} id '' for dist/ (React), 'preact' for dist-preact/
 * @property {string} distDir absolute
 * @property {string} name report base name
 * @property {string} url its demo server's origin
 */

/**
 * @typedef {object} Job one measurement of a round
 * @property {(typeof PRESETS)[number]} preset
 * @property {import('./variants.mjs').PageVariant} variant
 * @property {Flavour | null} flavour null: shared by every flavour (served by the first)
 */

/**
 * @typedef {object} Run
 * @property {number} round
 * @property {string} preset
 * @property {string} variant
 * @property {string | null} flavour
 * @property {import('./metrics.mjs').PageMetrics} metrics
 * @property {import('lighthouse').Result} lhr
 * @property {import('lighthouse').Result} [openLhr]
 * @property {import('./metrics.mjs').OpenMetrics} [open] the click's figures, from `openLhr` and
 *   its trace (the trace itself is not kept)
 */

/**
 * A round's jobs per preset: the bare page, then every other variant, once if shared,
 * else once per flavour.
 * @param {readonly (typeof PRESETS)[number][]} presets
 * @param {readonly import('./variants.mjs').PageVariant[]} variants
 * @param {readonly Flavour[]} flavours
 * @param {Set<string>} shared
 * @returns {Job[][]} one list per preset
 */
function planJobs(presets, variants, flavours, shared) {
  return presets.map((preset) =>
    variants.flatMap((variant) =>
      shared.has(variant.id)
        ? [{ preset, variant, flavour: null }]
        : flavours.map((flavour) => ({ preset, variant, flavour })),
    ),
  );
}

/**
 * @param {object} options
 * @param {Job[][]} options.jobs per preset
 * @param {number} options.rounds
 * @param {string} options.chromePath
 * @param {readonly Flavour[]} options.flavours
 * @param {string} options.label for the log
 * @param {string} options.traceDir where a run that lists a long task of ours keeps its trace
 * @returns {Promise<Run[]>}
 */
async function measureRounds({ jobs, rounds, chromePath, flavours, label, traceDir }) {
  /** @type {Run[]} */
  const runs = [];
  const total = rounds * jobs.flat().length;
  for (let round = 1; round <= rounds; round++) {
    // One slowdown for every run of the round, so its pairs stay pairs.
    const calibrating = jobs.flat().some((job) => job.preset.calibrated);
    const slowdown = calibrating
      ? calibratedSlowdown(await measureBenchmarkIndex(chromePath))
      : MOBILE_CPU_SLOWDOWN;
    if (calibrating) console.log(`${label} round ${round}: mobile CPU slowdown ${slowdown}×`);
    for (const presetJobs of jobs) {
      for (const { preset, variant, flavour } of roundOrder(presetJobs, round)) {
        const server = flavour ?? flavours[0];
        if (!server) throw new Error('No flavour to measure');
        const started = Date.now();
        const who = flavour ? flavour.name : 'shared';
        const { lhr, openLhr, trace, openTrace } = await measureUnheld(
          () =>
            measure({
              chromePath,
              url: `${server.url}${variant.path}`,
              config: preset.calibrated
                ? withCpuSlowdown(preset.config, defaultSettings, slowdown)
                : preset.config,
              openFlow: variant.openFlow,
            }),
          (heldMs, attempt) =>
            console.log(
              `${label} round ${round} ${preset.id}/${variant.id} (${who}): the browser held a frame ${Math.round(heldMs)} ms (attempt ${attempt}); measured again (ADR-0086)`,
            ),
        );
        // Our long tasks, read from each trace once: the budgets, the log and the kept traces.
        const own = ownLongTasks(lhr, trace);
        const ownOnClick = openLhr ? ownLongTasks(openLhr, openTrace) : [];
        const metrics = metricsFromReport(lhr, own); // fails fast on a failed run
        const open = openLhr ? openMetricsFromReport(openLhr, ownOnClick) : null;
        runs.push({
          round,
          preset: preset.id,
          variant: variant.id,
          flavour: flavour ? flavour.id : null,
          metrics,
          lhr,
          ...(openLhr && open ? { openLhr, open } : {}),
        });
        const traceFile = `${traceDir}trace-${who}-${preset.id}-${variant.id}-${label}-round${round}`;
        const kept = [
          keepTraceOfListedRun(own, trace, `${traceFile}.json.gz`),
          keepTraceOfListedRun(ownOnClick, openTrace, `${traceFile}-click.json.gz`),
        ].filter((file) => file !== undefined);
        console.log(
          `${label} ${runs.length}/${total} round ${round} ${preset.id}/${variant.id} (${who}): ` +
            `score ${metrics.score}, TBT ${Math.round(metrics.tbt)} ms (ours ${Math.round(metrics.ownTbt)} ms), LCP ${Math.round(metrics.lcp)} ms` +
            (metrics.lcpObserved === undefined
              ? ''
              : ` (observed ${Math.round(metrics.lcpObserved)} ms)`) +
            `; long tasks of ours: ${describeLongTasks(own)}` +
            (open
              ? `; click INP ${Math.round(open.inp)} ms, TBT ${Math.round(open.tbt)} ms, long tasks of ours: ${describeLongTasks(ownOnClick)}`
              : '') +
            (kept.length > 0
              ? `; its trace: ${kept.map((file) => relative(process.cwd(), file)).join(', ')}`
              : '') +
            ` [${((Date.now() - started) / 1000).toFixed(1)} s]`,
        );
      }
    }
  }
  return runs;
}

/**
 * Budgets of one flavour over a set of runs.
 * @param {Run[]} runs
 * @param {Flavour} flavour
 * @param {string[]} presetIds
 * @param {string[]} variantIds
 * @param {import('./budget.mjs').LighthouseBudgets} budgets
 * @param {import('./budget.mjs').SizeBudget[]} sizeBudgets
 */
function evaluate(runs, flavour, presetIds, variantIds, budgets, sizeBudgets) {
  const results = flavourResults(runs, flavour.id, presetIds, variantIds);
  const load = checkLighthouseBudgets(results, budgets, sizeBudgets);
  const openResults = presetIds.flatMap((preset) => {
    const own = runs.filter(
      (run) => run.preset === preset && run.openLhr && run.open && run.flavour === flavour.id,
    );
    if (own.length === 0) return [];
    const lhrs = own.map((run) => /** @type {import('lighthouse').Result} */ (run.openLhr));
    const measured = own.map(
      (run) => /** @type {import('./metrics.mjs').OpenMetrics} */ (run.open),
    );
    return [{ preset, median: summariseOpenRuns(measured), measured, lhrs }];
  });
  const open = checkOpenBudgets(openResults, budgets, sizeBudgets);
  return { results, load, openResults, open };
}

/** @param {ReturnType<typeof evaluate>} evaluation */
const breachesOf = (evaluation) => [...evaluation.load.breaches, ...evaluation.open.breaches];

async function main() {
  const started = Date.now();
  const rounds = parseRounds(process.env.LH_RUNS);
  const args = process.argv.slice(2);
  const distArgs = args.length > 0 ? args : [process.env.LH_DIST ?? 'dist'];
  // LH_REPORTS: another folder for the reports, e.g. for a narrowed diagnostic run.
  const reportsDir = `${resolve(root, process.env.LH_REPORTS ?? 'perf/reports')}/`;
  const presets = pick(PRESETS, process.env.LH_PRESETS, 'LH_PRESETS');
  const variants = pick(VARIANTS, process.env.LH_VARIANTS, 'LH_VARIANTS', BASELINE_VARIANT);
  const confirm = process.env.LH_CONFIRM !== '0';
  const distDirs = distArgs.map((dir) => resolve(root, dir));
  for (const distDir of distDirs) {
    if (!existsSync(`${distDir}/loader.js`)) {
      throw new Error(`${distDir}/loader.js is missing: build first (npm run build)`);
    }
  }
  if (process.env.LH_NAME && distDirs.length > 1) {
    throw new Error('LH_NAME names the reports of a single flavour; give one dist folder');
  }
  const chromePath = findChromium();
  if (!chromePath)
    throw new Error('No Chromium found: run `node tests/browser/ensure-chromium.mjs`');
  const budgets = parseLighthouseBudgets(
    JSON.parse(readFileSync(`${root}perf/lighthouse/budgets.json`, 'utf8')),
  );
  const { budgets: sizeBudgets } = JSON.parse(
    readFileSync(`${root}perf/size-budgets.json`, 'utf8'),
  );
  const shared = await sharedVariants(distDirs);
  if (distDirs.length > 1) {
    console.log(
      shared.has('anonymous')
        ? 'loader.js is the same code in every flavour (but for the facade file name): the anonymous visitor is measured once.'
        : 'loader.js differs between the flavours: the anonymous visitor is measured per flavour.',
    );
  }

  // Over HTTPS and HTTP/2, as production hosts serve: over the demo's HTTP/1.1, Lantern's
  // simulated LCP depended on which of six connections Chrome happened to give loader.js
  // (queued behind the page's own script or not), a 70-90 ms swing between runs.
  const tls = selfSignedCertificate();
  const servers = await Promise.all(
    distDirs.map((distDir) => createDemoServer({ distDir, port: 0, tls })),
  );
  /** @type {Flavour[]} */
  const flavours = distDirs.map((distDir, index) => {
    const id = flavourOf(distDir);
    return {
      id,
      distDir,
      name: process.env.LH_NAME ?? reportNameOf(id),
      url: /** @type {(typeof servers)[number]} */ (servers[index]).url,
    };
  });
  if (!flavours.every((f) => /^[\w-]+$/.test(f.name))) {
    throw new Error(`LH_NAME must be a plain file name, not "${process.env.LH_NAME}"`);
  }
  const bareVariant = VARIANTS.find((v) => v.id === BASELINE_VARIANT);
  if (!bareVariant) throw new Error(`variants.mjs has no ${BASELINE_VARIANT} variant`);
  const presetIds = presets.map((p) => p.id);
  const variantIds = variants.map((v) => v.id);
  /** @type {Run[]} */
  let runs;
  /** @type {Run[]} */
  let confirmation = [];
  /** @type {Map<string, { first: ReturnType<typeof evaluate>, second: ReturnType<typeof evaluate> | null }>} */
  const verdicts = new Map();
  try {
    runs = await measureRounds({
      jobs: planJobs(presets, variants, flavours, shared),
      rounds,
      chromePath,
      flavours,
      label: 'gate',
      traceDir: reportsDir,
    });
    for (const flavour of flavours) {
      verdicts.set(flavour.id, {
        first: evaluate(runs, flavour, presetIds, variantIds, budgets, sizeBudgets),
        second: null,
      });
    }

    // A breach must reproduce: measure only the breaching variants again, with their
    // bare page, in fresh paired rounds.
    const again = breachingVariants(flavours, verdicts, shared);
    if (confirm && again.size > 0) {
      console.log(
        `\nBreach in ${[...again.keys()].join(', ')}: measuring ${again.size === 1 ? 'it' : 'them'} again in ${rounds} fresh paired round(s).`,
      );
      const jobs = presets
        .map((preset) => [
          { preset, variant: bareVariant, flavour: null },
          ...[...again.values()]
            .filter((job) => job.preset.id === preset.id)
            .map((job) => ({ ...job })),
        ])
        .filter((list) => list.length > 1);
      confirmation = await measureRounds({
        jobs,
        rounds,
        chromePath,
        flavours,
        label: 'confirm',
        traceDir: reportsDir,
      });
      for (const flavour of flavours) {
        const verdict = verdicts.get(flavour.id);
        if (verdict) {
          verdict.second = evaluate(
            confirmation,
            flavour,
            presetIds,
            variantIds,
            budgets,
            sizeBudgets,
          );
        }
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }

  mkdirSync(reportsDir, { recursive: true });
  const all = [...runs, ...confirmation];
  if (process.env.LH_RUNS_JSON) {
    // Every run's figures, for a look at the spread (ADR-0066).
    const figures = (/** @type {Run[]} */ list) =>
      list.map(({ round, preset, variant, flavour, metrics, open }) => ({
        round,
        preset,
        variant,
        flavour,
        metrics: { ...metrics, scripts: undefined },
        open: open ? { ...open, scripts: undefined } : undefined,
      }));
    writeFileSync(
      resolve(root, process.env.LH_RUNS_JSON),
      `${JSON.stringify({ runs: figures(runs), confirmation: figures(confirmation) }, null, 1)}\n`,
    );
  }
  const benchmarkIndexes = all.map((run) => run.lhr.environment.benchmarkIndex);
  const slowdowns = all
    .filter((run) => run.preset === 'mobile')
    .map((run) => run.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? MOBILE_CPU_SLOWDOWN);
  const first = all[0]?.lhr;
  /** @type {string[]} */
  const failures = [];
  for (const flavour of flavours) {
    const verdict = verdicts.get(flavour.id);
    if (!verdict) continue;
    const { first: measured, second } = verdict;
    // A breach fails the gate when the confirmation shows it too (or when there is none).
    const confirmed = breachesOf(measured).filter(
      (breach) => !second || breachesOf(second).some((b) => sameBreach(b, breach)),
    );
    const secondBreaches = second ? breachesOf(second) : [];
    failures.push(...confirmed.map((breach) => `${flavour.name}: ${breach}`));
    writeHtmlReports(reportsDir, flavour.name, measured);
    const markdown = formatLighthouseReport({
      rows: measured.load.rows,
      openRows: measured.open.rows,
      runs: Object.fromEntries(
        measured.results.map((r) => [`${r.preset}/${r.variant}`, r.measured]),
      ),
      deltas: Object.fromEntries(
        measured.results.map((r) => [`${r.preset}/${r.variant}`, r.deltas]),
      ),
      shared: measured.results
        .filter((r) => r.shared && distDirs.length > 1)
        .map((r) => `${r.preset}/${r.variant}`),
      openRuns: Object.fromEntries(measured.openResults.map((r) => [r.preset, r.measured])),
      breaches: breachesOf(measured),
      confirmation: second
        ? {
            rows: second.load.rows.filter((row) => row.variant !== BASELINE_VARIANT),
            openRows: second.open.rows,
            breaches: secondBreaches,
            confirmed,
          }
        : undefined,
      budgets,
      meta: {
        date: new Date().toISOString().slice(0, 10),
        runs: rounds,
        lighthouseVersion: first?.lighthouseVersion ?? '?',
        browserVersion: browserFrom(first?.environment.hostUserAgent ?? ''),
        distDir: flavour.distDir.startsWith(root)
          ? flavour.distDir.slice(root.length)
          : flavour.distDir,
        name: flavour.name,
        durationSeconds: (Date.now() - started) / 1000,
        benchmarkIndex: {
          min: Math.min(...benchmarkIndexes),
          median: median(benchmarkIndexes),
          max: Math.max(...benchmarkIndexes),
        },
        mobileSlowdowns: [...new Set(slowdowns)],
        presetLabels: Object.fromEntries(PRESETS.map((p) => [p.id, p.label])),
        variantLabels: Object.fromEntries(VARIANTS.map((v) => [v.id, v.label])),
      },
    });
    writeFileSync(`${reportsDir}${flavour.name}.md`, markdown);
    // The medians README's cost table is made from (perf/readme-costs.mjs).
    writeFileSync(
      `${reportsDir}${flavour.name}.json`,
      `${JSON.stringify(costSummary(measured.load.rows, measured.open.rows), null, 1)}\n`,
    );
    console.log(`\n${markdown}`);
  }

  if (distDirs.length > 0) writeReadmeCosts();
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failures.length > 0) {
    console.error(
      `Lighthouse budget broken${confirm ? ', and the breach reproduced' : ''} (${seconds} s):\n` +
        failures.map((b) => `  - ${b}`).join('\n'),
    );
    process.exitCode = 1;
  } else {
    console.log(`Lighthouse budgets hold (${seconds} s, ${all.length} Lighthouse runs).`);
  }
}

/**
 * The same budget broken again: same preset/variant and the same kind of breach (the
 * message up to its first number).
 * @param {string} a
 * @param {string} b
 */
function sameBreach(a, b) {
  const kind = (/** @type {string} */ text) => text.replace(/[+-]?\d.*$/s, '');
  return kind(a) === kind(b);
}

/**
 * The jobs to measure again: every variant with a breach in any flavour (a breach of the
 * click that opens the popup is the eligible variant's flow).
 * @param {readonly Flavour[]} flavours
 * @param {Map<string, { first: ReturnType<typeof evaluate> }>} verdicts
 * @param {Set<string>} shared
 * @returns {Map<string, Job>}
 */
function breachingVariants(flavours, verdicts, shared) {
  /** @type {Map<string, Job>} */
  const jobs = new Map();
  for (const flavour of flavours) {
    const verdict = verdicts.get(flavour.id);
    if (!verdict) continue;
    const add = (/** @type {string} */ presetId, /** @type {string} */ variantId) => {
      const preset = PRESETS.find((p) => p.id === presetId);
      const variant = VARIANTS.find((v) => v.id === variantId);
      if (!preset || !variant || variantId === BASELINE_VARIANT) return;
      const isShared = shared.has(variantId);
      const key = `${presetId}/${variantId}${isShared ? '' : ` (${flavour.name})`}`;
      jobs.set(key, { preset, variant, flavour: isShared ? null : flavour });
    };
    for (const row of verdict.first.load.rows) {
      if (row.problems.length > 0) add(row.preset, row.variant);
    }
    const flowVariant = VARIANTS.find((v) => v.openFlow)?.id ?? 'eligible';
    for (const row of verdict.first.open.rows) {
      if (row.problems.length > 0) add(row.preset, flowVariant);
    }
  }
  return jobs;
}

/**
 * The HTML report of each row's median run, and of the click's median-INP run.
 * @param {string} reportsDir
 * @param {string} name
 * @param {ReturnType<typeof evaluate>} evaluation
 */
function writeHtmlReports(reportsDir, name, evaluation) {
  for (const result of evaluation.results) {
    const html = generateReport(computeMedianRun(result.runs.map((run) => run.lhr)), 'html');
    writeFileSync(`${reportsDir}${name}-${result.preset}-${result.variant}.html`, html);
  }
  for (const { preset, lhrs } of evaluation.openResults) {
    // A timespan has no median-run helper: the report of its median-INP run.
    const byInp = [...lhrs].sort(
      (a, b) =>
        (a.audits['interaction-to-next-paint']?.numericValue ?? 0) -
        (b.audits['interaction-to-next-paint']?.numericValue ?? 0),
    );
    const middle = byInp[Math.floor(byInp.length / 2)];
    if (middle)
      writeFileSync(`${reportsDir}${name}-${preset}-open.html`, generateReport(middle, 'html'));
  }
}

main().catch((/** @type {unknown} */ error) => {
  console.error(
    `perf:lighthouse failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
