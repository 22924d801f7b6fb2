// spec §2 "Country mix": "US shows upsell, documents and hubs. CA shows documents and hubs. GB
// shows documents only." The upsell is the 'suggestion' section (spec §4 names). A country the
// spec does not list (the widget is not shown there, spec §2) gets the smallest mix, GB's.

export type SectionName = 'suggestion' | 'documents' | 'hubs';

const SECTIONS_BY_COUNTRY: Readonly<Record<string, readonly SectionName[]>> = {
  US: ['suggestion', 'documents', 'hubs'],
  CA: ['documents', 'hubs'],
  GB: ['documents'],
};

const FALLBACK: readonly SectionName[] = ['documents'];

export function countrySections(country: string): readonly SectionName[] {
  const key = country.trim().toUpperCase();
  return Object.hasOwn(SECTIONS_BY_COUNTRY, key)
    ? (SECTIONS_BY_COUNTRY[key] ?? FALLBACK)
    : FALLBACK;
}
