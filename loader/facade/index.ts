// The facade chunk (stage two of the loader), imported by loader.js only for
// eligible visitors (and to remove leftovers, or to scrub stage one's reports). Its exports have
// one-letter names for stage one's bytes (FacadeModule in facade-controller.ts).
export { createFacadeController as c, scrubbed as s } from './facade-controller';
export { removeLeftovers as r } from './remove-leftovers';
export type { FacadeController, FacadeModule } from './facade-controller';
