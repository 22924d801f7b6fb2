// A run whose first frames the browser held back does not measure the page (ADR-0086). Headless
// Chromium's display compositor stops offering BeginFrames to a page it judges unresponsive and
// then offers at most one a second, so the frame the page painted at once is presented up to a
// second later: on this machine about one mobile run in five. Lighthouse's Lantern builds its
// simulated LCP from the nodes that started before the observed paint, so a held frame moves the
// simulated LCP too, by whatever the page requested in that second (for a widget variant, ours).
// Such a run is measured again in a fresh browser.

/** A painted frame presented this much later was held by the browser; unheld ones take tens of ms. */
export const HELD_FRAME_MS = 500;

/** Attempts per measurement: a held run is measured again, up to this many times in all. */
export const MEASURE_ATTEMPTS = 3;

/** @typedef {import('./thread-time.mjs').TraceEvent} TraceEvent */

/**
 * How long the browser held the page's paints that the metrics read: for the first contentful
 * paint and each largest-contentful-paint candidate, the time from the end of the main frame's
 * last paint before it to its presentation, in ms; the longest, or undefined for a trace without
 * a first contentful paint and a paint before it.
 * @param {unknown} trace a CDP trace ({ traceEvents }) or its array of events
 * @returns {number | undefined}
 */
export function heldFrameMs(trace) {
  const events = /** @type {TraceEvent[]} */ (
    Array.isArray(trace) ? trace : (Object(trace).traceEvents ?? [])
  );
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isOutermostMainFrame === true &&
      /^https?:/.test(String(event.args.data.documentLoaderURL ?? '')),
  );
  const frame = navigation?.args?.frame;
  if (!navigation || !frame) return undefined;
  const ofPage = (/** @type {TraceEvent} */ event) =>
    event.ts >= navigation.ts && (event.args?.frame ?? event.args?.data?.frame) === frame;
  const presented = events.filter(
    (event) =>
      (event.name === 'firstContentfulPaint' ||
        event.name === 'largestContentfulPaint::Candidate') &&
      ofPage(event),
  );
  if (!presented.some((event) => event.name === 'firstContentfulPaint')) return undefined;
  const paintEnds = events
    .filter((event) => event.name === 'Paint' && ofPage(event))
    .map((event) => event.ts + (event.dur ?? 0));
  const gaps = presented.flatMap((mark) => {
    const before = paintEnds.filter((end) => end <= mark.ts);
    return before.length === 0 ? [] : [Math.max(0, (mark.ts - Math.max(...before)) / 1000)];
  });
  return gaps.length === 0 ? undefined : Math.max(...gaps);
}

/**
 * Measures until a run's paints are not held, at most MEASURE_ATTEMPTS times; the last
 * run is kept whatever it shows, so a browser that holds every frame still yields a result.
 * @template {{ heldMs: number | undefined }} R
 * @param {() => Promise<R>} measureOnce
 * @param {(heldMs: number, attempt: number) => void} onHeld told of each held run measured again
 * @returns {Promise<R>}
 */
export async function measureUnheld(measureOnce, onHeld) {
  for (let attempt = 1; ; attempt++) {
    const result = await measureOnce();
    const held = result.heldMs;
    if (held === undefined || held < HELD_FRAME_MS || attempt >= MEASURE_ATTEMPTS) return result;
    onHeld(held, attempt);
  }
}
