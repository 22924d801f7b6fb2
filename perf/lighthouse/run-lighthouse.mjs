// The Lighthouse gate (ADR-0097, perf/README.md "Method"): `npm run test:lighthouse` measures
// both flavours (`run-lighthouse.mjs dist dist-preact`), `npm run perf:lighthouse [dist ...]`
// those it is given (default dist/, or $LH_DIST). One stock mobile Lighthouse run per visitor kind
// (variants.mjs) and flavour against the demo host over HTTPS + HTTP/2 (ADR-0062); it fails on
// the facts budget.mjs holds and reports Lighthouse's simulated figures. LH_VARIANTS (ids, comma-
// separated) narrows a run; LH_REPORTS writes the reports elsewhere and leaves README alone.
import { costSummary, writeReadmeCosts } from '../readme-costs.mjs';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { generateReport } from 'lighthouse';
import { createDemoServer } from '../../demo/server.mjs';
import { findChromium } from '../../tools/browser/find-chromium.mjs';
import { checkRun, parseLighthouseBudgets } from './budget.mjs';
import { factsFromReport } from './facts.mjs';
import { flavourOf, reportNameOf, sharedVariants } from './flavours.mjs';
import { describeLongTasks, ownLongTasks } from './long-tasks.mjs';
import { formatLighthouseReport, withTrend } from './report.mjs';
import { selfSignedCertificate } from './self-signed.mjs';
import { BASELINE_VARIANT, VARIANTS } from './variants.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Lighthouse runs at a time (ADR-0097): one keeps about a third of the two cores busy. A task's CPU
// time is its own; its off-CPU time also holds the other lanes' use of the cores (15 to 135 ms in
// one task), so a run over the off-CPU ceiling is measured again alone, its first figure logged.
const LANES = 3;

/** measure.mjs in a worker thread (measure-worker.mjs). @type {typeof import('./measure.mjs').measure} */
function measureInThread(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./measure-worker.mjs', import.meta.url), {
      workerData: options,
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`a Lighthouse thread ended (${code})`)));
  });
}

/** @typedef {{ variant: string, shared: boolean, facts: import('./facts.mjs').RunFacts, longTasks: import('./long-tasks.mjs').OwnLongTask[], problems: string[] }} Row one page (or the click) of a flavour */

/** @param {string | undefined} value */
function pickVariants(value) {
  if (!value) return [...VARIANTS];
  const ids = new Set([BASELINE_VARIANT, ...value.split(',').map((id) => id.trim())]);
  const unknown = [...ids].filter((id) => !VARIANTS.some((v) => v.id === id));
  if (unknown.length > 0) throw new Error(`LH_VARIANTS: unknown ${unknown.join(', ')}`);
  return VARIANTS.filter((v) => ids.has(v.id));
}

