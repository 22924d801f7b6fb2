// `quick-actions/msw`'s handlers (package/msw.ts) with the demo's own data
// (tools/msw-data.mjs, what the package build writes into lib/), answering the widget's real
// calls in node through msw's setupServer: every call of docs/endpoints.md, in the shapes core/
// reads, with the documents the demo host shows.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRecentDocuments } from '../../../core/documents';
import { fetchExperiment } from '../../../core/experiments';
import { fetchHubs } from '../../../core/hubs';
import { createIconDefinitionsLoader } from '../../../core/icons';
import { createIgnoreRulesLoader } from '../../../core/reporting/ignore-patterns';
import { createRequest } from '../../../core/request';
import { API_ROUTES } from '../../../demo/lib/api.mjs';
import { createQuickActionsHandlers } from '../../../package/msw';
import { readDemoData } from '../../../tools/msw-data.mjs';

const ORIGIN = 'http://host.test';
const data = readDemoData();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The widget's request helper on a host page at ORIGIN, answered by the handlers for `person`. */
function hostPage(options: Parameters<typeof createQuickActionsHandlers>[1] = {}) {
  server.resetHandlers(...createQuickActionsHandlers(data, options));
  return createRequest({
    fetch: (input, init) => fetch(new URL(String(input), ORIGIN), init),
    sleep: async () => {},
    isUnloading: () => false,
  });
}

const PATH_OF: Record<string, string> = {
  tiles: '/ItemTileService/api/FolderTile',
  dashboards: '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles?has_started=true',
  experiment: '/api/foundation/user-account-management/v1/user-experiment',
  logger: '/api/foundation/error-logger/v1/errors/',
  ignore: '/common/ignoredErrorTypes.txt',
  icons: '/images/icons/definitions.json',
};

describe('quick-actions/msw', () => {
  it('answers every call the demo host answers', async () => {
    hostPage();
    for (const route of API_ROUTES) {
      const path = PATH_OF[route.api];
      expect(path, route.api).toBeDefined();
      expect(route.matches(new URL(path!, ORIGIN).pathname)).toBe(true);
      const response = await fetch(new URL(path!, ORIGIN), {
        method: route.method,
        headers: { Authorization: 'secure_id S-1', 'Content-Type': 'application/json' },
        body: route.method === 'POST' ? '{"experimentName":"X","countryCode":"US"}' : undefined,
      });
      expect(response.ok, route.api).toBe(true);
    }
  });

  it('opens the gate, or closes it', async () => {
    const gate = { experimentName: 'QuickActionsGate', countryCode: 'US' };
    await expect(fetchExperiment(hostPage(), gate)).resolves.toEqual({
      experimentName: 'QuickActionsGate',
      variationName: 'N',
    });
    await expect(fetchExperiment(hostPage({ variation: 'C' }), gate)).resolves.toMatchObject({
      variationName: 'C',
    });
  });

  it('answers the demo people’s documents and hubs, whatever secure id the page sends', async () => {
    const titles = async (request: ReturnType<typeof hostPage>) =>
      (await fetchRecentDocuments(request, { country: 'US' })).items.map((item) => item.title);
    expect(await titles(hostPage())).toEqual([
      'Last Will and Testament',
      'Online notarization – Power of Attorney',
    ]);
    expect(await titles(hostPage({ person: 'B' }))).toEqual([
      'Independent Contractor Agreement',
      'Medical Consent for Minor',
    ]);
    const hubs = await fetchHubs(hostPage(), { secureId: 'HOST-42' });
    expect(hubs.map((hub) => hub.title)).toEqual([
      'Rental Property',
      'Sales & Loans',
      'Business Planning',
    ]);
    // B has none: the documented 404, read as an empty list.
    await expect(fetchHubs(hostPage({ person: 'B' }), { secureId: 'HOST-42' })).resolves.toEqual(
      [],
    );
  });

  it('serves the icon definitions and every icon they name', async () => {
    const errors: Error[] = [];
    const loader = createIconDefinitionsLoader({
      request: hostPage(),
      currentOrigin: ORIGIN,
      report: (error) => errors.push(error),
    });
    const definitions = await loader.load();
    expect(errors).toEqual([]);
    expect(definitions.size).toBeGreaterThan(10);
    for (const path of definitions.values()) {
      const response = await fetch(new URL(path, loader.definitionsUrl));
      expect(response.headers.get('Content-Type'), path).toBe('image/svg+xml');
      expect(await response.text()).toContain('<svg');
    }
  });

  it('takes error reports and serves the ignore rules', async () => {
    const request = hostPage();
    expect(await createIgnoreRulesLoader(request)()).toEqual(data.ignoredErrorTypes);
    const sent = await fetch(new URL(PATH_OF.logger!, ORIGIN), {
      method: 'POST',
      body: new URLSearchParams({ description: 'x' }),
    });
    expect(sent.status).toBe(204);
  });
});
