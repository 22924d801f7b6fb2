// Measures every shipped file in dist/ (raw, gzip -9, brotli q11) and checks it
// against perf/size-budgets.json. Used by the build (perf/size-report.mjs) and
// unit-tested in tests/unit/perf. Precompressed siblings, the Vite manifest, the source maps
// and the hosts' type declarations (emitted beside the build, never loaded by a page)
// are not shipped scripts of their own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const NOT_SHIPPED = /(\.br|\.gz|\.map|\.d\.ts)$|(^|\/)\.vite\//;

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** @param {Buffer} bytes */
export function compressedSizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

/** @param {string} distDir */
export function measureDist(distDir) {
  return listFiles(distDir)
    .map((path) => relative(distDir, path).split('\\').join('/'))
    .filter((file) => !NOT_SHIPPED.test(file))
    .sort()
    .map((file) => ({ file, ...compressedSizes(readFileSync(join(distDir, file))) }));
}

/** A tiny glob: `*` matches any run of characters except `/`. */
export function matchesPattern(file, pattern) {
  const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${source}$`).test(file);
}

/**
 * A file's size budget: the first entry whose pattern it matches (more specific patterns first).
 * @param {string} file
 * @param {{pattern: string, brotli: number}[]} budgets
 */
export const budgetFor = (file, budgets) => budgets.find((b) => matchesPattern(file, b.pattern));

/**
 * @param {{file: string, raw: number, gzip: number, brotli: number}[]} measurements
 * @param {{pattern: string, brotli: number}[]} budgets
 */
export function checkBudgets(measurements, budgets) {
  return measurements.map((m) => {
    const budget = budgetFor(m.file, budgets);
    if (!budget) return { ...m, budget: undefined, ok: false, reason: 'no budget for this file' };
    const ok = m.brotli <= budget.brotli;
    return {
      ...m,
      budget: budget.brotli,
      ok,
      reason: ok ? '' : `brotli ${m.brotli} B > budget ${budget.brotli} B`,
    };
  });
}

export function formatReport(results) {
  const rows = results.map((r) =>
    [
      r.ok ? 'ok  ' : 'FAIL',
      r.file.padEnd(34),
      String(r.raw).padStart(8),
      String(r.gzip).padStart(8),
      String(r.brotli).padStart(8),
      String(r.budget ?? '-').padStart(8),
      r.reason,
    ].join(' '),
  );
  const head = ['    ', 'file'.padEnd(34), '     raw', '    gzip', '  brotli', '  budget'].join(
    ' ',
  );
  return [head, ...rows].join('\n');
}
