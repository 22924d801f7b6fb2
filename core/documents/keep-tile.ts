// spec §5 "Tile filtering": "A tile is kept only if its CountryCode equals the current country or
// is empty, it has no Blob.WebuserFileID, and its DocumentType is not Pdf."
import type { DocumentTile } from './tile';

/** `country` is compared case-insensitively; DocumentType 'PDF' or 'pdf' is a PDF too. */
export function keepTile(tile: DocumentTile, country: string): boolean {
  const countryMatches = tile.countryCode === '' || tile.countryCode === country.toUpperCase();
  return countryMatches && !tile.isUpload && tile.documentType.toLowerCase() !== 'pdf';
}
