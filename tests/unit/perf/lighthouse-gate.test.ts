// @vitest-environment node
// The Lighthouse gate's pure parts (ADR-0097): the long tasks of ours read from a trace as recorded,
// the facts read from a report, and the budgets that fail on each of them.
import { describe, expect, it } from 'vitest';
import { checkRun, parseLighthouseBudgets } from '../../../perf/lighthouse/budget.mjs';
import { factsFromReport } from '../../../perf/lighthouse/facts.mjs';
import { describeLongTasks, ownLongTasks } from '../../../perf/lighthouse/long-tasks.mjs';
import { TREND_LENGTH, lcpChanges, withTrend } from '../../../perf/lighthouse/report.mjs';
import budgetsJson from '../../../perf/lighthouse/budgets.json';

const ORIGIN = 'https://127.0.0.1:4321';
// A trace as Chromium records it for Lighthouse, reduced to what its task tree needs: the
// renderer's main thread, the page's frame, the navigation, then the tasks.
const PAGE = `${ORIGIN}/?user=A`;
const OURS = `${ORIGIN}/quick-actions/widget-Ab12.js`;
const HOST_SCRIPT = `${ORIGIN}/controls.js`;
const [PID, TID, FRAME] = [7, 8, 'F00D'];
type TraceEvent = Record<string, unknown>;
const onMain = (event: TraceEvent): TraceEvent => ({
  pid: PID,
  tid: TID,
  cat: 'toplevel',
  ...event,
});
const traceOf = (...tasks: TraceEvent[][]) => ({
  traceEvents: [
    {
      name: 'thread_name',
      ph: 'M',
      cat: '__metadata',
      pid: PID,
      tid: TID,
      ts: 0,
      args: { name: 'CrRendererMain' },
    },
    {
      name: 'TracingStartedInBrowser',
      ph: 'I',
      cat: 'disabled-by-default-devtools.timeline',
      pid: 1,
      tid: 1,
      ts: 1_000,
      args: {
        data: {
          frames: [
            {
              frame: FRAME,
              url: PAGE,
              processId: PID,
              isInPrimaryMainFrame: true,
              isOutermostMainFrame: true,
            },
          ],
        },
      },
    },
    onMain({
      name: 'navigationStart',
      ph: 'R',
      cat: 'blink.user_timing',
      ts: 2_000,
      args: {
        frame: FRAME,
        data: { documentLoaderURL: PAGE, isLoadingMainFrame: true, isOutermostMainFrame: true },
      },
    }),
    ...tasks.flat(),
  ],
});
/** A top-level task at `ms` of `durationMs`, with what ran in it. */
const task = (ms: number, durationMs: number, ...inside: TraceEvent[]): TraceEvent[] => [
  onMain({ name: 'RunTask', ph: 'X', ts: ms * 1000, dur: durationMs * 1000, args: {} }),
  ...inside.map((event) => onMain({ ...event, ts: ms * 1000 + Number(event.ts ?? 10) })),
];
const microtasks = (durationMs: number): TraceEvent => ({
  name: 'RunMicrotasks',
  ph: 'X',
  ts: 10,
  dur: durationMs * 1000,
  args: {},
});
const layout = (durationMs: number): TraceEvent => ({
  name: 'Layout',
  ph: 'X',
  ts: 20,
  dur: durationMs * 1000,
  args: {},
});
const requestFrom = (url: string): TraceEvent => ({
  name: 'ResourceSendRequest',
  ph: 'I',
  ts: 30,
  cat: 'devtools.timeline',
  args: {
    data: {
      url: `${ORIGIN}/locale-en.js`,
      stackTrace: [{ url, functionName: 'load', lineNumber: 1, columnNumber: 1 }],
    },
  },
});
const callInto = (url: string, durationMs: number): TraceEvent => ({
  name: 'FunctionCall',
  ph: 'X',
  ts: 10,
  dur: durationMs * 1000,
  cat: 'devtools.timeline',
  args: { data: { url, frame: FRAME, functionName: 'run' } },
});
/** A garbage collection that held the main thread `cpuMs` (its helper threads did the rest). */
const collection = (cpuMs: number): TraceEvent => ({
  name: 'MajorGC',
  ph: 'X',
  ts: 40,
  dur: cpuMs * 2000,
  tdur: cpuMs * 1000,
  cat: 'devtools.timeline,v8',
  args: {},
});
/** A task whose thread ran only `cpuMs` of its wall time. */
const waiting = (ms: number, wallMs: number, cpuMs: number, ...inside: TraceEvent[]) => {
  const [top, ...rest] = task(ms, wallMs, ...inside);
  return [{ ...top, tdur: cpuMs * 1000 }, ...rest];
};

