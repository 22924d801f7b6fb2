// The request helper's errors (spec §8) and reading a response's JSON body.
import { InternalError } from '../errors/internal-error';
import { quoteServerText } from '../errors/scrub-error';

/** spec §8: the request errors carry the url they were for. */
abstract class RequestError extends Error {
  declare readonly url: string;

  constructor(url: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.url = url;
  }
}

/** spec §8: "A network failure raises an error carrying the url and whether the page was unloading." */
export class NetworkError extends RequestError {
  /** True when the page was being unloaded: such failures are expected, rarely worth a report. */
  declare readonly unloading: boolean;

  constructor(url: string, unloading: boolean, options?: ErrorOptions) {
    const during = unloading ? ' while the page was unloading' : '';
    super(url, `Network request to ${url} failed${during}`, options);
    this.name = 'NetworkError';
    this.unloading = unloading;
  }
}

/** spec §8: "A non-OK response raises an error carrying the url and the response." */
export class HttpError extends RequestError {
  declare readonly status: number;
  /** Unread, for callers to inspect (the hubs "no dashboards" 404). */
  declare readonly response: Response;
  /** The request's method, so a missing endpoint can be named as the contract names it. */
  declare readonly method: string;

  constructor(url: string, response: Response, options?: ErrorOptions & { method?: string }) {
    super(url, `Request to ${url} failed with HTTP ${response.status}`, options);
    this.name = 'HttpError';
    this.status = response.status;
    this.response = response;
    this.method = options?.method ?? 'GET';
  }
}

/** A 2xx response whose body is not valid JSON. */
export class ResponseParseError extends RequestError {
  declare readonly status: number;

  constructor(url: string, status: number, options?: ErrorOptions) {
    super(url, `Response from ${url} (HTTP ${status}) is not valid JSON`, options);
    this.name = 'ResponseParseError';
    this.status = status;
  }
}

/** spec §8: "an aborted fetch ... raises an internal error" — by the caller's signal or a timeout. */
export class AbortedError extends InternalError {
  declare readonly url: string;
  /** True when our own `timeoutMs` fired, false when the caller's signal aborted. */
  declare readonly timedOut: boolean;

  constructor(url: string, timedOut: boolean, options?: ErrorOptions) {
    super(`Request to ${url} was ${timedOut ? 'aborted after timing out' : 'aborted'}`, options);
    this.name = 'AbortedError';
    this.url = url;
    this.timedOut = timedOut;
  }
}

// spec §7: "A 204 response gives null", as does a blank body; a failed read propagates.
export async function readJsonBody(response: Response, url: string): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    // The parser's message may quote the body: it is server text.
    const quoted = error instanceof Error ? quoteServerText(error.message) : undefined;
    const cause =
      error instanceof Error && quoted !== error.message ? new SyntaxError(quoted) : error;
    throw new ResponseParseError(url, response.status, { cause });
  }
}

/**
 * A request error made by another chunk's copy of these classes (the facade's calls, handed on by
 * core/open-calls.ts) as this chunk's own, so `instanceof` here knows it; anything else as it is.
 */
export function adoptRequestError(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof RequestError || error instanceof AbortedError) {
    return error;
  }
  const foreign = error as Error & Partial<HttpError & NetworkError & AbortedError>;
  const { url = '', cause } = foreign;
  switch (foreign.name) {
    case 'HttpError':
      return foreign.response
        ? new HttpError(url, foreign.response, { cause, method: foreign.method })
        : error;
    case 'NetworkError':
      return new NetworkError(url, foreign.unloading === true, { cause });
    case 'ResponseParseError':
      return new ResponseParseError(url, foreign.status ?? 200, { cause });
    case 'AbortedError':
      return new AbortedError(url, foreign.timedOut === true, { cause });
    default:
      return error;
  }
}
