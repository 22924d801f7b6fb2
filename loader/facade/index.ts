// The facade chunk (stage two of the loader), imported by loader.js only for
// eligible visitors (and to remove leftovers, or to scrub stage one's reports). Its exports have
// one-letter names for stage one's bytes (FacadeModule in facade-controller.ts).
import { scrubbed, type FacadeModule } from './facade-controller';
import { sendEarlyError } from './early-errors';

export { createFacadeController as c } from './facade-controller';

/**
 * Stage one's reports once a user is known, the facade's own among them: scrubbed of the current
 * person's secure id, and also sent to the error-logging service (spec §7, ADR-0017:
 * early-errors.ts). Stage one gives the scrubbed error to the host's logError.
 */
export const s: FacadeModule['s'] = (error, secureId) => {
  const secureIds = secureId ? [secureId] : [];
  const clean = scrubbed(error, secureIds);
  sendEarlyError(window, clean, secureIds);
  return clean;
};
export { removeLeftovers as r } from './remove-leftovers';
export type { FacadeController, FacadeModule } from './facade-controller';
