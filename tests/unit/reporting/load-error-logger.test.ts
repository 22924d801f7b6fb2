// ADR-0084: the error-logging service's client loads at the first report; until then a page pays
// nothing for it. Reports keep their order; without the chunk they go out all the same (ADR-0103),
// and nothing rejects into the host page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorLogger } from '../../../core/reporting/error-logger';
import type { loadErrorLogger as LoadErrorLogger } from '../../../core/reporting/load-error-logger';
import type {
  createServiceLogger,
  ServiceLoggerDeps,
} from '../../../core/reporting/service-logger';

// The chunk's `import()`: each test mocks it and loads the module afresh.
const chunk = { load: vi.fn<() => { createServiceLogger: typeof createServiceLogger }>() };

const deps = { request: async () => null };
const location = { href: 'https://www.example.com/', hostname: 'www.example.com', search: '' };
const win = {
  location,
  navigator: { userAgent: 'test-agent' },
  document: { referrer: 'https://host.example/' },
} as unknown as Window;

function fakeModule(reported: unknown[]) {
  const logger: ErrorLogger = { report: async (error) => void reported.push(error) };
  return { createServiceLogger: vi.fn((_deps: ServiceLoggerDeps) => logger) };
}

async function loadErrorLogger(...args: Parameters<typeof LoadErrorLogger>) {
  const module = await import('../../../core/reporting/load-error-logger');
  return module.loadErrorLogger(...args);
}

beforeEach(() => {
  vi.resetModules();
  chunk.load.mockReset();
  vi.doMock('../../../core/reporting/service-logger', () => chunk.load());
});

describe('loadErrorLogger', () => {
  it('loads nothing until the first report, then once, and keeps the reports in order', async () => {
    const reported: unknown[] = [];
    const module = fakeModule(reported);
    chunk.load.mockReturnValue(module);
    const logger = await loadErrorLogger(win, deps);
    expect(chunk.load).not.toHaveBeenCalled();
    await Promise.all([logger.report('first'), logger.report('second'), logger.report('third')]);
    expect(reported).toEqual(['first', 'second', 'third']);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    // The page's own fields come from the window, the referrer read at report time.
    expect(module.createServiceLogger).toHaveBeenCalledWith(
      expect.objectContaining({ ...deps, location, userAgent: 'test-agent' }),
    );
    const given = module.createServiceLogger.mock.calls[0]?.[0];
    expect(typeof given?.parentUrl === 'function' && given.parentUrl()).toBe(
      'https://host.example/',
    );
  });

  it('without its chunk, reports still go out, without ignore rules, and the chunk is not asked again', async () => {
    const sent: string[] = [];
    const request = vi.fn(async (url: string, options?: { form?: URLSearchParams | FormData }) => {
      sent.push(`${url} ${String(options?.form?.get('description') ?? '')}`);
      return null;
    });
    chunk.load.mockImplementation(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const logger = await loadErrorLogger(win, { ...deps, request });
    await expect(logger.report(new Error('deploy gone'))).resolves.toBeUndefined();
    await logger.report(new Error('and again'));
    expect(sent).toEqual([
      '/api/foundation/error-logger/v1/errors/ Error: deploy gone',
      '/api/foundation/error-logger/v1/errors/ Error: and again',
    ]);
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('a page whose files are gone does not ask for the chunk at all', async () => {
    const sent: unknown[] = [];
    chunk.load.mockReturnValue(fakeModule([]));
    const request = vi.fn(async (url: string) => void sent.push(url));
    const logger = await loadErrorLogger(win, { ...deps, request }, () => true);
    await logger.report(new Error('widget files gone'));
    expect(chunk.load).not.toHaveBeenCalled();
    expect(sent).toEqual(['/api/foundation/error-logger/v1/errors/']);
  });
});
