// `npm test` and `npm run test:quick` (ADR-0075): the steps of the gate as a small graph, run
// as early as their inputs allow, two CPU-bound steps at a time on this 2-core machine, and
// stopped at the first failure. Every step's output is streamed with its name in front and
// kept in node_modules/.cache/qa-test-logs/<step>.log; at the end a timing table shows where
// the time went (and the slowest browser test files).
//
//   node tests/run-all.mjs            the full gate CI runs (.ci/run: npm ci && npm test)
//   node tests/run-all.mjs --quick    lint, types and unit tests: the inner loop
//
// Scheduling (ADR-0075):
// - lint, the typechecks and both builds are independent and CPU-bound: they share the two
//   cores; each build happens once and every later step uses its dist folder.
// - the unit tests use both cores (Vitest's worker threads); the Firefox and WebKit subset runs
//   beside them (its browsers often wait on their pages).
// - the browser tests (every browser file against dist/, the flavour-specific ones against
//   dist-preact/) run in one Vitest process, three files at a time from one queue: a browser
//   file often waits on its page and the demo server, and each has its own Chromium and
//   demo server (vitest.config.ts, browserProject).
// - Lighthouse measures CPU time (TBT, simulated LCP), so it runs alone, last.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const LOG_DIR = `${root}node_modules/.cache/qa-test-logs/`;
const CORES = 2;

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string} command shell command, run from the repository root
 * @property {string[]} [needs] steps that must have passed first
 * @property {number} cpu cores it keeps busy (1 or 2); `exclusive` steps run alone
 * @property {boolean} [exclusive] nothing else may run beside it (timing measurements)
 * @property {string[]} [alongside] steps it may start beside, whatever their cpu
 * @property {boolean} [vitest] parse Vitest's per-file durations for the table
 */

/** @type {Step[]} */
const QUICK = [
  { name: 'lint', command: 'npm run --silent lint', cpu: 1 },
  { name: 'typecheck', command: 'npm run --silent typecheck', cpu: 1 },
  {
    name: 'unit',
    command: "node_modules/.bin/vitest run --project 'unit*'",
    needs: ['lint', 'typecheck'],
    cpu: 2,
    vitest: true,
  },
];

/** @type {Step[]} */
const FULL = [
  { name: 'chromium', command: 'node tests/browser/ensure-chromium.mjs', cpu: 1 },
  ...QUICK.slice(0, 2),
  { name: 'build', command: 'npm run --silent build', cpu: 1 },
  { name: 'build:preact', command: 'npm run --silent build:preact', cpu: 1 },
  { ...QUICK[2], needs: ['lint', 'typecheck', 'build', 'build:preact'] },
  {
    // The cross-engine subset in Firefox ESR (WebDriver BiDi) and WebKitGTK
    // (WebKitWebDriver under xvfb-run), against dist/ (tests/engines/run-engines.mjs), beside
    // the unit tests: its two browsers wait on their pages much of the time, and the two steps
    // together took 96 s where one after the other took 106 s or more.
    name: 'engines',
    command: 'node tests/browser/ensure-engines.mjs && node tests/engines/run-engines.mjs',
    needs: ['lint', 'typecheck', 'build', 'build:preact'],
    cpu: 1,
    alongside: ['unit'],
  },
  {
    // Every browser file against dist/ and the flavour-specific ones against dist-preact/,
    // three files at a time (vitest.config.ts, browserProject).
    name: 'browser',
    command: 'node_modules/.bin/vitest run --project browser --project browser-preact',
    needs: ['unit', 'chromium'],
    cpu: 2,
    vitest: true,
  },
  {
    name: 'lighthouse',
    command: 'node perf/lighthouse/run-lighthouse.mjs dist dist-preact',
    needs: ['browser', 'engines'],
    cpu: CORES,
    exclusive: true,
  },
];

