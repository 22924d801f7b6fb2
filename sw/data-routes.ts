// spec §7: the two quick-actions data calls the worker keeps for 24 h (ADR-0056), answered only
// when the widget itself made them (ADR-0053): same-origin GET with the widget's header. The
// host's own calls to the same paths never carry it and go to the network untouched.
import { FOLDER_TILE_PATH } from '../core/documents/fetch-recent-documents';
import { DASHBOARDS_PATH } from '../core/hubs/fetch-hubs';
import { hasWidgetHeader } from '../core/request/widget-request-marks';

export const DATA_PATHS: readonly string[] = [FOLDER_TILE_PATH, DASHBOARDS_PATH];

export function isQuickActionsData(request: Request, url: URL, origin: string): boolean {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    DATA_PATHS.includes(url.pathname) &&
    hasWidgetHeader(request.headers)
  );
}
