// The recent documents: the FolderTile call, its 401's error, the cached copy read back.
import { truncate } from '../errors/scrub-error';
import {
  type DocumentItem,
  type DocumentItemAttributes,
  type RecentDocuments,
  DOCUMENT_ITEM_TYPES,
} from './document-item';
import { MAX_CODE_LENGTH, MAX_NAME_LENGTH, MAX_TILE_URL_LENGTH } from './parse-tile-tree';
import { RECENT_DOCUMENTS_LIMIT, selectRecentDocuments } from './select-recent-documents';
import { isJsonObject } from '../json';
import { HttpError } from '../request/request-errors';
import type { RequestFn, RequestOptions } from '../request/request-options';

// spec §2/§8: "Document click with an invalid session → /signin/": the tile service's 401.
export class InvalidSessionError extends Error {
  constructor(options?: ErrorOptions) {
    super('The session is no longer valid', options);
    this.name = 'InvalidSessionError';
  }
}

// Cached items (ADR-0044) come from storage any page script can write: a misfit drops the entry.

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
  const items = data.items.map(parseItem);
  if (!items.every((item) => item !== undefined)) return undefined;
  const code = data.mostRecentProductCode;
  if (code !== undefined && code !== null && !text(code, MAX_CODE_LENGTH)) return undefined;
  return {
    items,
    mostRecentProductCode: typeof code === 'string' && code !== '' ? code : undefined,
  };
}

// spec §7 "Recent documents: GET /ItemTileService/api/FolderTile", for `country` (spec §5).
export const FOLDER_TILE_PATH = '/ItemTileService/api/FolderTile';
// Generous for a large tree, but it stops a hung request; one retry on 429/5xx (spec §7). The
// open's head start makes the same call (core/open-calls.ts).
export const DOCUMENTS_CALL: RequestOptions = { timeoutMs: 10_000, retries: 1 };

// Rejects with InvalidSessionError on a 401, else the request's error or a body's misfit.
export async function fetchRecentDocuments(
  request: RequestFn,
  { country, signal }: { country: string; signal?: AbortSignal },
): Promise<RecentDocuments> {
  let body: unknown;
  try {
    body = await request(FOLDER_TILE_PATH, { ...DOCUMENTS_CALL, signal });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      throw new InvalidSessionError({ cause: error });
    }
    throw error;
  }
  return selectRecentDocuments(body, country);
}
