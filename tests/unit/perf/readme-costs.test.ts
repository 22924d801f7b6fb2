// README's cost table is made by perf/readme-costs.mjs from the last gate's medians and the built
// files' sizes, never by hand: the visitors' rows in README must be what the script makes from
// perf/reports/*.json (the file sizes follow the build, and the gate rewrites them).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COSTS_END,
  COSTS_START,
  costSummary,
  currentCosts,
  formatCosts,
  withCosts,
} from '../../../perf/readme-costs.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const metrics = (scriptBytes: number, ownTbt: number) => ({ scriptBytes, ownTbt });
const summary = costSummary(
  [
    { preset: 'mobile', variant: 'bare', median: metrics(0, 0), delta: null },
    { preset: 'mobile', variant: 'anonymous', median: metrics(1616, 0), delta: { lcp: -9 } },
    { preset: 'mobile', variant: 'eligible', median: metrics(12322, 3), delta: { lcp: 12 } },
    { preset: 'mobile', variant: 'first-visit', median: metrics(100002, 0), delta: { lcp: 1 } },
  ],
  [
    { preset: 'mobile', median: { inp: 23, ownTbt: 0 } },
    { preset: 'desktop', median: { inp: 26, ownTbt: 0 } },
  ],
);
/** The visitors' table: the lines before the first blank line. */
const visitorsTable = (table: string) => table.split('\n\n')[0];

describe('README cost table (perf/readme-costs.mjs)', () => {
  it('one row per visitor kind and the click, both builds side by side', () => {
    const table = formatCosts({
      react: summary,
      sizes: { react: [{ file: 'loader.js', brotli: 1458, budget: 1536 }] },
    });
    expect(table).toContain('| Anonymous, or not eligible | 1,616 B / — | 0 ms / — | -9 ms / — |');
    expect(table).toContain('| Signed in, returning | 12,322 B / — | 3 ms / — | +12 ms / — |');
    expect(table).toContain(
      '| Click to open, returning: INP mobile, desktop (not bytes) | 23 ms, 26 ms / — |',
    );
    expect(table).toContain('| `loader.js` (every visitor) | 1,458 B | — | 1,536 B |');
  });

  it('replaces what is between the markers, and refuses a README without them', () => {
    const readme = `# x\n${COSTS_START}\nold\n${COSTS_END}\nafter\n`;
    expect(withCosts(readme, 'new')).toBe(`# x\n${COSTS_START}\nnew\n${COSTS_END}\nafter\n`);
    expect(() => withCosts('# x', 'new')).toThrow(/costs:start/);
  });

  it('README holds what the script makes from the last gate’s reports', () => {
    const readme = readFileSync(`${root}README.md`, 'utf8');
    const start = readme.indexOf(COSTS_START) + COSTS_START.length + 1;
    const inReadme = readme.slice(start, readme.indexOf(COSTS_END));
    expect(visitorsTable(inReadme)).toBe(visitorsTable(currentCosts()));
  });
});
