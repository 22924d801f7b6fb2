import { describe, expect, it } from 'vitest';
import { documentIcon, hubIcon } from '../../../core/hubs/hub-icon';

describe('hubIcon (spec §3 nine hubs, spec §8 error)', () => {
  it.each([
    ['Business Planning', 'hub-business-planning'],
    ['Confidentiality Agreement', 'hub-confidentiality-agreement'],
    ['Estate Vault', 'hub-estate-vault'],
    ['Freelance', 'hub-freelance'],
    ['Parent & Guardian', 'hub-parent-guardian'],
    ['Rental Property', 'hub-rental-property'],
    ['Sales & Loans', 'hub-sales-loans'],
    ['Separation Agreement', 'hub-separation-agreement'],
    ['Trust Estate', 'hub-trust-estate'],
  ])('%s → %s', (title, icon) => {
    expect(hubIcon(title)).toBe(icon);
  });

  it('tolerates case, "and" for "&", and extra whitespace', () => {
    expect(hubIcon('  sales AND loans ')).toBe('hub-sales-loans');
    expect(hubIcon('Parent&Guardian')).toBe('hub-parent-guardian');
    expect(hubIcon('RENTAL\tPROPERTY')).toBe('hub-rental-property');
  });

  it('throws the spec §8 error for a hub it does not know', () => {
    expect(() => hubIcon('Pet Care')).toThrow(
      new Error('No icon found for hub with title "Pet Care"'),
    );
  });

  it('quotes at most 100 characters of a huge title', () => {
    expect(() => hubIcon('x'.repeat(100_000))).toThrow(
      `No icon found for hub with title "${'x'.repeat(100)}"`,
    );
  });
});

describe('documentIcon', () => {
  it('maps the three item types', () => {
    expect(documentIcon('Document')).toBe('document');
    expect(documentIcon('Editor')).toBe('editor-document');
    expect(documentIcon('NotarySession')).toBe('notary-session');
  });

  it('throws a similar error for an unknown type', () => {
    expect(() => documentIcon('Folder')).toThrow(
      new Error('No icon found for document with type "Folder"'),
    );
    expect(() => documentIcon('toString')).toThrow('No icon found for document with type');
  });
});
