// The demo host page per visitor kind the Lighthouse gate measures (ADR-0097), beside the same
// page without the snippet (`bare`): its layout shift is the ceiling, its simulated LCP the
// reported change's base. User A is signed in and in the US (served, eligible); Lighthouse
// starts each run with empty storage and cookies.

/**
 * @typedef {object} PageVariant
 * @property {string} id used in budgets.json and report file names
 * @property {string} label
 * @property {string} path below the demo origin
 * @property {boolean} [openFlow] measured by measure.mjs as a user flow: the navigation, then a click
 *   that opens the popup (a timespan)
 */

/** The page without the snippet or loader: the baseline every delta is taken against. */
export const BASELINE_VARIANT = 'bare';

/** @type {readonly PageVariant[]} */
export const VARIANTS = [
  { id: BASELINE_VARIANT, label: 'Without the snippet', path: '/?snippet=off' },
  { id: 'anonymous', label: 'Anonymous visitor', path: '/?user=none' },
  // README's recommended snippet: loader.js inserted after the page's load event.
  {
    id: 'anonymous-after-load',
    label: 'Anonymous visitor, after-load snippet',
    path: '/?user=none&snippet=after-load',
  },
  // `returning=1` (demo/inline/demo-host.js) sets the seen flag before the snippet runs,
  // so the page is the one most visits see: the button, and the widget only on intent.
  // Its runs are user flows, so the same visit also measures the click that opens the popup.
  {
    id: 'eligible',
    label: 'Signed-in eligible, returning',
    path: '/?user=A&returning=1',
    openFlow: true,
  },
  // spec §4: on first ever use the popup opens by itself after 100 ms, during the load.
  { id: 'first-visit', label: 'Signed-in eligible, first visit (popup opens)', path: '/?user=A' },
];
