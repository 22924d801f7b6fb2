// spec §5: "CA page expansion applies only on pages named Post Purchase Dashboard, Estate Vault,
// About, How It Works, Business Solutions, Affiliate Program and All Contracts." Read as: the
// page name (page-name.ts) must be one of these seven, compared trimmed and case-insensitively;
// no partial matches ("About Us" is not "About"). The widget applies it for CA only.

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
