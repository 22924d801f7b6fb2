// Reporting an error to the host's `logError` and the error logger, a missing endpoint named once.
import { HttpError } from '../request/request-errors';
import { errorCauseChain, asError, stringifyError } from '../errors/describe-error';
import type { ClientErrorRegistry } from '../errors/client-error-registry';
import {
  MAX_DESCRIPTION_LENGTH,
  reportText,
  scrubError,
  scrubSecrets,
  truncate,
} from '../errors/scrub-error';
import type { ErrorLogger, ReportExtra } from './error-logger';
import { isDevHost } from '../errors/dev-hosts';

// A 404 from one of the calls of docs/endpoints.md is named once per endpoint per page view, with
// the call and the document (docs/rules.md §7 "Errors forwarded").

// The shape types/quick-actions.d.ts declares for hosts (tests/unit/types/package-types.test.ts).
export class MissingEndpointError extends Error {
  declare name: 'MissingEndpointError';
  /** The call as docs/endpoints.md heads it: `POST /api/…`. */
  declare readonly endpoint: string;

  constructor(endpoint: string, options?: ErrorOptions) {
    super(
      `Quick Actions: ${endpoint} answered 404. The widget needs this call from your server: ` +
        'see docs/endpoints.md in the quick-actions package.',
      options,
    );
    this.name = 'MissingEndpointError';
    this.endpoint = endpoint;
  }
}

// On the window: the facade's and the widget's copies of this module share it.
const NAMED = Symbol.for('quick-actions.missing-endpoints');

// What to report: `error` without a 404 in its chain; a MissingEndpointError the first time an
// endpoint answers 404 (on the console too with `window.quickActionsDebug`); undefined after.
export function nameMissingEndpoint(error: unknown, win: Window): unknown {
  try {
    const missing = errorCauseChain(error).find(
      (value): value is HttpError => value instanceof HttpError && value.status === 404,
    );
    if (!missing) return error;
    let path = missing.url;
    try {
      path = new URL(path, win.location.href).pathname;
    } catch {
      // An unparsable URL is named as it was requested.
    }
    const endpoint = `${missing.method} ${path}`;
    const stored: unknown = Reflect.get(win, NAMED);
    const named = stored instanceof Set ? (stored as Set<string>) : new Set<string>();
    if (named !== stored) Reflect.defineProperty(win, NAMED, { value: named, configurable: true });
    if (named.has(endpoint)) return undefined;
    named.add(endpoint);
    const explained = new MissingEndpointError(endpoint, { cause: error });
    if (Reflect.get(win, 'quickActionsDebug') === true) console.error(explained.message);
    return explained;
  } catch {
    return error;
  }
}

// One call for every caught or unhandled error: the host's logError provider (docs/host-api.md
// "Providers"), the error logger (spec §7, §8) and, on development hosts only, the registry.
export interface ReportErrorContext {
  /** The host's provider; it receives an Error (non-Errors are wrapped, the original as cause). */
  readonly logError?: ((error: Error) => unknown) | undefined;
  readonly logger?: Pick<ErrorLogger, 'report'> | undefined;
  /** Used only when `hostname` is a development host (see `isDevHost`). */
  readonly registry?: ClientErrorRegistry | undefined;
  readonly hostname?: string | undefined;
  /** Which part of the widget failed, for the registry record. */
  readonly componentId?: string | undefined;
  readonly extra?: ReportExtra | undefined;
  /** Strings to remove from the registry record, as the logger does for its report. */
  readonly secrets?: (() => readonly string[]) | undefined;
}

/** Reports `error` everywhere it should go. Never throws or rejects. */
export async function reportError(error: unknown, context: ReportErrorContext): Promise<void> {
  const { logError, logger } = context;
  // Each destination in its own async call: a synchronous throw keeps no other from running. The
  // host's own logger failing is not ours to report, and no secret reaches its log (ADR-0048).
  await Promise.all(
    [
      async () =>
        logError && (await logError(scrubError(asError(error), context.secrets?.() ?? []))),
      async () => logger && (await logger.report(error, context.extra)),
      async () => {
        const { registry, hostname } = context;
        if (!registry || hostname === undefined || !isDevHost(hostname)) return;
        const secrets = context.secrets?.() ?? [];
        const { description, stackTrace } = reportText(error, secrets);
        registry.add({
          shortDescription: truncate(
            scrubSecrets(stringifyError(error), secrets),
            MAX_DESCRIPTION_LENGTH,
          ),
          fullDescription: `${description}\n\n${stackTrace}`,
          componentId: context.componentId ?? '',
        });
      },
    ].map((task) => task().catch(() => undefined)),
  );
}
