// `colorScheme` (docs/host-api.md "Options"), read from untrusted host options: 'light' (the
// default), 'dark' or 'auto'; anything else is reported to the host and is the default.
import { describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEMES, parseColorScheme } from '../../../core/host/widget-handoff';

describe('parseColorScheme', () => {
  it.each(COLOR_SCHEMES)('takes %s, and reports nothing', (colorScheme) => {
    const report = vi.fn();
    expect(parseColorScheme({ colorScheme }, report)).toBe(colorScheme);
    expect(report).not.toHaveBeenCalled();
  });

  it('is light when the host leaves it out, and reports nothing', () => {
    const report = vi.fn();
    expect(parseColorScheme({}, report)).toBe('light');
    expect(parseColorScheme({ colorScheme: undefined }, report)).toBe('light');
    expect(report).not.toHaveBeenCalled();
  });

  it.each([
    ['another name', 'night', '"night"'],
    ['another case', 'Dark', '"Dark"'],
    ['padding', ' dark', '" dark"'],
    ['the empty string', '', '""'],
    ['a boolean', true, 'boolean'],
    ['a number', 1, 'number'],
    ['null', null, 'object'],
  ])('%s is reported, naming the value and the allowed ones, and is light', (_, value, seen) => {
    const report = vi.fn<(error: Error) => void>();
    expect(parseColorScheme({ colorScheme: value }, report)).toBe('light');
    expect(report).toHaveBeenCalledTimes(1);
    const [error] = report.mock.calls[0]!;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(
      `Unsupported colorScheme ${seen}: use 'light', 'dark' or 'auto'; 'light' applies`,
    );
  });

  it('never throws on a hostile value (a symbol, a throwing toString), nor quotes a long one', () => {
    const report = vi.fn<(error: Error) => void>();
    const hostile = {
      toString: () => {
        throw new Error('host toString broke');
      },
    };
    expect(parseColorScheme({ colorScheme: Symbol('dark') }, report)).toBe('light');
    expect(parseColorScheme({ colorScheme: hostile }, report)).toBe('light');
    expect(parseColorScheme({ colorScheme: 'x'.repeat(10_000) }, report)).toBe('light');
    expect(report.mock.calls.map(([error]) => error.message.split(':')[0])).toEqual([
      'Unsupported colorScheme symbol',
      'Unsupported colorScheme object',
      `Unsupported colorScheme "${'x'.repeat(40)}"`,
    ]);
  });
});
