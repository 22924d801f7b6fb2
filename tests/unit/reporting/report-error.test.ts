import { describe, expect, it, vi } from 'vitest';
import { createClientErrorRegistry } from '../../../core/errors/client-error-registry';
import { reportError } from '../../../core/reporting/report-error';

function fakeLogger() {
  return { report: vi.fn(async () => undefined) };
}

describe('reportError', () => {
  it('gives the host logError and the error logger the same error', async () => {
    const logError = vi.fn();
    const logger = fakeLogger();
    const error = new Error('boom', { cause: new Error('root') });
    await reportError(error, { logError, logger, extra: { line: 4 } });
    expect(logError).toHaveBeenCalledWith(error);
    expect(logger.report).toHaveBeenCalledWith(error, { line: 4 });
  });

  it('wraps a non-Error for the host, keeping the original as cause', async () => {
    const logError = vi.fn();
    await reportError({ code: 7 }, { logError });
    const given: unknown = logError.mock.calls[0]?.[0];
    expect(given).toBeInstanceOf(Error);
    expect(given).toMatchObject({ message: '{"code":7}', cause: { code: 7 } });
  });

  it('never throws or rejects, and a failing destination does not stop the others', async () => {
    const logger = fakeLogger();
    const registry = createClientErrorRegistry();
    await expect(
      reportError(new Error('x'), {
        logError: () => {
          throw new Error('host broke');
        },
        logger,
        registry,
        hostname: 'localhost',
      }),
    ).resolves.toBeUndefined();
    await expect(
      reportError(new Error('y'), {
        logError: () => Promise.reject(new Error('async host broke')),
        logger: {
          report: () => {
            throw new Error('logger broke');
          },
        },
        registry,
        hostname: 'localhost',
      }),
    ).resolves.toBeUndefined();
    expect(logger.report).toHaveBeenCalledTimes(1);
    expect(registry.getSnapshot()).toHaveLength(2);
  });

  it('adds to the registry on a dev host, scrubbed, with the component id', async () => {
    const registry = createClientErrorRegistry();
    const error = new Error('hubs failed for secure id S-1', { cause: new Error('HTTP 500') });
    await reportError(error, {
      registry,
      hostname: 'qc.example.com',
      componentId: 'hubs',
      secrets: () => ['S-1'],
    });
    const [record] = registry.getSnapshot();
    expect(record).toMatchObject({
      id: 1,
      componentId: 'hubs',
      shortDescription: 'Error: hubs failed for secure id [redacted]',
      visible: true,
      open: false,
    });
    expect(record?.fullDescription).toContain('Caused by: Error: HTTP 500');
    expect(record?.fullDescription).not.toContain('S-1');
  });

  it('does not add to the registry on a production host (spec §8 decision)', async () => {
    const registry = createClientErrorRegistry();
    await reportError(new Error('x'), { registry, hostname: 'www.example.com' });
    await reportError(new Error('x'), { registry });
    expect(registry.getSnapshot()).toEqual([]);
  });
});
