// The facade chunk (stage two of the loader), imported by loader.js for eligible visitors, to remove
// leftovers and to scrub its reports. Its exports are the chunk's, each under its built name
// (built-names.ts, ADR-0010).
import { nameMissingEndpoint } from '../../core/reporting';
import { scrubbed } from './facade-controller';
import { sendEarlyError } from './early-errors';

export { createFacadeController, importWidget } from './facade-controller';
export { removeLeftovers } from './remove-leftovers';

/**
 * Stage one's reports once a user is known, the facade's own among them: scrubbed of every secure
 * id that was current in this page view for the host's logError, and sent to the error-logging
 * service (ADR-0017). Undefined for a missing endpoint already named in this page view: stage one
 * then reports nothing.
 */
export function scrubAndSend(error: unknown, secureIds: readonly string[]): Error | undefined {
  // A 404 is named once per endpoint; a repeat is reported nowhere (core/reporting/report-error).
  const named = nameMissingEndpoint(error, window);
  if (named === undefined) return undefined;
  const clean = scrubbed(named, secureIds);
  sendEarlyError(window, clean, secureIds);
  return clean;
}
