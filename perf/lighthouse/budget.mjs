// Our own Lighthouse budget check (ADR-0061; Lighthouse core has had no budget.json since v12):
// each widget variant's medians against the bare page's, per preset, and the scripts each
// variant loads against the size budgets of perf/size-budgets.json. Pure: the runner
// (run-lighthouse.mjs) and the unit tests feed it summaries.
import { budgetFor, matchesPattern } from '../size-budget.mjs';
import { BASELINE_VARIANT } from './variants.mjs';

/** @typedef {import('./metrics.mjs').PageMetrics} PageMetrics */
/** @typedef {import('./metrics.mjs').OpenMetrics} OpenMetrics */
/**
 * @typedef {object} LighthouseBudgets
 * @property {number} performanceScoreNoise points a widget variant may score below the bare page
 * @property {{ cls: number, lcpMs: number }} maxDelta
 * @property {number} maxOwnTbtMs the blocking time our scripts' tasks may add (long-tasks.mjs)
 * @property {number} httpHeaderAllowanceBytes per script, on top of its brotli size budget
 * @property {Record<string, string[]>} scripts file patterns each variant may load
 * @property {{ maxCls: number, maxInpMs: number, scripts: string[] }} open budgets of opening the popup
 */

/**
 * @typedef {object} SizeBudget
 * @property {string} pattern
 * @property {number} brotli
 */

/**
 * @typedef {object} VariantResult
 * @property {string} preset
 * @property {string} variant
 * @property {PageMetrics} median
 * @property {{ score: number, tbt: number, cls: number, lcp: number } | null} [delta] the
 *   median of paired per-round deltas (paired.mjs), which the budgets then hold; without it,
 *   the difference of the variant's and the bare page's medians
 */

/**
 * @typedef {object} BudgetRow
 * @property {string} preset
 * @property {string} variant
 * @property {PageMetrics} median
 * @property {{ score: number, tbt: number, cls: number, lcp: number } | null} delta null for the baseline
 * @property {number} scriptLimit the bytes the variant's scripts may take together
 * @property {string[]} problems empty when every budget holds
 */

/**
 * @typedef {object} OpenResult
 * @property {string} preset
 * @property {OpenMetrics} median
 */

/**
 * @typedef {object} OpenRow
 * @property {string} preset
 * @property {OpenMetrics} median
 * @property {number} scriptLimit
 * @property {string[]} problems
 */

/**
 * @param {unknown} value
 * @param {string} name
 */
function nonNegative(value, name) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new Error(`Lighthouse budgets: ${name} must be a number ≥ 0`);
  }
  return value;
}

/**
 * Parses budgets.json into typed budgets, rejecting anything that does not fit.
 * @param {unknown} json
 * @returns {LighthouseBudgets}
 */
export function parseLighthouseBudgets(json) {
  const root = /** @type {Record<string, unknown>} */ (Object(json));
  const maxDelta = /** @type {Record<string, unknown>} */ (Object(root.maxDelta));
  const scripts = /** @type {Record<string, unknown>} */ (Object(root.scripts));
  /** @type {Record<string, string[]>} */
  const allowed = {};
  for (const [variant, patterns] of Object.entries(scripts)) {
    allowed[variant] = patternList(patterns, `scripts.${variant}`);
  }
  const open = /** @type {Record<string, unknown>} */ (Object(root.open));
  return {
    performanceScoreNoise: nonNegative(root.performanceScoreNoise, 'performanceScoreNoise'),
    maxDelta: {
      cls: nonNegative(maxDelta.cls, 'maxDelta.cls'),
      lcpMs: nonNegative(maxDelta.lcpMs, 'maxDelta.lcpMs'),
    },
    maxOwnTbtMs: nonNegative(root.maxOwnTbtMs, 'maxOwnTbtMs'),
    httpHeaderAllowanceBytes: nonNegative(
      root.httpHeaderAllowanceBytes,
      'httpHeaderAllowanceBytes',
    ),
    scripts: allowed,
    open: {
      maxCls: nonNegative(open.maxCls, 'open.maxCls'),
      maxInpMs: nonNegative(open.maxInpMs, 'open.maxInpMs'),
      scripts: patternList(open.scripts, 'open.scripts'),
    },
  };
}

/**
 * @param {unknown} value
 * @param {string} name
 * @returns {string[]}
 */
function patternList(value, name) {
  if (!Array.isArray(value) || !value.every((p) => typeof p === 'string')) {
    throw new Error(`Lighthouse budgets: ${name} must be a list of file patterns`);
  }
  return value;
}

/**
 * @param {string} where e.g. "mobile/anonymous"
 * @param {{ scripts: PageMetrics['scripts'] }} median
 * @param {string[] | undefined} allowedPatterns
 * @param {readonly SizeBudget[]} sizeBudgets
 * @param {number} headerAllowance
 */
