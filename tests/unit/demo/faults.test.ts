// @vitest-environment node
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createDemoServer } from '../../../demo/server.mjs';
import { PATHS, json, makeFakeDist, useDemoServer } from './helpers';
import type { RawOptions } from './helpers';

const server = useDemoServer();

type Api = keyof typeof PATHS;

/** A valid request for each API, as a signed-in user A would send it. */
function requestFor(api: Api, cookie: string): RawOptions {
  const headers: Record<string, string> = {
    Cookie: `demo_session=A; ${cookie}`,
    Authorization: 'secure_id S-1',
  };
  if (api === 'experiment') {
    return {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ experimentName: 'Gate', countryCode: 'US' }),
    };
  }
  if (api === 'logger') {
    return {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'description=boom',
    };
  }
  return { headers };
}

const APIS = Object.keys(PATHS) as Api[];

/** What happened within `ms`: a response, a connection error, or nothing at all. */
function outcomeWithin(
  base: string,
  path: string,
  options: RawOptions,
  ms: number,
): Promise<
  | { kind: 'response'; status: number }
  | { kind: 'error'; code: string }
  | { kind: 'pending'; abort(): void }
> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const req = http.request({
      hostname,
      port,
      path,
      method: options.method ?? 'GET',
      headers: options.headers,
      agent: false,
    });
    const timer = setTimeout(() => resolve({ kind: 'pending', abort: () => req.destroy() }), ms);
    req.on('response', (res) => {
      clearTimeout(timer);
      res.resume();
      resolve({ kind: 'response', status: res.statusCode ?? 0 });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({ kind: 'error', code: error.code ?? error.message });
    });
    req.end(options.body);
  });
}

describe.each(APIS)('faults on %s', (api) => {
  it.each([429, 500, 503])('answers %i when told to', async (status) => {
    const response = await server.raw(PATHS[api], requestFor(api, `demo_fault=${api}:${status}`));
    expect(response.status).toBe(status);
  });

  it('answers 200 with a body cut short ("malformed")', async () => {
    const good = await server.raw(PATHS[api], requestFor(api, ''));
    const bad = await server.raw(PATHS[api], requestFor(api, `demo_fault=${api}:malformed`));
    expect(bad.status).toBe(200);
    expect(() => JSON.parse(bad.text) as unknown).toThrow();
    if (good.status === 200) expect(good.text.startsWith(bad.text)).toBe(true);
  });

  it('answers 200 with valid JSON of the wrong shape, including a 100,000-char string', async () => {
    const response = await server.raw(PATHS[api], requestFor(api, `demo_fault=${api}:wrong-shape`));
    expect(response.status).toBe(200);
    const body = json(response);
    const strings: string[] = [];
    JSON.stringify(body, (_key, value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      return value;
    });
    expect(strings.some((value) => value.length === 100_000)).toBe(true);
  });

  it('drops the connection without an answer ("offline")', async () => {
    const outcome = await outcomeWithin(
      server.url,
      PATHS[api],
      requestFor(api, `demo_fault=${api}:offline`),
      5_000,
    );
    expect(outcome).toEqual({ kind: 'error', code: 'ECONNRESET' });
  });

  it('is answered normally when the fault targets another API', async () => {
    const other = api === 'tiles' ? 'dashboards' : 'tiles';
    const response = await server.raw(PATHS[api], requestFor(api, `demo_fault=${other}:500`));
    expect(response.status).toBeLessThan(300);
  });
});

