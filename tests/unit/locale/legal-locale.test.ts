import { describe, expect, it } from 'vitest';
import { legalChain, LEGAL_KEY_PREFIX, resolveLocale } from '../../../core/locale';

// The legal content follows the country (docs/rules.md §1 "Locales and bundles"): in the chosen
// language where that language has a bundle for the country, else in the country's own locale.
describe('legalChain', () => {
  it.each([
    // [country, region, chosen locale, the legal chain]
    ['US', '', undefined, ['en_US', 'en']],
    ['US', '', 'en_GB', ['en_US', 'en']],
    ['US', '', 'es_MX', ['es_US', 'es', 'en']],
    ['US', '', 'fr_CA', ['en_US', 'en']],
    ['US', '', 'de', ['en_US', 'en']],
    ['GB', '', 'en_US', ['en_GB', 'en']],
    ['GB', '', 'fr_FR', ['en_GB', 'en']],
    ['CA', 'QC', undefined, ['fr_CA', 'fr', 'en']],
    ['CA', 'QC', 'en_US', ['en_CA', 'en']],
    ['CA', 'ON', 'fr_FR', ['fr_CA', 'fr', 'en']],
    ['JP', '', 'en_GB', ['en']],
  ] as const)('%s %s, locale %s: %j', (country, region, chosen, chain) => {
    expect(resolveLocale({ country, region }, chosen).legalChain).toEqual(chain);
  });

  it('without a chosen language it is the country’s own chain', () => {
    for (const place of [
      { country: 'US', region: '' },
      { country: 'CA', region: 'QC' },
      { country: 'GB', region: '' },
      { country: 'DE', region: '' },
    ]) {
      expect(legalChain(place)).toEqual(resolveLocale(place).chain);
    }
  });

  it('the legal keys are the upsell’s', () => {
    expect(LEGAL_KEY_PREFIX).toBe('upsell.');
  });
});
