// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  describeLongTasks,
  keepTraceOfListedRun,
  ownBlockingTime,
  ownLongTasks,
} from '../../../perf/lighthouse/long-tasks.mjs';

const ORIGIN = 'https://127.0.0.1:4321';
const withLongTasks = (items: unknown[]) => ({ audits: { 'long-tasks': { details: { items } } } });

describe('the long tasks Lighthouse attributes to our scripts (issue 15)', () => {
  const report = withLongTasks([
    { url: `${ORIGIN}/quick-actions/loader.js?v=1`, duration: 61, startTime: 500 },
    { url: `${ORIGIN}/?user=none`, duration: 119, startTime: 975 },
    { url: 'Unattributable', duration: 144, startTime: 780 },
    { url: `${ORIGIN}/quick-actions/widget-runtime-Ab12.js`, duration: 123.4, startTime: 1200 },
    { url: `${ORIGIN}/quick-actions/facade-Ab12.js`, duration: 49.9, startTime: 1100 },
    { url: `${ORIGIN}/quick-actions/widget-Ab12.js`, duration: 'long', startTime: 1300 },
  ]);

  it('keeps ours of 50 ms or more, longest first, by file name', () => {
    expect(ownLongTasks(report)).toEqual([
      { file: 'widget-runtime-Ab12.js', duration: 123.4, startTime: 1200 },
      { file: 'loader.js', duration: 61, startTime: 500 },
    ]);
    expect(describeLongTasks(ownLongTasks(report))).toBe(
      'widget-runtime-Ab12.js 123 ms, loader.js 61 ms',
    );
  });

  it("sums their time past 50 ms, as TBT counts it, and the host page's tasks not at all", () => {
    expect(ownBlockingTime(report)).toBeCloseTo(73.4 + 11, 6);
  });

  it("says where most of each one's time went, from the audit's debug data", () => {
    const url = `${ORIGIN}/quick-actions/widget-runtime-Ab12.js`;
    const withBreakdown = {
      audits: {
        'long-tasks': {
          details: {
            items: [{ url, duration: 72, startTime: 348.8 }],
            debugData: {
              type: 'debugdata',
              urls: ['Unattributable', url],
              tasks: [
                { urlIndex: 0, startTime: 348.8, duration: 72, other: 72 },
                {
                  urlIndex: 1,
                  startTime: 348.8,
                  duration: 72,
                  scriptEvaluation: 20.2,
                  styleLayout: 47.6,
                  other: 4.2,
                },
              ],
            },
          },
        },
      },
    };
    expect(ownLongTasks(withBreakdown)).toEqual([
      {
        file: 'widget-runtime-Ab12.js',
        duration: 72,
        startTime: 348.8,
        mostly: 'style & layout 48',
      },
    ]);
    expect(describeLongTasks(ownLongTasks(withBreakdown))).toBe(
      'widget-runtime-Ab12.js 72 ms (style & layout 48)',
    );
  });

  it('finds none in a report without the audit', () => {
    expect(ownLongTasks({ audits: {} })).toEqual([]);
    expect(ownBlockingTime(null)).toBe(0);
    expect(describeLongTasks([])).toBe('none');
  });
});

describe('the trace of a run that lists a long task of ours (issue 15)', () => {
  const trace = { traceEvents: [{ name: 'RunTask', ph: 'X', ts: 1, dur: 20_000 }] };
  const listed = withLongTasks([
    { url: `${ORIGIN}/quick-actions/loader.js`, duration: 64, startTime: 900 },
  ]);
  const notListed = withLongTasks([{ url: `${ORIGIN}/?user=A`, duration: 66, startTime: 2022 }]);

  it('is kept, gzipped, for a run that lists one, and nothing is written otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qa-traces-'));
    try {
      const file = join(dir, 'reports', 'trace-lighthouse-mobile-first-visit-gate-round2.json.gz');
      expect(keepTraceOfListedRun(notListed, trace, file)).toBeUndefined();
      expect(keepTraceOfListedRun(listed, undefined, file)).toBeUndefined();
      expect(existsSync(file)).toBe(false);

      expect(keepTraceOfListedRun(listed, trace, file)).toBe(file);
      expect(JSON.parse(gunzipSync(readFileSync(file)).toString())).toEqual(trace);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
