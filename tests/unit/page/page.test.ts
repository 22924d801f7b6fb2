import { describe, expect, it } from 'vitest';
import { isCaExpansionPage, pageNameFor } from '../../../core/page';

describe('pageNameFor (spec §2, §3 pageName)', () => {
  it("uses the host's pageName first, trimmed", () => {
    expect(pageNameFor(' Estate Vault ', '/all/')).toBe('Estate Vault');
  });

  it('names the /all/ page "All Contracts"', () => {
    expect(pageNameFor(undefined, '/all/')).toBe('All Contracts');
    expect(pageNameFor('', '/all')).toBe('All Contracts');
    expect(pageNameFor(42, '/ALL/')).toBe('All Contracts');
  });

  it('gives no name elsewhere', () => {
    expect(pageNameFor(undefined, '/')).toBeUndefined();
    expect(pageNameFor(undefined, '/all/contracts/')).toBeUndefined();
    expect(pageNameFor(undefined, '/mall/')).toBeUndefined();
  });

  it('caps a huge host page name at 200 characters', () => {
    expect(pageNameFor('p'.repeat(10_000), '/')).toHaveLength(200);
  });
});

describe('isCaExpansionPage (spec §5: the seven pages)', () => {
  it.each([
    'Post Purchase Dashboard',
    'Estate Vault',
    'About',
    'How It Works',
    'Business Solutions',
    'Affiliate Program',
    'All Contracts',
  ])('applies on %s', (name) => {
    expect(isCaExpansionPage(name)).toBe(true);
  });

  it('compares trimmed and case-insensitively', () => {
    expect(isCaExpansionPage('  how it works ')).toBe(true);
    expect(isCaExpansionPage('ALL CONTRACTS')).toBe(true);
  });

  it('applies nowhere else: no partial matches, no missing name', () => {
    for (const name of [
      'About Us',
      'Home',
      'Estate',
      'Post-Purchase Dashboard',
      '',
      undefined,
      null,
    ]) {
      expect(isCaExpansionPage(name)).toBe(false);
    }
  });

  it('applies on the /all/ page through its derived name', () => {
    expect(isCaExpansionPage(pageNameFor(undefined, '/all/'))).toBe(true);
  });
});
