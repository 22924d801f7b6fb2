// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  flavourResults,
  medianDelta,
  roundDeltas,
  roundOrder,
  type MeasuredRun,
} from '../../../perf/lighthouse/paired.mjs';
import {
  loaderWithoutFacadeName,
  sameLoaderCode,
  sharedVariants,
  flavourOf,
  reportNameOf,
} from '../../../perf/lighthouse/flavours.mjs';
import {
  checkLighthouseBudgets,
  parseLighthouseBudgets,
} from '../../../perf/lighthouse/budget.mjs';
import type { PageMetrics } from '../../../perf/lighthouse/metrics.mjs';
import { readFileSync } from 'node:fs';

const page = (changes: Partial<PageMetrics> = {}): PageMetrics => ({
  score: 100,
  tbt: 0,
  ownTbt: 0,
  cls: 0,
  lcp: 900,
  fcp: 800,
  si: 800,
  scriptBytes: 0,
  scripts: [],
  ...changes,
});

const run = (
  round: number,
  variant: string,
  flavour: string | null,
  changes: Partial<PageMetrics> = {},
  preset = 'mobile',
): MeasuredRun => ({ round, preset, variant, flavour, metrics: page(changes) });

describe('paired rounds: each delta against the bare page of its own round', () => {
  // A busy second round slows everything by 120 ms: the bare page and the variant alike.
  const runs = [
    run(1, 'bare', null, { lcp: 900 }),
    run(1, 'anonymous', null, { lcp: 910 }),
    run(2, 'bare', null, { lcp: 1020 }),
    run(2, 'anonymous', null, { lcp: 1030 }),
    run(3, 'bare', null, { lcp: 905 }),
    run(3, 'anonymous', null, { lcp: 1020 }), // one noisy run of the variant alone
  ];

  it('takes per-round differences, and their median', () => {
    const deltas = roundDeltas(runs, { preset: 'mobile', variant: 'anonymous', flavour: '' });
    expect(deltas.map((d) => [d.round, d.lcp])).toEqual([
      [1, 10],
      [2, 10],
      [3, 115],
    ]);
    expect(medianDelta(deltas)?.lcp).toBe(10);
  });

  it('gives the observed LCP delta of a round where both runs have it', () => {
    const observed = [
      run(1, 'bare', null, { lcp: 900, lcpObserved: 600 }),
      run(1, 'anonymous', null, { lcp: 1000, lcpObserved: 604 }),
      run(2, 'bare', null, { lcp: 900 }),
      run(2, 'anonymous', null, { lcp: 1000, lcpObserved: 610 }),
    ];
    const deltas = roundDeltas(observed, { preset: 'mobile', variant: 'anonymous', flavour: '' });
    expect(deltas.map((d) => [d.round, d.lcp, d.lcpObserved])).toEqual([
      [1, 100, 4],
      [2, 100, undefined],
    ]);
  });

  it('is steadier than the difference of the medians (which the busy round moves)', () => {
    const [bare, anonymous] = flavourResults(runs, '', ['mobile'], ['bare', 'anonymous']);
    expect(anonymous?.median.lcp).toBe(1020);
    expect(bare?.median.lcp).toBe(905);
    expect(anonymous?.delta?.lcp).toBe(10); // not 1020 − 905 = 115
  });

  it('leaves out a round that lacks the bare page, and gives no delta without any pair', () => {
    const deltas = roundDeltas(
      [run(1, 'bare', null), run(1, 'anonymous', null, { tbt: 5 }), run(2, 'anonymous', null)],
      { preset: 'mobile', variant: 'anonymous', flavour: '' },
    );
    expect(deltas).toEqual([{ round: 1, score: 0, tbt: 5, cls: 0, lcp: 0 }]);
    expect(medianDelta([])).toBeNull();
  });

  it('pairs each preset with its own bare page', () => {
    const deltas = roundDeltas(
      [
        run(1, 'bare', null, { lcp: 300 }, 'desktop'),
        run(1, 'bare', null, { lcp: 900 }),
        run(1, 'anonymous', null, { lcp: 320 }, 'desktop'),
      ],
      { preset: 'desktop', variant: 'anonymous', flavour: '' },
    );
    expect(deltas.map((d) => d.lcp)).toEqual([20]);
  });

  it("gives each flavour its own variants and the shared ones, never another flavour's", () => {
    const mixed = [
      run(1, 'bare', null),
      run(1, 'first-visit', '', { tbt: 130 }),
      run(1, 'first-visit', 'preact', { tbt: 40 }),
      run(1, 'anonymous', null, { tbt: 1 }),
    ];
    const react = flavourResults(mixed, '', ['mobile'], ['bare', 'anonymous', 'first-visit']);
    const preact = flavourResults(
      mixed,
      'preact',
      ['mobile'],
      ['bare', 'anonymous', 'first-visit'],
    );
    expect(react.map((r) => [r.variant, r.shared, r.delta?.tbt ?? null])).toEqual([
      ['bare', true, null],
      ['anonymous', true, 1],
      ['first-visit', false, 130],
    ]);
    expect(preact.map((r) => r.delta?.tbt ?? null)).toEqual([null, 1, 40]);
  });

  it('feeds the budget check the paired delta, not the difference of medians', () => {
    const budgets = parseLighthouseBudgets(
      JSON.parse(readFileSync('perf/lighthouse/budgets.json', 'utf8')),
    );
    const results = flavourResults(runs, '', ['mobile'], ['bare', 'anonymous']);
    const { rows, breaches } = checkLighthouseBudgets(results, budgets, []);
    expect(rows[1]?.delta?.lcp).toBe(10);
    expect(breaches).toEqual([]);
  });

  it('alternates the order of a round, so no variant always follows the same one', () => {
    expect(roundOrder(['bare', 'a', 'b'], 1)).toEqual(['bare', 'a', 'b']);
    expect(roundOrder(['bare', 'a', 'b'], 2)).toEqual(['b', 'a', 'bare']);
  });
});

