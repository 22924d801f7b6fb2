import { describe, expect, it, vi } from 'vitest';
import {
  createErrorLogger,
  MAX_REPORT_KEYS,
  MAX_RETRY_AFTER_WAIT_MS,
  type ErrorLoggerDeps,
} from '../../../core/reporting/error-logger';
import {
  createIgnoreRulesLoader,
  IGNORE_RULES_RETRY_MS,
  IGNORE_RULES_URL,
  type IgnoreRule,
} from '../../../core/reporting/ignore-patterns';
import { HttpError, NetworkError, ResponseParseError } from '../../../core/request/request-errors';
import type { RequestFn, RequestOptions } from '../../../core/request/request-options';
import { expectCallsAsTheClockAdvances, useFakeTimersInEachTest } from '../support/fake-timers';
import { throwing } from '../support/throwing';

function setup(overrides: Partial<ErrorLoggerDeps> = {}, rules: readonly IgnoreRule[] = []) {
  const request = vi.fn<RequestFn>(async () => null);
  const getIgnoreRules = vi.fn(async () => rules);
  const deps: ErrorLoggerDeps = {
    request,
    location: {
      href: 'https://www.example.com/mydocuments/',
      hostname: 'www.example.com',
      search: '',
    },
    userAgent: 'Mozilla/5.0 Test',
    parentUrl: 'https://www.example.com/',
    getIgnoreRules,
    ...overrides,
  };
  return { logger: createErrorLogger(deps), request, getIgnoreRules, deps };
}

function sentForm(request: ReturnType<typeof vi.fn<RequestFn>>, call = 0): URLSearchParams {
  const options: RequestOptions | undefined = request.mock.calls[call]?.[1];
  if (!(options?.form instanceof URLSearchParams)) throw new Error('no form sent');
  return options.form;
}

function failingRequest(error: () => unknown) {
  return vi.fn<RequestFn>(async () => {
    throw error();
  });
}

useFakeTimersInEachTest();

