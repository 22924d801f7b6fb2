import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineFromStack } from '../../../core/errors/error-report';

describe('lineFromStack', () => {
  it('reads the top V8 frame', () => {
    const stack =
      'Error: x at 1:2\n    at load (https://h/app.js:12:34)\n    at https://h/b.js:99:1';
    expect(lineFromStack(stack)).toBe('12');
  });

  it('reads a V8 frame without a function name', () => {
    expect(lineFromStack('Error: x\n    at https://h/b.js:99:1')).toBe('99');
  });

  it('reads a Firefox/Safari frame', () => {
    expect(lineFromStack('load@https://h/app.js:7:3\n@https://h/b.js:1:1')).toBe('7');
  });

  it('gives an empty string without frames', () => {
    expect(lineFromStack(undefined)).toBe('');
    expect(lineFromStack('Error: nothing here')).toBe('');
  });

  it('reads a frame after a blank, a closing parenthesis and trailing blanks', () => {
    expect(lineFromStack('Error\n    at f (a.js:5:6) \t')).toBe('5');
    expect(lineFromStack('Error\n\tat a.js:8:9\r')).toBe('8');
    expect(lineFromStack('f@a.js:1')).toBe('');
    expect(lineFromStack('    at:1:2')).toBe('');
    expect(lineFromStack('    at f (a.js:1:2 )')).toBe('');
  });

  // The function does in linear time what QUADRATIC_FRAME does in 19 s for a line of 60,000 `@`,
  // and must mean what that expression means.
  it('reads the same line as the quadratic expression it replaces', () => {
    const QUADRATIC_FRAME = /(?:^\s*at\s.*|@.*):(\d+):\d+\)?\s*$/;
    const before = (stack: string) => {
      for (const line of stack.split('\n')) {
        const match = QUADRATIC_FRAME.exec(line);
        if (match?.[1] !== undefined) return match[1];
      }
      return '';
    };
    const piece = fc.constantFrom(
      ...['at', 'at ', ' ', '\t', '@', ':', '1', '23', ')', '(', 'x', '\n', '\r', '\u2028'],
      ...['\u00a0', 'fn', '/', 'a.js', ':1:2', ':3:4)', '    at f (', '@b.js'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        const stack = pieces.join('');
        expect(lineFromStack(stack)).toBe(before(stack));
      }),
      { numRuns: 3000 },
    );
  });
});
