// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CREATE_DOCUMENT_URL,
  ESIGN_URL,
  ESTATE_VAULT_URL,
  MY_ACCOUNT_URL,
  NOTARIZE_URL,
  SIGN_IN_URL,
  VIEW_ALL_URL,
} from '../../../core/actions';
import { PATHS, flattenTiles, json, useDemoServer } from './helpers';

const server = useDemoServer();
beforeEach(async () => {
  expect((await server.raw('/demo/reset', { method: 'POST' })).status).toBe(204);
});

const AS = (user: string) => ({ Cookie: `demo_session=${user}` });
const AUTH = (secureId: string) => ({ Authorization: `secure_id ${secureId}` });

function names(body: unknown): string[] {
  return flattenTiles((body as { Data: unknown }).Data).map((tile) => String(tile.Name));
}

describe('GET /ItemTileService/api/FolderTile', () => {
  it('answers the signed-in user A a nested folder tree of documents', async () => {
    const response = await server.raw(PATHS.tiles, { headers: AS('A') });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = json(response) as { Data: Array<{ Children?: unknown }> };
    expect(body.Data.some((tile) => Array.isArray(tile.Children))).toBe(true);
    expect(names(body)).toContain('Last Will and Testament');
  });

  it('never shows user B a document of user A', async () => {
    const a = names(json(await server.raw(PATHS.tiles, { headers: AS('A') })));
    const b = names(json(await server.raw(PATHS.tiles, { headers: AS('B') })));
    expect(b).toContain('Bail de logement – Montréal');
    expect(b.filter((name) => a.includes(name))).toEqual([]);
  });

  it.each([{}, AS(''), AS('C'), AS('a'), AS('A%3Bx'), { Cookie: 'other=A' }])(
    'answers 401 without a valid session (%j)',
    async (headers) => {
      const response = await server.raw(PATHS.tiles, { headers });
      expect(response.status).toBe(401);
      expect(json(response)).toEqual({
        Message: 'Authorization has been denied for this request.',
      });
    },
  );

  it('refuses POST', async () => {
    const response = await server.raw(PATHS.tiles, { method: 'POST', headers: AS('A') });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET');
  });
});

describe('GET my-projects-dashboard-tiles', () => {
  it('answers user A (secure_id S-1) three started project hubs', async () => {
    const response = await server.raw(PATHS.dashboards, { headers: AUTH('S-1') });
    expect(response.status).toBe(200);
    const body = json(response) as { succeeded: boolean; result: unknown[]; errors: unknown[] };
    expect(body.succeeded).toBe(true);
    expect(body.errors).toEqual([]);
    expect(body.result).toHaveLength(3);
    expect(body.result).toContainEqual(
      expect.objectContaining({
        title: 'Rental Property',
        href: '/post-purchase-dashboard/RESLSE',
      }),
    );
    expect(body.result.at(-1)).toMatchObject({ title: 'Business Planning' });
  });

  it('answers user B (no dashboards) with the contract 404 shape', async () => {
    const response = await server.raw(PATHS.dashboards, { headers: AUTH('S-2') });
    expect(response.status).toBe(404);
    expect(json(response)).toEqual({
      succeeded: false,
      result: null,
      errors: ['No dashboards found for secure id S-2'],
    });
  });

  it.each<Record<string, string>>([
    {},
    { Authorization: 'Bearer S-1' },
    { Authorization: 'secure_id' },
    { Authorization: 'secure_id S-9' },
    { Authorization: 'secure_id  S-1' },
  ])('answers 401 without a secure_id authorization (%j)', async (headers) => {
    const response = await server.raw(PATHS.dashboards, { headers });
    expect(response.status).toBe(401);
    expect(json(response)).toMatchObject({ succeeded: false, result: null });
  });

  it('requires has_started=true', async () => {
    const path = '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles';
    const response = await server.raw(path, { headers: AUTH('S-1') });
    expect(response.status).toBe(400);
  });
});

