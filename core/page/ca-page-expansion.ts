// spec §5: "CA page expansion applies only on pages named" these seven: the page name
// (page-name.ts) trimmed, any case, never a partial match ("About Us" is not "About").

export const CA_EXPANSION_PAGES: readonly string[] = [
  'Post Purchase Dashboard',
  'Estate Vault',
  'About',
  'How It Works',
  'Business Solutions',
  'Affiliate Program',
  'All Contracts',
];

const NAMES: ReadonlySet<string> = new Set(CA_EXPANSION_PAGES.map((name) => name.toLowerCase()));

export function isCaExpansionPage(pageName: string | null | undefined): boolean {
  return typeof pageName === 'string' && NAMES.has(pageName.trim().toLowerCase());
}
