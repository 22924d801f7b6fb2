// @vitest-environment node
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LOADER_SOURCE, SECRET, WIDGET_SOURCE, useDemoServer } from './helpers';

const server = useDemoServer();

describe('dist/ under /quick-actions/', () => {
  it.each([
    ['loader.js', 'text/javascript; charset=utf-8'],
    ['widget-AbCdEf12.js', 'text/javascript; charset=utf-8'],
    ['locale-en_US-Ab12Cd34.json', 'application/json; charset=utf-8'],
    ['chunks/theme-slate-v4-Zx9_Qw31.css', 'text/css; charset=utf-8'],
    ['icon.svg', 'image/svg+xml'],
    ['index.html', 'text/html; charset=utf-8'],
    ['manifest.webmanifest', 'application/manifest+json'],
  ])('serves %s as %s', async (file, type) => {
    const response = await server.raw(`/quick-actions/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    'widget-AbCdEf12.js',
    'chunks/theme-slate-v4-Zx9_Qw31.css',
    'locale-en_US-Ab12Cd34.json',
  ])('caches the hashed file %s for a year, immutable', async (file) => {
    const response = await server.raw(`/quick-actions/${file}`);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['loader.js', 'sw.js', 'format.js', 'theme.css', 'manifest.webmanifest'])(
    'makes the browser revalidate the stable file %s',
    async (file) => {
      const response = await server.raw(`/quick-actions/${file}`);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['loader.js', 'sw.js', 'widget-AbCdEf12.js', 'format.js'])(
    'lets %s register a service worker with scope / (Service-Worker-Allowed)',
    async (file) => {
      const response = await server.raw(`/quick-actions/${file}`);
      expect(response.headers['service-worker-allowed']).toBe('/');
    },
  );

  it('sends Service-Worker-Allowed only on scripts', async () => {
    const response = await server.raw('/quick-actions/chunks/theme-slate-v4-Zx9_Qw31.css');
    expect(response.headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves loader.js.br with Content-Encoding br when the client accepts brotli', async () => {
    const response = await server.raw('/quick-actions/loader.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe('/* brotli variant */');
  });

  it('falls back to the .gz file when brotli is not accepted', async () => {
    const response = await server.raw('/quick-actions/loader.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.body).toString()).toBe('/* gzip variant */');
  });

  it('honours q=0 as "not acceptable"', async () => {
    const response = await server.raw('/quick-actions/loader.js', {
      headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('uses the gzip file when only it exists', async () => {
    const response = await server.raw('/quick-actions/widget-AbCdEf12.js', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.body).toString()).toBe(WIDGET_SOURCE);
  });

  it('sends the plain file without Accept-Encoding, still with Vary', async () => {
    const response = await server.raw('/quick-actions/loader.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.text).toBe(LOADER_SOURCE);
  });

  it('sends the plain file when the client accepts br but there is no .br file', async () => {
    const response = await server.raw('/quick-actions/sw.js', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const first = await server.raw('/quick-actions/loader.js');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await server.raw('/quick-actions/loader.js', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    const brotli = await server.raw('/quick-actions/loader.js', {
      headers: { 'If-None-Match': etag ?? '', 'Accept-Encoding': 'br' },
    });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.etag).not.toBe(etag);
  });

  it('answers HEAD with headers only', async () => {
    const response = await server.raw('/quick-actions/loader.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(LOADER_SOURCE)));
    expect(response.body.length).toBe(0);
  });

  it('refuses other methods', async () => {
    const response = await server.raw('/quick-actions/loader.js', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it.each(['missing.js', 'chunks', 'chunks/', '', '.vite-manifest.json'])(
    'answers 404 for %j',
    async (file) => {
      const response = await server.raw(`/quick-actions/${file}`);
      expect(response.status).toBe(404);
    },
  );

  it.each([
    '/quick-actions/../secret.txt',
    '/quick-actions/..%2fsecret.txt',
    '/quick-actions/..%2Fsecret.txt',
    '/quick-actions/%2e%2e/secret.txt',
    '/quick-actions/%2e%2e%2fsecret.txt',
    '/quick-actions/chunks/..%2f..%2fsecret.txt',
    '/quick-actions/..%5csecret.txt',
    '/quick-actions/%2e%2e%5c%2e%2e%5csecret.txt',
    '/quick-actions/loader.js%00.txt',
    '/quick-actions/%E0%A4%A',
    '/quick-actions//etc/passwd',
    '/quick-actions/escape.js',
  ])('does not leave dist/ for %s', async (requestPath) => {
    const response = await server.raw(requestPath);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.text).not.toContain(SECRET);
    expect(response.text).not.toContain('root:');
  });
});

describe('demo assets', () => {
  it.each([
    ['/demo-assets/controls.js', 'text/javascript; charset=utf-8'],
    ['/demo-assets/demo.css', 'text/css; charset=utf-8'],
    ['/demo-assets/reset.js', 'text/javascript; charset=utf-8'],
    ['/favicon.ico', 'image/svg+xml'],
  ])('serves %s as %s', async (file, type) => {
    const response = await server.raw(file);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses its own text files on the fly when accepted', async () => {
    const plain = await server.raw('/demo-assets/demo.css');
    const compressed = await server.raw('/demo-assets/demo.css', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.body).toString()).toBe(plain.text);
  });

  it('does not serve the server-side files of the demo', async () => {
    for (const file of ['/demo-assets/../server.mjs', '/demo-assets/..%2fserver.mjs']) {
      const response = await server.raw(file);
      expect(response.text).not.toContain('createDemoServer');
    }
  });
});