describe('variants measured once for both flavours', () => {
  const loader = (facade: string, extra = '') =>
    `(()=>{const f="${facade}";${extra}import(new URL(f,s))})();`;

  it("ignores the facade's hashed file name, nothing else", async () => {
    expect(loaderWithoutFacadeName(loader('facade-BJGizkcc.js'))).toBe(
      loaderWithoutFacadeName(loader('facade-BWCu_V4px.js')),
    );
    const files: Record<string, string> = {
      'dist/loader.js': loader('facade-BJGizkcc.js'),
      'dist-preact/loader.js': loader('facade-BWCuV4px.js'),
      'dist-other/loader.js': loader('facade-BWCuV4px.js', 'track();'),
    };
    const read = (path: string) => files[path] ?? '';
    await expect(sameLoaderCode(['dist', 'dist-preact'], read)).resolves.toBe(true);
    expect([...(await sharedVariants(['dist', 'dist-preact'], read))]).toEqual([
      'bare',
      'anonymous',
      'anonymous-after-load',
    ]);
    await expect(sameLoaderCode(['dist', 'dist-other'], read)).resolves.toBe(false);
    expect([...(await sharedVariants(['dist', 'dist-other'], read))]).toEqual(['bare']);
  });

  it('takes locals the minifier named differently for the same code, not other code', async () => {
    // The two builds of 2026-11-23: one local swapped names (the facade's hash changed the
    // minifier's character counts), nothing else.
    const a = '(()=>{const f="facade-AAAA1111.js";const A=document.cookie,U=1;use(A,U)})();';
    const b = '(()=>{const f="facade-BBBB2222.js";const U=document.cookie,A=1;use(U,A)})();';
    const c = '(()=>{const f="facade-BBBB2222.js";const U=document.cookie,A=1;use(A,U)})();';
    const files: Record<string, string> = { 'a/loader.js': a, 'b/loader.js': b, 'c/loader.js': c };
    const read = (path: string) => files[path] ?? '';
    await expect(sameLoaderCode(['a', 'b'], read)).resolves.toBe(true);
    await expect(sameLoaderCode(['a', 'c'], read)).resolves.toBe(false);
  });

  it('names reports after the flavour', () => {
    expect(reportNameOf(flavourOf('/work/dist'))).toBe('lighthouse');
    expect(reportNameOf(flavourOf('/work/dist-preact/'))).toBe('lighthouse-preact');
  });
});
