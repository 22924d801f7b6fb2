// A request's headers: the marks that make it the widget's own (ADR-0053: the worker answers a
// data call only with the header, an icon only with the parameter) and the secure-id authorization.

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

// spec §7: "It sends Accept JSON and a JSON content type unless the body is form data" (a form
// sets its own, urlencoded or multipart with boundary); spec §6: "Requests to the dashboard
// service carry an Authorization header with the scheme secure_id followed by the user's secure
// id."
export function buildRequestHeaders(input: {
  readonly isForm: boolean;
  readonly secureId?: string | undefined;
  readonly forWorker?: boolean | undefined;
}): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (input.forWorker !== false) headers.set(WIDGET_REQUEST_HEADER, WIDGET_REQUEST_HEADER_VALUE);
  // Bodyless requests too, as the spec states it unconditionally (same-origin: no preflight).
  if (!input.isForm) headers.set('Content-Type', 'application/json');
  // An empty secure id is absent: `secure_id ` alone would be a malformed credential.
  if (input.secureId) headers.set('Authorization', `secure_id ${input.secureId}`);
  return headers;
}
