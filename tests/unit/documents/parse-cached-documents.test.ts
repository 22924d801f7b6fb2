import { describe, expect, it } from 'vitest';
import type { DocumentItem, RecentDocuments } from '../../../core/documents/document-item';
import { parseCachedDocuments } from '../../../core/documents/fetch-recent-documents';

const SESSION: DocumentItem = {
  id: '48455',
  title: 'Online notarization',
  type: 'NotarySession',
  attributes: {
    postUrl: '/p',
    downloadUrl: '/d',
    contractUrl: '',
    template: 'PWRATT',
    documentType: 'Document',
    notarySessionId: 'NS-7781',
  },
  lastModified: '2025-11-18T04:00:00.000Z',
};
const VALID: RecentDocuments = { items: [SESSION], mostRecentProductCode: 'PWRATT' };

describe('parseCachedDocuments', () => {
  it('reads back what was cached, through JSON', () => {
    expect(parseCachedDocuments(JSON.parse(JSON.stringify(VALID)))).toEqual(VALID);
  });

  it('reads an entry without a product code (JSON drops undefined)', () => {
    const data = JSON.parse(JSON.stringify({ items: [], mostRecentProductCode: undefined }));
    expect(parseCachedDocuments(data)).toEqual({ items: [], mostRecentProductCode: undefined });
  });

  it.each([
    ['not an object', 'x'],
    ['no items', { mostRecentProductCode: 'WILL' }],
    ['more than two items', { items: [SESSION, SESSION, SESSION] }],
    ['an unknown type', { items: [{ ...SESSION, type: 'Folder' }] }],
    ['a missing attribute', { items: [{ ...SESSION, attributes: { postUrl: '/p' } }] }],
    ['a numeric id', { items: [{ ...SESSION, id: 1 }] }],
    ['a list product code', { items: [], mostRecentProductCode: ['WILL'] }],
  ])('drops an entry with %s', (_label, data) => {
    expect(parseCachedDocuments(data)).toBeUndefined();
  });
});