describe('POST user-experiment', () => {
  const post = (body: string, cookie?: string) =>
    server.raw(PATHS.experiment, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body,
    });

  it('answers the variation set in the demo_exp cookie, N otherwise', async () => {
    const cookie = 'demo_exp=QuickActionsGate:C,QuickActionsEsignCA:N';
    const gate = await post(
      JSON.stringify({ experimentName: 'QuickActionsGate', countryCode: 'US' }),
      cookie,
    );
    expect(gate.status).toBe(200);
    expect(json(gate)).toEqual({
      succeeded: true,
      result: { experimentName: 'QuickActionsGate', variationName: 'C' },
      errors: [],
    });
    const other = await post(
      JSON.stringify({ experimentName: 'Unlisted', countryCode: 'CA' }),
      cookie,
    );
    expect(json(other)).toMatchObject({ result: { variationName: 'N' } });
    const noCookie = await post(
      JSON.stringify({ experimentName: 'QuickActionsGate', countryCode: 'US' }),
    );
    expect(json(noCookie)).toMatchObject({ result: { variationName: 'N' } });
  });

  it('reads a percent-encoded cookie and ignores garbage in it', async () => {
    const cookie = `demo_exp=${encodeURIComponent('Junk,,:::,X:Q,Gate:C,Gate:N:C')}`;
    const response = await post(
      JSON.stringify({ experimentName: 'Gate', countryCode: 'GB' }),
      cookie,
    );
    expect(json(response)).toMatchObject({ result: { variationName: 'C' } });
  });

  it('accepts the optional fields of spec §3', async () => {
    const response = await post(
      JSON.stringify({
        experimentName: 'Gate',
        countryCode: 'US',
        productCode: 'WILL',
        buyOptionName: null,
        forceVariationGuid: 'f00d',
      }),
    );
    expect(response.status).toBe(200);
  });

  it.each([
    ['not JSON', '{"experimentName":'],
    ['an array', '[]'],
    ['no experimentName', '{"countryCode":"US"}'],
    ['an empty experimentName', '{"experimentName":"","countryCode":"US"}'],
    ['no countryCode', '{"experimentName":"Gate"}'],
    ['a bad countryCode', '{"experimentName":"Gate","countryCode":"USA"}'],
    ['a non-string productCode', '{"experimentName":"Gate","countryCode":"US","productCode":5}'],
  ])('answers 400 with errors for %s', async (_label, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const parsed = json(response) as { succeeded: boolean; result: null; errors: string[] };
    expect(parsed.succeeded).toBe(false);
    expect(parsed.result).toBeNull();
    expect(parsed.errors.length).toBeGreaterThan(0);
  });

  it('lists the experiment names asked for at /demo/experiments.json', async () => {
    await post(JSON.stringify({ experimentName: 'SeenOne', countryCode: 'US' }));
    const response = await server.raw('/demo/experiments.json', {
      headers: { Cookie: 'demo_exp=X:C' },
    });
    expect(json(response)).toEqual({ seen: ['SeenOne'], variations: { X: 'C' } });
  });
});

