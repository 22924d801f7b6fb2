// ADR-0084: the error-logging service's client loads at the first report; until then a page pays
// nothing for it. Reports keep their order, a failed load loses only its own report, and nothing
// rejects into the host page.
import { describe, expect, it, vi } from 'vitest';
import type { ErrorLogger } from '../../../core/errors/error-logger';
import { loadErrorLogger, type ServiceLoggerModule } from '../../../core/errors/load-error-logger';

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

  it('a failed load loses its report without rejecting, and the next report loads again', async () => {
    const reported: unknown[] = [];
    const load = vi
      .fn<() => Promise<ServiceLoggerModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(fakeModule(reported));
    const logger = loadErrorLogger(load, deps);
    await expect(logger.report('offline')).resolves.toBeUndefined();
    await logger.report('back online');
    expect(reported).toEqual(['back online']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
