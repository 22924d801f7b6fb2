// The request helper (spec §7): its defaults, retries, waits that an abort cuts short.
import {
  buildGetUrl,
  buildRequestBody,
  type RequestFn,
  type RequestOptions,
  validateRequestOptions,
} from './request-options';
import {
  readJsonBody,
  AbortedError,
  HttpError,
  NetworkError,
  ResponseParseError,
} from './request-errors';
import { buildRequestHeaders } from './request-headers';
import { windowUnloadTracker } from './page-unloading';

// spec §7: "The default is 0 retries with a 500 ms delay. Credentials are same-origin by default."
export const DEFAULT_RETRIES = 0;
/** Constant: the spec multiplies by the attempt only for the error logger (§8). */
export const DEFAULT_RETRY_DELAY_MS = 500;
export const DEFAULT_CREDENTIALS: RequestCredentials = 'same-origin';

// Default timer for retry waits; injected elsewhere so tests control time.
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

// spec §7: "Retries happen on 429, 500, 502, 503 and 504." Only those: a network failure or a
// timeout is the caller's (the spec lists status codes only).
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

// Settles like `work`, unless `signal` aborts first: then it rejects with `makeError()` at once,
// even when the work ignores the signal. The listener goes once settled.
export function raceAbort<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  makeError: () => Error,
): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    // Abandoned: its failure must not become an unhandled rejection.
    work.catch(() => undefined);
    return Promise.reject(makeError());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(makeError());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

// spec §7 "Generic request helper" and spec §8 (network, HTTP and abort errors).

export interface RequestDeps {
  fetch?: typeof fetch; // defaults to the global fetch, looked up on each call
  sleep?: (ms: number) => Promise<void>;
  /** Whether the page is unloading; defaults to tracking pagehide/beforeunload on window. */
  isUnloading?: () => boolean;
}

interface Attempt {
  readonly fetchImpl: typeof fetch;
  readonly url: string;
  readonly init: RequestInit;
  readonly timeoutMs: number | undefined;
  readonly signal: AbortSignal | undefined;
  readonly isUnloading: () => boolean;
}

// One fetch plus body read. `timeoutMs` covers both, since a server can stall mid-body. The
// attempt's own controller is never aborted after success, so an HttpError's body stays readable.
async function runAttempt(attempt: Attempt): Promise<unknown> {
  const { url, signal: external, timeoutMs } = attempt;
  if (external?.aborted) throw new AbortedError(url, false, { cause: external.reason });

  const controller = new AbortController();
  let timedOut = false;
  const onExternalAbort = (): void => controller.abort(external?.reason);
  external?.addEventListener('abort', onExternalAbort, { once: true });
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);

  const abortedError = (): AbortedError =>
    new AbortedError(url, timedOut, { cause: controller.signal.reason });
  // After our controller aborted, any failure is an abort; a malformed body keeps its error.
  const classify = (error: unknown): Error => {
    if (controller.signal.aborted) return abortedError();
    if (error instanceof ResponseParseError) return error;
    return new NetworkError(url, attempt.isUnloading(), { cause: error });
  };

  try {
    const fetching = (async () =>
      attempt.fetchImpl(url, { ...attempt.init, signal: controller.signal }))();
    const response = await raceAbort(fetching, controller.signal, abortedError).catch(
      (error: unknown) => {
        throw classify(error);
      },
    );
    if (!response.ok) throw new HttpError(url, response, { method: attempt.init.method });
    return await raceAbort(readJsonBody(response, url), controller.signal, abortedError).catch(
      (error: unknown) => {
        throw classify(error);
      },
    );
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    external?.removeEventListener('abort', onExternalAbort);
  }
}

/** Frees the connection of a response we are about to retry past. */
function discardBody(response: Response): void {
  try {
    response.body?.cancel().catch(() => undefined);
  } catch {
    // A locked or already-used stream needs no cleanup.
  }
}

/** Builds a request function; tests inject fetch, sleep and the unloading check. */
export function createRequest(deps: RequestDeps = {}): RequestFn {
  const wait = deps.sleep ?? sleep;
  const tracker = deps.isUnloading ? undefined : windowUnloadTracker();
  const isUnloading = deps.isUnloading ?? (() => tracker?.isUnloading() ?? false);

  return async (url: string, options: RequestOptions = {}): Promise<unknown> => {
    const invalid = validateRequestOptions(url, options);
    if (invalid) throw invalid;
    const endTracking = tracker?.begin();
    try {
      return await send(url, options);
    } finally {
      endTracking?.();
    }
  };

  async function send(url: string, options: RequestOptions): Promise<unknown> {
    const method = options.method ?? 'GET';
    const { body, isForm } =
      method === 'GET' ? { body: undefined, isForm: false } : buildRequestBody(options);
    const attempt: Attempt = {
      // A plain call: fetch as a method of anything but the window is an "Illegal invocation".
      fetchImpl: deps.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      url: method === 'GET' ? buildGetUrl(url, options.data) : url,
      init: {
        method,
        headers: buildRequestHeaders({
          isForm,
          secureId: options.secureId,
          forWorker: options.forWorker,
        }),
        credentials: options.credentials ?? DEFAULT_CREDENTIALS,
        body,
      },
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      isUnloading,
    };
    const retries = options.retries ?? DEFAULT_RETRIES;
    const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;

    for (let attemptIndex = 0; ; attemptIndex += 1) {
      try {
        return await runAttempt(attempt);
      } catch (error) {
        const retryable =
          error instanceof HttpError && isRetryableStatus(error.status) && attemptIndex < retries;
        if (!retryable) throw error;
        discardBody(error.response);
        await raceAbort(
          wait(retryDelayMs),
          options.signal,
          () => new AbortedError(attempt.url, false, { cause: options.signal?.reason }),
        );
      }
    }
  }
}

let defaultRequest: RequestFn | undefined;

/** The shared helper on the global fetch; created on first use so importing has no side effects. */
export const request: RequestFn = (url, options) => {
  defaultRequest ??= createRequest();
  return defaultRequest(url, options);
};
