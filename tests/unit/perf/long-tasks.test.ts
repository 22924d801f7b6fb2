// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  describeLongTasks,
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

  it('finds none in a report without the audit', () => {
    expect(ownLongTasks({ audits: {} })).toEqual([]);
    expect(ownBlockingTime(null)).toBe(0);
    expect(describeLongTasks([])).toBe('none');
  });
});
