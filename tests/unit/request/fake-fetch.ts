// Test helpers for the request helper: a fetch double and a promise-state probe.
import { vi } from 'vitest';

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
