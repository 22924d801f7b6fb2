// spec §3: "A tile with a notary session id and no notary document id is a NotarySession. A tile
// whose DocumentType is Editor is an Editor item. Any other tile is a Document." The notary rule
// is checked first, as listed.
import type { DocumentItem, DocumentItemType } from './document-item';
import type { DocumentTile } from './tile';

export function documentItemType(tile: DocumentTile): DocumentItemType {
  if (tile.notarySessionId !== '' && tile.notaryDocumentId === '') return 'NotarySession';
  // The server's casing is not guaranteed; 'editor' is still the editor.
  if (tile.documentType.toLowerCase() === 'editor') return 'Editor';
  return 'Document';
}

export function mapDocumentItem(tile: DocumentTile): DocumentItem {
  const type = documentItemType(tile);
  return {
    id: tile.itemId,
    title: tile.name,
    type,
    attributes: {
      postUrl: tile.postUrl,
      downloadUrl: tile.downloadUrl,
      contractUrl: tile.contractUrl,
      template: tile.template,
      documentType: tile.documentType,
      // The session, not the tile, is what /online-notary/DocumentSelection/{id} opens.
      ...(type === 'NotarySession' ? { notarySessionId: tile.notarySessionId } : {}),
    },
    lastModified: Number.isNaN(tile.lastModified) ? '' : new Date(tile.lastModified).toISOString(),
  };
}
