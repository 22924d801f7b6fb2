// Which documents show (spec §5), for the popup and the worker's slim answer (ADR-0088).
import { isJsonObject, type JsonObject } from '../json';
import {
  type DocumentTile,
  parseIsoDate,
  parseDocumentTile,
  forEachRawDocumentTile,
  tileCountryCode,
} from './parse-tile-tree';
import { type RecentDocuments, mapDocumentItem } from './document-item';

// spec §5 "Tile filtering": "A tile is kept only if its CountryCode equals the current country or
// is empty, it has no Blob.WebuserFileID, and its DocumentType is not Pdf." Any case, for both.
export function keepTile(tile: DocumentTile, country: string): boolean {
  const countryMatches = tile.countryCode === '' || tile.countryCode === country.toUpperCase();
  return countryMatches && !tile.isUpload && tile.documentType.toLowerCase() !== 'pdf';
}

// The same rule on a raw tile, so the one pass over a large answer skips most tiles unparsed:
// false only for a tile keepTile leaves out once parsed (ADR-0081). True says nothing.
function mayBeKept(raw: JsonObject, country: string): boolean {
  const code = raw.CountryCode;
  if (typeof code === 'string' && code !== '' && code !== country) {
    const trimmed = code.trim();
    if (trimmed !== '' && trimmed.toUpperCase() !== country.toUpperCase()) return false;
  }
  const type = raw.DocumentType;
  if (typeof type === 'string' && type.trim().toLowerCase() === 'pdf') return false;
  const blob = raw.Blob;
  const fileId = isJsonObject(blob) ? blob.WebuserFileID : undefined;
  return fileId === undefined || fileId === null || fileId === '';
}

// spec §5's filter and order, one tile at a time: the newest `size` a country keeps (ADR-0044),
// parsed only when they would enter; ties in the order met, undated last. `raws[i]` is `tiles[i]`
// as the answer gave it.
const rank = (time: number): number => (Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time);

function newestTiles(country: string, size: number) {
  const tiles: DocumentTile[] = [];
  const raws: JsonObject[] = [];
  // Invariant: ranks[i] is tiles[i]'s rank; a kept tile offered but left out ranks at most
  // ranks[size - 1], and came after those of its rank.
  const ranks: number[] = [];
  return {
    tiles,
    raws,
    offer(raw: JsonObject): void {
      if (!mayBeKept(raw, country)) return;
      const time = parseIsoDate(raw.LastModified);
      const value = rank(time);
      // Full, and no newer than the last one inside: a tile met later goes after an equal one.
      if (tiles.length === size && value <= (ranks[size - 1] as number)) return;
      const tile = parseDocumentTile(raw, time);
      if (!tile || !keepTile(tile, country)) return;
      let position = tiles.length;
      while (position > 0 && (ranks[position - 1] as number) < value) position -= 1;
      tiles.splice(position, 0, tile);
      raws.splice(position, 0, raw);
      ranks.splice(position, 0, value);
      if (tiles.length > size) {
        tiles.pop();
        raws.pop();
        ranks.pop();
      }
    },
  };
}

/** spec §9 "Recent documents shown: 2". */
export const RECENT_DOCUMENTS_LIMIT = 2;

// spec §5: filtered, "sorted by LastModified, newest first", the first two used, in one pass;
// with the newest's product code (spec §3). Throws without `{ Data: [...] }`.
export function selectRecentDocuments(body: unknown, country: string): RecentDocuments {
  const newest = newestTiles(country, RECENT_DOCUMENTS_LIMIT);
  forEachRawDocumentTile(body, newest.offer);
  const code = newest.tiles[0]?.template;
  return { items: newest.tiles.map(mapDocumentItem), mostRecentProductCode: code || undefined };
}

// What the worker keeps of a FolderTile answer (ADR-0088): per country code, the tiles
// `newestTiles` keeps, in tree order: the newest two of a union are among each part's newest two.
export function slimTileTree(body: unknown): { Data: JsonObject[] } {
  const byCountry = new Map<string, ReturnType<typeof newestTiles>>();
  const order = new Map<JsonObject, number>();
  forEachRawDocumentTile(body, (raw) => {
    // A tile without a code it could be kept under is never kept.
    const country = tileCountryCode(raw.CountryCode);
    if (country === undefined) return;
    const newest = byCountry.get(country) ?? newestTiles(country, RECENT_DOCUMENTS_LIMIT);
    byCountry.set(country, newest);
    order.set(raw, order.size);
    newest.offer(raw);
  });
  const kept = [...byCountry.values()].flatMap((newest) => newest.raws);
  return { Data: kept.sort((a, b) => (order.get(a) as number) - (order.get(b) as number)) };
}
