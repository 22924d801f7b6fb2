import type { Language } from '../../core/locale';

// The button's accessible name is the localised "Quick Actions" (docs/host-api.md "What the
// page can rely on").
// Only US, CA and GB ever see the button (spec §2), so only English and Québec
// French can occur here; the locale bundles carry the same strings (a unit test
// checks they agree) and every other language for the widget itself.
export function buttonLabel(language: Language): string {
  return language === 'fr' ? 'Actions rapides' : 'Quick Actions';
}