describe('error logger', () => {
  const report = {
    description: 'TypeError: <script>alert(1)</script>',
    url: 'http://localhost/quick-actions/widget-AbCdEf12.js',
    line: '12',
    parentUrl: 'http://localhost/all/',
    userAgent: 'Mozilla/5.0 Test',
    stackTrace: 'at render (widget.js:12:3)\n<img src=x onerror=alert(2)>',
  };

  it('stores form-encoded reports (204) and returns them at /demo/errors.json', async () => {
    const response = await server.raw(PATHS.logger, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...report, extraField: 'kept' }).toString(),
    });
    expect(response.status).toBe(204);
    expect(response.body.length).toBe(0);
    const stored = json(await server.raw('/demo/errors.json')) as unknown[];
    expect(stored).toEqual([
      expect.objectContaining({
        ...report,
        encoding: 'urlencoded',
        otherFields: { extraField: 'kept' },
      }),
    ]);
  });

  it('also reads multipart form data', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(report)) form.append(name, value);
    const request = new Request('http://x/', { method: 'POST', body: form });
    const response = await server.raw(PATHS.logger, {
      method: 'POST',
      headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
      body: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.status).toBe(204);
    const stored = json(await server.raw('/demo/errors.json')) as unknown[];
    // FormData sends line breaks as CRLF (HTML's multipart/form-data encoding).
    const stackTrace = report.stackTrace.replace('\n', '\r\n');
    expect(stored).toEqual([
      expect.objectContaining({ ...report, stackTrace, encoding: 'multipart' }),
    ]);
  });

  it('shows reports at /demo/errors with every value escaped', async () => {
    await server.raw(PATHS.logger, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(report).toString(),
    });
    const page = await server.raw('/demo/errors');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Error reports (1)');
    expect(page.text).toContain('TypeError: &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(page.text).not.toContain('<script>alert');
    expect(page.text).not.toContain('<img src=x');
  });

  it('keeps the newest 500 reports', async () => {
    const agent = (i: number) =>
      server.raw(PATHS.logger, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `description=report-${i}`,
      });
    for (let i = 0; i < 501; i += 50) {
      await Promise.all(Array.from({ length: Math.min(50, 501 - i) }, (_, k) => agent(i + k)));
    }
    const stored = json(await server.raw('/demo/errors.json')) as Array<{ id: number }>;
    expect(stored).toHaveLength(500);
    expect(stored.map((r) => r.id)).not.toContain(1);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const response = await server.raw(PATHS.logger, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `description=${'x'.repeat(1024 * 1024 + 1)}`,
    });
    expect(response.status).toBe(413);
  });

  it('clears reports and the request log on POST /demo/reset; a form gets a redirect', async () => {
    await server.raw(PATHS.logger, { method: 'POST', body: 'description=x' });
    const response = await server.raw('/demo/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'redirect=/demo/errors',
    });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/demo/errors');
    expect(json(await server.raw('/demo/errors.json'))).toEqual([]);
    expect(json(await server.raw('/demo/requests.json'))).toEqual([]);
  });

  it('GET /demo/reset serves the reset page with Clear-Site-Data', async () => {
    const response = await server.raw('/demo/reset');
    expect(response.status).toBe(200);
    expect(response.headers['clear-site-data']).toBe('"cookies", "storage"');
    expect(response.text).toContain('/demo-assets/reset.js');
  });
});

describe('ignore patterns and icons', () => {
  it('serves the ignore rules as JSON in a text/plain file', async () => {
    const response = await server.raw(PATHS.ignore);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(json(response)).toEqual([
      { category: 'message', rules: ['ResizeObserver loop', 'Script error.'] },
      { category: 'useragent', rules: ['HeadlessBot'] },
      { category: 'url', rules: ['chrome-extension://'] },
      { category: 'stacktrace', rules: ['extensions/'] },
    ]);
  });

  it('serves icon definitions naming real 24×24 currentColor SVG files', async () => {
    const response = await server.raw(PATHS.icons);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const definitions = json(response) as Record<string, { path: string }>;
    const required = [
      'bolt',
      'refresh',
      'arrow-down',
      'close',
      'create-document',
      'sign',
      'notarize',
      'document',
      'editor-document',
      'notary-session',
      'account',
      'chevron-right',
      'placeholder',
      'hub-business-planning',
      'hub-confidentiality-agreement',
      'hub-estate-vault',
      'hub-freelance',
      'hub-parent-guardian',
      'hub-rental-property',
      'hub-sales-loans',
      'hub-separation-agreement',
      'hub-trust-estate',
    ];
    expect(Object.keys(definitions)).toEqual(expect.arrayContaining(required));
    for (const [name, { path }] of Object.entries(definitions)) {
      const svg = await server.raw(`/images/icons/${path}`);
      expect(svg.status, name).toBe(200);
      expect(svg.headers['content-type']).toBe('image/svg+xml');
      expect(svg.text).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 24 24"/,
      );
      expect(svg.text).toContain('currentColor');
      expect(svg.text.trim().endsWith('</svg>')).toBe(true);
      expect(svg.text).not.toMatch(/<script|\son\w+=|href=/i);
    }
  });

  it('answers 404 for an unknown icon', async () => {
    expect((await server.raw('/images/icons/nope.svg')).status).toBe(404);
  });
});

