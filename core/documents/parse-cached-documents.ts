// The documents section's cached items (ADR-0044) come back from storage any script on the page
// can write: re-checked as untrusted input, and an entry that does not fit is dropped whole.
import { truncate } from '../errors/scrub-error';
import type { DocumentItem, DocumentItemAttributes, RecentDocuments } from './document-item';
import { DOCUMENT_ITEM_TYPES } from './document-item';
import { MAX_CODE_LENGTH, MAX_NAME_LENGTH, MAX_TILE_URL_LENGTH } from './parse-tile-tree';
import { RECENT_DOCUMENTS_LIMIT } from './select-recent-documents';
import { isJsonObject } from '../json';

const text = (value: unknown, maxLength: number): value is string =>
  typeof value === 'string' && value.length <= maxLength;

function parseAttributes(value: unknown): DocumentItemAttributes | undefined {
  if (!isJsonObject(value)) return undefined;
  const { postUrl, downloadUrl, contractUrl, template, documentType, notarySessionId } = value;
  if (!text(postUrl, MAX_TILE_URL_LENGTH) || !text(downloadUrl, MAX_TILE_URL_LENGTH))
    return undefined;
  if (!text(contractUrl, MAX_TILE_URL_LENGTH) || !text(template, MAX_CODE_LENGTH)) return undefined;
  if (!text(documentType, MAX_CODE_LENGTH)) return undefined;
  if (notarySessionId !== undefined && !text(notarySessionId, MAX_CODE_LENGTH)) return undefined;
  return {
    postUrl,
    downloadUrl,
    contractUrl,
    template,
    documentType,
    ...(notarySessionId === undefined ? {} : { notarySessionId }),
  };
}

function parseItem(value: unknown): DocumentItem | undefined {
  if (!isJsonObject(value)) return undefined;
  const { id, title, type, lastModified } = value;
  const attributes = parseAttributes(value.attributes);
  if (!text(id, MAX_CODE_LENGTH) || id === '' || typeof title !== 'string') return undefined;
  if (!DOCUMENT_ITEM_TYPES.includes(type as DocumentItem['type'])) return undefined;
  if (!text(lastModified, 40) || !attributes) return undefined;
  return {
    id,
    title: truncate(title, MAX_NAME_LENGTH),
    type: type as DocumentItem['type'],
    attributes,
    lastModified,
  };
}

export function parseCachedDocuments(data: unknown): RecentDocuments | undefined {
  if (!isJsonObject(data) || !Array.isArray(data.items)) return undefined;
  if (data.items.length > RECENT_DOCUMENTS_LIMIT) return undefined;
  const items: DocumentItem[] = [];
  for (const raw of data.items) {
    const item = parseItem(raw);
    if (!item) return undefined;
    items.push(item);
  }
  const code = data.mostRecentProductCode;
  if (code !== undefined && code !== null && !text(code, MAX_CODE_LENGTH)) return undefined;
  return {
    items,
    mostRecentProductCode: typeof code === 'string' && code !== '' ? code : undefined,
  };
}