const gate = { slowdown: 4, maxOffCpuMs: 120, maxGcMs: 25 };
/** A task of ours as ownLongTasks gives it (`busiest` aside). */
const ownTask = (duration: number, cpu: number, offCpu: number, gc = 0) =>
  ({ file: 'widget-Ab12.js', duration, cpu, gc, offCpu }) as const;

describe('the long tasks of ours, read from the trace as recorded', () => {
  it('are long by their CPU time at the slowdown, their off-CPU time shown beside it', () => {
    // 15 ms of CPU, 5 ms waiting: 60 ms at 4×.
    const busy = waiting(100, 20, 15, callInto(OURS, 19));
    expect(ownLongTasks(traceOf(busy), gate)).toEqual([
      { ...ownTask(60, 15, 5), busiest: 'FunctionCall 19.0 ms, RunTask 1.0 ms' },
    ]);
    expect(describeLongTasks(ownLongTasks(traceOf(busy), gate))).toBe(
      'widget-Ab12.js 60 ms at the slowdown (CPU 15 ms, GC 0 ms of it, off-CPU 5 ms; busiest: FunctionCall 19.0 ms, RunTask 1.0 ms)',
    );
    // 12 ms of CPU: 48 ms at 4×, not long; nor a 100 ms wait within the off-CPU ceiling.
    expect(ownLongTasks(traceOf(waiting(100, 12, 12, callInto(OURS, 11))), gate)).toEqual([]);
    expect(ownLongTasks(traceOf(waiting(100, 105, 5, callInto(OURS, 104))), gate)).toEqual([]);
  });

  it('keep a wait past the off-CPU ceiling, however little CPU it took', () => {
    const storage = waiting(100, 130, 2, callInto(OURS, 129));
    expect(ownLongTasks(traceOf(storage), gate)).toEqual([
      { ...ownTask(8, 2, 128), busiest: 'FunctionCall 129.0 ms, RunTask 1.0 ms' },
    ]);
  });

  it('leave a garbage collection out of the CPU time at the slowdown, shown beside it', () => {
    // 16 ms of CPU, 6 of them collecting: 40 ms at 4×, not long; 16 ms of our own would be.
    const evaluation = waiting(100, 30, 16, callInto(OURS, 29), collection(6));
    expect(ownLongTasks(traceOf(evaluation), gate)).toEqual([]);
    expect(ownLongTasks(traceOf(waiting(100, 30, 16, callInto(OURS, 29))), gate)).toEqual([
      { ...ownTask(64, 16, 14), busiest: 'FunctionCall 29.0 ms, RunTask 1.0 ms' },
    ]);
    // Past its own ceiling a collection is kept, however little of the task is ours.
    const heap = waiting(100, 60, 30, callInto(OURS, 59), collection(28));
    expect(ownLongTasks(traceOf(heap), gate)).toEqual([
      {
        ...ownTask(8, 30, 30, 28),
        busiest: 'MajorGC 56.0 ms, FunctionCall 3.0 ms, RunTask 1.0 ms',
      },
    ]);
  });

  it('find a task no script started by the stacks in it, and leave the host page’s alone', () => {
    // The widget's mount in microtasks after a `scheduler.yield`: no script event starts it.
    const mount = task(100, 17, microtasks(16.8), requestFrom(OURS));
    expect(ownLongTasks(traceOf(mount), gate).map((t) => t.file)).toEqual(['widget-Ab12.js']);
    // The host's script called into ours: the task is the host's, as Lighthouse names it.
    const hostCall = task(200, 20, callInto(HOST_SCRIPT, 19.5), requestFrom(OURS));
    expect(ownLongTasks(traceOf(hostCall, task(300, 40, layout(39))), gate)).toEqual([]);
  });

  it('count V8’s main-thread work on one of our files as ours: its compile and code cache', () => {
    const cache = { name: 'v8.produceModuleCache', ph: 'X', ts: 10, dur: 16_000 };
    const of = (url: string) => traceOf(task(100, 17, { ...cache, args: { data: { url } } }));
    expect(ownLongTasks(of(OURS), gate).map((t) => t.file)).toEqual(['widget-Ab12.js']);
    expect(ownLongTasks(of(HOST_SCRIPT), gate)).toEqual([]);
  });
});

