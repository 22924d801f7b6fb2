// The demo host server: host pages with the host-contract snippet, dist/ under /quick-actions/,
// and the host API of spec §7 answered from fixtures with fault knobs. Node builtins only.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs/promises';
import { findApiRoute, serveApi } from './lib/api.mjs';
import { parseExperimentCookie } from './lib/experiment-cookie.mjs';
import { renderErrorsPage, renderResetPage } from './lib/demo-pages.mjs';
import { parseDemoState } from './lib/demo-state.mjs';
import { isDestination, serveDestination } from './lib/destinations.mjs';
import { loadFixtures, sessionUser } from './lib/fixtures.mjs';
import { renderHostPage } from './lib/host-page.mjs';
import {
  HttpError,
  parseCookies,
  parseForm,
  readBody,
  send,
  sendHtml,
  sendJson,
  sendText,
} from './lib/http.mjs';
import { simplePage } from './lib/layout.mjs';
import { findHostPage, HOST_PAGES } from './lib/pages.mjs';
import { FOREIGN_SW_HEAD, FOREIGN_SW_PAGE, OWN_SW_HEAD, OWN_SW_PAGE } from './lib/own-sw-page.mjs';
import { distCacheControl, serveStatic } from './lib/static.mjs';
import { createStore } from './lib/store.mjs';

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */

const DEMO_DIR = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC_DIR = path.join(DEMO_DIR, 'public');
const ASSETS_DIR = path.join(PUBLIC_DIR, 'demo-assets');
const ICONS_DIR = path.join(PUBLIC_DIR, 'images', 'icons');
const FIXTURES_DIR = path.join(DEMO_DIR, 'fixtures');
const DEMO_HOST_SCRIPT = path.join(DEMO_DIR, 'inline', 'demo-host.js');

/** The build's output folder, used when no distDir is given. */
export const DEFAULT_DIST_DIR = path.join(DEMO_DIR, '..', 'dist');

/**
 * @param {URL} url
 * @param {string} prefix
 */
function below(url, prefix) {
  return url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : null;
}

/**
 * @param {{ distDir: string, appDir?: string, fixtures: import('./lib/fixtures.mjs').Fixtures, store: import('./lib/store.mjs').Store }} deps
 */
