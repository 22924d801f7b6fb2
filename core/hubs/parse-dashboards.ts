// spec §7 "Project hubs → succeeded, result (items with title and href), errors"; a user without
// dashboards gets `{ "succeeded": false, "result": null, "errors": ["No dashboards found ..."] }`.
// An envelope that does not fit is an Error; an item that does not fit is dropped on its own.
import { scrubKnownSecrets } from '../errors/scrub-error';
import { truncate } from '../errors/scrub-error';
import type { DashboardItem } from './dashboard-item';
import { isJsonObject } from '../json';

export interface DashboardsResponse {
  succeeded: boolean;
  /** null in the body reads as an empty list. */
  result: DashboardItem[];
  errors: string[];
}

/** Hub titles are product names; a 100,000-character one is cut. */
export const MAX_HUB_TITLE_LENGTH = 200;
export const MAX_HUB_HREF_LENGTH = 2048;
/** Error texts are only matched against, never shown: keep them short. */
const MAX_ERROR_LENGTH = 500;

function parseItem(value: unknown, secrets: readonly string[]): DashboardItem | undefined {
  if (!isJsonObject(value)) return undefined;
  const { title, href } = value;
  if (typeof title !== 'string' || typeof href !== 'string') return undefined;
  const trimmedTitle = title.trim();
  const trimmedHref = href.trim();
  if (trimmedTitle === '' || trimmedHref === '' || trimmedHref.length > MAX_HUB_HREF_LENGTH) {
    return undefined;
  }
  // Scrubbed, then cut (ADR-0048): cut first, an echoed secure id could keep its first characters.
  const shown = truncate(scrubKnownSecrets(trimmedTitle, secrets), MAX_HUB_TITLE_LENGTH);
  return { title: shown, href: trimmedHref };
}

/** `secrets` (the user's secure id) are removed from the titles before they are cut. */
export function parseDashboards(
  body: unknown,
  secrets: readonly string[] = [],
): DashboardsResponse {
  if (!isJsonObject(body)) throw new Error('Dashboards response is not an object');
  const { succeeded, result, errors } = body;
  if (typeof succeeded !== 'boolean')
    throw new Error('Dashboards response has no boolean "succeeded"');
  if (result !== null && result !== undefined && !Array.isArray(result)) {
    throw new Error('Dashboards response "result" is not a list');
  }
  if (errors !== null && errors !== undefined && !Array.isArray(errors)) {
    throw new Error('Dashboards response "errors" is not a list');
  }
  const items: DashboardItem[] = [];
  for (const raw of result ?? []) {
    const item = parseItem(raw, secrets);
    if (item) items.push(item);
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
