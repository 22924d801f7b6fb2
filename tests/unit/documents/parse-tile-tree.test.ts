import { describe, expect, it } from 'vitest';
import {
  forEachRawDocumentTile,
  parseDocumentTile,
  type DocumentTile,
} from '../../../core/documents/parse-tile-tree';
import type { JsonObject } from '../../../core/json';
import { WRONG_SHAPES } from '../../../demo/lib/wrong-shapes.mjs';
import { rawDocument, rawFolder } from './raw-tiles';

/** The raw document tiles the walk meets, in its order. */
const rawTilesOf = (body: unknown): JsonObject[] => {
  const raws: JsonObject[] = [];
  forEachRawDocumentTile(body, (raw) => raws.push(raw));
  return raws;
};

/** Every tile of the answer that parses, in the walk's order. */
const parsedTilesOf = (body: unknown): DocumentTile[] =>
  rawTilesOf(body).flatMap((raw) => parseDocumentTile(raw) ?? []);

const onlyDocument = (tiles: DocumentTile[]): DocumentTile => {
  const [tile, ...rest] = tiles;
  if (!tile || rest.length > 0) throw new Error('expected one document');
  return tile;
};

describe('forEachRawDocumentTile: the envelope', () => {
  it.each([null, 'x', 42, [], undefined])('throws a clear Error for a body of %j', (body) => {
    expect(() => rawTilesOf(body)).toThrow('FolderTile response is not an object');
  });

  it.each([{}, { Data: 'many' }, { Data: null }, { data: [] }])(
    'throws when Data is not a list: %j',
    (body) => {
      expect(() => rawTilesOf(body)).toThrow('FolderTile response has no "Data" list');
    },
  );

  it('accepts an empty list', () => {
    expect(rawTilesOf({ Data: [] })).toEqual([]);
  });
});

