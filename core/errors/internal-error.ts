// spec §8: "An unconfigured cache, an aborted fetch, or an empty result raises an internal error."
// One base class tells our own failures from host or browser errors; the aborted fetch is
// core/request's AbortedError (docs/rules.md §8 "Internal errors").
export class InternalError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InternalError';
  }
}

// A section cache without a section name or a user (core/sections/section-cache.ts); the
// cache-key error's exact text (spec §8) is its message.
export class UnconfiguredCacheError extends InternalError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UnconfiguredCacheError';
  }
}

/** A live fetch that resolved with nothing where a section needs data (section-store.ts). */
export class EmptyResultError extends InternalError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'EmptyResultError';
  }
}
