// spec §7: the two quick-actions data calls the worker keeps for 24 h (issue 6). Same-origin GET
// only; paths as in spec §7 / contract §3 (any query: the dashboards call has has_started=true).
export const FOLDER_TILE_PATH = '/ItemTileService/api/FolderTile';
export const DASHBOARDS_PATH = '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles';

export function isQuickActionsData(url: URL, origin: string): boolean {
  return (
    url.origin === origin && (url.pathname === FOLDER_TILE_PATH || url.pathname === DASHBOARDS_PATH)
  );
}