function checkScripts(where, median, allowedPatterns, sizeBudgets, headerAllowance) {
  /** @type {string[]} */
  const problems = [];
  let limit = 0;
  if (!allowedPatterns) {
    return { limit, problems: [`${where}: budgets.json has no scripts entry for this variant`] };
  }
  for (const { file, transferSize } of median.scripts) {
    if (!allowedPatterns.some((pattern) => matchesPattern(file, pattern))) {
      problems.push(`${where}: loads ${file}, which this variant may not load`);
      continue;
    }
    const budget = budgetFor(file, sizeBudgets);
    if (!budget) {
      problems.push(`${where}: ${file} has no size budget in perf/size-budgets.json`);
      continue;
    }
    const fileLimit = budget.brotli + headerAllowance;
    limit += fileLimit;
    if (transferSize > fileLimit) {
      problems.push(
        `${where}: ${file} transferred ${transferSize} B > ${fileLimit} B ` +
          `(size budget ${budget.brotli} B + ${headerAllowance} B of headers)`,
      );
    }
  }
  return { limit, problems };
}

/** @param {number} value @param {number} digits */
const fixed = (value, digits) => Number(value.toFixed(digits));

/**
 * @param {readonly VariantResult[]} results medians (and paired deltas) per preset and variant
 * @param {LighthouseBudgets} budgets
 * @param {readonly SizeBudget[]} sizeBudgets perf/size-budgets.json's list
 * @returns {{ rows: BudgetRow[], breaches: string[] }}
 */
export function checkLighthouseBudgets(results, budgets, sizeBudgets) {
  const rows = results.map(({ preset, variant, median, delta: paired }) => {
    const where = `${preset}/${variant}`;
    const scripts = checkScripts(
      where,
      median,
      budgets.scripts[variant],
      sizeBudgets,
      budgets.httpHeaderAllowanceBytes,
    );
    const problems = [...scripts.problems];
    /** @type {BudgetRow['delta']} */
    let delta = null;
    if (variant !== BASELINE_VARIANT) {
      const bare = results.find((r) => r.preset === preset && r.variant === BASELINE_VARIANT);
      if (!bare || paired === null) {
        problems.push(
          `${where}: no ${BASELINE_VARIANT} run of the ${preset} preset to compare with`,
        );
      } else {
        const base = bare.median;
        delta = paired ?? {
          score: median.score - base.score,
          tbt: median.tbt - base.tbt,
          cls: median.cls - base.cls,
          lcp: median.lcp - base.lcp,
        };
        const { maxDelta, performanceScoreNoise } = budgets;
        // One-sided: a widget variant scoring above the bare page costs the host nothing.
        if (-delta.score > performanceScoreNoise) {
          problems.push(
            `${where}: performance score ${median.score} is ${-delta.score} points below ` +
              `the bare page's ${base.score} (noise allowed: ${performanceScoreNoise})`,
          );
        }
        // The page's TBT delta is reported, not held: see ownTbt (metrics.mjs).
        if (median.ownTbt > budgets.maxOwnTbtMs) {
          problems.push(
            `${where}: our scripts' tasks block ${fixed(median.ownTbt, 1)} ms ` +
              `(budget ≤ ${budgets.maxOwnTbtMs} ms)`,
          );
        }
        if (delta.cls > maxDelta.cls) {
          problems.push(
            `${where}: CLS +${fixed(delta.cls, 4)} over the bare page (budget ≤ ${maxDelta.cls})`,
          );
        }
        if (delta.lcp > maxDelta.lcpMs) {
          problems.push(
            `${where}: LCP +${fixed(delta.lcp, 1)} ms over the bare page (budget ≤ ${maxDelta.lcpMs} ms)`,
          );
        }
      }
    }
    return { preset, variant, median, delta, scriptLimit: scripts.limit, problems };
  });
  return { rows, breaches: rows.flatMap((row) => row.problems) };
}

/**
 * Opening the popup by a click (a Lighthouse timespan; there is no bare page to compare
 * with): no layout shift on the host, a click answered within the INP budget, and only
 * the listed scripts, each within its size budget.
 * @param {readonly OpenResult[]} results medians per preset
 * @param {LighthouseBudgets} budgets
 * @param {readonly SizeBudget[]} sizeBudgets
 * @returns {{ rows: OpenRow[], breaches: string[] }}
 */
export function checkOpenBudgets(results, budgets, sizeBudgets) {
  const { maxCls, maxInpMs, scripts: allowed } = budgets.open;
  const rows = results.map(({ preset, median }) => {
    const where = `${preset}/open`;
    const scripts = checkScripts(
      where,
      median,
      allowed,
      sizeBudgets,
      budgets.httpHeaderAllowanceBytes,
    );
    const problems = [...scripts.problems];
    if (median.cls > maxCls) {
      problems.push(
        `${where}: CLS ${fixed(median.cls, 4)} while opening the popup (budget ≤ ${maxCls})`,
      );
    }
    if (median.inp > maxInpMs) {
      problems.push(
        `${where}: INP ${fixed(median.inp, 1)} ms for the click that opens the popup (budget ≤ ${maxInpMs} ms)`,
      );
    }
    // The click is held to the same blocking time of our tasks as a page load (ADR-0071).
    if (median.ownTbt > budgets.maxOwnTbtMs) {
      problems.push(
        `${where}: our scripts' tasks block ${fixed(median.ownTbt, 1)} ms while opening the popup ` +
          `(budget ≤ ${budgets.maxOwnTbtMs} ms)`,
      );
    }
    return { preset, median, scriptLimit: scripts.limit, problems };
  });
  return { rows, breaches: rows.flatMap((row) => row.problems) };
}
