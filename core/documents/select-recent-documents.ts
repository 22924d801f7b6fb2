// spec §5: tiles are flattened by recursing through folders, filtered (keep-tile.ts), "sorted by
// LastModified, newest first", and spec §3/§9 "Only the first two tiles are used". Done in one
// O(n) pass with a bounded top-k (ADR-0044: a 100,000-tile tree must not sort everything), walking
// folders with an explicit stack so a 100,000-deep chain cannot overflow.
//
// Ties (same instant) keep tree order: the tile met first in a depth-first walk of the server's
// order wins, as a stable sort would do. Tiles without a valid date sort after every dated one.
import type { DocumentItem, RecentDocuments } from './document-item';
import { keepTile } from './keep-tile';
import { mapDocumentItem } from './map-document-item';
import type { DocumentTile, Tile } from './tile';

/** spec §9 "Recent documents shown: 2". */
export const RECENT_DOCUMENTS_LIMIT = 2;

interface Frame {
  readonly tiles: readonly Tile[];
  index: number;
}

// NaN (no valid date) ranks below every real instant.
const rank = (tile: DocumentTile): number =>
  Number.isNaN(tile.lastModified) ? Number.NEGATIVE_INFINITY : tile.lastModified;

/** Inserts into the newest-first list of at most `limit`, after every tile of the same rank. */
function offer(top: DocumentTile[], tile: DocumentTile, limit: number): void {
  const value = rank(tile);
  let position = top.length;
  while (position > 0 && rank(top[position - 1] as DocumentTile) < value) position -= 1;
  if (position >= limit) return;
  top.splice(position, 0, tile);
  if (top.length > limit) top.pop();
}

export function selectRecentDocuments(
  tiles: readonly Tile[],
  country: string,
  limit: number = RECENT_DOCUMENTS_LIMIT,
): RecentDocuments {
  const size = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : RECENT_DOCUMENTS_LIMIT;
  const top: DocumentTile[] = [];
  // The product code comes from the newest kept tile even when limit is 0.
  const keep = Math.max(size, 1);
  const stack: Frame[] = [{ tiles, index: 0 }];
  for (let frame = stack.at(-1); frame !== undefined; frame = stack.at(-1)) {
    if (frame.index >= frame.tiles.length) {
      stack.pop();
      continue;
    }
    const tile = frame.tiles[frame.index] as Tile;
    frame.index += 1;
    if (tile.kind === 'folder') stack.push({ tiles: tile.children, index: 0 });
    else if (keepTile(tile, country)) offer(top, tile, keep);
  }
  const items: DocumentItem[] = top.slice(0, size).map(mapDocumentItem);
  const code = top[0]?.template;
  return { items, mostRecentProductCode: code ? code : undefined };
}
