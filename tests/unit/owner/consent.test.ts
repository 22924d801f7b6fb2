// core/owner/owner-machine.ts: our worker keeps nothing once either consent option is exactly false.
import { describe, expect, it } from 'vitest';
import { keepsInWorker } from '../../../core/owner/owner-machine';

describe('keepsInWorker', () => {
  it('only persist: false or serviceWorker: false turn the worker off', () => {
    expect(keepsInWorker({})).toBe(true);
    expect(keepsInWorker({ persist: true, serviceWorker: 'no' })).toBe(true);
    expect(keepsInWorker({ persist: false })).toBe(false);
    expect(keepsInWorker({ serviceWorker: false })).toBe(false);
  });
});
