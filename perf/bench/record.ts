// Benchmarks write their figures to perf/results/bench.json (merged by name), so the
// README table can be refreshed from one file.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const resultsFile = `${resultsDir}bench.json`;

export function recordBenchmark(name: string, figures: Record<string, unknown>): void {
  mkdirSync(resultsDir, { recursive: true });
  const all = existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
    : {};
  all[name] = { ...figures, measuredAt: new Date().toISOString() };
  writeFileSync(resultsFile, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`\n${name}:`, figures);
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
