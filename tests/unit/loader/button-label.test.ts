import { describe, expect, it } from 'vitest';
import { buttonLabel } from '../../../loader/facade/button-label';
import en from '../../../locales/bundles/en.json';
import de from '../../../locales/bundles/de.json';
import es from '../../../locales/bundles/es.json';
import fr from '../../../locales/bundles/fr.json';
import frCA from '../../../locales/bundles/fr_CA.json';

// The facade names the button before any bundle loads; it must say what the
// widget's bundles say (docs/host-api.md: the localised "Quick Actions").
describe('facade button label agrees with the locale bundles', () => {
  it('English and Québec French', () => {
    expect(buttonLabel('en')).toBe(en.quickActions);
    const quebec = (frCA as Record<string, string>).quickActions ?? fr.quickActions;
    expect(buttonLabel('fr')).toBe(quebec);
  });

  // The host's `locale` option may choose any language; no regional bundle renames the button.
  it('Spanish and German, for the locale option', () => {
    expect(buttonLabel('es')).toBe(es.quickActions);
    expect(buttonLabel('de')).toBe(de.quickActions);
  });

  it('from a lang tag: its language decides', () => {
    expect(buttonLabel('es-MX')).toBe(es.quickActions);
    expect(buttonLabel('de-AT')).toBe(de.quickActions);
    expect(buttonLabel('fr-CA')).toBe(buttonLabel('fr'));
    expect(buttonLabel('en-GB')).toBe(en.quickActions);
  });
});
