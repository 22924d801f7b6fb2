/// <reference types="node" />
// `quick-actions/vite` (docs/host-api.md "The package"): dist/ served under a base path with the
// headers of README "Deploying `dist/`", and written into the build. Node built-ins only.
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface QuickActionsViteOptions {
  /** The URL path dist/ is served under and the folder of the build output it is written to. */
  base?: string;
  /** Another build of dist/ (an absolute path); default the package's own. */
  dist?: string;
}

/** The part of Vite's plugin interface this plugin uses (any Vite from 5 on accepts it). */
export interface QuickActionsVitePlugin {
  name: string;
  configureServer(server: { middlewares: Middlewares }): void;
  configurePreviewServer(server: { middlewares: Middlewares }): void;
  generateBundle(this: EmitContext): void;
}

type Next = (error?: unknown) => void;
type Handler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
interface Middlewares {
  use(handler: Handler): unknown;
}
interface EmitContext {
  emitFile(file: { type: 'asset'; fileName: string; source: Uint8Array }): string;
  /** Vite 6 and later: the environment being built; only the browser's gets dist/. */
  environment?: { config?: { consumer?: string } };
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};
// Vite's `[name]-[hash]`: a content hash in the name means the bytes never change.
const HASHED = /-[A-Za-z0-9_-]{8,}\.(js|css)$/;

/** The headers of one file of dist/, as README "Deploying `dist/`" lists them. */
export function distHeaders(file: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  // Registered with scope `/` from below the base path (docs/offline.md "The header").
  if (file === 'sw.js') headers['Service-Worker-Allowed'] = '/';
  return headers;
}

function normalBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Vite's own manifests (dist/.vite/) are not part of what a host deploys.
    if (entry.name.startsWith('.')) return [];
    const path = `${prefix}${entry.name}`;
    return entry.isDirectory() ? filesOf(join(dir, entry.name), `${path}/`) : [path];
  });
}

export function quickActions(options: QuickActionsViteOptions = {}): QuickActionsVitePlugin {
  const base = normalBase(options.base ?? '/quick-actions/');
  const dist = resolve(options.dist ?? fileURLToPath(new URL('../dist/', import.meta.url)));

  // Answers GET and HEAD below the base path from dist/; anything else is the next handler's.
  const serve: Handler = (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith(base)) return next();
    let file: string;
    try {
      file = resolve(dist, decodeURIComponent(path.slice(base.length)));
    } catch {
      return next();
    }
    const name = relative(dist, file);
    const inside = name !== '' && !name.startsWith('..') && !name.split(sep).includes('.vite');
    if (!inside || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.statusCode = 404;
      res.end('Not found');
      return;
    }
    for (const [header, value] of Object.entries(distHeaders(name.split(sep).join('/')))) {
      res.setHeader(header, value);
    }
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  };

  return {
    name: 'quick-actions',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
    generateBundle() {
      if (this.environment?.config?.consumer === 'server') return;
      for (const file of filesOf(dist)) {
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}${file}`,
          source: readFileSync(join(dist, file)),
        });
      }
    },
  };
}
