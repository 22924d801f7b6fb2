// spec §7 "Recent documents: GET /ItemTileService/api/FolderTile → Data, a list of folder tiles,
// mapped to the recent documents and the most recent product code".
import { HttpError } from '../request/request-errors';
import type { RequestFn } from '../request/request-options';
import type { RecentDocuments } from './document-item';
import { InvalidSessionError } from './invalid-session-error';
import { selectRecentDocuments } from './select-recent-documents';

export const FOLDER_TILE_PATH = '/ItemTileService/api/FolderTile';
/** Generous for a large tree, but it stops a hung request. */
export const DOCUMENTS_TIMEOUT_MS = 10_000;
/** One retry on 429/5xx (spec §7 retryable statuses), after the helper's 500 ms delay. */
export const DOCUMENTS_RETRIES = 1;

export interface FetchRecentDocumentsOptions {
  /** The current country (spec §5: tiles of other countries are left out). */
  country: string;
  signal?: AbortSignal;
}

// Rejects with InvalidSessionError on HTTP 401, with the request helper's errors on any other
// failure, and with an Error when the body is not `{ Data: [...] }`.
export async function fetchRecentDocuments(
  request: RequestFn,
  { country, signal }: FetchRecentDocumentsOptions,
): Promise<RecentDocuments> {
  let body: unknown;
  try {
    body = await request(FOLDER_TILE_PATH, {
      timeoutMs: DOCUMENTS_TIMEOUT_MS,
      retries: DOCUMENTS_RETRIES,
      signal,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      throw new InvalidSessionError({ cause: error });
    }
    throw error;
  }
  return selectRecentDocuments(body, country);
}
