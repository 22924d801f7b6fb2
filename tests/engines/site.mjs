// The demo host as Firefox and WebKit see it: one demo server over the built files,
// and in front of it one small proxy per scenario, each on a port of its own, so each scenario
// is a fresh origin (its own storage, caches and service worker) in one long-lived browser.
// The proxy gives every engine what only Chromium's driver has natively:
// - a request log (the one-request cost, what reached the network while offline);
// - init scripts: a script put first into every host page (with the page's CSP nonce), which
//   runs before the host's own — WebKitWebDriver has no init scripts;
// - offline: every request cut (the worker's own fetches too), but for host pages it saw, which
//   it serves again as the host's HTTP cache would (our worker never keeps host pages, ADR-0053).
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createDemoServer } from '../../demo/server.mjs';

/** Records what a page did to itself: errors, rejections, CSP violations (probes.ts's idea). */
export const RECORDER = `(() => {
  const record = { errors: [], rejections: [], violations: [] };
  window.__eng = record;
  addEventListener('error', (event) => record.errors.push(String(event.message || event.error)));
  addEventListener('unhandledrejection', (event) => {
    let reason = '(unprintable)';
    try { reason = String(event.reason && (event.reason.stack || event.reason)); } catch {}
    record.rejections.push(reason);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    record.violations.push((event.effectiveDirective || event.violatedDirective) + ' ' + event.blockedURI);
  }, true);
})();`;

/**
 * @typedef {object} Origin
 * @property {string} url           e.g. http://127.0.0.1:40123 (no trailing slash)
 * @property {string[]} requests    every request path (with query) that reached the network
 * @property {string[]} cut         every request path cut while offline
 * @property {(script: string) => void} addInitScript  put first into every host page from now on
 * @property {(offline: boolean) => void} setOffline
 * @property {(distDir: string) => Promise<void>} deploy  from now on the demo serves `distDir`
 *   instead (another build's files; the old hashed files are gone, as after a host's deploy)
 * @property {() => Promise<void>} close
 */

/** @param {string} distDir */
export async function startSite(distDir) {
  if (!existsSync(`${distDir}/loader.js`)) {
    throw new Error(
      `${distDir}/loader.js is missing: run \`QA_OUT_DIR=dist-engines npm run build\``,
    );
  }
  const demo = await createDemoServer({ distDir, port: 0 });
  /** @type {Set<Origin>} */
  const origins = new Set();

  /** @returns {Promise<Origin>} */
  const origin = async () => {
    /** @type {string[]} */
    const requests = [];
    /** @type {string[]} */
    const cut = [];
    const scripts = [RECORDER];
    /** @type {Map<string, string>} host pages as served, for offline */
    const hostPages = new Map();
    let offline = false;
    let upstreamPort = demo.port;
    /** @type {Awaited<ReturnType<typeof createDemoServer>>[]} */
    const deploys = [];
    const server = http.createServer((req, res) => {
      const path = req.url ?? '/';
      if (offline) {
        const html = hostPages.get(path);
        if (html === undefined) {
          cut.push(path);
          req.socket.destroy(); // a network error, as with no network at all
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(html);
        return;
      }
      requests.push(path);
      const headers = { ...req.headers };
      delete headers['accept-encoding']; // plain bodies: host pages get a script put in
      const upstream = http.request(
        { host: '127.0.0.1', port: upstreamPort, method: req.method, path, headers },
        (answer) => {
          const type = String(answer.headers['content-type'] ?? '');
          if (!type.startsWith('text/html')) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          /** @type {Buffer[]} */
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () => {
            const csp = String(answer.headers['content-security-policy'] ?? '');
            const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
            const tag = `<script${nonce ? ` nonce="${nonce}"` : ''}>${scripts.join('\n')}</script>`;
            let html = Buffer.concat(chunks).toString('utf8');
            html = /<head[^>]*>/i.test(html)
              ? html.replace(/<head[^>]*>/i, (head) => head + tag)
              : tag + html;
            if (req.method === 'GET' && answer.statusCode === 200) hostPages.set(path, html);
            const out = { ...answer.headers };
            delete out['content-length'];
            delete out['etag'];
            res.writeHead(answer.statusCode ?? 502, out);
            res.end(html);
          });
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    /** @type {Origin} */
    const created = {
      url: `http://127.0.0.1:${port}`,
      requests,
      cut,
      addInitScript: (script) => void scripts.push(script),
      setOffline: (value) => {
        offline = value;
      },
      async deploy(distDir) {
        const next = await createDemoServer({ distDir, port: 0 });
        deploys.push(next);
        upstreamPort = next.port;
      },
      close: async () => {
        await new Promise((resolve) => {
          origins.delete(created);
          server.closeAllConnections();
          server.close(() => resolve(undefined));
        });
        await Promise.all(deploys.map((next) => next.close()));
      },
    };
    origins.add(created);
    return created;
  };

  return {
    origin,
    async close() {
      await Promise.all([...origins].map((o) => o.close()));
      await demo.close();
    },
  };
}
