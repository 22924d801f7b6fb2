import { describe, expect, it } from 'vitest';
import { scriptUrlFromStack } from '../../../sw/own-script-url';

const OURS = 'https://host.example/quick-actions/sw.js';

describe('where sw.js was loaded from, when a host’s worker imports it', () => {
  it('reads Chromium, Firefox and Safari stacks', () => {
    expect(
      scriptUrlFromStack(`Error\n    at ${OURS}:1:2345\n    at https://host.example/own-sw.js:3:1`),
    ).toBe(OURS);
    expect(scriptUrlFromStack(`@${OURS}:1:2345\n@https://host.example/own-sw.js:3:1\n`)).toBe(OURS);
    expect(scriptUrlFromStack(`global code@${OURS}?v=2:1:99`)).toBe(`${OURS}?v=2`);
  });

  it('nothing usable: undefined (the worker then uses self.location)', () => {
    expect(scriptUrlFromStack(undefined)).toBeUndefined();
    expect(scriptUrlFromStack('Error\n    at <anonymous>')).toBeUndefined();
  });
});