/** A Lighthouse result with what facts.mjs reads. */
const report = (over: Record<string, unknown> = {}) => ({
  finalDisplayedUrl: `${ORIGIN}/?user=A`,
  gatherMode: 'navigation',
  categories: { performance: { score: 0.99 } },
  audits: {
    'network-requests': {
      details: {
        items: [
          {
            url: `${ORIGIN}/`,
            resourceType: 'Document',
            transferSize: 9000,
            networkRequestTime: 0,
          },
          {
            url: `${ORIGIN}/quick-actions/loader.js`,
            resourceType: 'Script',
            transferSize: 1600,
            networkRequestTime: 40,
          },
          {
            url: `${ORIGIN}/quick-actions/facade-Ab12.js`,
            resourceType: 'Script',
            transferSize: 11000,
            networkRequestTime: 900,
          },
        ],
      },
    },
    metrics: { details: { items: [{ observedLoad: 700, observedFirstPaint: 650 }] } },
    'largest-contentful-paint-element': {
      details: {
        items: [{ items: [{ node: { snippet: '<h1 class="hero">', selector: 'main > h1' } }] }],
      },
    },
    'cumulative-layout-shift': { numericValue: 0 },
    'largest-contentful-paint': { numericValue: 820 },
    'total-blocking-time': { numericValue: 0 },
    ...over,
  },
});

describe('the facts of a report', () => {
  it('are our requests with their bytes and times, the load, the LCP element, the shift', () => {
    const facts = factsFromReport(report());
    expect(facts.requests.map((r) => [r.file, r.transferSize, r.sentAt])).toEqual([
      ['loader.js', 1600, 40],
      ['facade-Ab12.js', 11000, 900],
    ]);
    expect(facts).toMatchObject({ load: 700, firstPaint: 650, lcpOurs: false, cls: 0 });
    // On the navigation's clock: the first request went 5 ms after the navigation started.
    const network = report()['audits']['network-requests'];
    const shifted = factsFromReport(
      report({
        'network-requests': {
          details: { ...network.details, debugData: { networkStartTimeTs: 1_005_000 } },
        },
        metrics: {
          details: {
            items: [
              { observedLoad: 700, observedFirstPaint: 650, observedTimeOriginTs: 1_000_000 },
            ],
          },
        },
      }),
    );
    expect(shifted.requests.map((r) => r.sentAt)).toEqual([45, 905]);
    expect(facts.trend).toEqual({ score: 99, lcp: 820, tbt: 0, inp: undefined });
  });

  it('know our element as the LCP element, in the light DOM or by its class', () => {
    const lcp = (snippet: string) =>
      factsFromReport(
        report({
          'largest-contentful-paint-element': {
            details: { items: [{ items: [{ node: { snippet, selector: 'div' } }] }] },
          },
        }),
      ).lcpOurs;
    expect(lcp('<div data-quick-actions-root="">')).toBe(true);
    expect(lcp('<section class="qa-popup">')).toBe(true);
    expect(lcp('<div class="faq-item">')).toBe(false);
  });

  it('refuse a failed run and a report without its network requests', () => {
    expect(() => factsFromReport({ runtimeError: { code: 'NO_FCP', message: 'x' } })).toThrow(
      /NO_FCP/,
    );
    expect(() => factsFromReport(report({ 'network-requests': undefined }))).toThrow(/network/);
  });
});

