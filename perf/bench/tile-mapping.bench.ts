// Issue 4/7: tile-tree mapping at 1,000 / 10,000 / 100,000 tiles — time and memory,
// which must grow linearly (the walk is O(n), the top two are kept without a sort).
import { expect, test } from 'vitest';
import { parseFolderTileResponse } from '../../core/documents/parse-tile-tree';
import { selectRecentDocuments } from '../../core/documents/select-recent-documents';
import { percentile, recordBenchmark, round } from './record';

const COUNTRIES = ['US', 'CA', 'GB', 'DE', ''];

// A realistic mix: folders of 20, a few levels deep, every kind of tile.
function tileTree(count: number): unknown {
  let id = 0;
  const documentTile = () => {
    id += 1;
    const kind = id % 7;
    return {
      TileType: 'Document',
      CountryCode: COUNTRIES[id % COUNTRIES.length],
      LastModified: new Date(Date.UTC(2020, 0, 1) + id * 60_000).toISOString(),
      Blob: kind === 3 ? { WebuserFileID: id } : null,
      DocumentType: kind === 4 ? 'Pdf' : kind === 5 ? 'Editor' : 'Document',
      ItemId: id,
      Name: `Document ${id}`,
      PostUrl: `/mydocuments/document/${id}/post.aspx`,
      DownloadUrl: `/mydocuments/document/${id}/download.aspx`,
      ContractUrl: `/contracts/${id}/`,
      Template: 'RESLSE',
      NotarySessionId: kind === 6 ? `NS-${id}` : null,
      NotaryDocumentId: null,
    };
  };
  const folder = (size: number): unknown => {
    if (size <= 20) return { Children: Array.from({ length: size }, documentTile) };
    const children: unknown[] = [];
    for (let left = size; left > 0; left -= Math.min(left, Math.ceil(size / 20))) {
      children.push(folder(Math.min(left, Math.ceil(size / 20))));
    }
    return { Children: children };
  };
  return { Data: [folder(count)] };
}

function measure(count: number) {
  const body = JSON.parse(JSON.stringify(tileTree(count))) as unknown;
  const times: number[] = [];
  for (let run = 0; run < 7; run++) {
    const start = performance.now();
    const result = selectRecentDocuments(parseFolderTileResponse(body), 'US');
    times.push(performance.now() - start);
    expect(result.items).toHaveLength(2);
  }
  times.sort((a, b) => a - b);
  // Memory: what the parsed tiles retain (run with --expose-gc; the selection itself
  // keeps only the top two).
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const tiles = parseFolderTileResponse(body);
  gc?.();
  const retainedKB = Math.round((process.memoryUsage().heapUsed - before) / 1024);
  expect(selectRecentDocuments(tiles, 'US').items).toHaveLength(2);
  return { medianMs: round(percentile(times, 50)), parsedTreeKB: retainedKB };
}

test('tile mapping grows linearly', () => {
  const figures = Object.fromEntries([1_000, 10_000, 100_000].map((n) => [n, measure(n)]));
  recordBenchmark('tileMapping', figures);
  // Linear growth: 100× the tiles may not cost much more than 100× the time (the
  // 1,000 case is too small to time, so compare 10k → 100k: 10× tiles, < 20× time).
  expect(figures[100_000]!.medianMs).toBeLessThan(figures[10_000]!.medianMs * 20);
});
