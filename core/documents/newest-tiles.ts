// spec §5's filter and order over tiles met one at a time: the newest `size` a country keeps, in a
// bounded list (ADR-0044). Nothing is copied or sorted, and a tile is parsed whole only when it
// would enter the list; the rest cost the filter's fields and the date. Ties keep the order the
// tiles were met in, as a stable sort would; tiles without a valid date come after dated ones.
import type { JsonObject } from '../json';
import { keepTile, mayBeKept } from './keep-tile';
import { parseIsoDate } from './parse-iso-date';
import { parseDocumentTile } from './parse-tile-tree';
import type { DocumentTile } from './tile';

export interface NewestTiles {
  /** Newest first, at most `size`, each kept by spec §5 for the country. */
  readonly tiles: readonly DocumentTile[];
  /** The same tiles as the answer gave them (raws[i] parsed is tiles[i]). */
  readonly raws: readonly JsonObject[];
  offer(raw: JsonObject): void;
}

// NaN (no valid date) ranks below every real instant.
const rank = (time: number): number => (Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time);

/** `size` is at least 1. */
export function newestTiles(country: string, size: number): NewestTiles {
  const tiles: DocumentTile[] = [];
  const raws: JsonObject[] = [];
  // Invariant: ranks[i] is tiles[i]'s rank; a kept tile offered but left out ranks at most
  // ranks[size - 1], and came after those of its rank.
  const ranks: number[] = [];
  return {
    tiles,
    raws,
    offer(raw) {
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
