import { describe, expect, it } from 'vitest';
import {
  describeError,
  errorCauseChain,
  stringifyError,
} from '../../../core/errors/describe-error';

describe('stringifyError', () => {
  it.each<[unknown, string]>([
    [new TypeError('bad thing'), 'TypeError: bad thing'],
    [new Error(''), 'Error'],
    ['plain text', 'plain text'],
    [42, '42'],
    [undefined, 'undefined'],
    [null, 'null'],
    [{ code: 7 }, '{"code":7}'],
  ])('%s → %s', (value, text) => {
    expect(stringifyError(value)).toBe(text);
  });

  it('survives cyclic objects and BigInt', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(stringifyError(cyclic)).toBe('[object Object]');
    expect(stringifyError({ n: 1n })).toBe('[object Object]');
  });

  it('survives a throwing message getter', () => {
    const error = new Error('x');
    Object.defineProperty(error, 'message', {
      get() {
        throw new Error('nope');
      },
    });
    expect(stringifyError(error)).toBe('[unprintable error]');
  });
});

describe('errorCauseChain (spec §8: including their cause chain)', () => {
  it('follows cause recursively, ending with a non-Error cause', () => {
    const root = new Error('root', { cause: 'socket closed' });
    const middle = new Error('middle', { cause: root });
    const top = new Error('top', { cause: middle });
    expect(errorCauseChain(top)).toEqual([top, middle, root, 'socket closed']);
  });

  it('stops at a cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(errorCauseChain(a)).toEqual([a, b]);
    const self = new Error('self');
    self.cause = self;
    expect(errorCauseChain(self)).toEqual([self]);
  });

  it('stops after 20 entries', () => {
    let error = new Error('e0');
    for (let i = 1; i < 30; i += 1) error = new Error(`e${i}`, { cause: error });
    expect(errorCauseChain(error)).toHaveLength(20);
  });
});

describe('describeError', () => {
  it('joins descriptions and stacks of the whole chain', () => {
    const root = new RangeError('root cause');
    const top = new Error('top failure', { cause: root });
    const { description, stackTrace } = describeError(top);
    expect(description).toBe('Error: top failure\nCaused by: RangeError: root cause');
    expect(stackTrace).toContain(top.stack);
    expect(stackTrace).toContain(`\nCaused by: ${root.stack}`);
  });

  it('uses the description when an error has no stack', () => {
    const error = new Error('no stack');
    error.stack = undefined;
    expect(describeError(error).stackTrace).toBe('Error: no stack');
  });
});
