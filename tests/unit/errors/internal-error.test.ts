import { describe, expect, it } from 'vitest';
import { InternalError } from '../../../core/errors/internal-error';

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
