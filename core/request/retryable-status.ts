// spec §7: "Retries happen on 429, 500, 502, 503 and 504." Only those: a network failure or a
// timeout is the caller's (the spec lists status codes only).
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}
