// spec §7's two data calls, kept 24 h (ADR-0056), only when the widget made them (ADR-0053).
import { FOLDER_TILE_PATH } from '../core/documents/fetch-recent-documents';
import { slimTileTree } from '../core/documents/select-recent-documents';
import { DASHBOARDS_PATH } from '../core/hubs/fetch-hubs';
import { hasWidgetHeader } from '../core/request/request-headers';

/** What the worker answers and keeps of each data call (ADR-0088); unnamed here: all of it. */
const KEPT_PART = new Map<string, (body: unknown) => unknown>([[FOLDER_TILE_PATH, slimTileTree]]);

export const DATA_PATHS: readonly string[] = [FOLDER_TILE_PATH, DASHBOARDS_PATH];

export const keptPart = (url: URL): ((body: unknown) => unknown) | undefined =>
  KEPT_PART.get(url.pathname);

export function isQuickActionsData(request: Request, url: URL, origin: string): boolean {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    DATA_PATHS.includes(url.pathname) &&
    hasWidgetHeader(request.headers)
  );
}
