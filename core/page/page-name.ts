// spec §3 popup option `pageName`, else §2 "On the /all/ page the page name is "All Contracts"."
import { truncate } from '../errors/truncate';

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
