// `quick-actions/vite` (package/vite.ts) in a real Vite: its dev and preview servers answer the
// base path from dist/ with README "Deploying `dist/`"'s headers, and its build writes dist/ into
// the output under the base path. A small dist/ of its own stands in for the package's.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer, preview, type PluginOption } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickActions } from '../../../package/vite';

let dir = '';
let dist = '';
const FILES: Record<string, string> = {
  'loader.js': '/* loader */',
  'sw.js': '/* worker */',
  'facade-AbCd_123.js': '/* facade */',
  'slate-v1-B8jN-BI8.css': '.x{}',
  'format.d.ts': 'export {};',
  '.vite/manifest.json': '{}',
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'qa-vite-plugin-'));
  dist = join(dir, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  for (const [file, text] of Object.entries(FILES)) writeFileSync(join(dist, file), text);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>host</title>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = (base?: string) => ({
  root: dir,
  logLevel: 'silent' as const,
  configFile: false as const,
  plugins: [quickActions({ dist, ...(base ? { base } : {}) })] satisfies PluginOption[],
  server: { port: 0, host: '127.0.0.1' },
  preview: { port: 0, host: '127.0.0.1' },
  build: { outDir: join(dir, 'out'), emptyOutDir: true },
});

async function headersOf(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`);
  return {
    status: response.status,
    body: await response.text(),
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    scope: response.headers.get('service-worker-allowed'),
  };
}

async function expectServed(origin: string, base = '/quick-actions/') {
  expect(await headersOf(origin, `${base}sw.js`)).toMatchObject({
    status: 200,
    body: '/* worker */',
    type: 'text/javascript; charset=utf-8',
    cache: 'no-cache',
    scope: '/',
  });
  expect(await headersOf(origin, `${base}loader.js?v=1`)).toMatchObject({
    status: 200,
    cache: 'no-cache',
    scope: null,
  });
  expect(await headersOf(origin, `${base}facade-AbCd_123.js`)).toMatchObject({
    cache: 'public, max-age=31536000, immutable',
  });
  expect(await headersOf(origin, `${base}slate-v1-B8jN-BI8.css`)).toMatchObject({
    type: 'text/css; charset=utf-8',
    cache: 'public, max-age=31536000, immutable',
  });
  for (const hidden of ['.vite/manifest.json', '..%2Findex.html', 'nothing.js']) {
    expect((await headersOf(origin, `${base}${hidden}`)).status, hidden).toBe(404);
  }
}

describe('quick-actions/vite', () => {
  it('serves dist/ under /quick-actions/ in development, with the headers', async () => {
    const server = await createServer(config());
    await server.listen();
    try {
      await expectServed(server.resolvedUrls!.local[0]!.replace(/\/$/, ''));
    } finally {
      await server.close();
    }
  });

  it('writes dist/ into the build under the base path, and the preview serves it so', async () => {
    await build(config('/widgets/qa'));
    const out = join(dir, 'out', 'widgets', 'qa');
    for (const file of ['loader.js', 'sw.js', 'facade-AbCd_123.js', 'format.d.ts']) {
      expect(readFileSync(join(out, file), 'utf8'), file).toBe(FILES[file]);
    }
    expect(() => readFileSync(join(out, '.vite/manifest.json'))).toThrow();
    const server = await preview(config('/widgets/qa'));
    try {
      await expectServed(server.resolvedUrls!.local[0]!.replace(/\/$/, ''), '/widgets/qa/');
    } finally {
      await server.close();
    }
  });
});
