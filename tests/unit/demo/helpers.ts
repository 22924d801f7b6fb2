// Shared helpers of the demo server tests: a tiny fake dist/ in a temp dir, a server on port 0,
// and raw HTTP requests (fetch would normalise `..` in paths and decode bodies for us).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createDemoServer } from '../../../demo/server.mjs';
import type { DemoServer } from '../../../demo/server.mjs';
import { afterAll, beforeAll } from 'vitest';

export const LOADER_SOURCE = '/* loader */ window.__loaderRan = true;\n';
export const WIDGET_SOURCE = '/* widget chunk */ export const widget = 1;\n'.repeat(40);
export const SECRET = 'TOP-SECRET-OUTSIDE-DIST';

export interface FakeDist {
  root: string;
  dist: string;
  remove(): void;
}

/** A temp dir holding dist/ (the files a build would write) and a secret file beside it. */
export function makeFakeDist(): FakeDist {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'qa-demo-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'chunks'), { recursive: true });
  const files: Record<string, string | Buffer> = {
    'loader.js': LOADER_SOURCE,
    // Deliberately not the real compression of loader.js, so a test sees which file was sent.
    'loader.js.br': zlib.brotliCompressSync(Buffer.from('/* brotli variant */')),
    'loader.js.gz': zlib.gzipSync(Buffer.from('/* gzip variant */')),
    'widget-AbCdEf12.js': WIDGET_SOURCE,
    'widget-AbCdEf12.js.gz': zlib.gzipSync(Buffer.from(WIDGET_SOURCE)),
    'sw.js': 'self.addEventListener("fetch", () => {});\n',
    'format.js': 'export const numberToWords = () => "";\n',
    'chunks/theme-slate-v4-Zx9_Qw31.css': '.qa{color:red}\n',
    'theme.css': '.plain{}\n',
    'locale-en_US-Ab12Cd34.json': '{"hello":"Hello"}\n',
    'manifest.webmanifest': '{"name":"QA"}\n',
    'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    'index.html': '<!doctype html><title>dist</title>\n',
    '.vite-manifest.json': '{}\n',
  };
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dist, name), content);
  }
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  fs.symlinkSync(path.join(root, 'secret.txt'), path.join(dist, 'escape.js'));
  return { root, dist, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export interface Started {
  demo: DemoServer;
  fake: FakeDist;
  stop(): Promise<void>;
}

export async function startDemo(): Promise<Started> {
  const fake = makeFakeDist();
  const demo = await createDemoServer({ distDir: fake.dist, port: 0 });
  return {
    demo,
    fake,
    async stop() {
      await demo.close();
      fake.remove();
    },
  };
}

export interface DemoHandle {
  /** The running server's base URL (read it inside a test or hook). */
  readonly url: string;
  /** `raw` against the running server. */
  raw(requestPath: string, options?: RawOptions): Promise<RawResponse>;
}

/** One demo server over a fake dist/ for every test of the calling file (beforeAll/afterAll). */
export function useDemoServer(): DemoHandle {
  let started: Started | undefined;
  beforeAll(async () => {
    started = await startDemo();
  });
  afterAll(() => started?.stop());
  const handle: DemoHandle = {
    get url() {
      if (!started) throw new Error('The demo server is not running (use it inside a test)');
      return started.demo.url;
    },
    raw: (requestPath, options) => raw(handle.url, requestPath, options),
  };
  return handle;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One HTTP request with the path sent exactly as given; the body is not decoded. */
export function raw(
  base: string,
  requestPath: string,
  options: RawOptions = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path: requestPath,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString(),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Parses JSON or fails the test with the text that did not parse. */
export function json(response: RawResponse): unknown {
  try {
    return JSON.parse(response.text) as unknown;
  } catch {
    throw new Error(`Not JSON (status ${response.status}): ${response.text.slice(0, 200)}`);
  }
}

export const PATHS = {
  tiles: '/ItemTileService/api/FolderTile',
  dashboards: '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles?has_started=true',
  experiment: '/api/foundation/user-account-management/v1/user-experiment',
  logger: '/api/foundation/error-logger/v1/errors/',
  ignore: '/common/ignoredErrorTypes.txt',
  icons: '/images/icons/definitions.json',
} as const;

export interface TileLike {
  Name?: unknown;
  Children?: unknown;
  [key: string]: unknown;
}

/** Every non-folder tile of a FolderTile response, depth first. */
export function flattenTiles(tiles: unknown): TileLike[] {
  const out: TileLike[] = [];
  const walk = (list: unknown): void => {
    if (!Array.isArray(list)) return;
    for (const tile of list as TileLike[]) {
      if (Array.isArray(tile.Children)) walk(tile.Children);
      else out.push(tile);
    }
  };
  walk(tiles);
  return out;
}
