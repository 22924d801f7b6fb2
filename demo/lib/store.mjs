// In-memory state of one demo server: received error reports, the API request log and the
// experiment names the widget asked for. Capped so a long demo cannot grow without bound.

export const MAX_REPORTS = 500;
export const MAX_REQUESTS = 1000;

/**
 * @typedef {object} ErrorReport
 * @property {number} id
 * @property {string} receivedAt ISO time
 * @property {string} encoding how the body was encoded (urlencoded, multipart, json, ...)
 * @property {string} description
 * @property {string} url
 * @property {string} line
 * @property {string} parentUrl
 * @property {string} userAgent
 * @property {string} stackTrace
 * @property {Record<string, string>} otherFields fields beyond spec §3's error report record
 */

/**
 * @typedef {object} RequestLogEntry
 * @property {number} id
 * @property {string} time ISO time the request arrived
 * @property {string} api which call (tiles, dashboards, ..., navigation, unknown)
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} query
 * @property {Record<string, string>} headers selected request headers (never Authorization)
 * @property {boolean} hasAuthorization whether an Authorization header was sent (not its value)
 * @property {string | null} session the demo_session cookie (A, B or null)
 * @property {number} latencyMs
 * @property {string | null} fault the fault applied, if any
 * @property {number | 'hang' | 'offline' | 'aborted' | null} status
 * @property {unknown} [body] the parsed body of experiment requests and navigation form POSTs
 */

const LOGGED_HEADERS = [
  'accept',
  'content-type',
  'accept-language',
  'referer',
  'origin',
  'sec-fetch-mode',
  'sec-fetch-dest',
  'service-worker',
  'user-agent',
];

export function createStore() {
  /** @type {ErrorReport[]} */
  const reports = [];
  /** @type {RequestLogEntry[]} */
  const requests = [];
  /** @type {Set<string>} */
  const experimentNames = new Set();
  let nextReportId = 1;
  let nextRequestId = 1;

  return {
    reports,
    requests,
    experimentNames,

    /** @param {Omit<ErrorReport, 'id' | 'receivedAt'>} report */
    addReport(report) {
      const stored = { id: nextReportId++, receivedAt: new Date().toISOString(), ...report };
      reports.push(stored);
      if (reports.length > MAX_REPORTS) reports.splice(0, reports.length - MAX_REPORTS);
      return stored;
    },

    /**
     * Logs a request; its status is filled in when the response ends (or is abandoned).
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {URL} url
     * @param {string} api
     * @param {string | null} session
     * @returns {RequestLogEntry}
     */
    logRequest(req, res, url, api, session) {
      /** @type {Record<string, string>} */
      const headers = {};
      for (const name of LOGGED_HEADERS) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      /** @type {RequestLogEntry} */
      const entry = {
        id: nextRequestId++,
        time: new Date().toISOString(),
        api,
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers,
        hasAuthorization: req.headers.authorization !== undefined,
        session,
        latencyMs: 0,
        fault: null,
        status: null,
      };
      res.on('close', () => {
        if (entry.status === null) entry.status = res.writableFinished ? res.statusCode : 'aborted';
      });
      requests.push(entry);
      if (requests.length > MAX_REQUESTS) requests.splice(0, requests.length - MAX_REQUESTS);
      return entry;
    },

    reset() {
      reports.length = 0;
      requests.length = 0;
      experimentNames.clear();
    },
  };
}

/** @typedef {ReturnType<typeof createStore>} Store */
