// core/request/request-errors.ts adoptRequestError: the facade's calls fail with the facade
// chunk's copies of the request errors (core/open-calls.ts); the chunk that takes them adopts
// them as its own, so its `instanceof` checks (no dashboards, invalid session, reports) hold.
import { describe, expect, it, vi } from 'vitest';
import {
  AbortedError,
  adoptRequestError,
  HttpError,
  NetworkError,
  ResponseParseError,
} from '../../../core/request/request-errors';

/** The same module evaluated again: classes of another chunk's copy. */
async function otherCopy() {
  vi.resetModules();
  return import('../../../core/request/request-errors');
}

describe('adoptRequestError', () => {
  it('makes another copy’s errors this copy’s, with their fields and cause', async () => {
    const other = await otherCopy();
    const response = new Response('{"errors":["No dashboards found"]}', { status: 404 });
    const cause = new Error('underneath');
    const http = new other.HttpError('/api/x', response, { method: 'POST', cause });
    expect(http).not.toBeInstanceOf(HttpError);
    const adopted = adoptRequestError(http) as HttpError;
    expect(adopted).toBeInstanceOf(HttpError);
    expect([adopted.url, adopted.status, adopted.method, adopted.response]).toEqual([
      '/api/x',
      404,
      'POST',
      response,
    ]);
    expect(adopted.cause).toBe(cause);
    expect(adopted.message).toBe(http.message);

    const network = adoptRequestError(new other.NetworkError('/n', true)) as NetworkError;
    expect(network).toBeInstanceOf(NetworkError);
    expect(network.unloading).toBe(true);
    const parse = adoptRequestError(new other.ResponseParseError('/p', 200)) as ResponseParseError;
    expect(parse).toBeInstanceOf(ResponseParseError);
    expect(parse.status).toBe(200);
    const aborted = adoptRequestError(new other.AbortedError('/a', true)) as AbortedError;
    expect(aborted).toBeInstanceOf(AbortedError);
    expect(aborted.timedOut).toBe(true);
  });

  it('leaves its own errors, other errors and non-errors as they are', () => {
    const own = new HttpError('/x', new Response('', { status: 500 }));
    expect(adoptRequestError(own)).toBe(own);
    const plain = new TypeError('boom');
    expect(adoptRequestError(plain)).toBe(plain);
    expect(adoptRequestError('text')).toBe('text');
  });
});
