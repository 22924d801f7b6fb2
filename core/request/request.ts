// The request helper (spec §7, §8's network, HTTP and abort errors).
import {
  buildGetUrl,
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

// spec §7: "0 retries with a 500 ms delay" (constant: only the error logger's grows, §8).
const RETRY_DELAY_MS = 500;

/** The default timer for retry waits (tests inject theirs). */
export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => void setTimeout(resolve, ms));

// spec §7: "Retries happen on 429, 500, 502, 503 and 504", never on a network failure or timeout.
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

// Settles like `work`, but rejects with `makeError()` as soon as `signal` aborts, work or not.
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

/** Defaults: the global fetch (looked up per call), `sleep`, and the window's unload tracker. */
export interface RequestDeps {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  isUnloading?: () => boolean;
}

export function createRequest(deps: RequestDeps = {}): RequestFn {
  const wait = deps.sleep ?? sleep;
  const tracker = deps.isUnloading ? undefined : windowUnloadTracker();
  const isUnloading = deps.isUnloading ?? (() => tracker?.isUnloading() ?? false);
  // A plain call: fetch as a method of anything but the window is an "Illegal invocation".
  const fetchImpl = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  // `timeoutMs` covers the body too (a server can stall mid-body); the controller is never aborted
  // after success, so an HttpError's body stays readable.
  async function runAttempt(url: string, init: RequestInit, options: RequestOptions) {
    const { signal: external, timeoutMs } = options;
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
    const fetching = (async () => {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      if (!response.ok) throw new HttpError(url, response, { method: init.method });
      return readJsonBody(response, url);
    })();
    try {
      return await raceAbort(fetching, controller.signal, abortedError);
    } catch (error) {
      // The answer's own errors stand; after our controller aborted, any other failure is one.
      if (error instanceof HttpError || error instanceof ResponseParseError) throw error;
      if (controller.signal.aborted) throw abortedError();
      throw new NetworkError(url, isUnloading(), { cause: error });
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      external?.removeEventListener('abort', onExternalAbort);
    }
  }

  async function send(url: string, options: RequestOptions): Promise<unknown> {
    const method = options.method ?? 'GET';
    const isForm = options.form !== undefined;
    // spec §7: "Other methods send a JSON body, or form data if given"; GET's data is its query.
    const json = method === 'GET' || options.data === undefined ? undefined : options.data;
    const target = method === 'GET' ? buildGetUrl(url, options.data) : url;
    const init: RequestInit = {
      method,
      headers: buildRequestHeaders({ isForm, ...options }),
      credentials: 'same-origin',
      body: isForm ? options.form : json && JSON.stringify(json),
    };
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await runAttempt(target, init, options);
      } catch (error) {
        const retryable =
          error instanceof HttpError &&
          RETRYABLE_STATUSES.has(error.status) &&
          attempt < (options.retries ?? 0);
        if (!retryable) throw error;
        try {
          // Frees the connection of the response retried past.
          error.response.body?.cancel().catch(() => undefined);
        } catch {
          // A locked or already-used stream needs no cleanup.
        }
        await raceAbort(
          wait(RETRY_DELAY_MS),
          options.signal,
          () => new AbortedError(target, false, { cause: options.signal?.reason }),
        );
      }
    }
  }

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
}

let defaultRequest: RequestFn | undefined;

/** The shared helper on the global fetch; created on first use so importing has no side effects. */
export const request: RequestFn = (url, options) => {
  defaultRequest ??= createRequest();
  return defaultRequest(url, options);
};
