import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReportRecord } from '../../../core/errors/error-report';
import {
  createIgnoreRulesLoader,
  IGNORE_RULES_RETRY_MS,
  isIgnored,
  parseIgnoreRules,
} from '../../../core/reporting/ignore-patterns';
import type { RequestFn } from '../../../core/request/request-options';

const record: ErrorReportRecord = {
  description: 'TypeError: ResizeObserver loop limit exceeded',
  url: 'https://www.example.com/mydocuments/',
  line: '1',
  parentUrl: '',
  userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
  stackTrace: 'at chrome-extension://abc/content.js:1:1',
};

describe('parseIgnoreRules', () => {
  it('keeps well-formed entries of all four categories', () => {
    const body = [
      { category: 'message', rules: ['a'] },
      { category: 'url', rules: ['b'] },
      { category: 'stacktrace', rules: ['c'] },
      { category: 'useragent', rules: ['d', 'e'] },
    ];
    expect(parseIgnoreRules(body)).toEqual(body);
  });

  it('accepts the category in any letter case', () => {
    expect(parseIgnoreRules([{ category: 'UserAgent', rules: ['bot'] }])).toEqual([
      { category: 'useragent', rules: ['bot'] },
    ]);
  });

  it('rejects what does not fit, entry by entry', () => {
    const body = [
      { category: 'cookie', rules: ['x'] },
      { category: 'message' },
      { category: 'message', rules: 'not a list' },
      null,
      'message',
      { category: 'message', rules: [1, '', '  ', 'kept'] },
      { category: 'url', rules: [] },
    ];
    expect(parseIgnoreRules(body)).toEqual([{ category: 'message', rules: ['kept'] }]);
  });

  it.each([null, {}, 'text', 3])('gives no rules for a body that is not a list: %j', (body) => {
    expect(parseIgnoreRules(body)).toEqual([]);
  });
});

describe('isIgnored', () => {
  it.each([
    ['message', 'resizeobserver LOOP'],
    ['url', '/MYDOCUMENTS/'],
    ['stacktrace', 'chrome-extension://'],
    ['useragent', 'googlebot'],
  ] as const)('matches %s rules as case-insensitive substrings', (category, rule) => {
    expect(isIgnored(record, [{ category, rules: ['no match', rule] }])).toBe(true);
  });

  it('checks each category against its own field only', () => {
    expect(isIgnored(record, [{ category: 'url', rules: ['Googlebot'] }])).toBe(false);
    expect(isIgnored(record, [{ category: 'useragent', rules: ['ResizeObserver'] }])).toBe(false);
    expect(isIgnored(record, [])).toBe(false);
  });
});

describe('createIgnoreRulesLoader', () => {
  it('GETs /common/ignoredErrorTypes.txt once with a 15000 ms timeout', async () => {
    const request = vi.fn<RequestFn>(async () => [{ category: 'message', rules: ['x'] }]);
    const load = createIgnoreRulesLoader(request);
    const [first, second] = await Promise.all([load(), load()]);
    await load();
    expect(first).toEqual([{ category: 'message', rules: ['x'] }]);
    expect(second).toBe(first);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('/common/ignoredErrorTypes.txt', { timeoutMs: 15000 });
  });

  // A failing rules file is not fetched again for every report: it waits, doubling each time.
  describe('after a failed load', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('gives no rules at once, and asks again only after 60 s, then 120 s, 240 s', async () => {
      const request = vi.fn<RequestFn>().mockRejectedValue(new Error('HTTP 500'));
      const load = createIgnoreRulesLoader(request);
      const waits: number[] = [];
      let last = Date.now();
      for (let step = 0; step < 4; step += 1) {
        await expect(load()).resolves.toEqual([]);
        const calls = request.mock.calls.length;
        // Reports in between get no rules and ask for nothing.
        vi.advanceTimersByTime(1000);
        for (let report = 0; report < 5; report += 1) await expect(load()).resolves.toEqual([]);
        expect(request).toHaveBeenCalledTimes(calls);
        // Find the moment it asks again.
        while (request.mock.calls.length === calls) {
          vi.advanceTimersByTime(1000);
          await load();
        }
        waits.push(Date.now() - last);
        last = Date.now();
      }
      expect(waits).toEqual([60_000, 120_000, 240_000, 480_000]);
    });

    it('keeps the rules once a later load succeeds', async () => {
      const rules = [{ category: 'url', rules: ['y'] }];
      const request = vi
        .fn<RequestFn>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue(rules);
      const load = createIgnoreRulesLoader(request);
      await expect(load()).resolves.toEqual([]);
      vi.advanceTimersByTime(IGNORE_RULES_RETRY_MS);
      await expect(load()).resolves.toEqual(rules);
      vi.advanceTimersByTime(10 * IGNORE_RULES_RETRY_MS);
      await expect(load()).resolves.toEqual(rules);
      expect(request).toHaveBeenCalledTimes(2);
    });

    it('is shared by every loader of the page (a widget mounted again)', async () => {
      const request = vi.fn<RequestFn>().mockRejectedValue(new Error('offline'));
      await createIgnoreRulesLoader(request)();
      await expect(createIgnoreRulesLoader(request)()).resolves.toEqual([]);
      expect(request).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(IGNORE_RULES_RETRY_MS);
      await createIgnoreRulesLoader(request)();
      expect(request).toHaveBeenCalledTimes(2);
    });
  });

  it('gives no rules when the request function throws synchronously', async () => {
    const request = vi.fn<RequestFn>(() => {
      throw new Error('sync');
    });
    await expect(createIgnoreRulesLoader(request)()).resolves.toEqual([]);
  });
});
