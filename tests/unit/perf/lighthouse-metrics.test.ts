// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  median,
  metricsFromReport,
  openMetricsFromReport,
  summariseOpenRuns,
  summariseRuns,
  type PageMetrics,
} from '../../../perf/lighthouse/metrics.mjs';

const ORIGIN = 'http://127.0.0.1:4321';
/** A run's long tasks of ours (long-tasks.mjs ownLongTasks): one, 30 ms past 50. */
const OWN = [{ file: 'widget-Ab12.js', duration: 80, startTime: 900 }];

function report(overrides: Record<string, unknown> = {}) {
  const numeric = (numericValue: number) => ({ numericValue });
  return {
    finalDisplayedUrl: `${ORIGIN}/?user=A`,
    categories: { performance: { score: 0.974 } },
    audits: {
      'total-blocking-time': numeric(12.5),
      'cumulative-layout-shift': numeric(0.002),
      'largest-contentful-paint': numeric(1010),
      'first-contentful-paint': numeric(760),
      'speed-index': numeric(800),
      'network-requests': {
        details: {
          items: [
            { url: `${ORIGIN}/?user=A`, resourceType: 'Document', transferSize: 5000 },
            {
              url: `${ORIGIN}/demo-assets/controls.js`,
              resourceType: 'Script',
              transferSize: 3215,
            },
            {
              url: `${ORIGIN}/quick-actions/loader.js`,
              resourceType: 'Script',
              transferSize: 1802,
            },
            {
              url: `${ORIGIN}/quick-actions/facade-Ab12.js`,
              resourceType: 'Script',
              transferSize: 5998,
            },
            {
              url: `${ORIGIN}/quick-actions/slate-v1-Ab12.css`,
              resourceType: 'Stylesheet',
              transferSize: 622,
            },
          ],
        },
      },
    },
    ...overrides,
  };
}

describe('metricsFromReport', () => {
  it('keeps the score in points, the lab metrics and our scripts only', () => {
    expect(metricsFromReport(report(), OWN)).toEqual({
      score: 97,
      tbt: 12.5,
      ownTbt: 30,
      cls: 0.002,
      lcp: 1010,
      fcp: 760,
      si: 800,
      scriptBytes: 1802 + 5998,
      scripts: [
        { file: 'loader.js', transferSize: 1802 },
        { file: 'facade-Ab12.js', transferSize: 5998 },
      ],
    });
  });

  it('keeps the LCP the run observed beside the simulated one, when the report has it', () => {
    const metricsAudit = {
      metrics: { details: { items: [{ observedLargestContentfulPaint: 642.5 }] } },
    };
    const withObserved = report();
    expect(
      metricsFromReport(
        { ...withObserved, audits: { ...withObserved.audits, ...metricsAudit } },
        OWN,
      ).lcpObserved,
    ).toBe(642.5);
    expect(metricsFromReport(report(), OWN).lcpObserved).toBeUndefined();
  });

  it('rejects a failed run, a missing score and a missing metric', () => {
    expect(() =>
      metricsFromReport(report({ runtimeError: { code: 'NO_FCP', message: 'no paint' } }), OWN),
    ).toThrow(`Lighthouse failed on ${ORIGIN}/?user=A: NO_FCP no paint`);
    expect(() =>
      metricsFromReport(report({ categories: { performance: { score: null } } }), OWN),
    ).toThrow('No performance score');
    const audits = { ...report().audits, 'speed-index': { numericValue: undefined } };
    expect(() => metricsFromReport(report({ audits }), OWN)).toThrow(
      'No value for the audit speed-index',
    );
    expect(() => metricsFromReport(null, [])).toThrow('No performance score for ?');
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('summariseRuns', () => {
  const run = (score: number, tbt: number, scripts: PageMetrics['scripts']): PageMetrics => ({
    score,
    tbt,
    ownTbt: tbt / 2,
    cls: 0,
    lcp: 1000 + tbt,
    fcp: 700,
    si: 750,
    scriptBytes: scripts.reduce((sum, s) => sum + s.transferSize, 0),
    scripts,
  });

  it('takes the median of each metric and the union of scripts at their largest', () => {
    const loader = { file: 'loader.js', transferSize: 1800 };
    const summary = summariseRuns([
      run(100, 0, [loader]),
      run(97, 90, [
        { file: 'loader.js', transferSize: 1810 },
        { file: 'facade-A.js', transferSize: 6000 },
      ]),
      run(99, 20, [loader]),
    ]);
    expect(summary).toMatchObject({ score: 99, tbt: 20, ownTbt: 10, lcp: 1020, scriptBytes: 1800 });
    expect(summary.scripts).toEqual([
      { file: 'facade-A.js', transferSize: 6000 },
      { file: 'loader.js', transferSize: 1810 },
    ]);
  });

  it('refuses to summarise no runs', () => {
    expect(() => summariseRuns([])).toThrow('No Lighthouse runs to summarise');
  });
});

describe('openMetricsFromReport (the popup-open timespan)', () => {
  const timespan = (inp?: number) => {
    const base = report();
    const audits: Record<string, unknown> = { ...base.audits };
    delete audits['largest-contentful-paint'];
    if (inp !== undefined) audits['interaction-to-next-paint'] = { numericValue: inp };
    return { ...base, audits };
  };

  it('keeps the score, TBT, CLS, the click’s INP and our scripts (a timespan has no LCP)', () => {
    expect(openMetricsFromReport(timespan(36.8), OWN)).toEqual({
      score: 97,
      tbt: 12.5,
      ownTbt: 30,
      cls: 0.002,
      inp: 36.8,
      scriptBytes: 7800,
      scripts: [
        { file: 'loader.js', transferSize: 1802 },
        { file: 'facade-Ab12.js', transferSize: 5998 },
      ],
    });
  });

  it('rejects a timespan in which the click never reached the page', () => {
    expect(() => openMetricsFromReport(timespan(), OWN)).toThrow(
      `No value for the audit interaction-to-next-paint on ${ORIGIN}/?user=A`,
    );
  });

  it('summarises runs by their medians', () => {
    const runs = [20, 60, 40].map((inp) => openMetricsFromReport(timespan(inp), OWN));
    expect(summariseOpenRuns(runs)).toMatchObject({ inp: 40, tbt: 12.5, score: 97 });
    expect(() => summariseOpenRuns([])).toThrow('No popup-open runs to summarise');
  });
});
