// A trace-based check (ADR-0072): the main-thread tasks over 50 ms that a run's trace attributes to
// our scripts. Lighthouse's long-tasks audit reads the run's CDP trace, attributes each top-level
// task to the script on its stack (its attributable URL), and, under simulated throttling, gives
// each task its duration at the run's CPU slowdown (Lantern); in the click's timespan the
// slowdown is applied by DevTools and the durations are as observed.
//
// The audit names a task by the first script its trace events name. A task that no script event
// starts (a promise continuation, a `scheduler.yield` continuation, a module the module loader
// evaluates) names none, and the audit gives it to the page or to no one, although every stack in
// it is ours: the widget's mount, a 61 ms task at 3.5×, was listed as the host page's. Every task
// is read from the run's trace by the audit's rule, those by the stacks recorded in them too. The
// trace is in thread time (thread-time.mjs).

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Our files: everything the widget serves lives under /quick-actions/, where dist/ is. */
const OUR_SCRIPT = /\/quick-actions\/[^?#]+\.js(?:[?#]|$)/;
/** A long task, as the Long Tasks API and Lighthouse define it. */
export const LONG_TASK_MS = 50;

/**
 * @typedef {object} OwnLongTask
 * @property {string} file the script's file name
 * @property {number} duration ms
 * @property {number} startTime ms
 * @property {string} [mostly] where most of its time went, by the audit's task groups
 *   ('script 40', 'style & layout 38', 'GC 30', ...)
 * @property {true} [unattributed] the audit gave it to the page or to no one: found by its
 *   stacks in the trace (traceLongTasks)
 */

/** The audit's own names for its time categories, shortened for a log line. */
const CATEGORY_NAMES = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'compile',
  styleLayout: 'style & layout',
  paintCompositeRender: 'paint',
  garbageCollection: 'GC',
  parseHTML: 'HTML',
  other: 'other',
};

