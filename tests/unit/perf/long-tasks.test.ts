// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  describeLongTasks,
  keepTraceOfListedRun,
  ownBlockingTime,
  ownLongTasks,
} from '../../../perf/lighthouse/long-tasks.mjs';

const ORIGIN = 'https://127.0.0.1:4321';

describe('our long tasks, described', () => {
  const tasks = [
    { file: 'widget-runtime-Ab12.js', duration: 123.4, startTime: 1200, mostly: 'script 80' },
    { file: 'loader.js', duration: 61, startTime: 500 },
  ];

  it('names each by its file, its rounded duration and where most of it went', () => {
    expect(describeLongTasks(tasks)).toBe(
      'widget-runtime-Ab12.js 123 ms (script 80), loader.js 61 ms',
    );
    expect(describeLongTasks([])).toBe('none');
  });
});

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
const simulated = (slowdown = 3.5) => ({
  configSettings: { throttlingMethod: 'simulate', throttling: { cpuSlowdownMultiplier: slowdown } },
  audits: {},
});

describe('the long tasks of ours in the trace', () => {
  // The widget's mount, run in microtasks after a `scheduler.yield`: no script event starts it.
  const mount = task(100, 17.3, microtasks(16.8), requestFrom(OURS));

  it("are found by the stacks recorded in them, at the run's slowdown as Lantern rounds it", () => {
    expect(ownLongTasks(simulated(), traceOf(mount))).toEqual([
      {
        file: 'widget-Ab12.js',
        duration: 61,
        startTime: 98,
        unattributed: true,
        mostly: 'script 59',
      },
    ]);
    expect(describeLongTasks(ownLongTasks(simulated(), traceOf(mount)))).toBe(
      'widget-Ab12.js 61 ms (script 59) [found by its stack: the audit named no script]',
    );
    expect(ownBlockingTime(ownLongTasks(simulated(), traceOf(mount)))).toBe(11);
  });

  it('are named by the module of ours they evaluated, when the trace records one', () => {
    const RUNTIME = `${ORIGIN}/quick-actions/widget-runtime-Cd34.js`;
    const evaluated: TraceEvent = {
      name: 'ModuleEvaluated',
      ph: 'X',
      ts: 15,
      dur: 20,
      cat: 'disabled-by-default-devtools.target-rundown',
      args: { data: { url: RUNTIME } },
    };
    const evaluation = task(100, 18, microtasks(0.1), evaluated, requestFrom(OURS));
    expect(ownLongTasks(simulated(), traceOf(evaluation)).map((t) => t.file)).toEqual([
      'widget-runtime-Cd34.js',
    ]);
    // No stack of ours in it: the module alone makes it ours.
    const alone = task(100, 18, microtasks(0.1), evaluated);
    expect(ownLongTasks(simulated(), traceOf(alone)).map((t) => t.file)).toEqual([
      'widget-runtime-Cd34.js',
    ]);
  });

  it('count at half the slowdown when they did layout, as Lantern counts them', () => {
    const withLayout = task(100, 20, microtasks(10), layout(9), requestFrom(OURS));
    expect(ownLongTasks(simulated(4), traceOf(withLayout))).toEqual([]); // 40 ms
    const longer = task(100, 30, microtasks(10), layout(19), requestFrom(OURS));
    expect(ownLongTasks(simulated(4), traceOf(longer)).map((t) => t.duration)).toEqual([60]);
  });

  it("are as observed under DevTools throttling (the click's timespan)", () => {
    const timespan = {
      configSettings: { throttlingMethod: 'devtools', throttling: { cpuSlowdownMultiplier: 4 } },
    };
    expect(ownLongTasks(timespan, traceOf(mount))).toEqual([]);
    const long = task(100, 62, microtasks(61), requestFrom(OURS));
    expect(ownLongTasks(timespan, traceOf(long)).map((t) => t.duration)).toEqual([62]);
  });

  it('are named, like the audit, by the script that started them, and counted once', () => {
    // Ours: listed once, under our file, by the audit's rule.
    const ourCall = task(100, 20, callInto(OURS, 19.5));
    expect(ownLongTasks(simulated(), traceOf(ourCall))).toEqual([
      { file: 'widget-Ab12.js', duration: 70, startTime: 98, mostly: 'script 68' },
    ]);
    // The host's: its script called into ours, and the task is the host's.
    const hostCall = task(200, 20, callInto(HOST_SCRIPT, 19.5), requestFrom(OURS));
    expect(ownLongTasks(simulated(), traceOf(hostCall))).toEqual([]);
  });

  it("sums their time past 50 ms, as TBT counts it, and the host page's tasks not at all", () => {
    const ours = task(100, 20, callInto(OURS, 19.5)); // 70 ms at 3.5×
    const hosts = task(200, 30, callInto(HOST_SCRIPT, 29.5)); // 105 ms at 3.5×
    expect(ownBlockingTime(ownLongTasks(simulated(), traceOf(ours, hosts)))).toBe(20);
  });

  it("leave out the page's own tasks and short ones", () => {
    const pageLayout = task(100, 40, layout(39));
    const short = task(200, 14, microtasks(13.5), requestFrom(OURS)); // 49 ms at 3.5×
    expect(ownLongTasks(simulated(), traceOf(pageLayout, short))).toEqual([]);
  });
});

describe('the trace of a run that lists a long task of ours', () => {
  const trace = { traceEvents: [{ name: 'RunTask', ph: 'X', ts: 1, dur: 20_000 }] };
  const listed = [{ file: 'loader.js', duration: 64, startTime: 900 }];
  const notListed: typeof listed = [];

  it('is kept, gzipped, for a run that lists one, and nothing is written otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qa-traces-'));
    try {
      const file = join(dir, 'reports', 'trace-lighthouse-mobile-first-visit-gate-round2.json.gz');
      expect(keepTraceOfListedRun(notListed, trace, file)).toBeUndefined();
      expect(keepTraceOfListedRun(listed, undefined, file)).toBeUndefined();
      expect(existsSync(file)).toBe(false);

      expect(keepTraceOfListedRun(listed, trace, file)).toBe(file);
      expect(JSON.parse(gunzipSync(readFileSync(file)).toString())).toEqual(trace);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
