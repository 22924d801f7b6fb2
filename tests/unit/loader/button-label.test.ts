import { describe, expect, it } from 'vitest';
import { buttonLabel } from '../../../loader/facade/button-label';
import en from '../../../locales/bundles/en.json';
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
});