describe('createErrorLogger: what is sent (spec §7)', () => {
  it('POSTs the six record fields form-encoded to the error logger', async () => {
    const { logger, request } = setup();
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at run (https://cdn.example/qa.js:41:7)';
    await logger.report(error);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toBe('/api/foundation/error-logger/v1/errors/');
    expect(request.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(Object.fromEntries(sentForm(request))).toEqual({
      description: 'Error: boom',
      url: 'https://www.example.com/mydocuments/',
      line: '41',
      parentUrl: 'https://www.example.com/',
      userAgent: 'Mozilla/5.0 Test',
      stackTrace: 'Error: boom\n    at run (https://cdn.example/qa.js:41:7)',
    });
  });

  it('uses the source url and line of an error event, and a parentUrl getter', async () => {
    const { logger, request } = setup({ parentUrl: () => 'https://parent.example/' });
    await logger.report('Script error.', { sourceUrl: 'https://cdn.example/qa.js', line: 3 });
    const form = sentForm(request);
    expect(form.get('url')).toBe('https://cdn.example/qa.js');
    expect(form.get('line')).toBe('3');
    expect(form.get('parentUrl')).toBe('https://parent.example/');
  });

  it('sends the cause chain', async () => {
    const { logger, request } = setup();
    await logger.report(new Error('outer', { cause: new Error('inner') }));
    expect(sentForm(request).get('description')).toBe('Error: outer\nCaused by: Error: inner');
  });

  it('never sends the secure id, neither as secure_id <id> nor as a known secret', async () => {
    const { logger, request } = setup({
      secrets: () => ['S-1'],
      location: {
        href: 'https://www.example.com/x?owner=S-1',
        hostname: 'www.example.com',
        search: '?owner=S-1',
      },
    });
    await logger.report(
      new Error('hub call failed', { cause: new Error('No dashboards found for secure id S-1') }),
    );
    await logger.report(new Error('sent Authorization: secure_id S-77'));
    for (const call of [0, 1]) {
      for (const [, value] of sentForm(request, call)) {
        expect(value).not.toContain('S-1');
        expect(value).not.toContain('S-77');
      }
    }
    expect(sentForm(request, 1).get('description')).toBe(
      'Error: sent Authorization: secure_id [redacted]',
    );
  });
});

describe('createErrorLogger: retries (spec §8: 2 retries, 500 ms × attempt)', () => {
  it('retries a failed send after 500 then 1000 ms, then gives up quietly', async () => {
    const request = failingRequest(() => new NetworkError('/x', false));
    const { logger } = setup({ request });
    let settled = false;
    void logger.report(new Error('boom')).then(() => {
      settled = true;
    });
    await expectCallsAsTheClockAdvances(request, [
      [0, 1],
      [499, 1],
      [1, 2],
      [999, 2],
      [1, 3],
    ]);
    expect(settled).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('stops retrying once a send succeeds', async () => {
    const request = vi
      .fn<RequestFn>()
      .mockRejectedValueOnce(new HttpError('/x', new Response('', { status: 503 })))
      .mockResolvedValueOnce(null);
    const { logger } = setup({ request });
    const done = logger.report(new Error('boom'));
    await vi.advanceTimersByTimeAsync(500);
    await done;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('treats an unparsable reply as sent', async () => {
    const request = failingRequest(() => new ResponseParseError('/x', 200));
    const { logger } = setup({ request });
    await logger.report(new Error('boom'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('uses the injected sleep', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const request = failingRequest(() => new Error('down'));
    const { logger } = setup({ request, sleep });
    await logger.report(new Error('boom'));
    expect(sleep.mock.calls).toEqual([[500], [1000]]);
    expect(request).toHaveBeenCalledTimes(3);
  });
});

/** The logger's answer in a storm: `status`, with `Retry-After: retryAfter` when given. */
function busy(status: 429 | 503, retryAfter?: string): HttpError {
  const headers: Record<string, string> =
    retryAfter === undefined ? {} : { 'Retry-After': retryAfter };
  return new HttpError('/x', new Response('', { status, headers }));
}

describe('createErrorLogger: a 429 or 503 with Retry-After (docs/rules.md)', () => {
  it('retries no sooner than the seconds it names', async () => {
    const request = failingRequest(() => busy(429, '3'));
    const { logger } = setup({ request });
    void logger.report(new Error('boom'));
    await expectCallsAsTheClockAdvances(request, [
      [0, 1],
      [2_999, 1],
      [1, 2],
      [2_999, 2],
      [1, 3],
      [60_000, 3],
    ]);
  });

  it('retries no sooner than the HTTP-date it names, then by the spec steps once it is past', async () => {
    vi.setSystemTime(Date.UTC(2025, 10, 18, 12));
    const request = failingRequest(() => busy(503, 'Tue, 18 Nov 2025 12:00:04 GMT'));
    const { logger } = setup({ request });
    void logger.report(new Error('boom'));
    // The second answer names the same date, by then gone by: the spec's 1,000 ms.
    await expectCallsAsTheClockAdvances(request, [
      [0, 1],
      [3_999, 1],
      [1, 2],
      [999, 2],
      [1, 3],
    ]);
  });

  it("holds every other report of the page until then, a remounted logger's too", async () => {
    const request = vi
      .fn<RequestFn>()
      .mockRejectedValueOnce(busy(429, '5'))
      .mockResolvedValue(null);
    const { logger, deps } = setup({ request });
    void logger.report(new Error('first'));
    await vi.advanceTimersByTimeAsync(1_000);
    const again = createErrorLogger(deps);
    void again.report(new Error('second'));
    void logger.report(new Error('third'));
    await expectCallsAsTheClockAdvances(request, [
      [0, 1],
      [3_999, 1],
      [1, 4],
    ]);
  });

  it('gives up when it names a time too far off, and drops the reports due before then', async () => {
    const request = vi
      .fn<RequestFn>()
      .mockRejectedValueOnce(busy(429, String(MAX_RETRY_AFTER_WAIT_MS / 1000 + 1)))
      .mockResolvedValue(null);
    const { logger } = setup({ request });
    let settled = false;
    void logger.report(new Error('first')).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    // Given up at once: no timer held for the server's time.
    expect(settled).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await logger.report(new Error('second'));
    await vi.advanceTimersByTimeAsync(MAX_RETRY_AFTER_WAIT_MS);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await logger.report(new Error('third'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it.each([429, 503] as const)(
    'keeps the spec steps for a %i without Retry-After, and holds no other report',
    async (status) => {
      const request = vi.fn<RequestFn>(async (_url, options) => {
        if (options?.form?.get('description') === 'Error: first') throw busy(status);
        return null;
      });
      const { logger } = setup({ request });
      void logger.report(new Error('first'));
      void logger.report(new Error('second'));
      await expectCallsAsTheClockAdvances(request, [
        [0, 2],
        [499, 2],
        [1, 3],
        [999, 3],
        [1, 4],
        [60_000, 4],
      ]);
    },
  );
});

describe('createErrorLogger: when nothing is sent (spec §8)', () => {
  const localhost = { href: 'http://localhost:5173/', hostname: 'localhost', search: '' };

  it('skips localhost', async () => {
    const { logger, request, getIgnoreRules } = setup({ location: localhost });
    await logger.report(new Error('dev'));
    expect(request).not.toHaveBeenCalled();
    expect(getIgnoreRules).not.toHaveBeenCalled();
  });

  it('reports on localhost with ?logDevEnvironmentErrors=true', async () => {
    const search = '?a=1&logDevEnvironmentErrors=true';
    const { logger, request } = setup({ location: { ...localhost, search } });
    await logger.report(new Error('dev'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('still skips localhost with ?logDevEnvironmentErrors=false', async () => {
    const search = '?logDevEnvironmentErrors=false';
    const { logger, request } = setup({ location: { ...localhost, search } });
    await logger.report(new Error('dev'));
    expect(request).not.toHaveBeenCalled();
  });

  it('skips an error matching an ignore rule', async () => {
    const rules: IgnoreRule[] = [{ category: 'message', rules: ['resizeobserver'] }];
    const { logger, request } = setup({}, rules);
    await logger.report(new Error('ResizeObserver loop limit exceeded'));
    expect(request).not.toHaveBeenCalled();
    await logger.report(new Error('something else'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('does not even load the rules with ?logBlacklistedErrors=true, and reports', async () => {
    const rules: IgnoreRule[] = [{ category: 'message', rules: ['resizeobserver'] }];
    const location = {
      href: 'https://www.example.com/?logBlacklistedErrors=true',
      hostname: 'www.example.com',
      search: '?logBlacklistedErrors=true',
    };
    const { logger, request, getIgnoreRules } = setup({ location }, rules);
    await logger.report(new Error('ResizeObserver loop limit exceeded'));
    expect(getIgnoreRules).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('still reports when the rules fail to load', async () => {
    const { logger, request } = setup({
      getIgnoreRules: () => Promise.reject(new Error('offline')),
    });
    await logger.report(new Error('boom'));
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe('createErrorLogger: never throws', () => {
  it('resolves even when every dependency throws', async () => {
    const { logger } = setup({ request: throwing('sync'), secrets: throwing('secrets') });
    await expect(logger.report(new Error('boom'))).resolves.toBeUndefined();
  });
});

// A failing service makes the same report on every open of the popup: the logger sends it once
// per page view, and a failing rules file is not fetched again for each of them.
describe('createErrorLogger: once per page view', () => {
  /** The same failure, as every open of the popup makes it: same message, same stack. */
  function sameFailure(): Error {
    const cause = new Error('Request to /api/x failed with HTTP 500');
    cause.stack = 'HttpError: Request to /api/x failed with HTTP 500\n    at run (qa.js:3:4)';
    const error = new Error('Failed to retrieve quick actions data', { cause });
    error.stack = 'Error: Failed to retrieve quick actions data\n    at load (qa.js:1:2)';
    return error;
  }

  it('sends a report with the same description and stack once', async () => {
    const { logger, request } = setup();
    for (let open = 0; open < 5; open += 1) await logger.report(sameFailure());
    expect(request).toHaveBeenCalledTimes(1);
    // Another stack, or another description, is another report.
    const elsewhere = sameFailure();
    elsewhere.stack = 'Error: Failed to retrieve quick actions data\n    at open (qa.js:9:9)';
    await logger.report(elsewhere);
    await logger.report(new Error('Failed to retrieve quick actions data', { cause: 'offline' }));
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('shares what was sent with every logger of the page (a widget mounted again)', async () => {
    const { logger, request, getIgnoreRules } = setup();
    await logger.report(sameFailure());
    const again = createErrorLogger({
      request,
      location: { href: 'https://www.example.com/', hostname: 'www.example.com', search: '' },
      userAgent: 'Mozilla/5.0 Test',
      parentUrl: '',
      getIgnoreRules,
    });
    await again.report(sameFailure());
    expect(request).toHaveBeenCalledTimes(1);
  });

  it(`remembers the last ${MAX_REPORT_KEYS} reports`, async () => {
    const { logger, request } = setup();
    const numbered = (n: number) => {
      const error = new Error(`failure ${n}`);
      error.stack = `Error: failure ${n}`;
      return error;
    };
    for (let n = 0; n <= MAX_REPORT_KEYS; n += 1) await logger.report(numbered(n));
    expect(request).toHaveBeenCalledTimes(MAX_REPORT_KEYS + 1);
    // The last 100 are remembered; the first one was forgotten to make room.
    await logger.report(numbered(MAX_REPORT_KEYS));
    await logger.report(numbered(1));
    expect(request).toHaveBeenCalledTimes(MAX_REPORT_KEYS + 1);
    await logger.report(numbered(0));
    expect(request).toHaveBeenCalledTimes(MAX_REPORT_KEYS + 2);
  });

  it('with failing ignore rules: each report goes out at once, the rules are asked for once a minute at most', async () => {
    const request = vi.fn<RequestFn>(async (url) => {
      if (url === IGNORE_RULES_URL) throw new HttpError(url, new Response('', { status: 500 }));
      return null;
    });
    const { logger } = setup({ request, getIgnoreRules: createIgnoreRulesLoader(request) });
    const rulesCalls = () => request.mock.calls.filter(([url]) => url === IGNORE_RULES_URL).length;
    const reports = () => request.mock.calls.filter(([url]) => url !== IGNORE_RULES_URL).length;
    for (let n = 0; n < 5; n += 1) {
      await logger.report(new Error(`failure ${n}`));
      vi.advanceTimersByTime(10_000);
    }
    expect(reports()).toBe(5);
    expect(rulesCalls()).toBe(1);
    vi.advanceTimersByTime(IGNORE_RULES_RETRY_MS);
    await logger.report(new Error('failure 5'));
    expect(reports()).toBe(6);
    expect(rulesCalls()).toBe(2);
  });
});