/** @param {string} url */
const fileOf = (url) =>
  url
    .replace(/[?#].*$/, '')
    .split('/')
    .pop() ?? '';

/**
 * The CPU slowdown the audit's durations are at: under simulated throttling Lantern multiplies
 * each task's observed duration by the run's slowdown, and a task that did layout by half of it
 * (Simulator#_estimateCPUTimeRun); under DevTools throttling durations are as observed.
 * @param {unknown} lhr
 */
function slowdownOf(lhr) {
  const settings =
    /** @type {{ throttlingMethod?: unknown, throttling?: { cpuSlowdownMultiplier?: unknown } }} */ (
      Object(Object(lhr).configSettings)
    );
  const multiplier = Number(settings.throttling?.cpuSlowdownMultiplier);
  const slowdown = settings.throttlingMethod === 'simulate' && multiplier > 0 ? multiplier : 1;
  return { slowdown, layoutSlowdown: slowdown === 1 ? 1 : slowdown / 2 };
}

/**
 * @typedef {{ event: { name: string, ts: number, dur?: number, args?: Record<string, unknown> },
 *   duration: number, startTime: number, parent?: unknown, children: TaskNode[],
 *   attributableURLs: string[], group: { id: string }, selfTime: number }} TaskNode
 */

/**
 * The scripts a task's events name: the module it evaluated (ModuleEvaluated, recorded where
 * Lighthouse's trace has DevTools' rundown categories), then the stacks recorded in it, instant
 * events' included (a request, a timer, a style change made by script carry the stack that
 * made them).
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
 * Time per task group over a task's tree, for `mostly`.
 * @param {TaskNode} task
 * @param {Map<string, number>} [sums]
 */
function groupTimes(task, sums = new Map()) {
  sums.set(task.group.id, (sums.get(task.group.id) ?? 0) + (task.selfTime || 0));
  for (const child of task.children) groupTimes(child, sums);
  return sums;
}

/**
 * The tasks of ours over 50 ms in a run's trace, by the audit's rule: a task is named by the first
 * script among its attributable URLs (a script that started it), and one that no script started
 * (a promise continuation, a `scheduler.yield` continuation, a module the module loader evaluates),
 * which the audit gives to the page or to no one, by the stacks recorded in it. Durations are at
 * the run's slowdown as Lantern computes them (slowdownOf), from a trace in thread time
 * (thread-time.mjs, measure.mjs).
 * @param {unknown} lhr
 * @param {unknown} trace the run's trace artifact (`{ traceEvents }`)
 * @returns {OwnLongTask[]}
 */
function traceLongTasks(lhr, trace) {
  const processed = TraceProcessor.processTrace(/** @type {never} */ (trace));
  const frameURLs = new Set(processed.frames.map((frame) => frame.url));
  /** @type {TaskNode[]} */
  const tasks = /** @type {never} */ (
    MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      processed.timestamps.timeOrigin,
    )
  );
  const { slowdown, layoutSlowdown } = slowdownOf(lhr);
  const events = processed.mainThreadEvents;
  /** @type {OwnLongTask[]} */
  const found = [];
  for (const task of tasks) {
    if (task.parent) continue;
    if (task.duration * slowdown < LONG_TASK_MS) continue;
    const { ts, dur = 0 } = task.event;
    const within = events.filter((event) => event.ts >= ts && event.ts < ts + dur);
    const started = task.attributableURLs.find((url) => !frameURLs.has(url));
    const ours =
      started ??
      within
        .sort((a, b) => Number(b.name === 'ModuleEvaluated') - Number(a.name === 'ModuleEvaluated'))
        .flatMap(scriptURLs)
        .find((url) => OUR_SCRIPT.test(url));
    if (ours === undefined || !OUR_SCRIPT.test(ours)) continue;
    const factor = within.some((event) => event.name === 'Layout') ? layoutSlowdown : slowdown;
    // Lantern's own rounding, to whole milliseconds.
    const duration = Math.round(task.duration * factor);
    if (duration < LONG_TASK_MS) continue;
    const [group, ms] = [...groupTimes(task)].sort((a, b) => b[1] - a[1])[0] ?? ['other', 0];
    const label = CATEGORY_NAMES[/** @type {keyof typeof CATEGORY_NAMES} */ (group)] ?? group;
    found.push({
      file: fileOf(ours),
      duration,
      startTime: task.startTime,
      ...(started === undefined ? { unattributed: /** @type {const} */ (true) } : {}),
      ...(ms > 0 ? { mostly: `${label} ${Math.round(ms * factor)}` } : {}),
    });
  }
  return found;
}

/**
 * Every long task of ours in a run: those its trace attributes to our scripts by the audit's rule
 * or by their stacks (traceLongTasks).
 * @param {unknown} lhr a Lighthouse result
 * @param {unknown} trace the run's trace artifact (`{ traceEvents }`)
 * @returns {OwnLongTask[]} longest first
 */
export function ownLongTasks(lhr, trace) {
  return traceLongTasks(lhr, trace).sort((a, b) => b.duration - a.duration);
}

/**
 * Total Blocking Time as Lighthouse defines it (each long task's time past 50 ms), of our tasks
 * only, over the whole run: unlike the page's TBT it does not depend on where Lantern places the
 * first contentful paint, which moves the host page's own long tasks in and out of the window.
 * @param {readonly OwnLongTask[]} tasks a run's long tasks of ours (ownLongTasks)
 */
export const ownBlockingTime = (tasks) =>
  tasks.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0);

/** @param {OwnLongTask[]} tasks */
export const describeLongTasks = (tasks) =>
  tasks.length === 0
    ? 'none'
    : tasks
        .map(
          (task) =>
            `${task.file} ${Math.round(task.duration)} ms` +
            (task.mostly === undefined ? '' : ` (${task.mostly})`) +
            (task.unattributed ? ' [found by its stack: the audit named no script]' : ''),
        )
        .join(', ');

/**
 * Keeps the trace of a run that lists a long task of ours, gzipped at `file`: the audit names
 * only a task's script and its simulated duration, and a rare one (a `loader.js` task of 64 ms in
 * one of 210 runs) cannot be told apart afterwards from the tasks that never are. The
 * trace has what ran in it. Nothing is written for a run that lists none.
 * @param {readonly OwnLongTask[]} listed the run's long tasks of ours (ownLongTasks)
 * @param {unknown} trace the run's trace artifact (`{ traceEvents }`)
 * @param {string} file
 * @returns {string | undefined} the file written
 */
export function keepTraceOfListedRun(listed, trace, file) {
  if (trace === undefined || listed.length === 0) return undefined;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, gzipSync(JSON.stringify(trace)));
  return file;
}