function createHandler({ distDir, appDir, fixtures, store }) {
  /**
   * @param {Req} req
   * @param {Res} res
   */
  return async function handle(req, res) {
    let url;
    try {
      url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    } catch {
      sendText(req, res, 400, 'Bad request');
      return;
    }
    const cookies = parseCookies(req.headers.cookie);

    // dist/ as a host deploys it (docs/host-api.md "What `dist/` holds").
    const distPath = below(url, '/quick-actions/');
    if (distPath !== null) {
      await serveStatic(req, res, {
        root: distDir,
        relPath: distPath,
        cacheControl: distCacheControl,
        // The service worker registers with scope "/" from here (docs/offline.md).
        extraHeaders: (name) =>
          /** @type {Record<string, string>} */ (
            name.endsWith('.js') ? { 'Service-Worker-Allowed': '/' } : {}
          ),
        precompressed: true,
      });
      return;
    }

    // The demo host's own service worker, which imports ours (lib/own-sw-page.mjs), and a host's
    // own worker that does not import ours (FOREIGN_SW_PAGE).
    if (url.pathname === '/own-sw.js' || url.pathname === '/foreign-sw.js') {
      await serveStatic(req, res, {
        root: PUBLIC_DIR,
        relPath: url.pathname.slice(1),
        cacheControl: () => 'no-cache',
      });
      return;
    }

    // A host app built outside the repository (the package's test), under /app/.
    const appPath = appDir ? below(url, '/app/') : null;
    if (appDir && appPath !== null) {
      await serveStatic(req, res, {
        root: appDir,
        relPath: appPath === '' || appPath.endsWith('/') ? `${appPath}index.html` : appPath,
        cacheControl: () => 'no-cache',
      });
      return;
    }

    const assetPath = below(url, '/demo-assets/');
    if (assetPath !== null || url.pathname === '/favicon.ico') {
      await serveStatic(req, res, {
        root: ASSETS_DIR,
        relPath: assetPath ?? 'favicon.svg',
        cacheControl: () => 'no-cache',
        compress: true,
      });
      return;
    }

    const api = findApiRoute(url.pathname);
    if (api.isApi) {
      await serveApi(req, res, api.route, {
        url,
        cookies,
        store,
        fixtures,
        iconsDir: ICONS_DIR,
      });
      return;
    }

    if (url.pathname.startsWith('/demo/')) {
      await serveDemoTool(req, res, url, cookies);
      return;
    }

    const page =
      findHostPage(url.pathname) ??
      [OWN_SW_PAGE, FOREIGN_SW_PAGE].find((extra) => extra.path === url.pathname);
    if (page && (req.method === 'GET' || req.method === 'HEAD')) {
      const state = parseDemoState(url.searchParams, cookies);
      const nonce = state.csp ? randomBytes(16).toString('base64') : null;
      const html = renderHostPage({
        page,
        state,
        query: url.searchParams,
        cookies,
        nonce,
        seenExperiments: store.experimentNames,
        users: fixtures.users,
        demoHostScript: await fs.readFile(DEMO_HOST_SCRIPT, 'utf8'),
        headExtra:
          page === OWN_SW_PAGE ? OWN_SW_HEAD : page === FOREIGN_SW_PAGE ? FOREIGN_SW_HEAD : '',
      });
      /** @type {Record<string, string>} */
      const headers = { 'Referrer-Policy': 'strict-origin-when-cross-origin' };
      if (state.csp && nonce) headers['Content-Security-Policy'] = cspHeader(state.csp, nonce);
      sendHtml(req, res, 200, html, headers);
      return;
    }

    if (isDestination(url.pathname)) {
      await serveDestination(req, res, url, store, sessionUser(cookies));
      return;
    }

    if (findHostPage(`${url.pathname}/`)) {
      send(req, res, 301, { Location: `${url.pathname}/${url.search}` });
      return;
    }
    if (url.pathname === '/robots.txt') {
      sendText(req, res, 200, 'User-agent: *\nDisallow:\n');
      return;
    }
    const links = HOST_PAGES.map((p) => `<li><a href="${p.path}">${p.navLabel}</a></li>`).join('');
    sendHtml(
      req,
      res,
      404,
      simplePage(
        'Not found',
        `<h1>Not found</h1><p>The demo has no such page.</p><ul>${links}</ul>`,
      ),
    );
  };

  /**
   * The demo's own tools under /demo/.
   * @param {Req} req
   * @param {Res} res
   * @param {URL} url
   * @param {Map<string, string>} cookies
   */
  async function serveDemoTool(req, res, url, cookies) {
    const isGet = req.method === 'GET' || req.method === 'HEAD';
    switch (`${isGet ? 'GET' : req.method} ${url.pathname}`) {
      case 'GET /demo/errors':
        sendHtml(req, res, 200, renderErrorsPage(store.reports), { 'Cache-Control': 'no-store' });
        return;
      case 'GET /demo/errors.json':
        sendJson(req, res, 200, store.reports);
        return;
      case 'GET /demo/requests.json': {
        const apiFilter = url.searchParams.get('api');
        sendJson(
          req,
          res,
          200,
          apiFilter ? store.requests.filter((entry) => entry.api === apiFilter) : store.requests,
        );
        return;
      }
      case 'GET /demo/experiments.json':
        sendJson(req, res, 200, {
          seen: [...store.experimentNames].sort(),
          variations: Object.fromEntries(parseExperimentCookie(cookies.get('demo_exp'))),
        });
        return;
      case 'GET /demo/reset':
        // The page's script wipes client state; Clear-Site-Data does it at once where supported.
        sendHtml(req, res, 200, renderResetPage(), {
          'Cache-Control': 'no-store',
          'Clear-Site-Data': '"cookies", "storage"',
        });
        return;
      case 'POST /demo/reset': {
        let redirect = null;
        try {
          const form = parseForm(req.headers['content-type'], await readBody(req, 16 * 1024));
          redirect = form.fields.find(([name]) => name === 'redirect')?.[1] ?? null;
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
        }
        store.reset();
        if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) {
          send(req, res, 303, { Location: redirect });
        } else {
          send(req, res, 204, {});
        }
        return;
      }
      default:
        sendText(req, res, 404, 'Not found');
    }
  }
}

