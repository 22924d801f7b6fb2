// A 404 from one of docs/endpoints.md's calls is named once per endpoint per page view
// (core/reporting/report-error.ts), through the real request helper and the real experiment call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MissingEndpointError, nameMissingEndpoint } from '../../../core/reporting';
import { EXPERIMENT_PATH, fetchExperiment } from '../../../core/experiments';
import { DASHBOARDS_PATH, fetchHubs } from '../../../core/hubs';
import { createRequest } from '../../../core/request';

const page = (debug = false) =>
  ({
    location: { href: 'https://host.example/app/' },
    ...(debug ? { quickActionsDebug: true } : {}),
  }) as unknown as Window;

const answering = (status: number, body: unknown = {}) =>
  createRequest({
    fetch: async () => new Response(JSON.stringify(body), { status }),
    sleep: async () => {},
    isUnloading: () => false,
  });

async function gateFailure(status: number): Promise<unknown> {
  return fetchExperiment(answering(status), {
    experimentName: 'QuickActionsGate',
    countryCode: 'US',
  }).catch((error: unknown) => error);
}

afterEach(() => vi.restoreAllMocks());

describe('nameMissingEndpoint', () => {
  it('names the call and docs/endpoints.md, the original error as its cause', async () => {
    const failure = await gateFailure(404);
    const named = nameMissingEndpoint(failure, page());
    expect(named).toBeInstanceOf(MissingEndpointError);
    const error = named as MissingEndpointError;
    expect(error.endpoint).toBe(`POST ${EXPERIMENT_PATH}`);
    expect(error.message).toBe(
      `Quick Actions: POST ${EXPERIMENT_PATH} answered 404. The widget needs this call from your ` +
        'server: see docs/endpoints.md in the quick-actions package.',
    );
    expect(error.cause).toBe(failure);
  });

  it('names each endpoint once per page view; a repeat is nothing to report', async () => {
    const win = page();
    expect(nameMissingEndpoint(await gateFailure(404), win)).toBeInstanceOf(MissingEndpointError);
    expect(nameMissingEndpoint(await gateFailure(404), win)).toBeUndefined();
    const hubs = await fetchHubs(answering(404, { Message: 'Not Found' }), {
      secureId: 'S-1',
    }).catch((error: unknown) => error);
    const named = nameMissingEndpoint(hubs, win) as MissingEndpointError;
    // The query is not part of the endpoint's name.
    expect(named.endpoint).toBe(`GET ${DASHBOARDS_PATH}`);
    // Another page view names it again.
    expect(nameMissingEndpoint(await gateFailure(404), page())).toBeInstanceOf(
      MissingEndpointError,
    );
  });

  it('leaves every other failure as it is', async () => {
    const win = page();
    const failure = await gateFailure(500);
    expect(nameMissingEndpoint(failure, win)).toBe(failure);
    expect(nameMissingEndpoint(failure, win)).toBe(failure);
    expect(nameMissingEndpoint('text', win)).toBe('text');
  });

  it('the dashboards’ "no dashboards found" 404 is an answer, never a failure to name', async () => {
    const none = {
      succeeded: false,
      result: null,
      errors: ['No dashboards found for secure id S-1'],
    };
    await expect(fetchHubs(answering(404, none), { secureId: 'S-1' })).resolves.toEqual([]);
  });

  it('writes to the console only with window.quickActionsDebug', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    nameMissingEndpoint(await gateFailure(404), page());
    expect(console).not.toHaveBeenCalled();
    const debug = page(true);
    nameMissingEndpoint(await gateFailure(404), debug);
    nameMissingEndpoint(await gateFailure(404), debug);
    expect(console).toHaveBeenCalledTimes(1);
    expect(console.mock.calls[0]?.[0]).toContain('docs/endpoints.md');
  });
});
