// Bad input gets a clear Error, not a confusing fetch failure later.
import type { HttpMethod, RequestOptions } from './request-types';

// spec §7: "Methods are GET, POST, PUT, PATCH, DELETE."
const METHODS: ReadonlySet<string> = new Set<HttpMethod>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function isNonNegativeInteger(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

function isNonNegativeFinite(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

/** Returns an Error describing the first problem, or undefined when the options are usable. */
export function validateRequestOptions(url: string, options: RequestOptions): Error | undefined {
  if (typeof url !== 'string' || url === '') return new Error('request called with no url');
  const method = options.method ?? 'GET';
  if (!METHODS.has(method)) return new Error(`request called with unsupported method ${method}`);
  if (method === 'GET' && options.form !== undefined) {
    return new Error('request called with a form body on a GET request');
  }
  if (options.retries !== undefined && !isNonNegativeInteger(options.retries)) {
    return new Error(`request retries must be a non-negative integer, got ${options.retries}`);
  }
  if (options.retryDelayMs !== undefined && !isNonNegativeFinite(options.retryDelayMs)) {
    return new Error(
      `request retryDelayMs must be a non-negative number, got ${options.retryDelayMs}`,
    );
  }
  if (
    options.timeoutMs !== undefined &&
    !(Number.isFinite(options.timeoutMs) && options.timeoutMs > 0)
  ) {
    return new Error(`request timeoutMs must be a positive number, got ${options.timeoutMs}`);
  }
  return undefined;
}
