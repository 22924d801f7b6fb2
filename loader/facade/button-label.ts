import type { Language } from '../../core/locale';

// contract §4: the button's accessible name is the localised "Quick Actions".
// Only US, CA and GB ever see the button (spec §2), so only English and Québec
// French can occur here; the locale bundles carry the same strings (a unit test
// checks they agree) and every other language for the widget itself.
export function buttonLabel(language: Language): string {
  return language === 'fr' ? 'Actions rapides' : 'Quick Actions';
}
