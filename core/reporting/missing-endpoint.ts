// A host whose server lacks one of the calls of docs/endpoints.md sees a 404 deep in a cause chain
// ("Experiment 'QuickActionsGate': request failed." ← HttpError 404). It is told once per endpoint
// per page view, in words that name the call and the document; a repeat adds nothing and is not
// reported again. The dashboards' "no dashboards found" 404 never gets here: fetchHubs answers
// it with an empty list.
import { HttpError } from '../request/request-errors';
import { errorCauseChain } from '../errors/error-cause-chain';

export const ENDPOINTS_DOC = 'docs/endpoints.md';

// The shape types/quick-actions.d.ts declares for hosts (tests/unit/types/package-types.test.ts).
export class MissingEndpointError extends Error {
  declare name: 'MissingEndpointError';
  /** The call as docs/endpoints.md heads it: `POST /api/…`. */
  declare readonly endpoint: string;

  constructor(endpoint: string, options?: ErrorOptions) {
    super(
      `Quick Actions: ${endpoint} answered 404. The widget needs this call from your server: ` +
        `see ${ENDPOINTS_DOC} in the quick-actions package.`,
      options,
    );
    this.name = 'MissingEndpointError';
    this.endpoint = endpoint;
  }
}

// The facade and the widget are separate chunks, each with its own copy of this module: the
// endpoints already named live on the window, which both share and which lasts the page view.
const NAMED = Symbol.for('quick-actions.missing-endpoints');

function namedOn(win: Window): Set<string> {
  const existing: unknown = Reflect.get(win, NAMED);
  if (existing instanceof Set) return existing as Set<string>;
  const named = new Set<string>();
  Reflect.defineProperty(win, NAMED, { value: named, configurable: true });
  return named;
}

function endpointOf(error: HttpError, base: string): string {
  let path = error.url;
  try {
    path = new URL(error.url, base).pathname;
  } catch {
    // An unparsable URL is named as it was requested.
  }
  return `${error.method} ${path}`;
}

/**
 * What to report for `error`: itself when no 404 is in its chain; a MissingEndpointError (the
 * error its cause) the first time an endpoint answers 404 in this page view, also written to the
 * console when `window.quickActionsDebug` is true; undefined for a repeat. Never throws.
 */
export function nameMissingEndpoint(error: unknown, win: Window): unknown {
  try {
    const missing = errorCauseChain(error).find(
      (value): value is HttpError => value instanceof HttpError && value.status === 404,
    );
    if (!missing) return error;
    const endpoint = endpointOf(missing, win.location.href);
    const named = namedOn(win);
    if (named.has(endpoint)) return undefined;
    named.add(endpoint);
    const explained = new MissingEndpointError(endpoint, { cause: error });
    if (Reflect.get(win, 'quickActionsDebug') === true) console.error(explained.message);
    return explained;
  } catch {
    return error;
  }
}
