// spec §5: tiles are flattened through folders, filtered (keep-tile.ts), "sorted by LastModified,
// newest first", and spec §3/§9 "Only the first two tiles are used": one pass over the answer
// through newest-tiles.ts.
import type { DocumentItem, RecentDocuments } from './document-item';
import { mapDocumentItem } from './map-document-item';
import { newestTiles } from './newest-tiles';
import { forEachRawDocumentTile } from './parse-tile-tree';

/** spec §9 "Recent documents shown: 2". */
export const RECENT_DOCUMENTS_LIMIT = 2;

// The newest `limit` documents spec §5 keeps for `country`, newest first, and the product code of
// the newest (spec §3), from the FolderTile response body. Throws when the body is not
// `{ Data: [...] }` (forEachRawDocumentTile).
export function selectRecentDocuments(
  body: unknown,
  country: string,
  limit: number = RECENT_DOCUMENTS_LIMIT,
): RecentDocuments {
  const size = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : RECENT_DOCUMENTS_LIMIT;
  // The product code comes from the newest kept tile even when limit is 0.
  const newest = newestTiles(country, Math.max(size, 1));
  forEachRawDocumentTile(body, newest.offer);
  const items: DocumentItem[] = newest.tiles.slice(0, size).map(mapDocumentItem);
  const code = newest.tiles[0]?.template;
  return { items, mostRecentProductCode: code ? code : undefined };
}
