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

// spec §3 popup option `pageName`, else §2 "On the /all/ page the page name is "All Contracts"."

export const ALL_CONTRACTS_PAGE = 'All Contracts';
const MAX_PAGE_NAME_LENGTH = 200;

/** `/all/` and `/all`, any case. */
const ALL_PAGE_PATH = /^\/all\/?$/i;

export function pageNameFor(pageName: unknown, pathname: string): string | undefined {
  if (typeof pageName === 'string' && pageName.trim() !== '') {
    return truncate(pageName.trim(), MAX_PAGE_NAME_LENGTH);
  }
  return ALL_PAGE_PATH.test(pathname) ? ALL_CONTRACTS_PAGE : undefined;
}