describe('request log', () => {
  it('records each API call without the Authorization value', async () => {
    await server.raw(`${PATHS.tiles}?brand=x`, {
      headers: { ...AS('B'), Accept: 'application/json' },
    });
    await server.raw(PATHS.dashboards, { headers: AUTH('S-1') });
    const log = json(await server.raw('/demo/requests.json')) as Array<Record<string, unknown>>;
    expect(log).toEqual([
      expect.objectContaining({
        api: 'tiles',
        method: 'GET',
        path: '/ItemTileService/api/FolderTile',
        query: { brand: 'x' },
        hasAuthorization: false,
        session: 'B',
        status: 200,
        headers: expect.objectContaining({ accept: 'application/json' }),
      }),
      expect.objectContaining({
        api: 'dashboards',
        query: { has_started: 'true' },
        hasAuthorization: true,
        status: 200,
      }),
    ]);
    expect(typeof log[0]?.time).toBe('string');
    expect(JSON.stringify(log)).not.toContain('secure_id');
  });

  it('records the experiment request body and filters by api', async () => {
    await server.raw(PATHS.experiment, {
      method: 'POST',
      body: JSON.stringify({ experimentName: 'Gate', countryCode: 'CA' }),
    });
    await server.raw(PATHS.ignore);
    const log = json(await server.raw('/demo/requests.json?api=experiment')) as unknown[];
    expect(log).toEqual([
      expect.objectContaining({ body: { experimentName: 'Gate', countryCode: 'CA' }, status: 200 }),
    ]);
  });

  it('answers unknown API paths 404 and logs them as unknown', async () => {
    const response = await server.raw('/api/foundation/error-logger/v1/errors');
    expect(response.status).toBe(404);
    const log = json(await server.raw('/demo/requests.json')) as unknown[];
    expect(log).toEqual([expect.objectContaining({ api: 'unknown', status: 404 })]);
  });
});

describe('navigation destinations', () => {
  // The widget's spec §2 targets come from core/actions.ts, so the demo is held to
  // serve whatever they are; the document and hub paths are the demo fixtures' own.
  it.each([
    CREATE_DOCUMENT_URL,
    NOTARIZE_URL,
    '/online-notary/DocumentSelection/NS-7781',
    ESIGN_URL,
    VIEW_ALL_URL,
    '/mydocuments/document/48213/preview.aspx',
    MY_ACCOUNT_URL,
    ESTATE_VAULT_URL,
    '/post-purchase-dashboard/RESLSE',
    SIGN_IN_URL,
  ])('GET %s shows a demo destination page', async (target) => {
    const response = await server.raw(target);
    expect(response.status).toBe(200);
    const { pathname, search } = new URL(target, 'http://x');
    expect(response.text).toContain(`<h1>Demo destination: <code>${pathname}</code></h1>`);
    expect(response.text).toContain(`<dt>Method</dt><dd>GET</dd>`);
    if (search)
      expect(response.text).toContain(`<dt>Query</dt><dd>${search.replace(/&/g, '&amp;')}</dd>`);
  });

  it('shows the fields of the editor-document form POST', async () => {
    const fields = {
      wdid: '48388',
      webuser_data_id: '48388',
      filename: 'Residential Tenancy Agreement – Ontario',
      contract: 'RESLSE',
      format: 'html',
      outputTemplate: '',
      useInline: 'false',
    };
    const response = await server.raw('/mydocuments/editor/48388/open.aspx', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'demo_session=A' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(response.status).toBe(200);
    expect(response.text).toContain('<dt>Method</dt><dd>POST</dd>');
    const list = /<dl id="demo-form-fields">(.*?)<\/dl>/.exec(response.text)?.[1] ?? '';
    for (const [name, value] of Object.entries(fields)) {
      expect(list).toContain(`<dt>${name}</dt><dd>${value}</dd>`);
    }
    const log = json(await server.raw('/demo/requests.json?api=navigation')) as unknown[];
    expect(log).toEqual([
      expect.objectContaining({
        method: 'POST',
        session: 'A',
        body: { encoding: 'urlencoded', fields },
      }),
    ]);
  });

  it('escapes the path and query it shows', async () => {
    const response = await server.raw('/contracts/%3Cscript%3Ex%3C/script%3E?q=%3Cb%3E');
    expect(response.text).not.toMatch(/<script>x|<b>/);
  });

  it('links back to the referring host page', async () => {
    const response = await server.raw(MY_ACCOUNT_URL, {
      headers: { Referer: `${server.url}/all/?user=B` },
    });
    expect(response.text).toContain('href="/all/?user=B"');
    const foreign = await server.raw(MY_ACCOUNT_URL, {
      headers: { Referer: 'https://evil.example/' },
    });
    expect(foreign.text).toContain('<a href="/">Back');
  });
});
