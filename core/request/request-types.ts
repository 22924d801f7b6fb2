// spec §7 "Generic request helper". Callers receive `unknown`: the module that asked parses it.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Defaults to GET. */
  method?: HttpMethod;
  /** GET: sent as query parameters. Other methods: sent as a JSON body. */
  data?: Record<string, string | number | boolean | null | undefined>;
  /** Sent instead of `data` as a form body (no JSON content type). */
  form?: URLSearchParams | FormData;
  /** spec §7: retries on 429/500/502/503/504; default 0 retries, 500 ms delay. */
  retries?: number;
  retryDelayMs?: number;
  /** spec §6: sent as `Authorization: secure_id <id>` when present. */
  secureId?: string;
  /** spec §7: same-origin by default. */
  credentials?: RequestCredentials;
  /** Abort the attempt after this many ms (no timeout when absent). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** False: unmarked, so our worker keeps nothing of it (`persist`, `serviceWorker` false). */
  forWorker?: boolean;
}

/** Resolves with the parsed JSON body, or null for HTTP 204 (spec §7). */
export type RequestFn = (url: string, options?: RequestOptions) => Promise<unknown>;
