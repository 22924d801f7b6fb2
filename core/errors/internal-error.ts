// spec §8: "An unconfigured cache, an aborted fetch, or an empty result raises an internal error."
// One base class lets callers tell our own failures apart from host or browser errors with a
// single `instanceof InternalError` check. The aborted fetch is core/request's AbortedError; the
// other two are here (docs/rules.md §8 "Internal errors").
export class InternalError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InternalError';
  }
}

/**
 * A cache used without what it needs to be one: a section cache without a section name or
 * without a user (core/sections/section-cache.ts). The cache-key error (spec §8 "The
 * domain/moduleName must not be empty.") keeps its exact text, as this error's message.
 */
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
