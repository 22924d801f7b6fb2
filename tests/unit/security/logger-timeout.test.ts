// Found by the fault matrix's logger:hang cell (ADR-0049): an error logger that never answers
// must not keep its connection forever. Browsers allow 6 HTTP/1.1 connections per host, so a
// handful of hung reports would stall the host page's own requests to its origin. Each send
// now gives up after 10 s, which counts as a failed send: retried 2 times, 500 ms × attempt
// apart (spec §8), then dropped.
import { describe, expect, it, vi } from 'vitest';
import { createErrorLogger } from '../../../core/reporting/error-logger';
import { createRequest } from '../../../core/request/request';
import { useFakeTimersInEachTest } from '../support/fake-timers';

useFakeTimersInEachTest();

/** A fetch that never answers until its signal aborts, recording when each call started. */
function hangingFetch() {
  const started: number[] = [];
  const aborted: number[] = [];
  const fetch = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        started.push(Date.now());
        init?.signal?.addEventListener('abort', () => {
          aborted.push(Date.now());
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  );
  return { fetch, started, aborted };
}

describe('a hanging error logger', () => {
  it('each send gives up after 10 s; 3 tries in all, then the report is dropped', async () => {
    const network = hangingFetch();
    const logger = createErrorLogger({
      request: createRequest({ fetch: network.fetch, isUnloading: () => false }),
      location: { href: 'https://www.example.com/', hostname: 'www.example.com', search: '' },
      userAgent: 'Test',
      parentUrl: '',
      getIgnoreRules: async () => [],
    });
    let settled = false;
    void logger.report(new Error('boom')).then(() => (settled = true));
    const t0 = Date.now();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(network.aborted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(network.aborted).toEqual([t0 + 10_000]);
    // Retried 500 ms later (spec §8), and 1,000 ms after the second one gave up.
    await vi.advanceTimersByTimeAsync(500);
    expect(network.started).toEqual([t0, t0 + 10_500]);
    await vi.advanceTimersByTimeAsync(10_000 + 1_000);
    expect(network.started).toEqual([t0, t0 + 10_500, t0 + 21_500]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(network.aborted).toHaveLength(3);
    expect(settled).toBe(true);
    // Nothing is left running.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(network.started).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
