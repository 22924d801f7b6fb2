// The facade chunk (stage two of the loader), imported by loader.js for eligible visitors, to remove
// leftovers and to scrub its reports; one-letter exports (FacadeModule in facade-controller.ts).
import { nameMissingEndpoint } from '../../core/reporting';
import { scrubbed, type FacadeModule } from './facade-controller';
import { sendEarlyError } from './early-errors';

export { createFacadeController as c, importWidget as w } from './facade-controller';

/**
 * Stage one's reports once a user is known, the facade's own among them: scrubbed of the person's
 * secure id for the host's logError, and sent to the error-logging service (ADR-0017).
 */
export const s: FacadeModule['s'] = (error, secureIds) => {
  // A 404 is named once per endpoint; a repeat is reported nowhere (core/reporting/report-error).
  const named = nameMissingEndpoint(error, window);
  if (named === undefined) return undefined;
  const clean = scrubbed(named, secureIds);
  sendEarlyError(window, clean, secureIds);
  return clean;
};
export { removeLeftovers as r } from './remove-leftovers';
