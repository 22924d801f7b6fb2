import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';

/**
 * Which browser test files run twice, against dist/ and against dist-preact/ (ADR-0078). Every
 * browser test file is in exactly one of these two lists (a unit test, browser-flavours.test.ts,
 * holds that), so a new file is classified by whoever writes it.
 *
 * Flavour-specific: their behaviour depends on how the widget chunk renders — React or
 * preact/compat: the popup's content per country and design, clicks and the editor form, cached →
 * live refresh, keyboard, focus and axe, hostile text and URLs, the error boundary, unmounting and
 * leaks, the strict CSP (a framework that wrote an inline style or touched an HTML sink would break
 * it), and the widget's own button and icons. Their tests of shared code (the facade's button,
 * stage one's reports, the theme stylesheets, the DOM-only error panel, the model's per-country
 * decisions, the loader and facade alone when no widget chunk loads, a restarted worker) are
 * marked to run in the React run only (tests/browser/support/flavour.ts). host-api runs in both
 * (the widget chunk emits the host's events and takes its updates). privacy-matrix runs in both
 * too: what a stale tab or a signed-out page shows is the popup's rendering, and when the widget
 * writes its sections (each build's own hooks) decides what the device keeps. color-scheme checks
 * each build's popup in the dark palette (axe, live switches); its first-paint test of the
 * facade's button runs in the React run only. icon-contrast measures each build's icons from
 * pixels (the icon component is each build's render). time-matrix runs in both: each build is
 * the other's next deploy, and what a page that outlived its deploy opens is the new build's
 * widget under the old build's facade; only its stalled-stylesheet test, which waits out the
 * framework-free shape wait, runs in the React run alone.
 */
export const FLAVOUR_SPECIFIC_BROWSER_TESTS = [
  'tests/browser/widget-content.test.ts',
  'tests/browser/widget-navigation.test.ts',
  'tests/browser/widget-refresh.test.ts',
  'tests/browser/widget-a11y.test.ts',
  'tests/browser/widget-look.test.ts',
  'tests/browser/xss.test.ts',
  'tests/browser/isolation-load.test.ts',
  'tests/browser/csp-credentials.test.ts',
  'tests/browser/host-api.test.ts',
  'tests/browser/privacy-matrix.test.ts',
  'tests/browser/host-launcher.test.ts',
  'tests/browser/locale-option.test.ts',
  'tests/browser/color-scheme.test.ts',
  'tests/browser/time-matrix.test.ts',
  'tests/browser/icon-contrast.test.ts',
];

/**
 * Flavour-independent: they test code that is the same in both builds — loader.js and the
 * facade differ only in the hashed file names they carry (perf/lighthouse/flavours.mjs checks
 * the loader at every gate), the worker and format.js not at all — so they run once, against
 * dist/:
 * - fault-matrix: requests, retries and error reports (core/request, core/errors, the
 *   framework-free widget model); what it renders (documents, empty states, hubs) is checked
 *   per flavour by widget-content, widget-refresh and xss;
 * - loader, foundation, format: stage one and two, the demo, format.js and the themes; their
 *   two widget steps (first use opens by itself, destroy) are in csp-credentials and
 *   isolation-load;
 * - offline, worker-lane: the service worker (offline's redeploy test already swaps the
 *   React build for the Preact one);
 * - package: the package as a host installs it; its tarball carries dist/, and the host app is
 *   built in React 19, React 18 and preact/compat in the one run.
 */
export const FLAVOUR_INDEPENDENT_BROWSER_TESTS = [
  'tests/browser/fault-matrix.test.ts',
  'tests/browser/loader.test.ts',
  'tests/browser/foundation.test.ts',
  'tests/browser/format.test.ts',
  'tests/browser/offline.test.ts',
  'tests/browser/worker-lane.test.ts',
  'tests/browser/package.test.ts',
];

/**
 * The browser files in the order they start, longest first (from the browser step's timing table
 * in `npm test`), each file's React run just before its Preact run: the three workers then end
 * close together. Vitest's own order would run every React file before any Preact one (it sorts by
 * project name first) and, without the cache of the last run's durations (a fresh clone, CI), the
 * largest files first. A file not listed starts after these. Only the wall time depends on it.
 */
export const BROWSER_START_ORDER = [
  'fault-matrix',
  'privacy-matrix',
  'color-scheme',
  'package',
  'time-matrix',
  'widget-content',
  'widget-look',
  'offline',
  'host-api',
  'widget-a11y',
  'loader',
  'isolation-load',
  'icon-contrast',
  'csp-credentials',
  'worker-lane',
  'widget-refresh',
  'widget-navigation',
  'locale-option',
  'xss',
  'host-launcher',
  'format',
  'foundation',
];

/** Vitest's order, with the browser files' places taken in BROWSER_START_ORDER's order. */
export class BrowserStartOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isBrowser = (spec: TestSpecification) => spec.project.name.startsWith('browser');
    const rank = (spec: TestSpecification) => {
      const name = /([\w-]+)\.test\.ts$/.exec(spec.moduleId)?.[1] ?? '';
      const index = BROWSER_START_ORDER.indexOf(name);
      return (
        (index === -1 ? BROWSER_START_ORDER.length : index) * 2 +
        (spec.project.name === 'browser' ? 0 : 1)
      );
    };
    const browser = sorted.filter(isBrowser).sort((a, b) => rank(a) - rank(b));
    return sorted.map((spec) => (isBrowser(spec) ? (browser.shift() ?? spec) : spec));
  }
}