describe('parseDocumentTile and the walk: tiles', () => {
  it('maps the spec §3 fields of a document tile', () => {
    const tile = onlyDocument(
      parsedTilesOf({
        Data: [
          rawDocument({
            ItemId: 48455,
            Name: '  Online notarization  ',
            CountryCode: 'us',
            LastModified: '2025-11-17T20:00:00-08:00',
            Template: 'PWRATT',
            NotarySessionId: 'NS-7781',
          }),
        ],
      }),
    );
    expect(tile).toMatchObject({
      itemId: '48455',
      name: 'Online notarization',
      countryCode: 'US',
      lastModified: Date.UTC(2025, 10, 18, 4, 0, 0),
      isUpload: false,
      documentType: 'Document',
      template: 'PWRATT',
      notarySessionId: 'NS-7781',
      notaryDocumentId: '',
    });
  });

  it("walks folders at any depth, depth first in the server's order", () => {
    const raws = rawTilesOf({
      Data: [
        rawFolder([rawFolder([rawDocument({ ItemId: 1 })]), rawDocument({ ItemId: 2 })]),
        rawDocument({ ItemId: 3 }),
      ],
    });
    expect(raws.map((raw) => raw.ItemId)).toEqual([1, 2, 3]);
  });

  it('hands over the raw tiles themselves, not copies', () => {
    const tile = rawDocument({ ItemId: 1 });
    expect(rawTilesOf({ Data: [rawFolder([tile])] })[0]).toBe(tile);
  });

  it('reads LastModified itself unless the caller has', () => {
    const raw = rawDocument({ LastModified: '2025-01-01T00:00:00Z' });
    expect(parseDocumentTile(raw)?.lastModified).toBe(Date.UTC(2025, 0, 1));
    expect(parseDocumentTile(raw, 42)?.lastModified).toBe(42);
  });

  it('reads a Blob with a WebuserFileID as an upload, and a null or empty one as none', () => {
    const parse = (blob: unknown) =>
      onlyDocument(parsedTilesOf({ Data: [rawDocument({ Blob: blob })] })).isUpload;
    expect(parse({ WebuserFileID: 123 })).toBe(true);
    expect(parse({ WebuserFileID: null })).toBe(false);
    expect(parse({})).toBe(false);
    expect(parse(null)).toBe(false);
  });

  it('caps a 100,000-character name at 500 characters', () => {
    const tile = onlyDocument(
      parsedTilesOf({ Data: [rawDocument({ Name: 'n'.repeat(100_000) })] }),
    );
    expect(tile.name).toHaveLength(500);
  });

  it('drops URLs over 2,048 characters and wrong-typed optional fields instead of the tile', () => {
    const tile = onlyDocument(
      parsedTilesOf({
        Data: [
          rawDocument({
            PostUrl: `/${'a'.repeat(2048)}`,
            DownloadUrl: 42,
            Template: ['WILL'],
            ContractUrl: null,
          }),
        ],
      }),
    );
    expect(tile).toMatchObject({ postUrl: '', downloadUrl: '', template: '', contractUrl: '' });
  });

  it('keeps a tile whose LastModified is not ISO 8601, with a NaN date', () => {
    for (const value of ['yesterday', 1763500000000, 'Nov 18 2025', null]) {
      const tile = onlyDocument(parsedTilesOf({ Data: [rawDocument({ LastModified: value })] }));
      expect(tile.lastModified).toBeNaN();
    }
  });

  it.each([
    ['a missing ItemId', { ItemId: undefined }],
    ['an object ItemId', { ItemId: { id: 1 } }],
    ['a missing Name', { Name: undefined }],
    ['a blank Name', { Name: '   ' }],
    ['a numeric CountryCode', { CountryCode: 7 }],
    ['a string Blob', { Blob: 'blob' }],
    ['a list DocumentType', { DocumentType: ['Pdf'] }],
    ['an object NotarySessionId', { NotarySessionId: {} }],
    ['a list NotaryDocumentId', { NotaryDocumentId: ['ND'] }],
  ])('skips a tile with %s, and only that tile', (_label, overrides) => {
    const tiles = parsedTilesOf({
      Data: [rawDocument(overrides), rawDocument({ ItemId: 'kept' })],
    });
    expect(tiles).toEqual([expect.objectContaining({ itemId: 'kept' })]);
  });

  it('never shows a folder as a document: Children not a list, or TileType Folder without one', () => {
    const tiles = parsedTilesOf({
      Data: [
        { Children: 'not-a-list', Name: 'x', ItemId: 1 },
        { Children: null, Name: 'x', ItemId: 2 },
        rawFolder([], { Children: undefined }),
        rawDocument({ ItemId: 'kept' }),
      ],
    });
    expect(tiles).toEqual([expect.objectContaining({ itemId: 'kept' })]);
  });

  it('survives the demo server\'s "wrong-shape" tiles', () => {
    const documents = parsedTilesOf(WRONG_SHAPES.tiles?.());
    // Only the last tile has the fields the filter needs; its name is cut and its date is NaN.
    expect(documents).toHaveLength(1);
    const last = documents.at(-1);
    expect(last?.name).toHaveLength(500);
    expect(last?.lastModified).toBeNaN();
    expect(last?.postUrl).toBe('javascript:alert(1)');
  });

  it('walks a 100,000-deep chain of folders without overflowing', () => {
    let node: Record<string, unknown> = rawDocument({ ItemId: 'deep' });
    for (let level = 0; level < 100_000; level += 1) node = { Children: [node] };
    expect(parsedTilesOf({ Data: [node] })).toEqual([expect.objectContaining({ itemId: 'deep' })]);
  });

  it('does not loop on a list that contains itself', () => {
    const children: unknown[] = [rawDocument({ ItemId: 'once' })];
    children.push({ Children: children });
    expect(rawTilesOf({ Data: [{ Children: children }] }).map((raw) => raw.ItemId)).toEqual([
      'once',
    ]);
  });
});
