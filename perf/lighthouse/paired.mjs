// Paired rounds (ADR-0066): within one round every variant of a preset is measured next to
// that round's bare page, so a busy moment of the shared 2-core machine lands on both sides
// of a delta. A variant's delta is the median over the rounds of (variant − bare of the same
// round and preset), not the difference of two medians taken over different moments. Pure:
// the runner (run-lighthouse.mjs) and the unit tests feed it measured runs.
import { median, summariseRuns } from './metrics.mjs';
import { BASELINE_VARIANT } from './variants.mjs';

/** @typedef {import('./metrics.mjs').PageMetrics} PageMetrics */

/**
 * @typedef {object} MeasuredRun one Lighthouse navigation
 * @property {number} round 1-based
 * @property {string} preset
 * @property {string} variant
 * @property {string | null} flavour null: measured once for every flavour (the bare page,
 *   and the anonymous visitor when every flavour's loader.js is the same code)
 * @property {PageMetrics} metrics
 */

/**
 * @typedef {object} Delta
 * @property {number} score
 * @property {number} tbt
 * @property {number} cls
 * @property {number} lcp
 */

/**
 * @typedef {Delta & { round: number, lcpObserved?: number }} RoundDelta lcpObserved: the same
 *   delta of the LCP each run observed (unthrottled), when both runs report it
 */

/**
 * The runs that stand for one flavour's variant: its own, or the shared ones.
 * @template {MeasuredRun} R
 * @param {readonly R[]} runs
 * @param {{ preset: string, variant: string, flavour: string }} key
 * @returns {R[]}
 */
export function runsOf(runs, { preset, variant, flavour }) {
  return runs.filter(
    (run) =>
      run.preset === preset &&
      run.variant === variant &&
      (run.flavour === flavour || run.flavour === null),
  );
}

/**
 * Per round: the variant minus the bare page of the same round and preset. A round without
 * both is left out.
 * @param {readonly MeasuredRun[]} runs
 * @param {{ preset: string, variant: string, flavour: string }} key
 * @returns {RoundDelta[]}
 */
export function roundDeltas(runs, key) {
  const bare = runsOf(runs, { ...key, variant: BASELINE_VARIANT });
  return runsOf(runs, key).flatMap(({ round, metrics }) => {
    const base = bare.find((run) => run.round === round)?.metrics;
    if (!base) return [];
    return [
      {
        round,
        score: metrics.score - base.score,
        tbt: metrics.tbt - base.tbt,
        cls: metrics.cls - base.cls,
        lcp: metrics.lcp - base.lcp,
        ...(metrics.lcpObserved !== undefined && base.lcpObserved !== undefined
          ? { lcpObserved: metrics.lcpObserved - base.lcpObserved }
          : {}),
      },
    ];
  });
}

/**
 * The median of each delta over the rounds, or null when no round has both runs.
 * @param {readonly RoundDelta[]} deltas
 * @returns {Delta | null}
 */
export function medianDelta(deltas) {
  if (deltas.length === 0) return null;
  return {
    score: median(deltas.map((d) => d.score)),
    tbt: median(deltas.map((d) => d.tbt)),
    cls: median(deltas.map((d) => d.cls)),
    lcp: median(deltas.map((d) => d.lcp)),
  };
}

/**
 * One flavour's results per preset and variant, ready for checkLighthouseBudgets: the
 * medians of the runs (shown in the report, and the scripts they loaded) and the median
 * of the paired deltas (what the budgets hold). The bare page has no delta.
 * @template {MeasuredRun} R
 * @param {readonly R[]} runs every run of the gate, all flavours
 * @param {string} flavour
 * @param {readonly string[]} presets
 * @param {readonly string[]} variants
 */
export function flavourResults(runs, flavour, presets, variants) {
  return presets.flatMap((preset) =>
    variants.flatMap((variant) => {
      const own = runsOf(runs, { preset, variant, flavour });
      if (own.length === 0) return [];
      const deltas =
        variant === BASELINE_VARIANT ? [] : roundDeltas(runs, { preset, variant, flavour });
      return [
        {
          preset,
          variant,
          shared: own.every((run) => run.flavour === null),
          median: summariseRuns(own.map((run) => run.metrics)),
          measured: own.map((run) => run.metrics),
          runs: own,
          deltas,
          delta: variant === BASELINE_VARIANT ? null : medianDelta(deltas),
        },
      ];
    }),
  );
}

/**
 * The order of one round's measurements: the bare page first in odd rounds and last in
 * even ones, the variants reversed with it, so no variant always follows the same
 * neighbour (a fresh Chrome starts while the last one is still exiting).
 * @template T
 * @param {readonly T[]} jobs in their natural order, the bare page first
 * @param {number} round 1-based
 * @returns {T[]}
 */
export function roundOrder(jobs, round) {
  return round % 2 === 1 ? [...jobs] : [...jobs].reverse();
}
