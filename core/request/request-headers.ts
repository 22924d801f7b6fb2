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
  if (forWorker !== false) headers.set(WIDGET_REQUEST_HEADER, WIDGET_REQUEST_HEADER_VALUE);
  // Bodyless requests too, as the spec states it unconditionally (same-origin: no preflight).
  if (!isForm) headers.set('Content-Type', 'application/json');
  // An empty secure id is absent: `secure_id ` alone would be a malformed credential.
  if (secureId !== undefined && secureId !== '') {
    headers.set('Authorization', secureIdAuthorization(secureId));
  }
  return headers;
}
