import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../../core/request/request-errors';
import { retryAfterTime } from '../../../core/reporting/error-logger';

const NOW = Date.UTC(2025, 10, 18, 12);

const answer = (status: number, headers: Record<string, string> = {}) =>
  new HttpError('/x', new Response('', { status, headers }));
const waitFor = (value: string) => retryAfterTime(answer(429, { 'Retry-After': value }), NOW);

describe('retryAfterTime: delta-seconds or an HTTP-date', () => {
  it('reads delta-seconds as ms from now', () => {
    expect(waitFor('0')).toBe(NOW);
    expect(waitFor(' 120 ')).toBe(NOW + 120_000);
  });

  it('reads an HTTP-date as that time, now once it has gone by', () => {
    expect(waitFor('Tue, 18 Nov 2025 12:00:07 GMT')).toBe(NOW + 7_000);
    expect(waitFor('Tue, 18 Nov 2025 11:59:00 GMT')).toBe(NOW);
  });

  it('gives undefined for nothing or text that is neither', () => {
    for (const value of ['', '  ', 'soon', '1.5s']) {
      expect(waitFor(value), value).toBeUndefined();
    }
  });
});

describe('retryAfterTime: only a 429 or 503 asks to wait', () => {
  it('gives the epoch ms a 429 or 503 names', () => {
    expect(retryAfterTime(answer(429, { 'Retry-After': '3' }), NOW)).toBe(NOW + 3_000);
    expect(
      retryAfterTime(answer(503, { 'Retry-After': 'Tue, 18 Nov 2025 12:01:00 GMT' }), NOW),
    ).toBe(NOW + 60_000);
  });

  it('gives undefined without the header, for other statuses and other errors', () => {
    expect(retryAfterTime(answer(429), NOW)).toBeUndefined();
    expect(retryAfterTime(answer(500, { 'Retry-After': '3' }), NOW)).toBeUndefined();
    expect(retryAfterTime(new NetworkError('/x', false), NOW)).toBeUndefined();
  });
});