describe('fault settings', () => {
  it('applies "all" to every API, a specific entry winning over it', async () => {
    const cookie = 'demo_fault=all:503,tiles:429';
    expect((await server.raw(PATHS.tiles, requestFor('tiles', cookie))).status).toBe(429);
    expect((await server.raw(PATHS.dashboards, requestFor('dashboards', cookie))).status).toBe(503);
    expect((await server.raw(PATHS.icons, requestFor('icons', cookie))).status).toBe(503);
  });

  it('sends Retry-After with 429, an HTML page with 503, JSON with 500', async () => {
    const tooMany = await server.raw(PATHS.tiles, requestFor('tiles', 'demo_fault=tiles:429'));
    expect(tooMany.headers['retry-after']).toBe('1');
    const unavailable = await server.raw(PATHS.tiles, requestFor('tiles', 'demo_fault=tiles:503'));
    expect(unavailable.headers['content-type']).toBe('text/html; charset=utf-8');
    const failed = await server.raw(PATHS.tiles, requestFor('tiles', 'demo_fault=tiles:500'));
    expect(json(failed)).toMatchObject({ succeeded: false, result: null });
  });

  it.each([
    'demo_fault=garbage',
    'demo_fault=tiles',
    'demo_fault=tiles:explode',
    'demo_fault=tiles:500:extra',
    'demo_fault=:::,,,',
    'demo_fault=%E0%A4%A',
    'demo_latency=-5',
    'demo_latency=soon',
    'demo_latency=1e9',
  ])('ignores the garbage cookie %s', async (cookie) => {
    const response = await server.raw(PATHS.tiles, requestFor('tiles', cookie));
    expect(response.status).toBe(200);
  });

  it('reads a percent-encoded fault cookie (as the controls write it)', async () => {
    const cookie = `demo_fault=${encodeURIComponent('tiles:500')}`;
    expect((await server.raw(PATHS.tiles, requestFor('tiles', cookie))).status).toBe(500);
  });

  it('takes a fault from the API URL query too (for curl)', async () => {
    const response = await server.raw(
      `${PATHS.tiles}?demo_fault=tiles:503`,
      requestFor('tiles', ''),
    );
    expect(response.status).toBe(503);
  });

  it('does not touch host pages or dist files', async () => {
    const cookie = { headers: { Cookie: 'demo_fault=all:500; demo_latency=5000' } };
    expect((await server.raw('/', cookie)).status).toBe(200);
    expect((await server.raw('/quick-actions/loader.js', cookie)).status).toBe(200);
  });

  it('delays API answers by demo_latency, then applies the fault', async () => {
    const options = requestFor('tiles', 'demo_latency=300; demo_fault=tiles:500');
    const early = await outcomeWithin(server.url, PATHS.tiles, options, 150);
    expect(early.kind).toBe('pending');
    if (early.kind === 'pending') early.abort();
    const late = await outcomeWithin(server.url, PATHS.tiles, options, 5_000);
    expect(late).toEqual({ kind: 'response', status: 500 });
  });

  it('records latency, fault and outcome in the request log', async () => {
    await server.raw('/demo/reset', { method: 'POST' });
    await server.raw(
      PATHS.dashboards,
      requestFor('dashboards', 'demo_fault=dashboards:wrong-shape'),
    );
    await outcomeWithin(
      server.url,
      PATHS.tiles,
      requestFor('tiles', 'demo_fault=tiles:offline'),
      5_000,
    );
    const log = json(await server.raw('/demo/requests.json')) as unknown[];
    expect(log).toEqual([
      expect.objectContaining({
        api: 'dashboards',
        fault: 'wrong-shape',
        status: 200,
        latencyMs: 0,
      }),
      expect.objectContaining({ api: 'tiles', fault: 'offline', status: 'offline' }),
    ]);
  });
});

describe('hang', () => {
  it('never answers; a client giving up frees the server for other requests', async () => {
    const outcome = await outcomeWithin(
      server.url,
      PATHS.tiles,
      requestFor('tiles', 'demo_fault=tiles:hang'),
      200,
    );
    expect(outcome.kind).toBe('pending');
    if (outcome.kind === 'pending') outcome.abort();
    expect((await server.raw(PATHS.tiles, requestFor('tiles', ''))).status).toBe(200);
    const log = json(await server.raw('/demo/requests.json?api=tiles')) as Array<{
      status: unknown;
      fault: unknown;
    }>;
    expect(log).toContainEqual(expect.objectContaining({ fault: 'hang', status: 'hang' }));
  });

  it('is cut off when the server closes, and close() does not wait for it', async () => {
    const fake = makeFakeDist();
    const demo = await createDemoServer({ distDir: fake.dist });
    try {
      const { hostname, port } = new URL(demo.url);
      const hung = new Promise<string>((resolve) => {
        const req = http.request({
          hostname,
          port,
          path: PATHS.tiles,
          headers: { Cookie: 'demo_session=A; demo_fault=tiles:hang' },
        });
        req.on('response', () => resolve('response'));
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        req.end();
      });
      const early = await Promise.race([
        hung,
        new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 200)),
      ]);
      expect(early).toBe('no answer');
      await demo.close();
      expect(await hung).toBe('ECONNRESET');
      await demo.close(); // a second close is harmless
    } finally {
      fake.remove();
    }
  });

  it('also hangs when latency is set, and close() cuts the wait', async () => {
    const fake = makeFakeDist();
    const demo = await createDemoServer({ distDir: fake.dist });
    try {
      const pending = outcomeWithin(
        demo.url,
        PATHS.tiles,
        { headers: { Cookie: 'demo_session=A; demo_latency=60000' } },
        10_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await demo.close();
      expect(await pending).toEqual({ kind: 'error', code: 'ECONNRESET' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      fake.remove();
    }
  });
});
