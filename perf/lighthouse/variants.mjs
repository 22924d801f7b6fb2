// The demo host page in the variants issue 7 asks Lighthouse to compare. Every widget
// variant is measured against the same page without the snippet (`bare`), so a delta is
// what the widget costs a host. User A is signed in and in the US (served, eligible);
// Lighthouse starts each run with empty storage and cookies.

/**
 * @typedef {object} PageVariant
 * @property {string} id used in budgets.json and report file names
 * @property {string} label
 * @property {string} path below the demo origin
 */

/** The page without the snippet or loader: the baseline every delta is taken against. */
export const BASELINE_VARIANT = 'bare';

/** @type {readonly PageVariant[]} */
export const VARIANTS = [
  { id: BASELINE_VARIANT, label: 'Without the snippet', path: '/?snippet=off' },
  { id: 'anonymous', label: 'Anonymous visitor', path: '/?user=none' },
  // `returning=1` (demo/inline/demo-host.js) sets the seen flag before the snippet runs,
  // so the page is the one most visits see: the button, the widget imported on idle.
  { id: 'eligible', label: 'Signed-in eligible, returning', path: '/?user=A&returning=1' },
  // spec §4: on first ever use the popup opens by itself after 100 ms. Lighthouse's
  // navigation mode cannot click, so this is how the popup is measured open.
  { id: 'first-visit', label: 'Signed-in eligible, first visit (popup opens)', path: '/?user=A' },
];
