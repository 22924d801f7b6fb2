// spec §7 "Errors are also forwarded to an error-logging service": errors before the widget
// loads, sent by the facade (loader/facade/early-errors.ts) through stage one's scrubber
// `scrubAndSend` (loader/facade/index.ts), with loader.js as the report's source.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MissingEndpointError } from '../../../core/reporting/report-error';
import { EXPERIMENT_PATH } from '../../../core/experiments/fetch-experiment';
import { HttpError } from '../../../core/request/request-errors';
import type { RequestFn } from '../../../core/request/request-options';

const sent = vi.hoisted(() => [] as { url: string; form: URLSearchParams | undefined }[]);
vi.mock('../../../core/request/request', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  request: (async (url, options = {}) => {
    if (url.endsWith('ignoredErrorTypes.txt')) return [];
    sent.push({ url, form: options.form as URLSearchParams | undefined });
    return null;
  }) as RequestFn,
}));

const { scrubAndSend } = await import('../../../loader/facade/index');

function pageAt(href: string): Window {
  const url = new URL(href);
  return {
    location: { href: url.href, hostname: url.hostname, search: url.search },
    navigator: { userAgent: 'test-agent' },
    document: { referrer: '' },
  } as unknown as Window;
}

afterEach(() => {
  sent.length = 0;
  vi.unstubAllGlobals();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early errors reach the error logger (spec §7)', () => {
  it('scrubs, sends once with loader.js as the source, and returns the scrubbed error', async () => {
    vi.stubGlobal('window', pageAt('https://www.example.com/page?x=1'));
    const error = new Error('Experiment failed for S-42', { cause: new Error('500') });
    const clean = scrubAndSend(error, ['S-42']);
    // The same failure again in this page view (a refresh): sent once.
    scrubAndSend(error, ['S-42']);
    expect(clean?.message).not.toContain('S-42');
    // The service's client is a chunk loaded at the first report (ADR-0084).
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await flush();
    expect(sent).toHaveLength(1);
    const form = sent[0]!.form!;
    expect(sent[0]!.url).toBe('/api/foundation/error-logger/v1/errors/');
    expect(form.get('url')).toMatch(/\/loader\.js$/);
    expect(form.get('description')).toContain('Experiment failed for');
    expect([...form.values()].join('\n')).not.toContain('S-42');
    expect(form.get('userAgent')).toBe('test-agent');
  });

  it('on localhost only with ?logDevEnvironmentErrors=true (spec §8)', async () => {
    vi.stubGlobal('window', pageAt('http://localhost:5173/'));
    scrubAndSend(new Error('chunk failed to load'), ['S-1']);
    vi.stubGlobal('window', pageAt('http://localhost:5173/?logDevEnvironmentErrors=true'));
    scrubAndSend(new Error('chunk failed to load (flagged)'), ['S-1']);
    // Reports are handled in order: once the flagged one is sent, the first was judged.
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.map(({ form }) => form?.get('description'))).toEqual([
      'Error: chunk failed to load (flagged)',
    ]);
  });

  it('names a missing endpoint once per page view, and reports a repeat nowhere', async () => {
    const win = pageAt('https://www.example.com/');
    vi.stubGlobal('window', win);
    const missing = () =>
      new Error("Experiment 'QuickActionsGate': request failed.", {
        cause: new HttpError(EXPERIMENT_PATH, new Response('', { status: 404 }), {
          method: 'POST',
        }),
      });
    const first = scrubAndSend(missing(), ['S-1']);
    expect(first).toBeInstanceOf(MissingEndpointError);
    expect(first?.message).toContain(`POST ${EXPERIMENT_PATH} answered 404`);
    expect(scrubAndSend(missing(), ['S-1'])).toBeUndefined();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form?.get('description')).toContain('MissingEndpointError');
  });
});
