// @vitest-environment node
// Checks the fixtures README's table of expected documents against the fixture JSON with an
// independent implementation of the spec §5 tile filter, so the table cannot silently drift.
import { describe, expect, it } from 'vitest';
import { expectedDocumentsTable, readDemoFixture } from '../support/demo-fixtures';
import { flattenTiles } from './helpers';
import type { TileLike } from './helpers';

const TREES = {
  A: readDemoFixture('tiles-user-a.json'),
  B: readDemoFixture('tiles-user-b.json'),
} as const;
type User = keyof typeof TREES;

function documents(user: User): TileLike[] {
  return flattenTiles((TREES[user] as { Data: unknown }).Data);
}

/** Every tile including folders, with its depth (top level = 1). */
function allTiles(user: User): Array<{ tile: TileLike; depth: number }> {
  const out: Array<{ tile: TileLike; depth: number }> = [];
  const walk = (list: unknown, depth: number): void => {
    for (const tile of list as TileLike[]) {
      out.push({ tile, depth });
      if (Array.isArray(tile.Children)) walk(tile.Children, depth + 1);
    }
  };
  walk((TREES[user] as { Data: unknown }).Data, 1);
  return out;
}

/** spec §5: country or empty, no upload (Blob.WebuserFileID), not a Pdf; newest first. */
function keptForCountry(user: User, country: string): TileLike[] {
  return documents(user)
    .filter((tile) => tile.CountryCode === country || tile.CountryCode === '')
    .filter((tile) => {
      const blob = tile.Blob as { WebuserFileID?: unknown } | null;
      return blob === null || blob.WebuserFileID === undefined || blob.WebuserFileID === null;
    })
    .filter((tile) => tile.DocumentType !== 'Pdf')
    .sort((a, b) => Date.parse(String(b.LastModified)) - Date.parse(String(a.LastModified)));
}

describe('fixtures README table of expected documents', () => {
  // The tiles' ItemIds are numbers; the table's user column is A or B.
  const rows = expectedDocumentsTable().map((row) => ({
    ...row,
    user: row.user as User,
    firstId: Number(row.firstId),
    secondId: Number(row.secondId),
  }));

  it('covers both users in US, CA and GB', () => {
    expect(rows.map((row) => `${row.user}${row.country}`).sort()).toEqual(
      ['AUS', 'ACA', 'AGB', 'BUS', 'BCA', 'BGB'].sort(),
    );
  });

  it.each(rows.map((row) => [row.user, row.country, row] as const))(
    'user %s in %s: the table names the two newest kept tiles',
    (user, country, row) => {
      const [first, second] = keptForCountry(user, country);
      expect({ id: first?.ItemId, name: first?.Name, code: first?.Template }).toEqual({
        id: row.firstId,
        name: row.firstName,
        code: row.productCode,
      });
      expect({ id: second?.ItemId, name: second?.Name }).toEqual({
        id: row.secondId,
        name: row.secondName,
      });
    },
  );

  it('gives user A a different pair of documents in every country', () => {
    const pairs = ['US', 'CA', 'GB'].map((country) =>
      keptForCountry('A', country)
        .slice(0, 2)
        .map((tile) => tile.ItemId)
        .join(','),
    );
    expect(new Set(pairs).size).toBe(3);
  });
});

describe('fixture tile trees', () => {
  it.each(['A', 'B'] as const)('user %s: the newest tile of all is an upload or a PDF', (user) => {
    const [newest] = allTiles(user)
      .map(({ tile }) => tile)
      .sort((a, b) => Date.parse(String(b.LastModified)) - Date.parse(String(a.LastModified)));
    const blob = newest?.Blob as { WebuserFileID?: unknown } | null;
    expect(Boolean(blob?.WebuserFileID) || newest?.DocumentType === 'Pdf').toBe(true);
  });

  it('user A: ~20 documents in folders several levels deep, of every kind and country', () => {
    const docs = documents('A');
    expect(docs.length).toBeGreaterThanOrEqual(18);
    expect(Math.max(...allTiles('A').map(({ depth }) => depth))).toBeGreaterThanOrEqual(4);
    expect(new Set(docs.map((tile) => tile.CountryCode))).toEqual(
      new Set(['US', 'CA', 'GB', 'DE', '']),
    );
    expect(
      docs.some((tile) => (tile.Blob as { WebuserFileID?: number } | null)?.WebuserFileID === 123),
    ).toBe(true);
    expect(docs.some((tile) => tile.DocumentType === 'Pdf')).toBe(true);
    expect(docs.some((tile) => tile.DocumentType === 'Editor')).toBe(true);
    expect(docs.some((tile) => tile.NotarySessionId && tile.NotaryDocumentId === null)).toBe(true);
    const templates = new Set(docs.map((tile) => tile.Template));
    for (const code of ['WILL', 'RESLSE', 'BOS', 'BUSPLN', 'CONSNT', 'PWRATT', '']) {
      expect(templates.has(code), code).toBe(true);
    }
  });

  it.each(['A', 'B'] as const)('user %s: every document tile has the contract fields', (user) => {
    for (const tile of documents(user)) {
      expect(Object.keys(tile).sort(), String(tile.Name)).toEqual(
        [
          'Blob',
          'ContractUrl',
          'CountryCode',
          'DocumentType',
          'DownloadUrl',
          'ItemId',
          'LastModified',
          'Name',
          'NotaryDocumentId',
          'NotarySessionId',
          'PostUrl',
          'Template',
          'TileType',
        ].sort(),
      );
      expect(String(tile.LastModified)).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$/,
      );
      expect(Number.isNaN(Date.parse(String(tile.LastModified)))).toBe(false);
      expect(String(tile.PostUrl)).toMatch(/^\/mydocuments\/.+\/post\.aspx$/);
      expect(String(tile.DownloadUrl)).toMatch(/^\/mydocuments\//);
    }
  });

  it('user B shares no document name with user A and has a CA and a GB document', () => {
    const a = new Set(documents('A').map((tile) => tile.Name));
    const b = documents('B');
    expect(b.filter((tile) => a.has(tile.Name))).toEqual([]);
    expect(b.some((tile) => tile.CountryCode === 'CA')).toBe(true);
    expect(b.some((tile) => tile.CountryCode === 'GB')).toBe(true);
  });

  it('ItemIds are unique across both users', () => {
    const ids = [...allTiles('A'), ...allTiles('B')].map(({ tile }) => tile.ItemId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
