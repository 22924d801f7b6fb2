import { describe, expect, it } from 'vitest';
import { EmptyResultError, InternalError, UnconfiguredCacheError } from '../../../core/errors';
import { AbortedError } from '../../../core/request';

describe('InternalError (spec §8)', () => {
  it('is an Error with its own name, message and cause', () => {
    const cause = new Error('root');
    const error = new InternalError('The cache is not configured', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('InternalError');
    expect(error.message).toBe('The cache is not configured');
    expect(error.cause).toBe(cause);
  });
});

describe('the three internal errors of spec §8', () => {
  it('an unconfigured cache, an aborted fetch and an empty result are each an InternalError', () => {
    const errors = [
      new UnconfiguredCacheError('The domain/moduleName must not be empty.'),
      new EmptyResultError('The hubs fetch gave an empty result'),
    ];
    expect(errors.map((error) => error.name)).toEqual([
      'UnconfiguredCacheError',
      'EmptyResultError',
    ]);
    for (const error of errors) expect(error).toBeInstanceOf(InternalError);
    expect(AbortedError.prototype).toBeInstanceOf(InternalError);
  });
});
