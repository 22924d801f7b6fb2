// spec §8: "An unconfigured cache, an aborted fetch, or an empty result raises an internal error."
// One base class lets callers tell our own failures apart from host or browser errors with a
// single `instanceof InternalError` check.
export class InternalError extends Error {
  override name = 'InternalError';

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}
