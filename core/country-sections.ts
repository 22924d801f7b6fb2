// spec §2 "Country mix": "US shows upsell, documents and hubs. CA shows documents and hubs. GB
// shows documents only." Any other country gets GB's. A file of its own: the head start's chunk
// needs it (core/open-calls.ts) and none of the actions' targets or experiments.
export type SectionName = 'suggestion' | 'documents' | 'hubs';

const SECTIONS_BY_COUNTRY = new Map<string, readonly SectionName[]>([
  ['US', ['suggestion', 'documents', 'hubs']],
  ['CA', ['documents', 'hubs']],
  ['GB', ['documents']],
]);

export function countrySections(country: string): readonly SectionName[] {
  const key = country.trim().toUpperCase();
  return SECTIONS_BY_COUNTRY.get(key) ?? SECTIONS_BY_COUNTRY.get('GB')!;
}
