// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inThreadTime, traceForAudits } from '../../../perf/lighthouse/thread-time.mjs';

const [RENDERER, MAIN, COMPOSITOR, BROWSER] = [7, 8, 9, 1];
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}
const named = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
});
const onMain = (event: Omit<TraceEvent, 'pid' | 'tid'>): TraceEvent => ({
  ...event,
  pid: RENDERER,
  tid: MAIN,
});
const traceOf = (...events: TraceEvent[]) => ({
  traceEvents: [
    named(RENDERER, MAIN, 'CrRendererMain'),
    named(RENDERER, COMPOSITOR, 'Compositor'),
    named(BROWSER, 1, 'CrBrowserMain'),
    ...events,
  ],
});
const find = (trace: { traceEvents: TraceEvent[] }, name: string) =>
  trace.traceEvents.find((event) => event.name === name);

// A 40 ms task (wall) that its thread ran for 20 ms: the rest it waited for a core.
const task = onMain({ name: 'RunTask', ph: 'X', ts: 100_000, dur: 40_000, tdur: 20_000 });
const layout = onMain({ name: 'Layout', ph: 'X', ts: 110_000, dur: 20_000 });
const request = onMain({ name: 'ResourceSendRequest', ph: 'I', ts: 130_000 });
const begin = onMain({ name: 'FunctionCall', ph: 'B', ts: 104_000 });
const end = onMain({ name: 'FunctionCall', ph: 'E', ts: 108_000 });

describe('the main thread in thread time', () => {
  it('shrinks a task to its thread time, and what ran in it in proportion', () => {
    const shrunk = inThreadTime(traceOf(task, layout, request, begin, end));
    expect(find(shrunk, 'RunTask')).toMatchObject({ ts: 100_000, dur: 20_000, tdur: 20_000 });
    expect(find(shrunk, 'Layout')).toMatchObject({ ts: 105_000, dur: 10_000 });
    expect(find(shrunk, 'ResourceSendRequest')).toMatchObject({ ts: 115_000 });
    expect(shrunk.traceEvents.filter((e) => e.name === 'FunctionCall').map((e) => e.ts)).toEqual([
      102_000, 104_000,
    ]);
  });

  it('keeps the moments the run observed, the tasks between, and the given trace', () => {
    const fcp = onMain({ name: 'firstContentfulPaint', ph: 'R', ts: 120_000 });
    const lcp = onMain({ name: 'largestContentfulPaint::Candidate', ph: 'R', ts: 120_000 });
    const later = onMain({ name: 'RunTask', ph: 'X', ts: 150_000, dur: 10_000, tdur: 10_000 });
    const given = traceOf(task, fcp, lcp, later);
    const shrunk = inThreadTime(given);
    expect(find(shrunk, 'firstContentfulPaint')?.ts).toBe(120_000);
    expect(find(shrunk, 'largestContentfulPaint::Candidate')?.ts).toBe(120_000);
    expect(
      shrunk.traceEvents.filter((e) => e.name === 'RunTask').map((e) => [e.ts, e.dur]),
    ).toEqual([
      [100_000, 20_000],
      [150_000, 10_000],
    ]);
    expect(find(given, 'RunTask')?.dur).toBe(40_000);
  });

  it('leaves other threads alone, and a task with no thread time or none to spare', () => {
    const compositor = { ...task, tid: COMPOSITOR };
    const browser = { ...task, pid: BROWSER, tid: 1 };
    const untimed = onMain({ name: 'RunTask', ph: 'X', ts: 200_000, dur: 40_000 });
    const busy = onMain({ name: 'RunTask', ph: 'X', ts: 300_000, dur: 40_000, tdur: 41_000 });
    const shrunk = inThreadTime(traceOf(compositor, browser, untimed, busy));
    expect(shrunk.traceEvents.filter((e) => e.name === 'RunTask').map((e) => e.dur)).toEqual([
      40_000, 40_000, 40_000, 40_000,
    ]);
  });

  it('moves a task nested in another (a nested run loop) with its parent', () => {
    const nested = onMain({ name: 'RunTask', ph: 'X', ts: 120_000, dur: 10_000, tdur: 10_000 });
    const shrunk = inThreadTime(traceOf(task, nested));
    expect(
      shrunk.traceEvents.filter((e) => e.name === 'RunTask').map((e) => [e.ts, e.dur]),
    ).toEqual([
      [100_000, 20_000],
      [110_000, 5_000],
    ]);
  });
});

describe('the trace the audits read', () => {
  const trace = traceOf(task, layout);
  it('in thread time under simulated throttling, as observed under DevTools throttling', () => {
    const simulated = traceForAudits({ Trace: trace, settings: { throttlingMethod: 'simulate' } });
    expect(find(simulated, 'RunTask')).toMatchObject({ dur: 20_000 });
    expect(traceForAudits({ Trace: trace, settings: { throttlingMethod: 'devtools' } })).toBe(
      trace,
    );
  });
});
