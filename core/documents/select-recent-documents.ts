// spec §5: tiles are flattened through folders, filtered (keep-tile.ts), "sorted by LastModified,
// newest first", and spec §3/§9 "Only the first two tiles are used". One pass keeps the newest
// `limit` tiles in a bounded list (ADR-0044): nothing is copied or sorted, and a tile is parsed
// whole only when it would enter the list; the rest cost the filter's fields and the date.
// Ties keep tree order, as a stable sort would; tiles without a valid date come after dated ones.
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
  const keep = Math.max(size, 1);
  // Newest first; ranks[i] is top[i]'s rank. Invariant: at most `keep` tiles, each kept by spec §5;
  // a kept tile met but left out ranks at most ranks[keep - 1], and came after those of its rank.
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
