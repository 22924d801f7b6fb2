// @vitest-environment node
// Reproduces demo/fixtures/README.md's table of "the two documents the widget must show" from
// the fixture JSON with the real parser and selection, so the widget and the demo agree.
import { describe, expect, it } from 'vitest';
import { mapDocumentItem } from '../../../core/documents/document-item';
import { forEachRawDocumentTile, parseDocumentTile } from '../../../core/documents/parse-tile-tree';
import { selectRecentDocuments } from '../../../core/documents/select-recent-documents';
import type { JsonObject } from '../../../core/json';
import { expectedDocumentsTable, readDemoFixture } from '../support/demo-fixtures';

const TREES: Record<string, unknown> = {
  A: readDemoFixture('tiles-user-a.json'),
  B: readDemoFixture('tiles-user-b.json'),
};

const rows = expectedDocumentsTable();

describe('demo fixtures: the two documents per user and country', () => {
  it('the README table has all six rows', () => {
    expect(rows.map((row) => `${row.user}${row.country}`)).toEqual([
      'AUS',
      'ACA',
      'AGB',
      'BUS',
      'BCA',
      'BGB',
    ]);
  });

  it.each(rows)('user $user in $country: $firstId then $secondId', (row) => {
    const { items, mostRecentProductCode } = selectRecentDocuments(TREES[row.user], row.country);
    expect(items.map((item) => [item.id, item.title])).toEqual([
      [row.firstId, row.firstName],
      [row.secondId, row.secondName],
    ]);
    expect(mostRecentProductCode).toBe(row.productCode);
  });

  it('maps the item types the README names', () => {
    const typeOf = (user: string, country: string, id: string): string | undefined =>
      selectRecentDocuments(TREES[user], country).items.find((item) => item.id === id)?.type;
    expect(typeOf('A', 'US', '48455')).toBe('NotarySession');
    expect(typeOf('A', 'CA', '48388')).toBe('Editor');
    expect(typeOf('B', 'CA', '51011')).toBe('Editor');
    expect(typeOf('A', 'US', '48213')).toBe('Document');
  });

  it('reads 48290 (session id and document id) as a Document', () => {
    const raws: JsonObject[] = [];
    forEachRawDocumentTile(TREES.A, (raw) => raws.push(raw));
    const tile = parseDocumentTile(raws.find((raw) => String(raw.ItemId) === '48290')!);
    expect(mapDocumentItem(tile!).type).toBe('Document');
  });
});
