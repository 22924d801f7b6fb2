// The page's main-thread tasks in the time their thread ran them (ADR-0087). Under simulated
// throttling Lantern takes each task's wall time in the unthrottled run and multiplies it by the
// slowdown. On this 2-core machine the renderer's main thread waits for a core while the browser's
// other processes, the demo server and Lighthouse run: the same layout task took 40 to 74 ms of
// wall time for 24 to 43 ms of its thread's, so the wait, multiplied, moved the simulated LCP and
// TBT of every variant, and the blocking time of our tasks, from run to run. Each top-level task of
// a renderer's main thread, with everything recorded on that thread inside it, is shrunk to its
// thread time before Lighthouse computes anything from the trace; the paint and navigation marks
// keep their times, so the observed metrics stay as the run saw them. Only for simulated
// throttling: DevTools throttling pauses the thread to slow it, and the pauses are not thread time.

/** The events Lighthouse reads as one task of the main thread's loop (main-thread-tasks.js). */
const TOP_LEVEL = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/** Marks whose time is a moment the run observed (a paint presented, a navigation), not work. */
const OBSERVED_MOMENT =
  /^(navigationStart|firstPaint|firstContentfulPaint|firstMeaningfulPaint|largestContentfulPaint::|LayoutShift|MarkLoad|MarkDOMContent|domInteractive|domContentLoadedEvent|loadEvent|TracingStartedIn)/;

/**
 * A Chrome trace event, as far as the gate's trace readers use it (times in microseconds).
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number,
 *   tid: number, args?: { name?: unknown, frame?: string, data?: Record<string, unknown> } }}
 *   TraceEvent
 */

/** @param {TraceEvent} event */
const threadOf = (event) => `${event.pid}:${event.tid}`;

/**
 * The outermost top-level tasks of each renderer main thread, in order, each with the share of
 * its wall time its thread ran it.
 * @param {readonly TraceEvent[]} events
 */
function outermostTasks(events) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map(threadOf),
  );
  /** @type {Map<string, { start: number, end: number, share: number }[]>} */
  const tasks = new Map();
  const candidates = events
    .filter((e) => e.ph === 'X' && TOP_LEVEL.has(e.name) && mains.has(threadOf(e)))
    .sort((a, b) => a.ts - b.ts);
  for (const task of candidates) {
    const { ts: start, dur = 0, tdur } = task;
    const list = tasks.get(threadOf(task)) ?? [];
    tasks.set(threadOf(task), list);
    const last = list.at(-1);
    // A task nested in another (a nested run loop) moves with its parent.
    if (last && start < last.end) continue;
    const share = typeof tdur === 'number' && dur > 0 ? Math.min(1, tdur / dur) : 1;
    list.push({ start, end: start + dur, share });
  }
  return { mains, tasks };
}

/**
 * The trace, its renderer main threads' tasks shrunk to their thread time (a new trace; the one
 * given is not changed).
 * @template {{ traceEvents: TraceEvent[] }} T
 * @param {T} trace
 * @returns {T}
 */
export function inThreadTime(trace) {
  const { mains, tasks } = outermostTasks(trace.traceEvents);
  const traceEvents = trace.traceEvents.map((event) => {
    if (event.ph === 'M' || !mains.has(threadOf(event)) || OBSERVED_MOMENT.test(event.name)) {
      return event;
    }
    const list = tasks.get(threadOf(event)) ?? [];
    // The last task starting at or before the event: the one it is in, if any.
    let low = 0;
    let high = list.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (/** @type {{ start: number }} */ (list[middle]).start <= event.ts) low = middle;
      else high = middle - 1;
    }
    const task = list[low];
    if (!task || task.share === 1 || event.ts < task.start || event.ts > task.end) return event;
    const at = (/** @type {number} */ time) =>
      Math.round(task.start + (time - task.start) * task.share);
    const moved = { ...event, ts: at(event.ts) };
    if (event.ph === 'X' && typeof event.dur === 'number') {
      moved.dur = at(event.ts + event.dur) - moved.ts;
    }
    return moved;
  });
  return { ...trace, traceEvents };
}

/**
 * The trace the audits of one gathered step read: in thread time under simulated throttling,
 * as observed under DevTools throttling (a flow's timespan), whose pauses are not thread time.
 * @template {{ traceEvents: TraceEvent[] }} T
 * @param {{ Trace: T, settings: { throttlingMethod: string } }} artifacts
 * @returns {T}
 */
export const traceForAudits = (artifacts) =>
  artifacts.settings.throttlingMethod === 'simulate'
    ? inThreadTime(artifacts.Trace)
    : artifacts.Trace;
