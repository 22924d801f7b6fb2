// ADR-0084: the error-logging service's client loads at the first report; until then a page pays
// nothing for it. Reports keep their order; without the chunk they go out all the same (ADR-0103),
// and nothing rejects into the host page.
import { describe, expect, it, vi } from 'vitest';
import type { ErrorLogger } from '../../../core/reporting/error-logger';
import {
  loadErrorLogger,
  type ServiceLoggerModule,
} from '../../../core/reporting/load-error-logger';

const deps = {
  request: async () => null,
  location: { href: 'https://www.example.com/', hostname: 'www.example.com', search: '' },
  userAgent: 'test-agent',
  parentUrl: '',
};

function fakeModule(reported: unknown[]): ServiceLoggerModule {
  const logger: ErrorLogger = { report: async (error) => void reported.push(error) };
  return { createServiceLogger: vi.fn(() => logger) };
}

describe('loadErrorLogger', () => {
  it('loads nothing until the first report, then once, and keeps the reports in order', async () => {
    const reported: unknown[] = [];
    const module = fakeModule(reported);
    const load = vi.fn(async () => module);
    const logger = loadErrorLogger(load, deps);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([logger.report('first'), logger.report('second'), logger.report('third')]);
    expect(reported).toEqual(['first', 'second', 'third']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.createServiceLogger).toHaveBeenCalledWith(deps);
  });

  it('without its chunk, reports still go out, without ignore rules, and the chunk is not asked again', async () => {
    const sent: string[] = [];
    const request = vi.fn(async (url: string, options?: { form?: URLSearchParams | FormData }) => {
      sent.push(`${url} ${String(options?.form?.get('description') ?? '')}`);
      return null;
    });
    const load = vi.fn(async (): Promise<ServiceLoggerModule> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const logger = loadErrorLogger(load, { ...deps, request });
    await expect(logger.report(new Error('deploy gone'))).resolves.toBeUndefined();
    await logger.report(new Error('and again'));
    expect(sent).toEqual([
      '/api/foundation/error-logger/v1/errors/ Error: deploy gone',
      '/api/foundation/error-logger/v1/errors/ Error: and again',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page whose files are gone does not ask for the chunk at all', async () => {
    const sent: unknown[] = [];
    const load = vi.fn(async () => fakeModule([]));
    const request = vi.fn(async (url: string) => void sent.push(url));
    const logger = loadErrorLogger(load, { ...deps, request }, () => true);
    await logger.report(new Error('widget files gone'));
    expect(load).not.toHaveBeenCalled();
    expect(sent).toEqual(['/api/foundation/error-logger/v1/errors/']);
  });
});