describe('the gate’s budgets', () => {
  const budgets = parseLighthouseBudgets(budgetsJson);
  const sizes = [
    { pattern: 'loader.js', brotli: 1536 },
    { pattern: 'facade-*.js', brotli: 12288 },
  ];
  const check = (lhr: unknown, longTasks = [] as ReturnType<typeof ownLongTasks>, baseCls = 0) =>
    checkRun(
      {
        where: 'eligible',
        facts: factsFromReport(lhr),
        longTasks,
        allowed: budgets.scripts.eligible,
        baseCls,
      },
      budgets,
      sizes,
    );
  const requests = (...items: Record<string, unknown>[]) => ({
    'network-requests': {
      details: {
        items: [
          {
            url: `${ORIGIN}/quick-actions/loader.js`,
            resourceType: 'Script',
            transferSize: 1600,
            networkRequestTime: 40,
          },
          ...items,
        ],
      },
    },
  });
  const facade = {
    url: `${ORIGIN}/quick-actions/facade-Ab12.js`,
    resourceType: 'Script',
    transferSize: 11000,
  };

  it('hold a page that keeps to every one of them', () => {
    expect(budgets.slowdown).toBe(4);
    expect(check(report())).toEqual([]);
  });

  it('fail on an extra request, a request over its size, and one before the load', () => {
    const extra = { ...facade, url: `${facade.url}?again`, networkRequestTime: 901 };
    expect(check(report(requests({ ...facade, networkRequestTime: 900 }, extra)))).toEqual([
      'eligible: requests facade-Ab12.js?again, one more than its 2 allowed',
    ]);
    expect(
      check(report(requests({ ...facade, transferSize: 13000, networkRequestTime: 900 }))),
    ).toEqual(['eligible: facade-Ab12.js transferred 13000 B > 12688 B']);
    expect(check(report(requests({ ...facade, networkRequestTime: 660 })))).toEqual([
      "eligible: requests facade-Ab12.js at 660 ms, before the page's load and first paint (700 ms)",
    ]);
  });

  it('fail when our element is the LCP element, and on a shift the bare page lacks', () => {
    const ours = {
      'largest-contentful-paint-element': {
        details: { items: [{ items: [{ node: { snippet: '<div data-quick-actions-root>' } }] }] },
      },
    };
    expect(check(report(ours))[0]).toMatch(/the LCP element is ours/);
    const shift = { 'cumulative-layout-shift': { numericValue: 0.02 } };
    expect(check(report(shift))).toEqual(['eligible: layout shift 0.0200 > 0 without us']);
    expect(check(report(shift), [], 0.02)).toEqual([]);
    // Named by what moved, so a failure on a loaded machine says what to look for.
    const moved = { items: [{ node: { snippet: '<section class="qa-popup">' }, score: 0.0213 }] };
    const named = check(report({ ...shift, 'layout-shifts': { details: moved } }));
    expect(named).toEqual([
      'eligible: layout shift 0.0200 > 0 without us: moved <section class="qa-popup"> 0.0213',
    ]);
  });

  it('fail on a long task of ours, a long collection and a long wait, with their times', () => {
    const times = (over: object) => ({
      ...ownTask(8, 2, 3),
      file: 'loader.js',
      busiest: 'FunctionCall 9.0 ms',
      ...over,
    });
    expect(check(report(), [times({ duration: 60, cpu: 15 })])).toEqual([
      'eligible: a task of ours, loader.js, is long: 60 ms at 4× (CPU 15 ms, GC 0 ms of it, off-CPU 3 ms; busiest: FunctionCall 9.0 ms)',
    ]);
    expect(check(report(), [times({ cpu: 30, gc: 28 })])).toEqual([
      'eligible: a task of ours, loader.js, collects garbage over 25 ms (CPU 30 ms, GC 28 ms of it, off-CPU 3 ms; busiest: FunctionCall 9.0 ms)',
    ]);
    expect(check(report(), [times({ offCpu: 128 })])).toEqual([
      'eligible: a task of ours, loader.js, waits off the CPU over 120 ms (CPU 2 ms, GC 0 ms of it, off-CPU 128 ms; busiest: FunctionCall 9.0 ms)',
    ]);
  });

  it('give each script the most specific pattern it fits', () => {
    const script = (file: string) => ({
      url: `${ORIGIN}/quick-actions/${file}`,
      resourceType: 'Script',
      networkRequestTime: 900,
    });
    const files = ['widget-runtime-interop-A.js', 'widget-runtime-B.js', 'widget-C.js'];
    const facts = factsFromReport(report(requests(...files.map(script))));
    const where = 'open';
    const sized = files.map((file) => ({
      pattern: file.replace(/[A-C]\.js$/, '*.js'),
      brotli: 9e4,
    }));
    expect(
      checkRun(
        { where, facts, longTasks: [], allowed: budgets.open.scripts, baseCls: 0 },
        budgets,
        [...sizes, ...sized],
      ),
    ).toEqual(['open: requests loader.js, one more than its 7 allowed']);
  });

  it('count scripts only, but hold every request of ours to the load', () => {
    const css = { url: `${ORIGIN}/quick-actions/slate-v1.css`, resourceType: 'Stylesheet' };
    expect(check(report(requests({ ...css, networkRequestTime: 900 })))).toEqual([]);
    expect(check(report(requests({ ...css, networkRequestTime: 100 })))).toEqual([
      "eligible: requests slate-v1.css at 100 ms, before the page's load and first paint (700 ms)",
    ]);
  });
});

describe('the trend of stock Lighthouse figures', () => {
  const rows = [
    { variant: 'bare', lcp: 800 },
    { variant: 'eligible', lcp: 830 },
  ].map(({ variant, lcp }) => ({
    variant,
    shared: false,
    facts: { ...factsFromReport(report()), trend: { score: 100, lcp, tbt: 0 } },
    longTasks: [],
    problems: [],
  }));

  it('is the LCP change against the bare page, the last runs kept', () => {
    expect(lcpChanges(rows)).toEqual({ bare: 0, eligible: 30 });
    const long = Array.from({ length: TREND_LENGTH }, () => ({ date: 'old' }));
    const trend = withTrend(long, rows);
    expect(trend).toHaveLength(TREND_LENGTH);
    expect(trend.at(-1)).toMatchObject({ lcpChange: { eligible: 30 }, tbt: { eligible: 0 } });
  });
});
