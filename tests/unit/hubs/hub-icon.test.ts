import { describe, expect, it } from 'vitest';
import { MAX_SERVER_TEXT_LENGTH } from '../../../core/errors/scrub-error';
import { documentIcon, hubIcon } from '../../../core/hubs/hub-item';

/** spec §3: the nine hubs' titles and their icons. */
const HUB_ICONS: Record<string, string> = {
  'Business Planning': 'hub-business-planning',
  'Confidentiality Agreement': 'hub-confidentiality-agreement',
  'Estate Vault': 'hub-estate-vault',
  Freelance: 'hub-freelance',
  'Parent & Guardian': 'hub-parent-guardian',
  'Rental Property': 'hub-rental-property',
  'Sales & Loans': 'hub-sales-loans',
  'Separation Agreement': 'hub-separation-agreement',
  'Trust Estate': 'hub-trust-estate',
};

/** The three item types and their icons. */
const DOCUMENT_ICONS: Record<string, string> = {
  Document: 'document',
  Editor: 'editor-document',
  NotarySession: 'notary-session',
};

describe('hubIcon (spec §3 nine hubs, spec §8 error)', () => {
  it.each(Object.entries(HUB_ICONS))('%s → %s', (title, icon) => {
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

  it('quotes a huge title cut to the server-text cap, at a word', () => {
    // 499 characters end on a whole word ("… word word"), then the cut mark.
    const quoted = 'word '.repeat(100).slice(0, MAX_SERVER_TEXT_LENGTH - 1);
    expect(() => hubIcon('word '.repeat(20_000))).toThrow(
      new Error(`No icon found for hub with title "${quoted}…"`),
    );
    // One 100,000-character word: nothing of it is worth quoting.
    expect(() => hubIcon('x'.repeat(100_000))).toThrow(
      new Error('No icon found for hub with title "…"'),
    );
  });

  it('scrubs an echoed secure id before the cut', () => {
    expect(() => hubIcon('Pet Care for secure_id S-42')).toThrow(
      new Error('No icon found for hub with title "Pet Care for secure_id [redacted]"'),
    );
  });
});

describe('documentIcon', () => {
  it.each(Object.entries(DOCUMENT_ICONS))('maps the item type %s to %s', (type, icon) => {
    expect(documentIcon(type)).toBe(icon);
  });

  it('throws a similar error for an unknown type', () => {
    expect(() => documentIcon('Folder')).toThrow(
      new Error('No icon found for document with type "Folder"'),
    );
    expect(() => documentIcon('toString')).toThrow('No icon found for document with type');
  });
});
