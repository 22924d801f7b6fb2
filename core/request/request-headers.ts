// spec §7: "It sends Accept JSON and a JSON content type unless the body is form data."
import { secureIdAuthorization } from './authorization-header';
import { WIDGET_REQUEST_HEADER, WIDGET_REQUEST_HEADER_VALUE } from './widget-request-marks';

export interface HeaderInput {
  /** A form body sets its own Content-Type (urlencoded or multipart with boundary). */
  readonly isForm: boolean;
  readonly secureId?: string | undefined;
  readonly forWorker?: boolean | undefined;
}

export function buildRequestHeaders({ isForm, secureId, forWorker }: HeaderInput): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // The mark that lets the service worker tell our calls from the host's own (sw/data-routes.ts).
  if (forWorker !== false) headers.set(WIDGET_REQUEST_HEADER, WIDGET_REQUEST_HEADER_VALUE);
  // Sent on every non-form request, bodyless ones included, as the spec states it unconditionally;
  // the calls are same-origin so the header never triggers a CORS preflight.
  if (!isForm) headers.set('Content-Type', 'application/json');
  // An empty secure id is treated as absent: `secure_id ` alone would be a malformed credential.
  if (secureId !== undefined && secureId !== '') {
    headers.set('Authorization', secureIdAuthorization(secureId));
  }
  return headers;
}
