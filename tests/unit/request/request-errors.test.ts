import { describe, expect, it } from 'vitest';
import { InternalError } from '../../../core/errors/internal-error';
import { createRequest } from '../../../core/request/request';
import {
  AbortedError,
  HttpError,
  NetworkError,
  ResponseParseError,
} from '../../../core/request/request-errors';
import { fakeFetch, jsonResponse, textResponse } from './fake-fetch';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('request errors (spec §8)', () => {
  it('a network failure raises NetworkError with the url and the unloading flag', async () => {
    let unloading = false;
    const fetchMock = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const send = createRequest({ fetch: fetchMock, isUnloading: () => unloading });

    const live = await failure(send('/api/x', { data: { a: 1 } }));
    expect(live).toBeInstanceOf(NetworkError);
    expect(live).toMatchObject({ url: '/api/x?a=1', unloading: false });
    expect((live as NetworkError).cause).toBeInstanceOf(TypeError);

    unloading = true;
    const leaving = await failure(send('/api/x'));
    expect(leaving).toMatchObject({ url: '/api/x', unloading: true });
  });

  it('a fetch that throws synchronously is a network failure too', async () => {
    const send = createRequest({
      fetch: () => {
        throw new TypeError('bad');
      },
      isUnloading: () => false,
    });
    await expect(send('/api/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('a non-OK response raises HttpError with url, status and the unread response', async () => {
    const body = { succeeded: false, errors: ['No dashboards found for secure id S-1'] };
    const fetchMock = fakeFetch(() => jsonResponse(body, 404));
    const error = await failure(createRequest({ fetch: fetchMock })('/api/hubs'));
    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.url).toBe('/api/hubs');
    expect(httpError.status).toBe(404);
    // The caller can still read the body, e.g. to treat "no dashboards" as an empty list.
    await expect(httpError.response.json()).resolves.toEqual(body);
  });

  it('malformed JSON in a 2xx body raises ResponseParseError instead of returning garbage', async () => {
    const fetchMock = fakeFetch(() => textResponse('{"Data": [', 200));
    const error = await failure(createRequest({ fetch: fetchMock })('/api/tiles'));
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error).toMatchObject({ url: '/api/tiles', status: 200 });
  });

  it('an abort is an InternalError (spec §8: an aborted fetch raises an internal error)', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchMock = fakeFetch(() => jsonResponse({}));
    const error = await failure(
      createRequest({ fetch: fetchMock })('/api/x', { signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(AbortedError);
    expect(error).toBeInstanceOf(InternalError);
    expect(error).toMatchObject({ url: '/api/x', timedOut: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
