import { describe, expect, it } from 'vitest';
import { lineFromStack } from '../../../core/errors/line-from-stack';

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
});
