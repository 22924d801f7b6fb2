import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cacheKey, joinKey } from '../../../core/storage/local-storage';
import { experimentStorageKey } from '../../../core/experiments/experiment-store';

describe('cacheKey', () => {
  it('lower-cases and joins with an underscore', () => {
    expect(cacheKey('QuickActions', 'MyDocuments', 'AbC123')).toBe(
      'quickactions_mydocuments_abc123',
    );
    expect(cacheKey('Domain', 'Module')).toBe('domain_module');
    expect(cacheKey('d', 'm', 'Part', 7)).toBe('d_m_part_7');
  });

  it('uses the same format as joinKey, which the experiment keys use unchecked', () => {
    expect(joinKey('QuickActions', 'Experiment', 'US', 7)).toBe(
      cacheKey('QuickActions', 'Experiment', 'US', 7),
    );
    expect(experimentStorageKey({ experimentName: 'QuickActionsGate', countryCode: 'US' })).toBe(
      'quickactions_experiment_us_quickactionsgate',
    );
  });

  it.each([
    ['', 'module'],
    ['domain', ''],
    ['', ''],
    ['   ', 'module'],
    ['domain', '\t\n'],
  ])('rejects domain %j / moduleName %j with the spec error text', (domain, moduleName) => {
    expect(() => cacheKey(domain, moduleName)).toThrowError(
      new Error('The domain/moduleName must not be empty.'),
    );
  });

  it('property: keys are lower case and start with domain_module', () => {
    const filled = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');
    fc.assert(
      fc.property(filled, filled, fc.array(fc.string()), (domain, moduleName, parts) => {
        const key = cacheKey(domain, moduleName, ...parts);
        expect(key).toBe(key.toLowerCase());
        expect(key.startsWith(`${domain.toLowerCase()}_${moduleName.toLowerCase()}`)).toBe(true);
        expect(key.split('_').length).toBeGreaterThanOrEqual(2 + parts.length);
      }),
    );
  });

  it('property: a blank domain or module name always throws the spec error', () => {
    const blank = fc.stringMatching(/^[ \t\n\r]*$/);
    fc.assert(
      fc.property(blank, fc.string(), (empty, other) => {
        expect(() => cacheKey(empty, other || 'm')).toThrow(
          'The domain/moduleName must not be empty.',
        );
        expect(() => cacheKey(other || 'd', empty)).toThrow(
          'The domain/moduleName must not be empty.',
        );
      }),
    );
  });
});
