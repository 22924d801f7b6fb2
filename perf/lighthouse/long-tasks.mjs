// The tasks of ours on the main thread, read from a run's trace as recorded (ADR-0097). A task is
// ours when Lighthouse's rule (the first script among its attributable URLs) names one of our
// files, or when it names none (a promise or `scheduler.yield` continuation, a module the module
// loader evaluates) and the stacks recorded inside it are ours. Its CPU time (thread time) is what
// a slower device stretches: long when CPU × slowdown > 50 ms. Its off-CPU time is kept beside it
// and budgeted on its own: it holds our waits (storage, compile, GC) and, on a shared machine,
// other processes' use of the cores. Every trace is unthrottled: navigations are simulated and
// the click's user flow runs without throttling (measure.mjs).
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Our files: everything the widget serves lives under /quick-actions/, where dist/ is. */
const OUR_SCRIPT = /\/quick-actions\/[^?#]+\.js(?:[?#]|$)/;
/** A long task, as the Long Tasks API and Lighthouse define it. */
export const LONG_TASK_MS = 50;

/**
 * @typedef {object} OwnLongTask
 * @property {string} file the script's file name
 * @property {number} duration ms at the gate's slowdown: cpu × slowdown
 * @property {number} cpu ms of thread time, as observed
 * @property {number} offCpu ms of wall time the thread did not run, as observed
 */

/**
 * The scripts a task's events name: the module it evaluated, then the stacks recorded in it.
 * @param {{ name: string, args?: Record<string, unknown> }} event
 * @returns {string[]}
 */
function scriptURLs(event) {
  const args =
    /** @type {{ data?: { url?: unknown, stackTrace?: { url?: unknown }[] }, beginData?: { stackTrace?: { url?: unknown }[] } }} */ (
      event.args ?? {}
    );
  return [
    event.name === 'ModuleEvaluated' ? args.data?.url : undefined,
    ...[...(args.data?.stackTrace ?? []), ...(args.beginData?.stackTrace ?? [])].map(
      (frame) => frame.url,
    ),
  ].filter((url) => typeof url === 'string');
}

/**
 * The tasks of ours that are long at the slowdown or wait longer than maxOffCpuMs.
 * @param {unknown} trace a run's trace artifact (`{ traceEvents }`)
 * @param {{ slowdown: number, maxOffCpuMs: number }} gate
 * @returns {OwnLongTask[]} longest first
 */
export function ownLongTasks(trace, { slowdown, maxOffCpuMs }) {
  const processed = TraceProcessor.processTrace(/** @type {never} */ (trace));
  const frameURLs = new Set(processed.frames.map((frame) => frame.url));
  /** @type {{ event: { ts: number, dur?: number, tdur?: number }, duration: number, parent?: unknown, attributableURLs: string[] }[]} */
  const tasks = /** @type {never} */ (
    MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      processed.timestamps.timeOrigin,
    )
  );
  const events = processed.mainThreadEvents;
  /** @type {OwnLongTask[]} */
  const found = [];
  for (const task of tasks) {
    if (task.parent) continue;
    const wall = task.duration;
    // Without thread time the trace cannot split the two: all of it counts as CPU.
    const { tdur } = task.event;
    const cpu = tdur === undefined ? wall : Math.min(wall, tdur / 1000);
    const offCpu = wall - cpu;
    const duration = cpu * slowdown;
    if (duration <= LONG_TASK_MS && offCpu <= maxOffCpuMs) continue;
    const { ts, dur = 0 } = task.event;
    const started = task.attributableURLs.find((url) => !frameURLs.has(url));
    const ours =
      started ??
      events
        .filter((event) => event.ts >= ts && event.ts < ts + dur)
        .flatMap(scriptURLs)
        .find((url) => OUR_SCRIPT.test(url));
    if (ours === undefined || !OUR_SCRIPT.test(ours)) continue;
    const file =
      ours
        .replace(/[?#].*$/, '')
        .split('/')
        .pop() ?? '';
    found.push({ file, duration: Math.round(duration), cpu, offCpu });
  }
  return found.sort((a, b) => b.duration - a.duration);
}

/** @param {readonly OwnLongTask[]} tasks */
export const describeLongTasks = (tasks) =>
  tasks.length === 0
    ? 'none'
    : tasks
        .map(
          (t) =>
            `${t.file} ${t.duration} ms at the slowdown (CPU ${Math.round(t.cpu)} ms, off-CPU ${Math.round(t.offCpu)} ms)`,
        )
        .join(', ');