/**
 * The unit test files, split in two projects by what isolation they need (ADR-0121). A file
 * that needs a DOM (`@vitest-environment jsdom`) or replaces a module (`vi.mock`) runs in the
 * `unit` project, each in a fresh worker: a reused worker keeps its jsdom document, and React's
 * marks on it, from one file to the next, and a module mock would outlive its file (the
 * `vmThreads` pool, a fresh context per file in a reused worker, failed many of them). Every
 * other file runs in `unit-node`, whose workers are reused from file to file, so node_modules
 * load once per worker; its set-up file (tests/unit/support/shared-worker-setup.ts) evaluates the
 * repository's modules anew for each file and puts back real timers, globals and environment
 * variables. A file is classified by what it says, so a new one lands in the right project by
 * itself.
 */
export function needsIsolation(source: string): boolean {
  return /@vitest-environment jsdom|\bvi\.mock\(/.test(source);
}

const unitDir = new URL('./tests/unit/', import.meta.url);
const unitTestFiles = readdirSync(unitDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/unit/${file}`);
export const ISOLATED_UNIT_TESTS = unitTestFiles.filter((file) =>
  needsIsolation(readFileSync(new URL(file.slice('tests/unit/'.length), unitDir), 'utf8')),
);
export const SHARED_WORKER_UNIT_TESTS = unitTestFiles.filter(
  (file) => !ISOLATED_UNIT_TESTS.includes(file),
);

/** What both unit projects share; `npm run test:unit` (`--project 'unit*'`) runs the two. */
const unitProject = {
  environment: 'node',
  // A hang guard, not a speed goal (speed lives in perf/): a property test of a few
  // hundred runs took over Vitest's 5 s default once on a machine busy with two browser
  // suites (dcs-exp-cookie "never throws"), and failed a correct build.
  testTimeout: 30_000,
  pool: 'threads',
  // Vitest's default leaves a core to its main process: one worker on this 2-core
  // machine, which then ran the unit tests on one core. The main process is nearly idle
  // once the files are transformed, so use every core (ADR-0076). Both projects are one
  // group, so their files share the two workers' queue.
  maxWorkers: availableParallelism(),
} as const;

const browserProject = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Three files at a time, each with its own Chromium and demo server (ADR-0120): a browser
  // file waits often (on its page, the demo server, a hanging fault, a window in which nothing
  // may happen), so two kept the 2-core machine about 83 % busy and three about 95 %; four made
  // each file twice as slow and failed a pixel test. `npm test` runs both browser projects in
  // one Vitest process: the workers take files of either flavour from one queue, longest
  // first (BROWSER_START_ORDER), so none waits on another's leftovers.
  maxWorkers: 3,
  // A worker keeps its modules from one file to the next (ADR-0120): the step is CPU-bound, and
  // importing playwright-core, the demo server and the support helpers again for every file was
  // a good part of Node's share. Files still share no state: each launches its own Chromium and
  // demo server, and Vitest reuses a worker for files of one project only, so QA_DIST and
  // QA_FLAVOUR never change under a module that read them.
  isolate: false,
  // After the unit tests when one Vitest run asks for both (a group of its own, so the
  // unit project's worker count is its own too).
  sequence: { groupOrder: 1 },
} as const;

// Projects: fast unit/component tests (node or jsdom); real-browser tests that drive Debian
// Chromium against the demo server over dist/ (tests/browser), and the flavour-specific ones
// again over dist-preact/; and the benchmarks.
export default defineConfig({
  plugins: [react()],
  define: {
    __FACADE_CHUNK__: JSON.stringify('facade-TEST.js'),
    __WIDGET_CHUNK__: JSON.stringify('widget-TEST.js'),
    __WIDGET_IMPORTS__: JSON.stringify(['widget-runtime-TEST.js']),
    __EARLY_CHUNK__: JSON.stringify('early-open-TEST.js'),
  },
  test: {
    sequence: { sequencer: BrowserStartOrder },
    projects: [
      {
        extends: true,
        test: {
          ...unitProject,
          name: 'unit',
          // Files that need a DOM say `@vitest-environment jsdom`; each file in a fresh worker.
          isolate: true,
          include: ISOLATED_UNIT_TESTS,
          // What every jsdom file would otherwise repeat (the widget's locale transport).
          setupFiles: ['tests/unit/support/jsdom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...unitProject,
          name: 'unit-node',
          isolate: false,
          include: SHARED_WORKER_UNIT_TESTS,
          setupFiles: ['tests/unit/support/shared-worker-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...browserProject,
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
        },
      },
      {
        // `npm run test:browser:preact`: the Preact build, flavour-specific files only.
        extends: true,
        test: {
          ...browserProject,
          name: 'browser-preact',
          include: FLAVOUR_SPECIFIC_BROWSER_TESTS,
          // QA_DIST_PREACT: another Preact build (the default is npm run build:preact's).
          // QA_FLAVOUR: inside these files, the tests of code both builds share run in the
          // React run only (tests/browser/support/flavour.ts).
          env: { QA_DIST: process.env.QA_DIST_PREACT ?? 'dist-preact', QA_FLAVOUR: 'preact' },
        },
      },
      {
        // `npm run bench` only: benchmarks are not timed tests.
        extends: true,
        test: {
          name: 'bench',
          environment: 'node',
          pool: 'forks',
          execArgv: ['--expose-gc'],
          include: ['perf/bench/**/*.bench.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
