// The tasks of ours on the main thread, read from a run's trace as recorded (ADR-0097). A task is
// ours when Lighthouse's rule (the first script among its attributable URLs) names one of our
// files, or when it names none (a `scheduler.yield` or promise continuation, a module V8 compiles
// or caches) and the stacks or V8's events in it name ours. Its CPU time (thread time) is what
// a slower device stretches: long when CPU × slowdown > 50 ms, less the main thread's part of any
// garbage collection in it. A collection sweeps the whole heap, the host page's too, in whichever
// task runs when it is due: where it lands is chance, so it is shown beside and budgeted on its own
// (maxGcMs), as is the off-CPU time: our waits (storage, compile, a collection's helper threads)
// and, on a shared machine, other processes' use of the cores. Every trace is unthrottled:
// navigations are simulated and the click's user flow runs without throttling (measure.mjs).
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Our files: everything the widget serves lives under /quick-actions/, where dist/ is. */
const OUR_SCRIPT = /\/quick-actions\/[^?#]+\.js(?:[?#]|$)/;
/** A long task, as the Long Tasks API and Lighthouse define it. */
export const LONG_TASK_MS = 50;
/** V8's collections, as the timeline records them on the thread that paused for them. */
const GC = new Set(['MajorGC', 'MinorGC']);

/**
 * @typedef {object} OwnLongTask
 * @property {string} file the script's file name
 * @property {number} duration ms at the gate's slowdown: (cpu - gc) × slowdown
 * @property {number} cpu ms of thread time, as observed
 * @property {number} gc ms of that thread time spent in garbage collection
 * @property {number} offCpu ms of wall time the thread did not run, as observed
 * @property {string} busiest its events with the most self time: what it did, with no trace kept
 */

/** @typedef {{ event: { name: string }, selfTime: number, children: TaskNode[] }} TaskNode */
/** @param {TaskNode} node @returns {TaskNode[]} */
const withDescendants = (node) => [node, ...node.children.flatMap(withDescendants)];

/**
 * The scripts a task's events name: the module it evaluated, compiled or cached the code of (V8's
 * `v8.*` events), then the stacks recorded in it.
 * @param {{ name: string, args?: { data?: { url?: unknown, stackTrace?: { url?: unknown }[] }, beginData?: { stackTrace?: { url?: unknown }[] } } }} event
 */
function scriptURLs({ name, args: { data, beginData } = {} }) {
  const frames = [...(data?.stackTrace ?? []), ...(beginData?.stackTrace ?? [])];
  const itsFile = name === 'ModuleEvaluated' || name.startsWith('v8.') ? data?.url : undefined;
  const urls = [itsFile, ...frames.map((f) => f.url)];
  return urls.filter((url) => typeof url === 'string');
}

/**
 * The tasks of ours that are long at the slowdown, or collect or wait past their ceilings.
 * @param {unknown} trace a run's trace artifact (`{ traceEvents }`)
 * @param {{ slowdown: number, maxOffCpuMs: number, maxGcMs: number }} gate
 * @returns {OwnLongTask[]} longest first
 */
export function ownLongTasks(trace, { slowdown, maxOffCpuMs, maxGcMs }) {
  const processed = TraceProcessor.processTrace(/** @type {never} */ (trace));
  const { mainThreadEvents: events, frames, timestamps } = processed;
  const frameURLs = new Set(frames.map((frame) => frame.url));
  /** @type {(TaskNode & { event: { ts: number, dur?: number, tdur?: number }, duration: number, parent?: unknown, attributableURLs: string[] })[]} */
  const tasks = /** @type {never} */ (
    MainThreadTasks.getMainThreadTasks(events, frames, timestamps.traceEnd, timestamps.timeOrigin)
  );
  /** @type {OwnLongTask[]} */
  const found = [];
  for (const task of tasks) {
    if (task.parent) continue;
    const wall = task.duration;
    // Without thread time the trace cannot split the two: all of it counts as CPU.
    const { tdur } = task.event;
    const cpu = tdur === undefined ? wall : Math.min(wall, tdur / 1000);
    const offCpu = wall - cpu;
    if (cpu * slowdown <= LONG_TASK_MS && offCpu <= maxOffCpuMs) continue;
    const { ts, dur = 0 } = task.event;
    const inside = events.filter((event) => event.ts >= ts && event.ts < ts + dur);
    // Collections do not nest: each is counted once, by its thread time.
    const gc = inside
      .filter((event) => GC.has(event.name))
      .reduce((sum, event) => sum + (event.tdur ?? event.dur ?? 0) / 1000, 0);
    const duration = (cpu - gc) * slowdown;
    if (duration <= LONG_TASK_MS && offCpu <= maxOffCpuMs && gc <= maxGcMs) continue;
    const started = task.attributableURLs.find((url) => !frameURLs.has(url));
    const ours = started ?? inside.flatMap(scriptURLs).find((url) => OUR_SCRIPT.test(url));
    if (ours === undefined || !OUR_SCRIPT.test(ours)) continue;
    const file = /([^/]*?)(?:[?#].*)?$/.exec(ours)?.[1] ?? '';
    const busiest = withDescendants(task)
      .sort((a, b) => b.selfTime - a.selfTime)
      .slice(0, 3)
      .map((node) => `${node.event.name} ${node.selfTime.toFixed(1)} ms`);
    found.push({
      file,
      duration: Math.round(duration),
      cpu,
      gc,
      offCpu,
      busiest: busiest.join(', '),
    });
  }
  return found.sort((a, b) => b.duration - a.duration);
}

/** @param {OwnLongTask} task */
export const taskTimes = ({ cpu, gc, offCpu, busiest }) =>
  `(CPU ${Math.round(cpu)} ms, GC ${Math.round(gc)} ms of it, off-CPU ${Math.round(offCpu)} ms; busiest: ${busiest})`;

/** @param {readonly OwnLongTask[]} tasks */
export const describeLongTasks = (tasks) =>
  tasks.length === 0
    ? 'none'
    : tasks.map((t) => `${t.file} ${t.duration} ms at the slowdown ${taskTimes(t)}`).join(', ');
