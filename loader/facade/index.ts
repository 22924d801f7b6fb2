// The facade chunk (stage two of the loader), imported by loader.js only for
// eligible visitors.
export { createFacadeController } from './facade-controller';
export { removeLeftovers } from './remove-leftovers';
export type { FacadeController, ShowRequest } from './facade-controller';