/**
 * @param {http.Server | http2.Http2SecureServer} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<void>}
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (/** @type {Error} */ error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * The page's policy: `strict` allows our own origin and the nonce, and requires Trusted Types;
 * `strict-dynamic` is the form security guides hand out (the nonce, and what nonced scripts load),
 * with `worker-src 'self'` for the service worker, or without it.
 * @param {import('./lib/demo-state.mjs').DemoState['csp'] & string} kind
 * @param {string} nonce
 */
function cspHeader(kind, nonce) {
  if (kind === 'strict') {
    return (
      `script-src 'self' 'nonce-${nonce}'; style-src 'self'; object-src 'none'; ` +
      `base-uri 'none'; require-trusted-types-for 'script'`
    );
  }
  const policy = `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'`;
  return kind === 'strict-dynamic' ? `${policy}; worker-src 'self'` : policy;
}

/**
 * @typedef {object} DemoServerOptions
 * @property {string} [distDir] the built widget (default: the repository's dist/)
 * @property {string} [appDir] a built host app, served under /app/ (the package's test)
 * @property {number} [port] 0 (default) picks a free port
 * @property {string} [host] default 127.0.0.1
 * @property {{ key: string | Buffer, cert: string | Buffer }} [tls] serve HTTPS with HTTP/2 (and
 *   HTTP/1.1 for clients without it), as production hosts do; the Lighthouse gate uses it
 */

/**
 * @typedef {object} DemoServer
 * @property {string} url origin without a trailing slash, e.g. http://127.0.0.1:5173
 * @property {number} port
 * @property {() => Promise<void>} close stops listening and drops every connection, hung ones too
 * @property {http.Server | http2.Http2SecureServer} server
 */

/**
 * Starts a demo server. Every server has its own in-memory error reports and request log.
 * @param {DemoServerOptions} [options]
 * @returns {Promise<DemoServer>}
 */
export async function createDemoServer({
  distDir = DEFAULT_DIST_DIR,
  appDir,
  port = 0,
  host = '127.0.0.1',
  tls,
} = {}) {
  const fixtures = loadFixtures(FIXTURES_DIR);
  const store = createStore();
  const handle = createHandler({
    distDir: path.resolve(distDir),
    appDir: appDir && path.resolve(appDir),
    fixtures,
    store,
  });

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  const onRequest = (req, res) => {
    handle(req, res).catch((/** @type {unknown} */ error) => {
      if (!res.headersSent) {
        sendText(req, res, 500, `Demo server error: ${String(error)}`);
      } else {
        res.destroy();
      }
    });
  };
  // HTTP/2's compatibility API hands the handler request and response objects that behave
  // like HTTP/1's for everything the demo uses (headers, status, body, streams).
  const server = tls
    ? http2.createSecureServer(
        { ...tls, allowHTTP1: true },
        /** @type {(req: any, res: any) => void} */ (onRequest),
      )
    : http.createServer(onRequest);
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await listen(server, port, host);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Not a TCP server');
  const hostForUrl = host.includes(':') ? `[${host}]` : host;

  /** @type {Promise<void> | null} */
  let closing = null;
  return {
    url: `${tls ? 'https' : 'http'}://${hostForUrl}:${address.port}`,
    port: address.port,
    server,
    close() {
      closing ??= new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hung requests (the "hang" fault) and keep-alive connections would keep close() waiting.
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}
