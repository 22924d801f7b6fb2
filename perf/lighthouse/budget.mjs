// The gate's budgets (budgets.json, ADR-0097) and their check. Pure: the runner and the unit
// tests feed it the facts of a run (facts.mjs) and its long tasks of ours (long-tasks.mjs).
import { budgetFor, matchesPattern } from '../size-budget.mjs';
import { LONG_TASK_MS, taskTimes } from './long-tasks.mjs';

/**
 * @typedef {object} LighthouseBudgets
 * @property {number} slowdown the gate's CPU slowdown (long-tasks.mjs)
 * @property {number} maxOffCpuMs the longest a task of ours may wait off the CPU (long-tasks.mjs)
 * @property {number} maxGcMs the most garbage collection one task of ours may hold (long-tasks.mjs)
 * @property {number} httpHeaderAllowanceBytes per script, on top of its brotli size budget
 * @property {Record<string, string[]>} scripts the files each variant may request; a pattern
 *   listed n times is n requests of it
 * @property {string[]} beforeLoad what the host's own snippet may request before the load event
 * @property {{ scripts: string[] }} open what the click that opens the popup may request
 */

/** @param {unknown} value @param {string} name @returns {string[]} */
function patternList(value, name) {
  if (!Array.isArray(value) || !value.every((p) => typeof p === 'string')) {
    throw new Error(`Lighthouse budgets: ${name} must be a list of file patterns`);
  }
  return value;
}

/** @param {unknown} value @param {string} name */
function positive(value, name) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new Error(`Lighthouse budgets: ${name} must be a number ≥ 0`);
  }
  return value;
}

/** @param {unknown} json budgets.json @returns {LighthouseBudgets} */
export function parseLighthouseBudgets(json) {
  const root = /** @type {Record<string, unknown>} */ (Object(json));
  const scripts = /** @type {Record<string, unknown>} */ (Object(root.scripts));
  return {
    slowdown: positive(root.slowdown, 'slowdown'),
    maxOffCpuMs: positive(root.maxOffCpuMs, 'maxOffCpuMs'),
    maxGcMs: positive(root.maxGcMs, 'maxGcMs'),
    httpHeaderAllowanceBytes: positive(root.httpHeaderAllowanceBytes, 'httpHeaderAllowanceBytes'),
    scripts: Object.fromEntries(
      Object.entries(scripts).map(([id, list]) => [id, patternList(list, `scripts.${id}`)]),
    ),
    beforeLoad: patternList(root.beforeLoad, 'beforeLoad'),
    open: { scripts: patternList(Object(root.open).scripts, 'open.scripts') },
  };
}

/**
 * Every broken budget of one run, as a line each; none when the run holds. `allowed`: the
 * variant's `scripts`; `baseCls`: the shift of the page without the snippet (0 for the click).
 * @param {{ where: string, facts: import('./facts.mjs').RunFacts, allowed: string[] | undefined,
 *   longTasks: import('./long-tasks.mjs').OwnLongTask[], baseCls: number }} run
 * @param {LighthouseBudgets} budgets
 * @param {readonly { pattern: string, brotli: number }[]} sizeBudgets perf/size-budgets.json
 * @returns {string[]}
 */
export function checkRun({ where, facts, longTasks, allowed, baseCls }, budgets, sizeBudgets) {
  if (!allowed) return [`${where}: budgets.json has no scripts entry for it`];
  /** @type {string[]} */
  const problems = [];
  // Each allowed pattern takes one request; what is left over was not allowed.
  const unused = [...allowed];
  for (const { file, resourceType, transferSize, sentAt } of facts.requests) {
    const name = file.replace(/[?#].*$/, '');
    const host = budgets.beforeLoad.some((pattern) => matchesPattern(name, pattern));
    const after = Math.max(facts.load ?? 0, facts.firstPaint ?? 0);
    if (!host && sentAt < after) {
      problems.push(
        `${where}: requests ${file} at ${Math.round(sentAt)} ms, before the page's load and ` +
          `first paint (${Math.round(after)} ms)`,
      );
    }
    // Counted and sized: the scripts the page loads (the host kit's ceiling). The service
    // worker's precache fetches, the stylesheet and the icons are listed in the report.
    if (resourceType !== 'Script') continue;
    // The most specific pattern first: `widget-runtime-*.js` before `widget-*.js`.
    const fits = unused.filter((pattern) => matchesPattern(name, pattern));
    const best = fits.sort((a, b) => b.length - a.length)[0];
    const slot = best === undefined ? -1 : unused.indexOf(best);
    if (slot < 0) {
      problems.push(`${where}: requests ${file}, one more than its ${allowed.length} allowed`);
      continue;
    }
    unused.splice(slot, 1);
    const budget = budgetFor(name, sizeBudgets);
    const limit = budget ? budget.brotli + budgets.httpHeaderAllowanceBytes : 0;
    if (transferSize > limit) {
      problems.push(`${where}: ${file} transferred ${transferSize} B > ${limit} B`);
    }
  }
  if (facts.lcpOurs) problems.push(`${where}: the LCP element is ours: ${facts.lcpElement}`);
  if (facts.cls > baseCls) {
    const moved = facts.shifted.length > 0 ? `: moved ${facts.shifted.join(', ')}` : '';
    problems.push(`${where}: layout shift ${facts.cls.toFixed(4)} > ${baseCls} without us${moved}`);
  }
  for (const task of longTasks) {
    /** @type {[boolean, string][]} */
    const over = [
      [task.duration > LONG_TASK_MS, `is long: ${task.duration} ms at ${budgets.slowdown}×`],
      [task.gc > budgets.maxGcMs, `collects garbage over ${budgets.maxGcMs} ms`],
      [task.offCpu > budgets.maxOffCpuMs, `waits off the CPU over ${budgets.maxOffCpuMs} ms`],
    ];
    for (const [broken, what] of over) {
      if (broken)
        problems.push(`${where}: a task of ours, ${task.file}, ${what} ${taskTimes(task)}`);
    }
  }
  return problems;
}
