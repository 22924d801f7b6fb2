// spec §3: a document tile "is mapped to an item with id, title, type (Document, Editor or
// NotarySession) and attributes"; shown and cached instead of the tree (ADR-0044).
import type { DocumentTile } from './parse-tile-tree';

export const DOCUMENT_ITEM_TYPES = ['Document', 'Editor', 'NotarySession'] as const;
export type DocumentItemType = (typeof DOCUMENT_ITEM_TYPES)[number];

export interface DocumentItemAttributes {
  postUrl: string;
  downloadUrl: string;
  contractUrl: string;
  /** The product code: the tile's Template. */
  template: string;
  documentType: string;
  /** Only on NotarySession items: the id of the session to open (spec §2). */
  notarySessionId?: string;
}

export interface DocumentItem {
  /** The tile's ItemId. */
  id: string;
  /** The tile's Name. */
  title: string;
  type: DocumentItemType;
  attributes: DocumentItemAttributes;
  /** ISO 8601 in UTC (`toISOString`), or '' when the tile had no valid date. */
  lastModified: string;
}

/** spec §7 "mapped to the recent documents and the most recent product code". */
export interface RecentDocuments {
  items: DocumentItem[];
  /** The Template of the newest kept document; undefined when there is none or it is empty. */
  mostRecentProductCode: string | undefined;
}

// spec §3: "A tile with a notary session id and no notary document id is a NotarySession. A tile
// whose DocumentType is Editor (any case) is an Editor item. Any other tile is a Document."
export function mapDocumentItem(tile: DocumentTile): DocumentItem {
  const type: DocumentItemType =
    tile.notarySessionId !== '' && tile.notaryDocumentId === ''
      ? 'NotarySession'
      : tile.documentType.toLowerCase() === 'editor'
        ? 'Editor'
        : 'Document';
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
