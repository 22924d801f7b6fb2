// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkLighthouseBudgets,
  type LighthouseBudgets,
} from '../../../perf/lighthouse/budget.mjs';
import type { PageMetrics } from '../../../perf/lighthouse/metrics.mjs';
import { formatLighthouseReport } from '../../../perf/lighthouse/report.mjs';

const BUDGETS: LighthouseBudgets = {
  performanceScoreNoise: 2,
  maxDelta: { cls: 0, lcpMs: 50 },
  maxOwnTbtMs: 10,
  httpHeaderAllowanceBytes: 400,
  scripts: { bare: [], anonymous: ['loader.js'] },
  open: { maxCls: 0, maxInpMs: 200, scripts: ['widget-*.js'] },
};
const BARE: PageMetrics = {
  score: 100,
  tbt: 0,
  ownTbt: 0,
  cls: 0,
  lcp: 963.4,
  fcp: 758,
  si: 758,
  scriptBytes: 0,
  scripts: [],
};
const META = {
  date: '2026-11-21',
  runs: 3,
  lighthouseVersion: '12.8.2',
  browserVersion: 'Chrome/156.0.0.0',
  distDir: 'dist-preact',
  name: 'lighthouse-preact',
  durationSeconds: 170,
  benchmarkIndex: { min: 812.4, median: 1490.6, max: 1620 },
  presetLabels: { mobile: 'Mobile' },
  variantLabels: { bare: 'Without the snippet', anonymous: 'Anonymous visitor' },
};

function render(anonymous: PageMetrics) {
  const { rows, breaches } = checkLighthouseBudgets(
    [
      { preset: 'mobile', variant: 'bare', median: BARE },
      { preset: 'mobile', variant: 'anonymous', median: anonymous },
    ],
    BUDGETS,
    [{ pattern: 'loader.js', brotli: 1536 }],
  );
  const runs = {
    'mobile/bare': [BARE, { ...BARE, score: 99, tbt: 31.6, lcp: 1100 }],
    'mobile/anonymous': [anonymous],
  };
  const deltas = {
    'mobile/anonymous': [
      {
        round: 1,
        score: 0,
        tbt: anonymous.tbt - BARE.tbt,
        cls: 0,
        lcp: anonymous.lcp - BARE.lcp,
      },
    ],
  };
  return formatLighthouseReport({ rows, runs, deltas, breaches, budgets: BUDGETS, meta: META });
}

