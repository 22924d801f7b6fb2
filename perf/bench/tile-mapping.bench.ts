// Selecting the two newest documents from a FolderTile answer of 1,000 / 10,000 /
// 100,000 tiles — time, and the memory the selection keeps, which must grow linearly (one pass
// over the answer, the top two kept without a sort, nothing of the tree copied).
import { expect, test } from 'vitest';
import { selectRecentDocuments } from '../../core/documents/select-recent-documents';
import { percentile, recordBenchmark, round } from './record';
import { newestNames, tileTree } from './tile-tree';

function measure(count: number) {
  const tree = tileTree(count);
  const body = JSON.parse(JSON.stringify(tree)) as unknown;
  const times: number[] = [];
  for (let run = 0; run < 7; run++) {
    const start = performance.now();
    const result = selectRecentDocuments(body, 'US');
    times.push(performance.now() - start);
    expect(result.items.map((item) => item.title)).toEqual(newestNames(tree, 'US'));
  }
  times.sort((a, b) => a - b);
  // Memory: what the selection allocates and keeps (run with --expose-gc): the two items only.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = selectRecentDocuments(body, 'US');
  gc?.();
  const retainedKB = Math.round((process.memoryUsage().heapUsed - before) / 1024);
  expect(kept.items).toHaveLength(2);
  return { medianMs: round(percentile(times, 50)), retainedKB };
}

test('tile selection grows linearly', () => {
  const figures = Object.fromEntries([1_000, 10_000, 100_000].map((n) => [n, measure(n)]));
  recordBenchmark('tileMapping', figures);
  // Linear growth: 100× the tiles may not cost much more than 100× the time (the
  // 1,000 case is too small to time, so compare 10k → 100k: 10× tiles, < 20× time).
  expect(figures[100_000]!.medianMs).toBeLessThan(figures[10_000]!.medianMs * 20);
});
