// One Lighthouse measurement in a fresh Chromium (no HTTP or code cache, no storage, no
// worker from any earlier run; Lighthouse would keep storage between runs in one browser):
// a navigation report, or for a variant with `openFlow` the user flow of open-flow.mjs
// (the navigation, then a timespan around the click that opens the popup).
import { launch } from 'chrome-launcher';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { LIGHTHOUSE_CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { heldFrameMs } from './held-frame.mjs';
import { measurePopupOpen } from './open-flow.mjs';
import { traceForAudits } from './thread-time.mjs';

/**
 * The audits the gate reads, and nothing else (ADR-0063: a run costs ~40% less without the
 * opportunity and diagnostic audits, each of which runs its own Lantern simulation). The
 * performance score is the weighted mean of the five metric audits only (every other
 * audit of the category has weight 0), so it is the same score as a full run's.
 * network-requests gives our scripts' transfer sizes; INP is the click's, in the timespan.
 */
export const GATE_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
  'interaction-to-next-paint',
  'network-requests',
  // Not in the score (weight 0); Lighthouse's median-run pick for the HTML reports needs it.
  'interactive',
  // Every main-thread task over 50 ms at the run's CPU slowdown, with the script it
  // is attributed to (long-tasks.mjs).
  'long-tasks',
  // The LCP the run observed, beside Lantern's simulated one (metrics.mjs lcpObserved).
  'metrics',
];

/**
 * Lighthouse flags of every gate run. The full-page screenshot is only a picture in the
 * HTML report. LH_FULL_AUDITS=1 runs every performance audit, for a report to read.
 * @returns {import('lighthouse').Flags}
 */
export function gateFlags() {
  const full = process.env.LH_FULL_AUDITS === '1';
  // onlyAudits alone: with onlyCategories too, Lighthouse keeps every audit of the category.
  return full
    ? { logLevel: 'error', onlyCategories: ['performance'] }
    : { logLevel: 'error', onlyAudits: GATE_AUDITS, disableFullPageScreenshot: true };
}

/**
 * @param {object} options
 * @param {string} options.chromePath
 * @param {string} options.url
 * @param {import('lighthouse').Config | undefined} options.config the preset
 * @param {boolean} [options.openFlow]
 * @returns {Promise<{ lhr: import('lighthouse').Result, trace: unknown, heldMs: number | undefined,
 *   openLhr?: import('lighthouse').Result, openTrace?: unknown }>} the reports and their traces
 *   (long-tasks.mjs finds our tasks in them); heldMs: how long the browser held the page's
 *   paints, read from the trace as observed (held-frame.mjs)
 */
export async function measure({ chromePath, url, config, openFlow = false }) {
  const chrome = await launch({
    chromePath,
    // The demo's certificate is a throw-away one (self-signed.mjs).
    chromeFlags: [...LIGHTHOUSE_CHROMIUM_FLAGS, '--ignore-certificate-errors'],
  });
  try {
    if (openFlow) {
      const flow = await measurePopupOpen({ port: chrome.port, url, config, flags: gateFlags() });
      return {
        lhr: flow.navigation,
        trace: flow.navigationTrace,
        heldMs: flow.navigationHeldMs,
        openLhr: flow.open,
        openTrace: flow.openTrace,
      };
    }
    // What `lighthouse(url, flags, config)` does, with the trace in thread time (thread-time.mjs)
    // before the audits read it.
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
      config,
      flags: { port: chrome.port, ...gateFlags() },
    });
    const heldMs = heldFrameMs(artifacts.Trace);
    artifacts.Trace = traceForAudits(artifacts);
    const result = await Runner.audit(artifacts, runnerOptions);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, trace: artifacts.Trace, heldMs };
  } finally {
    chrome.kill();
  }
}
