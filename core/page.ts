import { truncate } from './errors/scrub-error';

// spec §5: "CA page expansion applies only on pages named" these seven: the page name
// (`pageNameFor`) trimmed, any case, never a partial match ("About Us" is not "About").

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

// spec §3 popup option `pageName` (cut to 200 characters), else §2 "On the /all/ page the page
// name is "All Contracts"": `/all/` and `/all`, any case.
export function pageNameFor(pageName: unknown, pathname: string): string | undefined {
  if (typeof pageName === 'string' && pageName.trim() !== '') return truncate(pageName.trim(), 200);
  return /^\/all\/?$/i.test(pathname) ? 'All Contracts' : undefined;
}
