// Prints raw/gzip/brotli sizes of every file in dist/ after each build and fails
// (exit 1) when a file breaks its budget or has none (perf/size-budgets.json).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkBudgets, formatReport, measureDist } from './size-budget.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// QA_OUT_DIR (vite.config.ts) moves a build elsewhere; its sizes are the ones to check.
const distDir = process.env.QA_OUT_DIR ?? process.argv[2] ?? `${root}dist`;
const { budgets } = JSON.parse(readFileSync(`${root}perf/size-budgets.json`, 'utf8'));
const results = checkBudgets(measureDist(distDir), budgets);
console.log(`\nSizes of ${distDir} (bytes; brotli q11, gzip -9):\n${formatReport(results)}\n`);
const failures = results.filter((r) => !r.ok);
if (failures.length > 0) {
  console.error(`Size budget broken by ${failures.map((f) => f.file).join(', ')}`);
  process.exit(1);
}
