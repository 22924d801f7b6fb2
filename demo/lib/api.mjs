// The host's API of spec §7, answered from fixtures, with the fault knobs of
// faults.mjs applied in front of every call and each call recorded in the request log.
import fs from 'node:fs/promises';
import { parseExperimentCookie, isExperimentName } from './experiment-cookie.mjs';
import {
  errorFaultReply,
  faultFor,
  readFaultSettings,
  truncateBody,
  waitLatency,
} from './faults.mjs';
import { sessionUser } from './fixtures.mjs';
import { isRecord } from './guards.mjs';
import { HttpError, parseForm, readBody, send } from './http.mjs';
import { resolveInside } from './static.mjs';
import { WRONG_SHAPES } from './wrong-shapes.mjs';

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {import('./faults.mjs').Reply} Reply */
/** @typedef {import('./store.mjs').Store} Store */
/** @typedef {import('./store.mjs').RequestLogEntry} RequestLogEntry */
/** @typedef {import('./fixtures.mjs').Fixtures} Fixtures */

/**
 * @typedef {object} ApiContext
 * @property {Req} req
 * @property {URL} url
 * @property {Map<string, string>} cookies
 * @property {Store} store
 * @property {Fixtures} fixtures
 * @property {string} iconsDir
 * @property {RequestLogEntry} entry
 */

/**
 * @typedef {object} ApiRoute
 * @property {'tiles' | 'dashboards' | 'experiment' | 'logger' | 'ignore' | 'icons'} api
 * @property {'GET' | 'POST'} method
 * @property {(pathname: string) => boolean} matches
 * @property {(ctx: ApiContext) => Promise<Reply>} handle
 */

const JSON_TYPE = 'application/json; charset=utf-8';
const FIELD_LIMIT = 100_000;

/**
 * @param {number} status
 * @param {unknown} value
 * @returns {Reply}
 */
function json(status, value) {
  return { status, type: JSON_TYPE, body: JSON.stringify(value) };
}

/**
 * The ASP.NET-style envelope of the foundation and dashboard services.
 * @param {number} status
 * @param {string[]} errors
 */
function failure(status, errors) {
  return json(status, { succeeded: false, result: null, errors });
}

/** @param {string} exact */
const pathIs = (exact) => (/** @type {string} */ pathname) => pathname === exact;

/**
 * Spec §3: experimentName and countryCode, optional productCode, buyOptionName and
 * forceVariationGuid.
 * @param {unknown} body
 * @returns {string[]} the validation errors, empty when the request is fine
 */
export function validateExperimentRequest(body) {
  if (!isRecord(body)) return ['The request body must be a JSON object.'];
  const errors = [];
  if (typeof body.experimentName !== 'string' || !isExperimentName(body.experimentName)) {
    errors.push('experimentName is required (letters, digits, _ . - only).');
  }
  if (typeof body.countryCode !== 'string' || !/^[A-Za-z]{2}$/.test(body.countryCode)) {
    errors.push('countryCode is required (two letters).');
  }
  for (const optional of ['productCode', 'buyOptionName', 'forceVariationGuid']) {
    const value = body[optional];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      errors.push(`${optional} must be a string when given.`);
    }
  }
  return errors;
}

/**
 * @param {string} file
 * @param {string} type
 * @returns {Promise<Reply>}
 */
async function fileReply(file, type) {
  try {
    return {
      status: 200,
      type,
      body: await fs.readFile(file),
      headers: { 'Cache-Control': 'no-cache' },
    };
  } catch {
    return { status: 404, type: 'text/plain; charset=utf-8', body: 'Not found' };
  }
}

