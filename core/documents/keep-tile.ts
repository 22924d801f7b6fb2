// spec §5 "Tile filtering": "A tile is kept only if its CountryCode equals the current country or
// is empty, it has no Blob.WebuserFileID, and its DocumentType is not Pdf."
import { isJsonObject, type JsonObject } from '../json';
import type { DocumentTile } from './tile';

/** `country` is compared case-insensitively; DocumentType 'PDF' or 'pdf' is a PDF too. */
export function keepTile(tile: DocumentTile, country: string): boolean {
  const countryMatches = tile.countryCode === '' || tile.countryCode === country.toUpperCase();
  return countryMatches && !tile.isUpload && tile.documentType.toLowerCase() !== 'pdf';
}

// The same rule on a raw tile, so the one pass over a large answer skips most tiles unparsed:
// false only for a tile keepTile leaves out once parsed (parse-tile-tree.ts trims the two codes
// and reads a Blob with a WebuserFileID as an upload). True says nothing.
export function mayBeKept(raw: JsonObject, country: string): boolean {
  const code = raw.CountryCode;
  if (typeof code === 'string' && code !== '' && code !== country) {
    const trimmed = code.trim();
    if (trimmed !== '' && trimmed.toUpperCase() !== country.toUpperCase()) return false;
  }
  const type = raw.DocumentType;
  if (typeof type === 'string' && type.trim().toLowerCase() === 'pdf') return false;
  const blob = raw.Blob;
  if (isJsonObject(blob)) {
    const fileId = blob.WebuserFileID;
    if (fileId !== undefined && fileId !== null && fileId !== '') return false;
  }
  return true;
}
