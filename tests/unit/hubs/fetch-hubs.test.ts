import { describe, expect, it } from 'vitest';
import { fetchHubs } from '../../../core/hubs/fetch-hubs';
import { HttpError } from '../../../core/request/request-errors';
import {
  fakeRequest,
  jsonResponse,
  requestInit,
  requestUrl,
  runUnanswered,
  textResponse,
} from '../request/fake-fetch';

const setup = fakeRequest;

const ITEMS = [
  { title: 'Rental Property', href: '/post-purchase-dashboard/RESLSE' },
  { title: 'Business Planning', href: '/post-purchase-dashboard/BUSPLN' },
];

describe('fetchHubs (spec §7 "Project hubs")', () => {
  it('GETs the dashboards with has_started=true and a secure_id Authorization', async () => {
    const { fetch, request } = setup(() =>
      jsonResponse({ succeeded: true, result: ITEMS, errors: [] }),
    );
    await expect(fetchHubs(request, { secureId: 'S-1' })).resolves.toEqual(ITEMS);
    expect(requestUrl(fetch)).toBe(
      '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles?has_started=true',
    );
    expect(new Headers(requestInit(fetch).headers).get('Authorization')).toBe('secure_id S-1');
  });

  it('treats HTTP 404 "No dashboards found for secure id" as an empty list (spec §5)', async () => {
    const { request } = setup(() =>
      jsonResponse(
        { succeeded: false, result: null, errors: ['No dashboards found for secure id S-2'] },
        404,
      ),
    );
    await expect(fetchHubs(request, { secureId: 'S-2' })).resolves.toEqual([]);
  });

  it('treats a 200 that says "no dashboards found" as an empty list too', async () => {
    const { request } = setup(() =>
      jsonResponse({
        succeeded: false,
        result: null,
        errors: ['no dashboards found for secure id x'],
      }),
    );
    await expect(fetchHubs(request, { secureId: 'x' })).resolves.toEqual([]);
  });

  it('rejects a 404 with any other body', async () => {
    const { request } = setup(() => textResponse('Not found', 404));
    await expect(fetchHubs(request, { secureId: 'S-1' })).rejects.toBeInstanceOf(HttpError);
    const other = setup(() =>
      jsonResponse({ succeeded: false, result: null, errors: ['Route not found'] }, 404),
    );
    await expect(fetchHubs(other.request, { secureId: 'S-1' })).rejects.toBeInstanceOf(HttpError);
  });

  it('rejects a 401 and a 500 (after one retry)', async () => {
    const unauthorized = setup(() =>
      jsonResponse(
        { succeeded: false, result: null, errors: ['No dashboards found for secure id S-1'] },
        401,
      ),
    );
    await expect(fetchHubs(unauthorized.request, { secureId: 'S-1' })).rejects.toBeInstanceOf(
      HttpError,
    );
    const failing = setup(() => textResponse('boom', 500));
    await expect(fetchHubs(failing.request, { secureId: 'S-1' })).rejects.toBeInstanceOf(HttpError);
    expect(failing.fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects succeeded: false without naming the secure id', async () => {
    const { request } = setup(() =>
      jsonResponse({ succeeded: false, result: null, errors: ['Quota for S-1 exceeded'] }),
    );
    const error = await fetchHubs(request, { secureId: 'S-1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toContain('S-1');
  });

  it('gives up after 10 s without an answer', async () => {
    const { abortedBefore, outcome } = await runUnanswered((request) =>
      fetchHubs(request, { secureId: 'S-1' }),
    );
    expect(abortedBefore).toBe(false);
    expect(outcome).toMatchObject({ name: 'AbortedError', timedOut: true });
  });
});