describe('formatLighthouseReport', () => {
  const loader = [{ file: 'loader.js', transferSize: 1802 }];

  it('writes one row of medians and deltas per variant under its preset', () => {
    const markdown = render({ ...BARE, lcp: 962, scriptBytes: 1802, scripts: loader });
    expect(markdown).toContain('## Mobile');
    for (const row of [
      '| Without the snippet | 100 | 0 ms | 0 ms | 0 | 963 ms | 758 ms | 758 ms | 0 B | — | — | — | — | ok |',
      '| Anonymous visitor | 100 | 0 ms | 0 ms | 0 | 962 ms | 758 ms | 758 ms | 1,802 B / 1,936 B | 0 | 0 ms | 0 | -1 ms | ok |',
    ]) {
      expect(markdown).toContain(row);
    }
    expect(markdown).toContain('- 3 paired round(s): each round measures, per preset');
    expect(markdown).toContain('widget from `dist-preact`');
    expect(markdown).toContain('`perf/reports/lighthouse-preact-<preset>-<variant>.html`');
    expect(markdown).toContain('(BenchmarkIndex): median 1491, range 812–1620.');
    expect(markdown).toContain('All budgets hold.');
  });

  it("lists every run's score, TBT, TBT of ours and LCP, and each round's paired deltas", () => {
    const markdown = render({ ...BARE, lcp: 962, ownTbt: 4, scriptBytes: 1802, scripts: loader });
    expect(markdown).toContain(
      '| mobile | Without the snippet | 100, 99 | 0, 32 | 0, 0 | 963, 1100 | — | — |',
    );
    expect(markdown).toContain('| mobile | Anonymous visitor | 100 | 0 | 4 | 962 | 0 | -1 |');
  });

  it('lists every breach', () => {
    const markdown = render({ ...BARE, tbt: 65, ownTbt: 55, scriptBytes: 1802, scripts: loader });
    expect(markdown).toContain('| +65 ms | 0 | 0 ms | **1 breach(es)** |');
    expect(markdown).toContain(
      "## Breaches\n\n- mobile/anonymous: our scripts' tasks block 55 ms (budget ≤ 10 ms)",
    );
    expect(markdown).not.toContain('All budgets hold.');
  });

  it('marks what both flavours share, and shows a confirmation that did not reproduce', () => {
    const breaching = { ...BARE, tbt: 65, ownTbt: 55, scriptBytes: 1802, scripts: loader };
    const first = checkLighthouseBudgets(
      [
        { preset: 'mobile', variant: 'bare', median: BARE },
        { preset: 'mobile', variant: 'anonymous', median: breaching },
      ],
      BUDGETS,
      [{ pattern: 'loader.js', brotli: 1536 }],
    );
    const second = checkLighthouseBudgets(
      [
        { preset: 'mobile', variant: 'bare', median: BARE },
        { preset: 'mobile', variant: 'anonymous', median: { ...breaching, tbt: 4, ownTbt: 0 } },
      ],
      BUDGETS,
      [{ pattern: 'loader.js', brotli: 1536 }],
    );
    const markdown = formatLighthouseReport({
      rows: first.rows,
      runs: {},
      shared: ['mobile/bare', 'mobile/anonymous'],
      breaches: first.breaches,
      confirmation: {
        rows: second.rows.filter((row) => row.variant !== 'bare'),
        openRows: [],
        breaches: second.breaches,
        confirmed: [],
      },
      budgets: BUDGETS,
      meta: META,
    });
    expect(markdown).toContain('| Anonymous visitor (shared) | 100 | 65 ms |');
    expect(markdown).toContain('- (shared): measured once for both flavours');
    expect(markdown).toContain("## Breaches\n\n- mobile/anonymous: our scripts' tasks block 55 ms");
    expect(markdown).toContain(
      '| mobile | Anonymous visitor (shared) | 0 | +4 ms | 0 | 0 ms | ok |',
    );
    expect(markdown).toContain('No breach reproduced: the gate passes.');
  });

  it('adds the popup-open timespan', () => {
    const firstVisit = { ...BARE, score: 93, tbt: 160, ownTbt: 140 };
    const budgets = BUDGETS;
    const { rows, breaches } = checkLighthouseBudgets(
      [
        { preset: 'mobile', variant: 'bare', median: BARE },
        { preset: 'mobile', variant: 'anonymous', median: firstVisit },
      ],
      budgets,
      [],
    );
    const open = {
      score: 98,
      tbt: 125.3,
      ownTbt: 90,
      cls: 0,
      inp: 36.8,
      scriptBytes: 79_000,
      scripts: [{ file: 'widget-Ab12.js', transferSize: 79_000 }],
    };
    const openRows = [{ preset: 'mobile', median: open, scriptLimit: 80_400, problems: [] }];
    const markdown = formatLighthouseReport({
      rows,
      openRows,
      runs: {},
      openRuns: { mobile: [open, { ...open, inp: 50.2, tbt: 140 }] },
      breaches,
      budgets,
      meta: META,
    });
    expect(markdown).toContain('| -7 | +160 ms | 0 | 0 ms | **2 breach(es)** |');
    expect(markdown).toContain(
      '## Opening the popup (user flow: the returning visitor clicks the button)',
    );
    expect(markdown).toContain(
      '| Mobile | 98 | 37 ms | 125 ms | 90 ms | 0 | 79,000 B / 80,400 B | ok |',
    );
    expect(markdown).toContain('| mobile | 37, 50 | 125, 140 |');
  });
});