/** @type {ApiRoute[]} */
export const API_ROUTES = [
  {
    api: 'tiles',
    method: 'GET',
    matches: pathIs('/ItemTileService/api/FolderTile'),
    async handle({ cookies, fixtures }) {
      const user = sessionUser(cookies);
      if (!user) return json(401, { Message: 'Authorization has been denied for this request.' });
      return json(200, fixtures.tiles[user]);
    },
  },
  {
    api: 'dashboards',
    method: 'GET',
    matches: pathIs('/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles'),
    async handle({ req, url, fixtures }) {
      // spec §6: "Authorization: secure_id <secure id>"; anything else is not signed in.
      const match = /^secure_id (\S+)$/.exec(req.headers.authorization ?? '');
      const secureId = match?.[1];
      const known = Object.values(fixtures.users).some((user) => user.secureId === secureId);
      if (!secureId || !known) return failure(401, ['A secure_id authorization is required.']);
      if (url.searchParams.get('has_started') !== 'true') {
        return failure(400, ['The query parameter has_started=true is required.']);
      }
      const items = fixtures.dashboards[secureId];
      if (!items || items.length === 0) {
        return failure(404, [`No dashboards found for secure id ${secureId}`]);
      }
      return json(200, { succeeded: true, result: items, errors: [] });
    },
  },
  {
    api: 'experiment',
    method: 'POST',
    matches: pathIs('/api/foundation/user-account-management/v1/user-experiment'),
    async handle({ req, cookies, store, entry }) {
      const raw = await readBody(req, 64 * 1024);
      let body;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return failure(400, ['The request body must be JSON.']);
      }
      entry.body = body;
      const errors = validateExperimentRequest(body);
      if (errors.length > 0) return failure(400, errors);
      const experimentName = /** @type {string} */ (body.experimentName);
      store.experimentNames.add(experimentName);
      const variationName =
        parseExperimentCookie(cookies.get('demo_exp')).get(experimentName) ?? 'N';
      return json(200, { succeeded: true, result: { experimentName, variationName }, errors: [] });
    },
  },
  {
    api: 'logger',
    method: 'POST',
    matches: pathIs('/api/foundation/error-logger/v1/errors/'),
    async handle({ req, store }) {
      const form = parseForm(req.headers['content-type'], await readBody(req, 1024 * 1024));
      /** @type {Map<string, string>} */
      const fields = new Map();
      for (const [name, value] of form.fields) {
        if (!fields.has(name)) fields.set(name, value.slice(0, FIELD_LIMIT));
      }
      /** @param {string} name */
      const take = (name) => {
        const value = fields.get(name) ?? '';
        fields.delete(name);
        return value;
      };
      store.addReport({
        encoding: form.encoding,
        description: take('description'),
        url: take('url'),
        line: take('line'),
        parentUrl: take('parentUrl'),
        userAgent: take('userAgent'),
        stackTrace: take('stackTrace'),
        otherFields: Object.fromEntries(fields),
      });
      return { status: 204 };
    },
  },
  {
    api: 'ignore',
    method: 'GET',
    matches: pathIs('/common/ignoredErrorTypes.txt'),
    async handle({ fixtures }) {
      // The real file is JSON served as text/plain (spec §7).
      return {
        status: 200,
        type: 'text/plain; charset=utf-8',
        body: JSON.stringify(fixtures.ignoredErrorTypes, null, 2),
      };
    },
  },
  {
    api: 'icons',
    method: 'GET',
    matches: (pathname) =>
      pathname === '/images/icons/definitions.json' ||
      /^\/images\/icons\/[A-Za-z0-9_-]+\.svg$/.test(pathname),
    async handle({ url, iconsDir }) {
      const name = url.pathname.slice('/images/icons/'.length);
      const file = resolveInside(iconsDir, name);
      if (!file) return { status: 404, type: 'text/plain; charset=utf-8', body: 'Not found' };
      return fileReply(file, name.endsWith('.svg') ? 'image/svg+xml' : JSON_TYPE);
    },
  },
];

/** Paths that look like host API calls: unmatched ones are answered 404 and still logged. */
const API_PREFIXES = ['/api/', '/ItemTileService/', '/common/', '/images/icons/'];

/**
 * @param {string} pathname
 * @returns {{ route: ApiRoute | undefined, isApi: boolean }}
 */
export function findApiRoute(pathname) {
  const route = API_ROUTES.find((candidate) => candidate.matches(pathname));
  return { route, isApi: route !== undefined || API_PREFIXES.some((p) => pathname.startsWith(p)) };
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {Reply} reply
 */
function sendReply(req, res, reply) {
  /** @type {Record<string, string>} */
  const headers = { 'Cache-Control': 'private, no-store', ...reply.headers };
  if (reply.type) headers['Content-Type'] = reply.type;
  if (reply.body !== undefined) headers['X-Content-Type-Options'] = 'nosniff';
  send(req, res, reply.status, headers, reply.body);
}

/**
 * Answers one API request: log it, wait the configured latency, apply the configured fault,
 * otherwise the route's own reply.
 * @param {Req} req
 * @param {Res} res
 * @param {ApiRoute | undefined} route undefined for an unknown API path (404, logged as 'unknown')
 * @param {Omit<ApiContext, 'entry' | 'req'>} deps
 */
export async function serveApi(req, res, route, deps) {
  const entry = deps.store.logRequest(
    req,
    res,
    deps.url,
    route?.api ?? 'unknown',
    sessionUser(deps.cookies),
  );
  if (!route) {
    sendReply(req, res, failure(404, [`No such API: ${deps.url.pathname}`]));
    return;
  }
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  if (method !== route.method) {
    sendReply(req, res, {
      ...failure(405, ['Method not allowed.']),
      headers: { Allow: route.method },
    });
    return;
  }

  const settings = readFaultSettings(deps.cookies, deps.url.searchParams);
  entry.latencyMs = settings.latencyMs;
  if (!(await waitLatency(settings.latencyMs, res))) return;

  const fault = faultFor(settings.faults, route.api);
  entry.fault = fault ?? null;
  /** @type {ApiContext} */
  const ctx = { ...deps, req, entry };
  switch (fault) {
    case 'offline':
      // Looks like a dropped connection to fetch(): a network error, no response at all.
      entry.status = 'offline';
      req.socket.destroy();
      return;
    case 'hang':
      // Never answer: the socket is released when the client gives up or the server closes.
      entry.status = 'hang';
      return;
    case '429':
    case '500':
    case '503':
      sendReply(req, res, errorFaultReply(fault));
      return;
    case 'wrong-shape':
      sendReply(req, res, json(200, WRONG_SHAPES[route.api]?.()));
      return;
    default:
      break;
  }

  let reply;
  try {
    reply = await route.handle(ctx);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    reply = failure(error.status, [error.message]);
  }
  if (fault === 'malformed') {
    const body = reply.body === undefined ? '' : reply.body.toString();
    reply = { status: 200, type: reply.type ?? JSON_TYPE, body: truncateBody(body) };
  }
  sendReply(req, res, reply);
}
