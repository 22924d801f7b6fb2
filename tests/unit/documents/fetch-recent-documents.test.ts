import { describe, expect, it } from 'vitest';
import {
  fetchRecentDocuments,
  InvalidSessionError,
} from '../../../core/documents/fetch-recent-documents';
import { HttpError } from '../../../core/request/request-errors';
import { fakeRequest, jsonResponse, runUnanswered, textResponse } from '../request/fake-fetch';
import { at, rawDocument, rawFolder } from './raw-tiles';

const setup = fakeRequest;

const BODY = {
  Data: [
    rawFolder([rawDocument({ ItemId: 2, LastModified: at(2), Template: 'BOS' })]),
    rawDocument({ ItemId: 1, LastModified: at(1) }),
    rawDocument({ ItemId: 3, LastModified: at(3), CountryCode: 'CA' }),
  ],
};

describe('fetchRecentDocuments (spec §7)', () => {
  it('GETs /ItemTileService/api/FolderTile and returns the mapped top two and product code', async () => {
    const { fetch, request } = setup(() => jsonResponse(BODY));
    const result = await fetchRecentDocuments(request, { country: 'US' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/ItemTileService/api/FolderTile');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(result.items.map((item) => item.id)).toEqual(['2', '1']);
    expect(result.mostRecentProductCode).toBe('BOS');
  });

  it('retries once on a 503, then succeeds', async () => {
    const { fetch, request } = setup(
      () => textResponse('busy', 503),
      () => jsonResponse(BODY),
    );
    await expect(fetchRecentDocuments(request, { country: 'US' })).resolves.toMatchObject({
      mostRecentProductCode: 'BOS',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after one retry', async () => {
    const { fetch, request } = setup(() => textResponse('busy', 429));
    await expect(fetchRecentDocuments(request, { country: 'US' })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('turns HTTP 401 into an InvalidSessionError (spec §2 → /signin/)', async () => {
    const { request } = setup(() => jsonResponse({ Message: 'denied' }, 401));
    const error = await fetchRecentDocuments(request, { country: 'US' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidSessionError);
    expect((error as Error).cause).toBeInstanceOf(HttpError);
  });

  it('rejects with a clear Error for a body that is not { Data: [...] }', async () => {
    const { request } = setup(() => jsonResponse({ Total: 3 }));
    await expect(fetchRecentDocuments(request, { country: 'US' })).rejects.toThrow(
      'FolderTile response has no "Data" list',
    );
  });

  it('gives up after 10 s without an answer', async () => {
    const { abortedBefore, outcome } = await runUnanswered((request) =>
      fetchRecentDocuments(request, { country: 'US' }),
    );
    expect(abortedBefore).toBe(false);
    expect(outcome).toMatchObject({ name: 'AbortedError', timedOut: true });
  });
});
