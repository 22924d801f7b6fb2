// spec §7 "Project hubs: GET /api/dashboards/post-purchase/v1/my-projects-dashboard-tiles, query
// has_started=true, secure_id authorization". spec §5: "A 'no dashboards found for secure id'
// response is treated as success with an empty list": a 404 with that text in `errors`.
import { HttpError } from '../request/request-errors';
import type { RequestFn } from '../request/request-options';
import type { DashboardItem } from './dashboard-item';
import { isNoDashboardsResponse, parseDashboards } from './parse-dashboards';

export const DASHBOARDS_PATH = '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles';
export const HUBS_TIMEOUT_MS = 10_000;
export const HUBS_RETRIES = 1;
/** The 404 body is tiny; anything bigger is not the "no dashboards" answer. */
const MAX_ERROR_BODY_LENGTH = 64 * 1024;

export interface FetchHubsOptions {
  /** spec §6: sent as `Authorization: secure_id <id>`. */
  secureId: string;
  signal?: AbortSignal;
}

/** True when a failed response is the "no dashboards found" answer. Never throws. */
async function isNoDashboardsError(error: HttpError): Promise<boolean> {
  if (error.status !== 404) return false;
  try {
    const text = await error.response.text();
    if (text.length > MAX_ERROR_BODY_LENGTH) return false;
    return isNoDashboardsResponse(parseDashboards(JSON.parse(text) as unknown));
  } catch {
    return false;
  }
}

// The dashboards in the server's order (the last one is the latest started, spec §7). Rejects
// on any failure other than "no dashboards found".
export async function fetchHubs(
  request: RequestFn,
  { secureId, signal }: FetchHubsOptions,
): Promise<DashboardItem[]> {
  let body: unknown;
  try {
    body = await request(DASHBOARDS_PATH, {
      data: { has_started: true },
      secureId,
      timeoutMs: HUBS_TIMEOUT_MS,
      retries: HUBS_RETRIES,
      signal,
    });
  } catch (error) {
    if (error instanceof HttpError && (await isNoDashboardsError(error))) return [];
    throw error;
  }
  // The titles lose any echo of the secure id before they are cut (ADR-0048).
  const response = parseDashboards(body, [secureId]);
  if (response.succeeded) return response.result;
  if (isNoDashboardsResponse(response)) return [];
  // The errors may name the secure id: they are not copied into the message.
  throw new Error('Dashboards request did not succeed');
}
