import { describe, expect, it } from 'vitest';
import { isExperimentOn } from '../../../core/experiments/experiment-store';

describe('isExperimentOn', () => {
  it('is on for variation N', () => {
    expect(isExperimentOn('N')).toBe(true);
  });

  it.each(['C', 'n', ' N', 'N ', '', 'NN', undefined, null])('is off for %j', (variation) => {
    expect(isExperimentOn(variation)).toBe(false);
  });
});
