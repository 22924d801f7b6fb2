import { describe, expect, it } from 'vitest';
import { truncate } from '../../../core/errors/scrub-error';

describe('truncate', () => {
  it('keeps text at the limit and cuts one past it', () => {
    expect(truncate('a'.repeat(2000), 2000)).toHaveLength(2000);
    expect(truncate('a'.repeat(2001), 2000)).toBe('a'.repeat(2000));
    expect(truncate('short', 2000)).toBe('short');
  });

  it('never leaves half a surrogate pair', () => {
    const text = `${'a'.repeat(4)}😀tail`; // the emoji is 2 code units at index 4-5
    expect(truncate(text, 5)).toBe('aaaa');
    expect(truncate(text, 6)).toBe('aaaa😀');
  });
});
