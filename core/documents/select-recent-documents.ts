// spec §5: tiles are flattened by recursing through folders, filtered (keep-tile.ts), "sorted by
// LastModified, newest first", and spec §3/§9 "Only the first two tiles are used". Done in one
// pass over the response as parsed from JSON, keeping the newest `limit` tiles in a bounded list:
// nothing of the tree is copied, nothing is sorted, and a tile is parsed whole
// (parseDocumentTile) only when it would enter that list. A 20,000-tile answer is mostly tiles
// that never do: for those, the walk reads the three fields the filter needs and the date. Folders
// are walked with an explicit stack, so a 100,000-deep chain cannot overflow (ADR-0044).
//
// Ties (same instant) keep tree order: the tile met first in a depth-first walk of the server's
// order wins, as a stable sort would do. Tiles without a valid date sort after every dated one.
import type { DocumentItem, RecentDocuments } from './document-item';
import { keepTile, mayBeKept } from './keep-tile';
import { mapDocumentItem } from './map-document-item';
import { parseIsoDate } from './parse-iso-date';
import { forEachRawDocumentTile, parseDocumentTile } from './parse-tile-tree';
import type { DocumentTile } from './tile';

/** spec §9 "Recent documents shown: 2". */
export const RECENT_DOCUMENTS_LIMIT = 2;

// NaN (no valid date) ranks below every real instant.
const rank = (time: number): number => (Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time);

/**
 * The newest `limit` documents spec §5 keeps for `country`, newest first, and the product code of
 * the newest (spec §3), from the FolderTile response body. Throws when the body is not
 * `{ Data: [...] }` (forEachRawDocumentTile).
 */
export function selectRecentDocuments(
  body: unknown,
  country: string,
  limit: number = RECENT_DOCUMENTS_LIMIT,
): RecentDocuments {
  const size = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : RECENT_DOCUMENTS_LIMIT;
  // The product code comes from the newest kept tile even when limit is 0.
  const keep = Math.max(size, 1);
  // Newest first; ranks[i] is top[i]'s rank. Invariant: at most `keep` tiles, each kept by spec
  // §5, and every kept tile met so far and left out ranks at most ranks[keep - 1] and came later
  // in the walk than the tiles of the same rank inside.
  const top: DocumentTile[] = [];
  const ranks: number[] = [];
  forEachRawDocumentTile(body, (raw) => {
    if (!mayBeKept(raw, country)) return;
    const time = parseIsoDate(raw.LastModified);
    const value = rank(time);
    // Full, and no newer than the last one inside: a tile met later goes after an equal one.
    if (top.length === keep && value <= (ranks[keep - 1] as number)) return;
    const tile = parseDocumentTile(raw, time);
    if (!tile || !keepTile(tile, country)) return;
    let position = top.length;
    while (position > 0 && (ranks[position - 1] as number) < value) position -= 1;
    top.splice(position, 0, tile);
    ranks.splice(position, 0, value);
    if (top.length > keep) {
      top.pop();
      ranks.pop();
    }
  });
  const items: DocumentItem[] = top.slice(0, size).map(mapDocumentItem);
  const code = top[0]?.template;
  return { items, mostRecentProductCode: code ? code : undefined };
}
