// Loader main-thread time for an ineligible (anonymous) visitor — everything
// stage one costs a host page whose visitor sees nothing. A CDP trace of each page load
// (a fresh context each, so V8 has no code cache for loader.js) attributes main-thread
// time to loader.js: the trace events that name it (compile, evaluation, function calls)
// and the microtasks that run inside them (the `await` on getUser), as wall time and as
// thread (CPU) time. Parsing happens off the main thread (script streaming), reported apart.
import { expect, test } from 'vitest';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { percentile, recordBenchmark, round } from './record';

const SAMPLES = 15;
const LOADER = /\/quick-actions\/loader\.js$/;

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: without the time the thread was descheduled or waiting. */
  tdur?: number;
  args?: { data?: { url?: string }; fileName?: string };
}

/** Trace events as CDP sends them: untyped records, kept when they have what we read. */
function parseTraceEvents(values: readonly unknown[]): TraceEvent[] {
  return values.flatMap((value) => {
    const e = value as Partial<TraceEvent> | null;
    if (typeof e?.name !== 'string' || typeof e.ph !== 'string') return [];
    if (typeof e.tid !== 'number' || typeof e.ts !== 'number') return [];
    return [e as TraceEvent];
  });
}

const suite = useBrowserAndDemo();

const namesLoader = (event: TraceEvent) =>
  LOADER.test(event.args?.data?.url ?? event.args?.fileName ?? '');

/** Total length of the union of [start, end) intervals, in µs. */
function unionLength(intervals: [number, number][]): number {
  let total = 0;
  let reached = -Infinity;
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (end <= reached) continue;
    total += end - Math.max(start, reached);
    reached = end;
  }
  return total;
}

function loaderTime(events: TraceEvent[]) {
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined);
  const evaluation = complete.find((e) => e.name === 'EvaluateScript' && namesLoader(e));
  if (!evaluation) throw new Error('No evaluation of loader.js in the trace');
  const main = complete.filter((e) => e.tid === evaluation.tid);
  const own = main.filter(namesLoader);
  const contains = (outer: TraceEvent, inner: TraceEvent) =>
    inner.ts >= outer.ts && inner.ts + inner.dur! <= outer.ts + outer.dur!;
  // Microtasks run inside the script's own task belong to it (its async functions).
  const microtasks = main.filter(
    (e) => e.name === 'RunMicrotasks' && own.some((o) => contains(o, e)),
  );
  const selected = [...own, ...microtasks];
  // CPU time of the outermost events only, so nested ones are not counted twice.
  const outermost = selected.filter(
    (e, i) => !selected.some((o, j) => o !== e && contains(o, e) && (o.dur! > e.dur! || j < i)),
  );
  const parse = complete.filter((e) => e.name === 'v8.parseOnBackground' && namesLoader(e));
  return {
    // Wall time the main thread spent on loader.js, waits included (a synchronous
    // document.cookie read waits on the browser process); inflated on a busy machine.
    wallMs: unionLength(selected.map((e): [number, number] => [e.ts, e.ts + e.dur!])) / 1000,
    // The same events' thread time: the loader's own CPU work, robust to machine load.
    cpuMs: outermost.reduce((sum, e) => sum + (e.tdur ?? e.dur!), 0) / 1000,
    longestMs: Math.max(...own.map((e) => e.dur!)) / 1000,
    backgroundParseMs: parse.reduce((sum, e) => sum + e.dur!, 0) / 1000,
  };
}

async function measure(cpuSlowdown: number) {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...parseTraceEvents(value)));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'v8.execute',
          'v8',
          'disabled-by-default-devtools.timeline',
        ],
      },
      transferMode: 'ReportEvents',
    });
    // An async script runs before `load`; two frames more let its microtasks finish.
    await page.goto(`${suite.demo.url}/?user=none`, { waitUntil: 'load' });
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    await cdp.send('Tracing.end');
    await complete;
    // Ineligible: nothing drawn, nothing more fetched (ADR-0010).
    expect(await page.locator('[data-quick-actions-root]').count()).toBe(0);
    return loaderTime(events);
  } finally {
    await context.close();
  }
}

test(`loader main-thread time for an anonymous visitor over ${SAMPLES} loads`, async () => {
  const figures: Record<string, unknown> = { samples: SAMPLES, page: '/?user=none' };
  for (const cpuSlowdown of [1, 4]) {
    const runs = [];
    for (let i = 0; i < SAMPLES; i++) runs.push(await measure(cpuSlowdown));
    const summary = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { medianMs: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)) };
    };
    figures[`cpu${cpuSlowdown}x`] = {
      mainThreadWall: summary(runs.map((r) => r.wallMs)),
      mainThreadCpu: summary(runs.map((r) => r.cpuMs)),
      longestTask: summary(runs.map((r) => r.longestMs)),
      backgroundParse: summary(runs.map((r) => r.backgroundParseMs)),
    };
    expect(runs.every((r) => r.wallMs > 0 && r.cpuMs > 0)).toBe(true);
  }
  recordBenchmark('loaderMainThreadAnonymous', figures);
});
