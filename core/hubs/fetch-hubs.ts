// The dashboards call (spec §7) and its answer, read as untrusted.
import { scrubKnownSecrets, truncate } from '../errors/scrub-error';
import { isJsonObject } from '../json';
import { HttpError } from '../request/request-errors';
import type { RequestFn, RequestOptions } from '../request/request-options';

// spec §3 "Hub item: title, url. In the dashboard response, items carry title and href."
export interface DashboardItem {
  title: string;
  href: string;
}

// spec §7 "Project hubs → succeeded, result (items with title and href), errors": an envelope that
// does not fit is an Error, an item that does not fit is dropped.
interface DashboardsResponse {
  succeeded: boolean;
  /** null in the body reads as an empty list. */
  result: DashboardItem[];
  errors: string[];
}

/** Hub titles are product names, cut to this; longer links are dropped. */
export const MAX_HUB_TITLE_LENGTH = 200;
const MAX_HUB_HREF_LENGTH = 2048;
/** Error texts are only matched against, never shown: keep them short. */
const MAX_ERROR_LENGTH = 500;

/** `secrets` (the user's secure id) are removed from the titles before they are cut. */
export function parseDashboards(
  body: unknown,
  secrets: readonly string[] = [],
): DashboardsResponse {
  const fail = (reason: string): never => {
    throw new Error(`Dashboards response ${reason}`);
  };
  if (!isJsonObject(body)) return fail('is not an object');
  const { succeeded, result, errors } = body;
  if (typeof succeeded !== 'boolean') return fail('has no boolean "succeeded"');
  if (result != null && !Array.isArray(result)) return fail('"result" is not a list');
  if (errors != null && !Array.isArray(errors)) return fail('"errors" is not a list');
  const items: DashboardItem[] = [];
  for (const raw of result ?? []) {
    if (!isJsonObject(raw) || typeof raw.title !== 'string' || typeof raw.href !== 'string')
      continue;
    const title = raw.title.trim();
    const href = raw.href.trim();
    if (title === '' || href === '' || href.length > MAX_HUB_HREF_LENGTH) continue;
    // Scrubbed, then cut (ADR-0048): cut first, an echoed secure id could keep its first characters.
    items.push({ title: truncate(scrubKnownSecrets(title, secrets), MAX_HUB_TITLE_LENGTH), href });
  }
  const messages = (errors ?? [])
    .filter((error): error is string => typeof error === 'string')
    .map((error) => truncate(error, MAX_ERROR_LENGTH));
  return { succeeded, result: items, errors: messages };
}

/** spec §5: "A 'no dashboards found for secure id' response is treated as success with an empty list." */
export function isNoDashboardsResponse(response: DashboardsResponse): boolean {
  return response.errors.some((error) => /no dashboards found for secure id/i.test(error));
}

// spec §7 "Project hubs: GET /api/dashboards/post-purchase/v1/my-projects-dashboard-tiles, query
// has_started=true, secure_id authorization"; "no dashboards" comes as a 404 with that text.
export const DASHBOARDS_PATH = '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles';
/** The call's options, as the widget and the open's head start make it (core/open-calls.ts). */
export const hubsCall = (secureId: string): RequestOptions => ({
  data: { has_started: true },
  secureId,
  timeoutMs: 10_000,
  retries: 1,
});
/** The 404 body is tiny; anything bigger is not the "no dashboards" answer. */
const MAX_ERROR_BODY_LENGTH = 64 * 1024;

/** True when a failed response is the "no dashboards found" answer. Never throws. */
async function isNoDashboardsError(error: unknown): Promise<boolean> {
  if (!(error instanceof HttpError) || error.status !== 404) return false;
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
  { secureId, signal }: { secureId: string; signal?: AbortSignal },
): Promise<DashboardItem[]> {
  let body: unknown;
  try {
    body = await request(DASHBOARDS_PATH, { ...hubsCall(secureId), signal });
  } catch (error) {
    if (await isNoDashboardsError(error)) return [];
    throw error;
  }
  // The titles lose any echo of the secure id before they are cut (ADR-0048).
  const response = parseDashboards(body, [secureId]);
  if (response.succeeded) return response.result;
  if (isNoDashboardsResponse(response)) return [];
  // The errors may name the secure id: they are not copied into the message.
  throw new Error('Dashboards request did not succeed');
}
