// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  HELD_FRAME_MS,
  MEASURE_ATTEMPTS,
  heldFrameMs,
  measureUnheld,
} from '../../../perf/lighthouse/held-frame.mjs';

const PAGE = 'MAINFRAME';
const FAVICON = 'FAVICONFRAME';
const ms = (value: number) => value * 1000;

/** A navigation of the page at t = 0; its paints and first contentful paint as given (ms). */
function trace({
  paints,
  fcp,
  otherFramePaints = [],
  lcp,
}: {
  paints: [start: number, duration: number][];
  fcp?: number;
  otherFramePaints?: number[];
  lcp?: number;
}) {
  return {
    traceEvents: [
      {
        name: 'navigationStart',
        ts: ms(0),
        args: {
          frame: PAGE,
          data: { documentLoaderURL: 'https://demo.test/?user=A', isOutermostMainFrame: true },
        },
      },
      // The favicon's document: an outermost main frame with no URL, after the page's.
      {
        name: 'navigationStart',
        ts: ms(300),
        args: { frame: FAVICON, data: { documentLoaderURL: '', isOutermostMainFrame: true } },
      },
      ...paints.map(([start, duration]) => ({
        name: 'Paint',
        ts: ms(start),
        dur: ms(duration),
        args: { data: { frame: PAGE } },
      })),
      ...otherFramePaints.map((start) => ({
        name: 'Paint',
        ts: ms(start),
        dur: ms(1),
        args: { data: { frame: FAVICON } },
      })),
      ...(fcp === undefined
        ? []
        : [{ name: 'firstContentfulPaint', ts: ms(fcp), args: { frame: PAGE } }]),
      ...(lcp === undefined
        ? []
        : [{ name: 'largestContentfulPaint::Candidate', ts: ms(lcp), args: { frame: PAGE } }]),
    ],
  };
}

describe('heldFrameMs', () => {
  it('is the time from the last paint before the first contentful paint to its presentation', () => {
    expect(
      heldFrameMs(
        trace({
          paints: [
            [200, 5],
            [240, 6],
          ],
          fcp: 266,
        }),
      ),
    ).toBe(20);
  });

  it('measures the frame the browser held back for a second', () => {
    const held = heldFrameMs(trace({ paints: [[274, 6]], fcp: 1233 }));
    expect(held).toBe(953);
    expect(held).toBeGreaterThanOrEqual(HELD_FRAME_MS);
  });

  it("ignores another frame's paints and the paints after the first contentful one", () => {
    expect(
      heldFrameMs(
        trace({
          paints: [
            [274, 6],
            [1300, 2],
          ],
          fcp: 1233,
          otherFramePaints: [900],
        }),
      ),
    ).toBe(953);
  });

  it('measures a largest-contentful-paint candidate the browser held, after an unheld first paint', () => {
    expect(
      heldFrameMs(
        trace({
          paints: [
            [180, 5],
            [240, 6],
          ],
          fcp: 200,
          lcp: 1246,
        }),
      ),
    ).toBe(1000);
    // A later candidate painted just before it is presented: not held.
    expect(
      heldFrameMs(
        trace({
          paints: [
            [180, 5],
            [900, 6],
          ],
          fcp: 200,
          lcp: 926,
        }),
      ),
    ).toBe(20);
  });

  it('accepts the bare array of events, as some traces are saved', () => {
    expect(heldFrameMs(trace({ paints: [[240, 6]], fcp: 266 }).traceEvents)).toBe(20);
  });

  it('is undefined without a first contentful paint or a paint before it', () => {
    expect(heldFrameMs(trace({ paints: [[240, 6]] }))).toBeUndefined();
    expect(heldFrameMs(trace({ paints: [], fcp: 266 }))).toBeUndefined();
    expect(heldFrameMs({})).toBeUndefined();
  });
});

describe('measureUnheld', () => {
  // As measure.mjs returns a run: how long its paints were held, read from its observed trace.
  const held = { heldMs: heldFrameMs(trace({ paints: [[274, 6]], fcp: 1233 })), id: 'held' };
  const unheld = { heldMs: heldFrameMs(trace({ paints: [[240, 6]], fcp: 266 })), id: 'unheld' };

  it('measures a run the browser held again, and keeps the first unheld one', async () => {
    const results = [held, unheld, held];
    const told: [number, number][] = [];
    const result = await measureUnheld(
      async () => results.shift() ?? unheld,
      (heldMs, attempt) => told.push([heldMs, attempt]),
    );
    expect(result.id).toBe('unheld');
    expect(told).toEqual([[953, 1]]);
  });

  it(`stops after ${MEASURE_ATTEMPTS} attempts, keeping the last run`, async () => {
    let attempts = 0;
    const told: number[] = [];
    const result = await measureUnheld(
      async () => {
        attempts++;
        return { ...held, id: `held ${attempts}` };
      },
      (_heldMs, attempt) => told.push(attempt),
    );
    expect(attempts).toBe(MEASURE_ATTEMPTS);
    expect(result.id).toBe(`held ${MEASURE_ATTEMPTS}`);
    expect(told).toEqual([1, 2]);
  });

  it('keeps a run whose trace shows no first contentful paint (the run itself reports that)', async () => {
    let attempts = 0;
    await measureUnheld(
      async () => {
        attempts++;
        return { heldMs: heldFrameMs(trace({ paints: [] })) };
      },
      () => {},
    );
    expect(attempts).toBe(1);
  });
});
