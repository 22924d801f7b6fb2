// spec §7: "Retries happen on 429, 500, 502, 503 and 504." Nothing else is retried: other 4xx
// answers will not change, and a network failure or timeout is left to the caller (the spec lists
// status codes only, and retrying a request the page is abandoning is pointless).
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}
