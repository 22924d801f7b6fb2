import { describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { createRequest } from '../../../core/request/request';
import { AbortedError, HttpError, NetworkError } from '../../../core/request/request-errors';
import { fakeFetch, jsonResponse, probe, textResponse } from './fake-fetch';
import { expectCallsAsTheClockAdvances, useFakeTimersInEachTest } from '../support/fake-timers';

useFakeTimersInEachTest();

describe('retries (spec §7: 429, 500, 502, 503, 504; default 0 retries, 500 ms delay)', () => {
  it('does not retry by default', async () => {
    const fetchMock = fakeFetch(() => textResponse('busy', 503));
    const result = probe(createRequest({ fetch: fetchMock })('/api/x'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(result.state).toBe('rejected');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([429, 500, 502, 503, 504])('retries HTTP %i after 500 ms', async (status) => {
    const fetchMock = fakeFetch(
      () => textResponse('busy', status),
      () => jsonResponse({ fine: true }),
    );
    const result = probe(createRequest({ fetch: fetchMock })('/api/x', { retries: 1 }));
    await expectCallsAsTheClockAdvances(fetchMock, [
      [499, 1],
      [1, 2],
    ]);
    expect(result.state).toBe('resolved');
    expect(result.value).toEqual({ fine: true });
  });

  it.each([400, 401, 403, 404, 408, 501])('does not retry HTTP %i', async (status) => {
    const fetchMock = fakeFetch(() => textResponse('no', status));
    const result = probe(createRequest({ fetch: fetchMock })('/api/x', { retries: 3 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.error).toBeInstanceOf(HttpError);
    expect(result.error).toMatchObject({ status });
  });

  it('waits a constant delay between retries and gives up with the last HttpError', async () => {
    const fetchMock = fakeFetch(() => textResponse('busy', 429));
    const result = probe(createRequest({ fetch: fetchMock })('/api/x', { retries: 2 }));
    await expectCallsAsTheClockAdvances(fetchMock, [
      [499, 1],
      [1, 2],
      [499, 2],
      [1, 3],
      [10_000, 3],
    ]);
    expect(result.error).toBeInstanceOf(HttpError);
    expect(result.error).toMatchObject({ status: 429 });
  });

  it('cancels the body of a response it retries past', async () => {
    const cancel = vi.fn();
    const busyBody = new ReadableStream<Uint8Array>({ cancel });
    const fetchMock = fakeFetch(
      () => new Response(busyBody, { status: 503 }),
      () => jsonResponse({}),
    );
    const done = createRequest({ fetch: fetchMock })('/api/x', { retries: 1 });
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('uses the injected sleep with the configured delay', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const fetchMock = fakeFetch(
      () => textResponse('busy', 500),
      () => textResponse('busy', 502),
      () => jsonResponse([]),
    );
    await expect(
      createRequest({ fetch: fetchMock, sleep })('/api/x', { retries: 2 }),
    ).resolves.toEqual([]);
    expect(sleep.mock.calls).toEqual([[500], [500]]);
  });

  it('does not retry a network failure', async () => {
    const fetchMock = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = probe(
      createRequest({ fetch: fetchMock, isUnloading: () => false })('/api/x', { retries: 2 }),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.error).toBeInstanceOf(NetworkError);
  });

  it('stops waiting for a retry as soon as the caller aborts', async () => {
    const controller = new AbortController();
    const fetchMock = fakeFetch(() => textResponse('busy', 503));
    const result = probe(
      createRequest({ fetch: fetchMock })('/api/x', { retries: 1, signal: controller.signal }),
    );
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(result.error).toBeInstanceOf(AbortedError);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
