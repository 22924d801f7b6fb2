// issue 15 "a trace-based check": the main-thread tasks over 50 ms that a run's trace attributes to
// our scripts. Lighthouse's long-tasks audit reads the run's CDP trace, attributes each top-level
// task to the script on its stack (its attributable URL), and, under simulated throttling, gives
// each task its duration at the run's CPU slowdown (Lantern); in the click's timespan the
// slowdown is applied by DevTools and the durations are as observed.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Our files: everything the widget serves lives under /quick-actions/ (contract §2). */
const OUR_SCRIPT = /\/quick-actions\/[^?#]+\.js(?:[?#]|$)/;
/** A long task, as the Long Tasks API and Lighthouse define it. */
export const LONG_TASK_MS = 50;

/**
 * @typedef {object} OwnLongTask
 * @property {string} file the script's file name
 * @property {number} duration ms
 * @property {number} startTime ms
 * @property {string} [mostly] where most of its time went, from the audit's debug data
 *   ('script 40', 'style & layout 38', 'GC 30', ...)
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

/**
 * The category most of a task's time went to, from the audit's debug data (Lighthouse 11+), which
 * lists the same tasks as its items: found by URL and start time.
 * @param {unknown} debugData
 * @param {string} url
 * @param {number} startTime
 * @returns {{ mostly?: string }}
 */
function mostOfTask(debugData, url, startTime) {
  const data = /** @type {{ urls?: unknown[], tasks?: Record<string, unknown>[] }} */ (
    Object(debugData)
  );
  const task = (data.tasks ?? []).find(
    // Within a millisecond: the audit rounds the two lists' times separately.
    (each) =>
      data.urls?.[Number(each.urlIndex)] === url &&
      Math.abs(Number(each.startTime) - startTime) < 1,
  );
  if (!task) return {};
  const [name, ms] = Object.entries(CATEGORY_NAMES)
    .map(([key, label]) => /** @type {[string, number]} */ ([label, Number(task[key]) || 0]))
    .sort((a, b) => b[1] - a[1])[0];
  return ms > 0 ? { mostly: `${name} ${Math.round(ms)}` } : {};
}

/**
 * @param {unknown} lhr a Lighthouse result
 * @returns {OwnLongTask[]} longest first
 */
export function ownLongTasks(lhr) {
  const report = /** @type {{ audits?: Record<string, { details?: unknown } | undefined> }} */ (
    Object(lhr)
  );
  const details =
    /** @type {{ items?: { url?: unknown, duration?: unknown, startTime?: unknown }[], debugData?: unknown } | undefined} */ (
      report.audits?.['long-tasks']?.details
    );
  return (details?.items ?? [])
    .filter(
      (item) =>
        typeof item.url === 'string' &&
        OUR_SCRIPT.test(item.url) &&
        typeof item.duration === 'number' &&
        item.duration >= LONG_TASK_MS,
    )
    .map((item) => ({
      file:
        String(item.url)
          .replace(/[?#].*$/, '')
          .split('/')
          .pop() ?? '',
      duration: Number(item.duration),
      startTime: Number(item.startTime) || 0,
      ...mostOfTask(details?.debugData, String(item.url), Number(item.startTime)),
    }))
    .sort((a, b) => b.duration - a.duration);
}

/**
 * Total Blocking Time as Lighthouse defines it (each long task's time past 50 ms), of our tasks
 * only, over the whole run: unlike the page's TBT it does not depend on where Lantern places the
 * first contentful paint, which moves the host page's own long tasks in and out of the window.
 * @param {unknown} lhr
 */
export const ownBlockingTime = (lhr) =>
  ownLongTasks(lhr).reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0);

/** @param {OwnLongTask[]} tasks */
export const describeLongTasks = (tasks) =>
  tasks.length === 0
    ? 'none'
    : tasks
        .map(
          (task) =>
            `${task.file} ${Math.round(task.duration)} ms` +
            (task.mostly === undefined ? '' : ` (${task.mostly})`),
        )
        .join(', ');

/**
 * Keeps the trace of a run whose audit lists a long task of ours, gzipped at `file`: the audit
 * names only a task's script and its simulated duration, and a rare one (a `loader.js` task of
 * 64 ms in one of 210 runs) cannot be told apart afterwards from the tasks that never are
 * (issue 15). The trace has what ran in it. Nothing is written for a run that lists none.
 * @param {unknown} lhr
 * @param {unknown} trace the run's trace artifact (`{ traceEvents }`)
 * @param {string} file
 * @returns {string | undefined} the file written
 */
export function keepTraceOfListedRun(lhr, trace, file) {
  if (trace === undefined || ownLongTasks(lhr).length === 0) return undefined;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, gzipSync(JSON.stringify(trace)));
  return file;
}
