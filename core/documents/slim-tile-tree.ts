// What the worker answers and keeps of a FolderTile answer (ADR-0088): for each country code in
// it, the tiles newest-tiles.ts keeps for that code, flat and in tree order. Every document
// selectRecentDocuments picks for any country is among them, in the same order: a country keeps
// the tiles of its own code and those without one, and the newest two of a union are among the
// newest two of each part. Throws when the body is not `{ Data: [...] }`.
import type { JsonObject } from '../json';
import { newestTiles, type NewestTiles } from './newest-tiles';
import { forEachRawDocumentTile, tileCountryCode } from './parse-tile-tree';
import { RECENT_DOCUMENTS_LIMIT } from './select-recent-documents';

export function slimTileTree(body: unknown): { Data: JsonObject[] } {
  const byCountry = new Map<string, NewestTiles>();
  const order = new Map<JsonObject, number>();
  forEachRawDocumentTile(body, (raw) => {
    // A tile without a code it could be kept under is never kept.
    const country = tileCountryCode(raw.CountryCode);
    if (country === undefined) return;
    let newest = byCountry.get(country);
    if (!newest) {
      newest = newestTiles(country, RECENT_DOCUMENTS_LIMIT);
      byCountry.set(country, newest);
    }
    order.set(raw, order.size);
    newest.offer(raw);
  });
  const kept = [...byCountry.values()].flatMap((newest) => newest.raws);
  return { Data: kept.sort((a, b) => (order.get(a) as number) - (order.get(b) as number)) };
}
