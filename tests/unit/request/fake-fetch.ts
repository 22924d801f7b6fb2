// Test helpers for the request helper and the fetchers over it: fetch doubles, requests over
// them, and a promise-state probe.
import { vi } from 'vitest';
import { createRequest } from '../../../core/request/request';
import type { RequestFn } from '../../../core/request/request-options';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function textResponse(body: string | null, status: number): Response {
  return new Response(body, { status });
}

/** A fetch double answering each call with the next response factory (the last one repeats). */
export function fakeFetch(...responses: (() => Response | Promise<Response>)[]) {
  let call = 0;
  return vi.fn<typeof fetch>(async () => {
    const next = responses[Math.min(call, responses.length - 1)];
    call += 1;
    if (!next) throw new Error('fakeFetch has no responses');
    return next();
  });
}

/** A fetch that never answers unless its signal aborts (then it rejects like a browser). */
export function hangingFetch() {
  return vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

export interface Probe {
  readonly state: 'pending' | 'resolved' | 'rejected';
  readonly value: unknown;
  readonly error: unknown;
}

/** Observes a promise without awaiting it, so fake-timer tests can check it is still pending. */
export function probe(promise: Promise<unknown>): Probe {
  const result: { state: Probe['state']; value: unknown; error: unknown } = {
    state: 'pending',
    value: undefined,
    error: undefined,
  };
  promise.then(
    (value) => {
      result.state = 'resolved';
      result.value = value;
    },
    (error: unknown) => {
      result.state = 'rejected';
      result.error = error;
    },
  );
  return result;
}

export function requestInit(
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>,
  call = 0,
): RequestInit {
  const init = fetchMock.mock.calls[call]?.[1];
  if (!init) throw new Error(`fetch call ${call} has no init`);
  return init;
}

export function requestUrl(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, call = 0): string {
  const input = fetchMock.mock.calls[call]?.[0];
  if (typeof input !== 'string') throw new Error(`fetch call ${call} has no string url`);
  return input;
}

/**
 * A request (core/request) over `fakeFetch(...responses)` that retries at once (its `sleep`
 * resolves straight away) and never sees the page unloading.
 */
export function fakeRequest(...responses: (() => Response | Promise<Response>)[]) {
  const fetch = fakeFetch(...responses);
  const sleep = vi.fn(async () => undefined);
  const request = createRequest({ fetch, sleep, isUnloading: () => false });
  return { fetch, sleep, request };
}

export interface Unanswered {
  /** Whether the fetch's signal was aborted 1 ms before `ms`. */
  abortedBefore: boolean;
  /** What `call` resolved to, or the error it rejected with, at `ms`. */
  outcome: unknown;
}

/**
 * Runs `call` under fake timers with a request whose fetch never answers (hangingFetch), and
 * lets `ms` pass: `beforeTimeout` runs 1 ms before, and the outcome is read at `ms`.
 */
export async function runUnanswered(
  call: (request: RequestFn) => Promise<unknown>,
  { ms = 10_000, beforeTimeout = () => {} }: { ms?: number; beforeTimeout?: () => void } = {},
): Promise<Unanswered> {
  vi.useFakeTimers();
  try {
    const fetch = hangingFetch();
    const result = call(createRequest({ fetch, isUnloading: () => false })).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(ms - 1);
    const abortedBefore = fetch.mock.calls[0]?.[1]?.signal?.aborted ?? true;
    beforeTimeout();
    await vi.advanceTimersByTimeAsync(1);
    return { abortedBefore, outcome: await result };
  } finally {
    vi.useRealTimers();
  }
}
