import { describe, expect, it, vi } from 'vitest';
import { createRequest } from '../../../core/request/request';
import { AbortedError, HttpError } from '../../../core/request/request-errors';
import { fakeFetch, hangingFetch, jsonResponse, probe, requestInit } from './fake-fetch';
import { useFakeTimersInEachTest } from '../support/fake-timers';

useFakeTimersInEachTest();

describe('timeoutMs aborts the attempt', () => {
  it('rejects with a timed-out AbortedError exactly at the timeout and aborts the fetch', async () => {
    const fetchMock = hangingFetch();
    const result = probe(createRequest({ fetch: fetchMock })('/api/x', { timeoutMs: 15_000 }));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(result.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toBeInstanceOf(AbortedError);
    expect(result.error).toMatchObject({ url: '/api/x', timedOut: true });
    expect(requestInit(fetchMock).signal?.aborted).toBe(true);
  });

  it('times out even when the fetch ignores its signal', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    const result = probe(createRequest({ fetch: fetchMock })('/api/x', { timeoutMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(result.error).toBeInstanceOf(AbortedError);
  });

  it('covers a body that stalls after the headers arrived', async () => {
    const stalledBody = new ReadableStream<Uint8Array>({ start: () => undefined });
    const fetchMock = fakeFetch(() => new Response(stalledBody, { status: 200 }));
    const result = probe(createRequest({ fetch: fetchMock })('/api/x', { timeoutMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(999);
    expect(result.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toMatchObject({ timedOut: true });
  });

  it('has no timeout when none is given', async () => {
    const fetchMock = hangingFetch();
    const result = probe(createRequest({ fetch: fetchMock })('/api/x'));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(result.state).toBe('pending');
  });

  it('clears its timer after a response, leaving an HttpError body readable', async () => {
    const fetchMock = fakeFetch(() => jsonResponse({ errors: ['x'] }, 404));
    const result = probe(createRequest({ fetch: fetchMock })('/api/x', { timeoutMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(result.error).toBeInstanceOf(HttpError);
    expect(requestInit(fetchMock).signal?.aborted).toBe(false);
  });

  it('applies the timeout to each attempt separately', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockImplementation(hangingFetch());
    const result = probe(
      createRequest({ fetch: fetchMock })('/api/x', { timeoutMs: 1_000, retries: 1 }),
    );
    await vi.advanceTimersByTimeAsync(500); // retry delay
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(result.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toMatchObject({ timedOut: true });
  });
});

describe('an external signal aborts', () => {
  it('rejects with a not-timed-out AbortedError and aborts the fetch', async () => {
    const controller = new AbortController();
    const fetchMock = hangingFetch();
    const result = probe(
      createRequest({ fetch: fetchMock })('/api/x', {
        signal: controller.signal,
        timeoutMs: 5_000,
      }),
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(result.state).toBe('pending');
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(result.error).toBeInstanceOf(AbortedError);
    expect(result.error).toMatchObject({ timedOut: false });
    expect(requestInit(fetchMock).signal?.aborted).toBe(true);
  });

  it('removes its listener from the caller signal once done', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const fetchMock = fakeFetch(() => jsonResponse({}));
    await createRequest({ fetch: fetchMock })('/api/x', { signal: controller.signal });
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
