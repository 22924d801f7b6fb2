// README's cost table is made by perf/readme-costs.mjs from the last gate's facts and the built
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
const row = (variant: string, bytes: number[], lcp?: number, longest = 0, inp?: number) => ({
  variant,
  facts: {
    requests: bytes.map((transferSize) => ({ resourceType: 'Script', transferSize })),
    trend: { lcp, inp },
  },
  longTasks: longest ? [{ duration: longest }] : [],
});
const summary = costSummary([
  row('bare', [], 800),
  row('anonymous', [1616], 791),
  row('eligible', [1616, 10706], 812, 61),
  row('first-visit', [1616, 10706, 87680], 801),
  row('open', [], undefined, 0, 23),
]);
/** The visitors' table: the lines before the first blank line. */
const visitorsTable = (table: string) => table.split('\n\n')[0];

describe('README cost table (perf/readme-costs.mjs)', () => {
  it('one row per visitor kind and the click, gated facts and stock figures apart, both builds side by side', () => {
    const table = formatCosts({
      react: summary,
      sizes: { react: [{ file: 'loader.js', brotli: 1458, budget: 1536 }] },
    });
    expect(table).toContain(
      '| Anonymous, or not eligible | 1 / — | 1,616 B / — | none / — | -9 ms / — |',
    );
    expect(table).toContain(
      '| Signed in, returning | 2 / — | 12,322 B / — | 61 ms / — | +12 ms / — |',
    );
    expect(table).toContain(
      '| Click to open, returning (INP, stock Lighthouse, reported) | 0 / — | 0 B / — | none / — | 23 ms / — |',
    );
    expect(table).toContain('stock Lighthouse simulation (reported)');
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