/** @param {NodeJS.ProcessEnv} env */
function withoutForceColor(env) {
  const copy = { ...env };
  delete copy.FORCE_COLOR;
  return copy;
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** @param {number} ms */
const clock = (ms) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}m ${String(total % 60).padStart(2, '0')}s`;
};

/**
 * @typedef {object} Outcome
 * @property {Step} step
 * @property {'passed' | 'failed' | 'stopped' | 'not run'} status
 * @property {number} [start] ms after the gate started
 * @property {number} [duration] ms
 * @property {number | null} [code]
 * @property {{ file: string, ms: number }[]} files Vitest's per-file durations
 * @property {string[]} tail the last lines of its output
 */

/**
 * @param {Step[]} steps
 * @returns {Promise<boolean>}
 */
async function run(steps) {
  mkdirSync(LOG_DIR, { recursive: true });
  const started = Date.now();
  /** @type {Map<string, Outcome>} */
  const outcomes = new Map(
    steps.map((step) => [step.name, { step, status: 'not run', files: [], tail: [] }]),
  );
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();
  let failed = false;

  const busy = () => [...running.keys()].reduce((sum, name) => sum + cpuOf(name), 0);
  const cpuOf = (/** @type {string} */ name) => steps.find((s) => s.name === name)?.cpu ?? 1;
  const ready = () =>
    steps.filter(
      (step) =>
        outcomes.get(step.name)?.status === 'not run' &&
        !running.has(step.name) &&
        (step.needs ?? []).every((need) => outcomes.get(need)?.status === 'passed'),
    );

  // Ctrl-C or a CI timeout: the steps run in process groups of their own, so pass it on.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      for (const child of running.values()) {
        try {
          if (child.pid) process.kill(-child.pid, signal);
        } catch {
          // already gone
        }
      }
      process.exit(130);
    });
  }

  return new Promise((resolveRun) => {
    const schedule = () => {
      if (failed) return;
      for (const step of ready()) {
        const exclusiveRunning = [...running.keys()].some(
          (name) => steps.find((s) => s.name === name)?.exclusive,
        );
        if (exclusiveRunning) break;
        if (step.exclusive && running.size > 0) break;
        const beside = [...running.keys()].every((name) => step.alongside?.includes(name));
        if (running.size > 0 && busy() + step.cpu > CORES && !beside) continue;
        start(step);
      }
      if (running.size === 0) {
        const done = [...outcomes.values()].every((o) => o.status === 'passed');
        resolveRun(report(outcomes, started, done));
      }
    };

    const start = (/** @type {Step} */ step) => {
      const outcome = /** @type {Outcome} */ (outcomes.get(step.name));
      outcome.start = Date.now() - started;
      console.log(`▶ ${step.name} (${clock(outcome.start)}): ${step.command}`);
      const log = createWriteStream(`${LOG_DIR}${step.name.replace(/\W/g, '-')}.log`);
      const child = spawn(step.command, {
        cwd: root,
        shell: true,
        detached: true, // its own process group, so a stop reaches its Chromium too
        // Plain text for the log files (FORCE_COLOR=0 would turn picocolors on: it only
        // asks whether the variable is set).
        env: { ...withoutForceColor(process.env), NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.set(step.name, child);
      const prefix = `[${step.name}] `;
      let partial = '';
      const onData = (/** @type {Buffer} */ chunk) => {
        log.write(chunk);
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      };
      const onLine = (/** @type {string} */ line) => {
        process.stdout.write(`${prefix}${line}\n`);
        outcome.tail.push(line);
        if (outcome.tail.length > 60) outcome.tail.shift();
        if (step.vitest) {
          // " ✓  browser-preact  tests/browser/xss.test.ts (10 tests) 27764ms"
          const match =
            /(?:([\w-]+)\s+)?(tests\/\S+\.test\.tsx?) \(\d+ tests?[^)]*\)\s+(\d+)ms/.exec(line);
          if (match?.[2] && match[3]) {
            const file = match[1] ? `${match[2]} (${match[1]})` : match[2];
            outcome.files.push({ file, ms: Number(match[3]) });
          }
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.on('close', (code, signal) => {
        if (partial) onLine(partial);
        log.end();
        running.delete(step.name);
        outcome.duration = Date.now() - started - (outcome.start ?? 0);
        outcome.code = code;
        if (outcome.status === 'stopped') {
          // stopped by another step's failure
        } else if (code === 0) {
          outcome.status = 'passed';
          console.log(`✔ ${step.name} passed in ${seconds(outcome.duration)}`);
        } else {
          outcome.status = 'failed';
          failed = true;
          console.log(
            `✘ ${step.name} failed (${signal ? `signal ${signal}` : `exit code ${code}`}) after ${seconds(outcome.duration)}`,
          );
          for (const [name, other] of running) {
            const stopped = outcomes.get(name);
            if (stopped) stopped.status = 'stopped';
            if (other.pid) {
              try {
                process.kill(-other.pid, 'SIGTERM');
              } catch {
                // already gone
              }
            }
          }
        }
        if (failed && running.size === 0) {
          resolveRun(report(outcomes, started, false));
          return;
        }
        schedule();
      });
    };

    schedule();
  });
}

/**
 * The timing table, the slowest browser files, and the verdict.
 * @param {Map<string, Outcome>} outcomes
 * @param {number} started
 * @param {boolean} passed
 */
function report(outcomes, started, passed) {
  const total = Date.now() - started;
  const rows = [...outcomes.values()].map((o) => [
    o.step.name,
    o.status,
    o.start === undefined ? '' : clock(o.start),
    o.duration === undefined ? '' : seconds(o.duration),
  ]);
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...[['step', 'status', 'started', 'took'], ...rows].map((r) => String(r[i]).length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `  ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')}`;
  console.log('\nTimings (npm test on this machine; steps on one line started together):');
  console.log(line(['step', 'status', 'started', 'took']));
  for (const row of rows) console.log(line(row));
  console.log(`  total: ${clock(total)}`);
  for (const outcome of outcomes.values()) {
    if (outcome.files.length === 0 || !outcome.step.name.startsWith('browser')) continue;
    const slowest = [...outcome.files].sort((a, b) => b.ms - a.ms);
    console.log(`\n  ${outcome.step.name}, per file:`);
    for (const { file, ms } of slowest) console.log(`    ${seconds(ms).padStart(8)}  ${file}`);
  }
  const failedStep = [...outcomes.values()].find((o) => o.status === 'failed');
  if (failedStep) {
    const name = failedStep.step.name;
    const stopped = [...outcomes.values()].filter((o) => o.status === 'stopped');
    const notRun = [...outcomes.values()].filter((o) => o.status === 'not run');
    console.log(
      `\n✘ npm test failed at "${name}" (${failedStep.step.command}, exit code ${failedStep.code}).` +
        (stopped.length ? ` Stopped: ${stopped.map((o) => o.step.name).join(', ')}.` : '') +
        (notRun.length ? ` Not run: ${notRun.map((o) => o.step.name).join(', ')}.` : '') +
        `\n  Its full output: node_modules/.cache/qa-test-logs/${name.replace(/\W/g, '-')}.log; its last lines:\n`,
    );
    for (const tailLine of failedStep.tail.slice(-40)) console.log(`  | ${tailLine}`);
  } else if (passed) {
    console.log(`\n✔ all steps passed in ${clock(total)}`);
  }
  return passed;
}

const quick = process.argv.includes('--quick');
run(quick ? QUICK : FULL).then(
  (passed) => {
    process.exitCode = passed ? 0 : 1;
  },
  (/** @type {unknown} */ error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
