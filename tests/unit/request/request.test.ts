import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequest, request } from '../../../core/request/request';
import { fakeFetch, jsonResponse, requestInit, requestUrl, textResponse } from './fake-fetch';

function headersOf(init: RequestInit): Headers {
  return new Headers(init.headers);
}

describe('createRequest: what is sent (spec §7)', () => {
  it('GETs by default, with data as query parameters merged into the url and no body', async () => {
    const fetchMock = fakeFetch(() => jsonResponse({ ok: 1 }));
    const send = createRequest({ fetch: fetchMock });
    await send('/api/x?a=1', { data: { has_started: true } });
    expect(requestUrl(fetchMock)).toBe('/api/x?a=1&has_started=true');
    expect(requestInit(fetchMock).method).toBe('GET');
    expect(requestInit(fetchMock).body).toBeUndefined();
  });

  it.each(['+', '', '%2B', 'None'])('removes brand=%j from GET data (spec §5)', async (brand) => {
    const fetchMock = fakeFetch(() => jsonResponse({}));
    await createRequest({ fetch: fetchMock })('/api/x', { data: { brand, a: 1 } });
    expect(requestUrl(fetchMock)).toBe('/api/x?a=1');
  });

  it('removes a placeholder brand already in a GET url and keeps LawDepot', async () => {
    const fetchMock = fakeFetch(() => jsonResponse({}));
    const send = createRequest({ fetch: fetchMock });
    await send('/api/x?brand=%2B&a=1');
    await send('/api/x', { data: { brand: 'LawDepot' } });
    expect(requestUrl(fetchMock, 0)).toBe('/api/x?a=1');
    expect(requestUrl(fetchMock, 1)).toBe('/api/x?brand=LawDepot');
  });

  it('does not touch the query of non-GET requests (the brand rule is GET only)', async () => {
    const fetchMock = fakeFetch(() => jsonResponse({}));
    await createRequest({ fetch: fetchMock })('/api/x?brand=None', {
      method: 'POST',
      data: { brand: 'None' },
    });
    expect(requestUrl(fetchMock)).toBe('/api/x?brand=None');
    expect(requestInit(fetchMock).body).toBe('{"brand":"None"}');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s sends data as a JSON body with JSON content type',
    async (method) => {
      const fetchMock = fakeFetch(() => jsonResponse({}));
      await createRequest({ fetch: fetchMock })('/api/x', { method, data: { a: 1, b: 'c' } });
      const init = requestInit(fetchMock);
      expect(init.method).toBe(method);
      expect(init.body).toBe('{"a":1,"b":"c"}');
      expect(headersOf(init).get('Content-Type')).toBe('application/json');
      expect(headersOf(init).get('Accept')).toBe('application/json');
    },
  );

  it('sends a form instead of data, without a JSON content type', async () => {
    const fetchMock = fakeFetch(() => jsonResponse({}));
    const form = new URLSearchParams({ a: '1' });
    await createRequest({ fetch: fetchMock })('/api/x', { method: 'POST', form, data: { b: 2 } });
    const init = requestInit(fetchMock);
    expect(init.body).toBe(form);
    expect(headersOf(init).get('Content-Type')).toBeNull();
    expect(headersOf(init).get('Accept')).toBe('application/json');
  });

  it('sends FormData as a form too', async () => {
    const fetchMock = fakeFetch(() => jsonResponse({}));
    const form = new FormData();
    form.append('a', '1');
    await createRequest({ fetch: fetchMock })('/api/x', { method: 'PUT', form });
    expect(requestInit(fetchMock).body).toBe(form);
    expect(headersOf(requestInit(fetchMock)).get('Content-Type')).toBeNull();
  });

  it('sends Accept and JSON content type on a plain GET', async () => {
    const fetchMock = fakeFetch(() => jsonResponse({}));
    await createRequest({ fetch: fetchMock })('/api/x');
    expect(headersOf(requestInit(fetchMock)).get('Accept')).toBe('application/json');
    expect(headersOf(requestInit(fetchMock)).get('Content-Type')).toBe('application/json');
  });

  it('uses same-origin credentials', async () => {
    const fetchMock = fakeFetch(() => jsonResponse({}));
    await createRequest({ fetch: fetchMock })('/api/x');
    expect(requestInit(fetchMock).credentials).toBe('same-origin');
  });

  it('sends Authorization: secure_id <id> only when a secure id is given (spec §6)', async () => {
    const fetchMock = fakeFetch(() => jsonResponse({}));
    const send = createRequest({ fetch: fetchMock });
    await send('/api/x', { secureId: 'S-1' });
    await send('/api/x');
    await send('/api/x', { secureId: '' });
    expect(headersOf(requestInit(fetchMock, 0)).get('Authorization')).toBe('secure_id S-1');
    expect(headersOf(requestInit(fetchMock, 1)).get('Authorization')).toBeNull();
    expect(headersOf(requestInit(fetchMock, 2)).get('Authorization')).toBeNull();
  });
});

describe('createRequest: what comes back', () => {
  it('resolves with the parsed JSON body', async () => {
    const fetchMock = fakeFetch(() => jsonResponse({ succeeded: true, result: [1] }));
    await expect(createRequest({ fetch: fetchMock })('/api/x')).resolves.toEqual({
      succeeded: true,
      result: [1],
    });
  });

  it('resolves with null for HTTP 204 (spec §7)', async () => {
    const fetchMock = fakeFetch(() => textResponse(null, 204));
    await expect(createRequest({ fetch: fetchMock })('/api/x')).resolves.toBeNull();
  });

  it('resolves with null for an empty 200 body', async () => {
    const fetchMock = fakeFetch(() => textResponse('  ', 200));
    await expect(createRequest({ fetch: fetchMock })('/api/x')).resolves.toBeNull();
  });
});

describe('createRequest: bad input gets a clear error, and nothing is fetched', () => {
  it.each([
    ['', {}, /no url/],
    ['/x', { method: 'HEAD' as never }, /unsupported method HEAD/],
    ['/x', { form: new URLSearchParams() }, /form body on a GET/],
    ['/x', { retries: -1 }, /retries/],
    ['/x', { retries: 1.5 }, /retries/],
    ['/x', { timeoutMs: 0 }, /timeoutMs/],
  ])('rejects %j %j', async (url, options, message) => {
    const fetchMock = fakeFetch(() => jsonResponse({}));
    await expect(createRequest({ fetch: fetchMock })(url, options)).rejects.toThrow(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('request (default instance)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses the global fetch at call time', async () => {
    const fetchMock = fakeFetch(() => jsonResponse({ via: 'global' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('/api/y', { data: { a: 1 } })).resolves.toEqual({ via: 'global' });
    expect(requestUrl(fetchMock)).toBe('/api/y?a=1');
  });
});

describe('the default request on the global fetch', () => {
  it('calls fetch without a foreign `this` (browsers throw "Illegal invocation")', async () => {
    const strictFetch = vi.fn(function (this: unknown) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return Promise.resolve(new Response('{"ok":true}', { status: 200 }));
    });
    vi.stubGlobal('fetch', strictFetch);
    try {
      await expect(createRequest()('/x')).resolves.toEqual({ ok: true });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