async function main() {
  const started = Date.now();
  const args = process.argv.slice(2);
  const distDirs = (args.length > 0 ? args : [process.env.LH_DIST ?? 'dist']).map((dir) =>
    resolve(root, dir),
  );
  for (const distDir of distDirs) {
    if (!existsSync(`${distDir}/loader.js`)) {
      throw new Error(`${distDir}/loader.js is missing: build first (npm run build)`);
    }
  }
  const reportsDir = `${resolve(root, process.env.LH_REPORTS ?? 'perf/reports')}/`;
  const variants = pickVariants(process.env.LH_VARIANTS);
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium: run `node tests/browser/ensure-chromium.mjs`');
  const read = (/** @type {string} */ path) => JSON.parse(readFileSync(`${root}${path}`, 'utf8'));
  const budgets = parseLighthouseBudgets(read('perf/lighthouse/budgets.json'));
  const sizeBudgets = read('perf/size-budgets.json').budgets;
  const shared = await sharedVariants(distDirs);

  const tls = selfSignedCertificate();
  const servers = await Promise.all(
    distDirs.map((distDir) => createDemoServer({ distDir, port: 0, tls })),
  );
  const flavours = distDirs.map((distDir, index) => ({
    id: flavourOf(distDir),
    distDir,
    url: /** @type {(typeof servers)[number]} */ (servers[index]).url,
  }));
  /** @type {Map<string, { variant: string, lhr: import('lighthouse').Result, longTasks: Row['longTasks'], openLhr?: import('lighthouse').Result, openLongTasks: Row['longTasks'] }>} */
  const runs = new Map();
  // The runs longest first (the user flows), LANES at a time, each in its own thread and Chromium.
  const queue = variants
    .flatMap((variant) =>
      (shared.has(variant.id) ? flavours.slice(0, 1) : flavours).map((flavour) => ({
        variant,
        flavour,
      })),
    )
    .sort((a, b) => Number(b.variant.openFlow ?? false) - Number(a.variant.openFlow ?? false));
  /** @type {typeof queue} */
  const alone = [];
  const lane = async (/** @type {typeof queue} */ jobs, lanes = LANES) => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const { variant, flavour } = job;
      const t0 = Date.now();
      const url = `${flavour.url}${variant.path}`;
      const run = await measureInThread({ chromePath, url, openFlow: variant.openFlow });
      const key = shared.has(variant.id) ? variant.id : `${variant.id}:${flavour.id}`;
      const longTasks = ownLongTasks(run.trace, budgets);
      const openLongTasks = run.openTrace ? ownLongTasks(run.openTrace, budgets) : [];
      const offCpu = [...longTasks, ...openLongTasks].map((task) => task.offCpu);
      const waited = Math.round(Math.max(0, ...offCpu));
      const again = lanes > 1 && waited > budgets.maxOffCpuMs;
      if (again) alone.push(job);
      else runs.set(key, { variant: variant.id, ...run, longTasks, openLongTasks });
      const took = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
      const note = again ? `, ${waited} ms off the CPU: again alone` : '';
      console.log(`measured ${key} [${took}]${note}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: LANES }, () => lane(queue)));
    await lane(alone, 1);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }

  mkdirSync(reportsDir, { recursive: true });
  /** @type {string[]} */
  const failures = [];
  for (const flavour of flavours) {
    const name = reportNameOf(flavour.id);
    const own = (/** @type {string} */ id) => runs.get(id) ?? runs.get(`${id}:${flavour.id}`);
    const bare = own(BASELINE_VARIANT);
    const baseCls = bare ? factsFromReport(bare.lhr).cls : 0;
    /** @type {Row[]} */
    const rows = [];
    for (const variant of variants) {
      const run = own(variant.id);
      if (!run) continue;
      /** @param {[string, unknown, Row['longTasks'], string[] | undefined, number]} args */
      const check = (...[id, lhr, longTasks, allowed, cls]) => {
        const facts = factsFromReport(lhr);
        const where = `${name} ${id}`;
        const problems = checkRun(
          { where, facts, longTasks, allowed, baseCls: cls },
          budgets,
          sizeBudgets,
        );
        rows.push({ variant: id, shared: shared.has(variant.id), facts, longTasks, problems });
        console.log(
          `${where}: ${facts.requests.length} requests of ours, long tasks of ours: ${describeLongTasks(longTasks)}`,
        );
      };
      check(variant.id, run.lhr, run.longTasks, budgets.scripts[variant.id], baseCls);
      if (run.openLhr) check('open', run.openLhr, run.openLongTasks, budgets.open.scripts, 0);
    }
    failures.push(...rows.flatMap((row) => row.problems));
    for (const [key, run] of runs) {
      if (key === run.variant || key.endsWith(`:${flavour.id}`)) {
        writeFileSync(`${reportsDir}${name}-${run.variant}.html`, generateReport(run.lhr, 'html'));
      }
    }
    const markdown = formatLighthouseReport(rows, {
      lighthouseVersion: bare?.lhr.lighthouseVersion ?? '?',
      distDir: relative(root, flavour.distDir),
      slowdown: budgets.slowdown,
      labels: Object.fromEntries(VARIANTS.map((v) => [v.id, v.label])),
    });
    writeFileSync(`${reportsDir}${name}.md`, markdown);
    writeFileSync(`${reportsDir}${name}.json`, `${JSON.stringify(costSummary(rows), null, 1)}\n`);
    const trendFile = `${reportsDir}${name}-trend.json`;
    const trend = existsSync(trendFile) ? JSON.parse(readFileSync(trendFile, 'utf8')) : [];
    writeFileSync(trendFile, `${JSON.stringify(withTrend(trend, rows), null, 1)}\n`);
    console.log(`\n${markdown}`);
  }
  if (!process.env.LH_REPORTS) writeReadmeCosts();
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failures.length > 0) {
    console.error(
      `Lighthouse gate broken (${seconds} s):\n${failures.map((f) => `  - ${f}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`Lighthouse gate holds (${seconds} s, ${runs.size} Lighthouse runs).`);
  }
}

main().catch((/** @type {unknown} */ error) => {
  console.error('perf:lighthouse failed:', error);
  process.exitCode = 1;
});
