// The marks that make a request the widget's own (ADR-0053): the worker answers a data call only
// with the header, an icon only with the parameter; the page sets them, the worker reads them.

/** Sent on every request of the widget's request helper (same-origin: no CORS preflight). */
export const WIDGET_REQUEST_HEADER = 'X-Quick-Actions';
export const WIDGET_REQUEST_HEADER_VALUE = '1';

/** Added to every icon URL the widget renders or the worker warms. */
export const WIDGET_ICON_PARAM = 'quick-actions-icon';

/** Whether a request was made by the widget's request helper. */
export const hasWidgetHeader = (headers: Headers): boolean =>
  headers.get(WIDGET_REQUEST_HEADER) === WIDGET_REQUEST_HEADER_VALUE;

/** Whether an icon URL is one the widget asked for. */
export const hasWidgetIconMark = (url: URL): boolean => url.searchParams.has(WIDGET_ICON_PARAM);
