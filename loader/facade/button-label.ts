import type { Language } from '../../core/locale';

// The button's accessible name is the localised "Quick Actions" (docs/host-api.md "What the
// page can rely on"), known before any bundle loads: the widget loads only on intent, so a name
// it gave the button later would stay wrong until then. The country gives English or Québec
// French (only US, CA and GB see the button, spec §2), the host's `locale` option any of the four
// languages. The locale bundles carry the same strings (a unit test checks they agree).
const LABELS: Partial<Record<Language, string>> = {
  fr: 'Actions rapides',
  es: 'Acciones rápidas',
  de: 'Schnellaktionen',
};

/** The name for a `lang` tag (`fr-CA`) or a bare language (`fr`); English for any other. */
export function buttonLabel(tag: string): string {
  return LABELS[tag.slice(0, 2) as Language] ?? 'Quick Actions';
}
