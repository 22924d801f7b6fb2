// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, matchesPattern, measureDist } from '../../../perf/size-budget.mjs';

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'qa-dist-'));
  writeFileSync(join(dir, 'loader.js'), 'x'.repeat(5000));
  writeFileSync(join(dir, 'loader.js.br'), 'ignored');
  writeFileSync(join(dir, 'widget-Ab12Cd34.js'), 'console.log(1)');
  // Source maps and the hosts' declarations lie beside the build, not shipped scripts (ADR-0006).
  writeFileSync(join(dir, 'widget-Ab12Cd34.js.map'), '{}');
  writeFileSync(join(dir, 'quick-actions.d.ts'), 'export {};');
  writeFileSync(join(dir, 'format.d.ts'), 'export {};');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), '{}');
  return dir;
}

describe('size budgets', () => {
  it('measures shipped files only, with gzip and brotli sizes', () => {
    const sizes = measureDist(fakeDist());
    expect(sizes.map((s) => s.file)).toEqual(['loader.js', 'widget-Ab12Cd34.js']);
    const loader = sizes[0]!;
    expect(loader.raw).toBe(5000);
    expect(loader.gzip).toBeGreaterThan(0);
    expect(loader.brotli).toBeLessThan(loader.raw);
  });

  it('fails a file whose brotli size exceeds its budget (a lowered budget breaks CI)', () => {
    const sizes = measureDist(fakeDist());
    const loaderBrotli = sizes[0]!.brotli;
    const exact = checkBudgets(sizes, [{ pattern: 'loader.js', brotli: loaderBrotli }]);
    expect(exact[0]).toMatchObject({ file: 'loader.js', ok: true });
    const lowered = checkBudgets(sizes, [{ pattern: 'loader.js', brotli: loaderBrotli - 1 }]);
    expect(lowered[0]).toMatchObject({ file: 'loader.js', ok: false });
  });

  it('fails a file that has no budget at all', () => {
    const results = checkBudgets(measureDist(fakeDist()), [{ pattern: 'loader.js', brotli: 1e6 }]);
    expect(results.find((r) => r.file === 'widget-Ab12Cd34.js')).toMatchObject({
      ok: false,
      reason: 'no budget for this file',
    });
  });

  it('matches simple globs without crossing folders', () => {
    expect(matchesPattern('widget-Ab12.js', 'widget-*.js')).toBe(true);
    expect(matchesPattern('locales/en.js', '*.js')).toBe(false);
    expect(matchesPattern('loaderXjs', 'loader.js')).toBe(false);
  });

  it('keeps the loader budget of 1,536 B brotli', async () => {
    const { default: config } = await import('../../../perf/size-budgets.json');
    expect(config.budgets.find((b) => b.pattern === 'loader.js')?.brotli).toBe(1536);
  });
});
