import { describe, expect, it } from 'vitest';
import { blankLine, orBlank } from '../../../locales/format';

// spec §1: "8 underscores, or 16 for long month names and numbers".
describe('blankLine', () => {
  it('is 8 underscores by default', () => {
    expect(blankLine()).toBe('________');
    expect(blankLine('default')).toBe('________');
  });

  it('is 16 underscores for long month names and numbers', () => {
    expect(blankLine('longMonth')).toBe('________________');
    expect(blankLine('number')).toBe('________________');
  });
});

describe('orBlank', () => {
  it.each([null, undefined, '', '   ', Number.NaN])('shows a blank line for %j', (value) => {
    expect(orBlank(value)).toBe('________');
    expect(orBlank(value, 'number')).toBe('________________');
  });

  it('shows a present value as text', () => {
    expect(orBlank('Ontario')).toBe('Ontario');
    expect(orBlank(0, 'number')).toBe('0');
    expect(orBlank('janvier', 'longMonth')).toBe('janvier');
  });
});
