import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RecentDocuments, mapDocumentItem } from '../../../core/documents/document-item';
import { keepTile, selectRecentDocuments } from '../../../core/documents/select-recent-documents';
import { parseDocumentTile, type DocumentTile } from '../../../core/documents/parse-tile-tree';
import { isJsonObject } from '../../../core/json';
import { at, rawDocument, rawFolder, type RawTile } from './raw-tiles';
import { anyTile } from './tile-arbitraries';

const select = (raw: RawTile[], country = 'US') => selectRecentDocuments({ Data: raw }, country);
const ids = (result: ReturnType<typeof select>): string[] => result.items.map((item) => item.id);

describe('selectRecentDocuments: spec §5 tile filtering', () => {
  it.each<[name: string, tiles: RawTile[], kept: string[]]>([
    [
      'keeps the current country and empty country codes, not other countries',
      [
        rawDocument({ ItemId: 'us', CountryCode: 'US', LastModified: at(1) }),
        rawDocument({ ItemId: 'ca', CountryCode: 'CA', LastModified: at(3) }),
        rawDocument({ ItemId: 'none', CountryCode: '', LastModified: at(2) }),
      ],
      ['none', 'us'],
    ],
    [
      'flattens folders at any depth and never returns a folder',
      [
        rawFolder([rawFolder([rawDocument({ ItemId: 'deep', LastModified: at(5) })])]),
        rawDocument({ ItemId: 'top', LastModified: at(4) }),
      ],
      ['deep', 'top'],
    ],
    [
      'leaves out uploads (a Blob.WebuserFileID) and PDFs in any case',
      [
        rawDocument({ ItemId: 'upload', Blob: { WebuserFileID: 1 }, LastModified: at(9) }),
        rawDocument({ ItemId: 'pdf', DocumentType: 'Pdf', LastModified: at(8) }),
        rawDocument({ ItemId: 'PDF', DocumentType: 'PDF', LastModified: at(7) }),
        rawDocument({ ItemId: 'kept', LastModified: at(1) }),
      ],
      ['kept'],
    ],
    [
      'sorts by the instant, not the string (offsets count)',
      [
        rawDocument({ ItemId: 'later', LastModified: '2025-11-17T20:00:00-08:00' }),
        rawDocument({ ItemId: 'earlier', LastModified: '2025-11-17T22:00:00Z' }),
      ],
      ['later', 'earlier'],
    ],
    [
      'keeps tree order for equal dates (stable)',
      [
        rawFolder([rawDocument({ ItemId: 'first', LastModified: at(1) })]),
        rawDocument({ ItemId: 'second', LastModified: at(1) }),
        rawDocument({ ItemId: 'third', LastModified: at(1) }),
      ],
      ['first', 'second'],
    ],
    [
      'sorts tiles without a valid date after every dated one',
      [
        rawDocument({ ItemId: 'undated', LastModified: 'yesterday' }),
        rawDocument({ ItemId: 'old', LastModified: '1990-01-01T00:00:00Z' }),
      ],
      ['old', 'undated'],
    ],
  ])('%s', (_name, tiles, kept) => {
    expect(ids(select(tiles))).toEqual(kept);
  });

  it('compares the country case-insensitively', () => {
    expect(ids(select([rawDocument({ ItemId: 'gb', CountryCode: 'gb' })], 'GB'))).toEqual(['gb']);
    expect(ids(select([rawDocument({ ItemId: 'gb', CountryCode: 'GB' })], 'gb'))).toEqual(['gb']);
  });

  it('returns the first two, newest first (spec §9 "Recent documents shown: 2")', () => {
    const result = select(
      [1, 5, 3, 4, 2].map((minute) =>
        rawDocument({ ItemId: `m${minute}`, LastModified: at(minute) }),
      ),
    );
    expect(ids(result)).toEqual(['m5', 'm4']);
  });

  it('gives the product code of the newest kept document, or undefined', () => {
    expect(
      select([
        rawDocument({ Template: 'BOS', LastModified: at(1) }),
        rawDocument({ Template: 'RESLSE', LastModified: at(2) }),
      ]).mostRecentProductCode,
    ).toBe('RESLSE');
    expect(select([rawDocument({ Template: '' })]).mostRecentProductCode).toBeUndefined();
    expect(select([]).mostRecentProductCode).toBeUndefined();
  });
});

describe('selectRecentDocuments: 100,000 tiles', () => {
  it('finds the top two of a flat 100,000-tile tree', () => {
    const body = {
      Data: Array.from({ length: 100_000 }, (_, index) =>
        rawDocument({
          ItemId: `t${index}`,
          // A scrambled order, with the two newest in the middle.
          LastModified: at((index * 7919) % 100_000),
          CountryCode: index % 3 === 0 ? 'CA' : 'US',
        }),
      ),
    };
    const newest = Array.from({ length: 100_000 }, (_, index) => index)
      .filter((index) => index % 3 !== 0)
      .sort((a, b) => ((b * 7919) % 100_000) - ((a * 7919) % 100_000))
      .slice(0, 2)
      .map((index) => `t${index}`);
    expect(selectRecentDocuments(body, 'US').items.map((item) => item.id)).toEqual(newest);
  });

  it('walks a 100,000-deep chain of folders without throwing', () => {
    let node: RawTile = rawDocument({ ItemId: 'bottom', LastModified: at(100) });
    for (let level = 0; level < 100_000; level += 1) {
      node = rawFolder([
        node,
        ...(level === 50_000 ? [rawDocument({ ItemId: 'middle', LastModified: at(50) })] : []),
      ]);
    }
    const body = { Data: [node, rawDocument({ ItemId: 'top', LastModified: at(10) })] };
    expect(selectRecentDocuments(body, 'US').items.map((item) => item.id)).toEqual([
      'bottom',
      'middle',
    ]);
  });
});

/**
 * spec §5 read literally: flatten the tree by recursing through folders, keep the tiles that
 * parse and pass the filter, sort them newest first (a stable sort: ties keep tree order), take
 * the first `limit`. What the one pass must always agree with.
 */
function straightforward(body: { Data: unknown[] }, country: string, limit = 2): RecentDocuments {
  const flat: unknown[] = [];
  const flatten = (list: readonly unknown[]) => {
    for (const tile of list) {
      if (!isJsonObject(tile)) continue;
      if ('Children' in tile || tile.TileType === 'Folder') {
        if (Array.isArray(tile.Children)) flatten(tile.Children);
      } else flat.push(tile);
    }
  };
  flatten(body.Data);
  const rank = (tile: DocumentTile) =>
    Number.isNaN(tile.lastModified) ? Number.NEGATIVE_INFINITY : tile.lastModified;
  const sorted = flat
    .flatMap((raw) => (isJsonObject(raw) ? (parseDocumentTile(raw) ?? []) : []))
    .filter((tile) => keepTile(tile, country))
    .sort((a, b) => (rank(a) === rank(b) ? 0 : rank(b) > rank(a) ? 1 : -1));
  const code = sorted[0]?.template;
  return {
    items: sorted.slice(0, limit).map(mapDocumentItem),
    mostRecentProductCode: code ? code : undefined,
  };
}

describe('selectRecentDocuments: one pass, as spec §5 reads', () => {
  it('always agrees with flatten, filter and a stable sort (ties, bad dates, every filter)', () => {
    fc.assert(
      fc.property(
        fc.array(anyTile, { maxLength: 12 }),
        fc.constantFrom('US', 'us', 'CA', 'GB'),
        (data, country) => {
          const body = { Data: data };
          expect(selectRecentDocuments(body, country)).toEqual(straightforward(body, country));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('agrees on large flat lists where many tiles share the newest instant', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ minute: fc.integer({ min: 0, max: 5 }), ca: fc.boolean() }), {
          minLength: 1,
          maxLength: 300,
        }),
        (tiles) => {
          const body = {
            Data: tiles.map(({ minute, ca }, index) =>
              rawDocument({
                ItemId: index,
                LastModified: at(minute),
                CountryCode: ca ? 'CA' : 'US',
              }),
            ),
          };
          expect(selectRecentDocuments(body, 'US')).toEqual(straightforward(body, 'US'));
        },
      ),
      { numRuns: 300 },
    );
  });

  /** A raw tile whose every field read is counted. */
  function countedTile(fields: RawTile, reads: Map<string, number>): RawTile {
    const tile: RawTile = {};
    for (const [name, value] of Object.entries(fields)) {
      Object.defineProperty(tile, name, {
        enumerable: true,
        get: () => {
          reads.set(name, (reads.get(name) ?? 0) + 1);
          return value;
        },
      });
    }
    return tile;
  }

  it('parses whole only the tiles that would be among the newest two', () => {
    const reads = Array.from({ length: 1_000 }, () => new Map<string, number>());
    // Newest first, as a server may list them: after the first two, no tile can enter.
    const data = reads.map((counts, index) =>
      countedTile(rawDocument({ ItemId: index, LastModified: at(1_000 - index) }), counts),
    );
    expect(ids(selectRecentDocuments({ Data: [rawFolder(data)] }, 'US'))).toEqual(['0', '1']);
    const namesRead = reads.filter((counts) => counts.has('Name')).length;
    expect(namesRead).toBe(2);
    // Each date is read once: the one pass hands it to the parse.
    expect(Math.max(...reads.map((counts) => counts.get('LastModified') ?? 0))).toBe(1);
  });

  it('does not read the date of a tile the filter leaves out', () => {
    const reads = new Map<string, number>();
    const other = countedTile(rawDocument({ CountryCode: 'CA', LastModified: at(9) }), reads);
    const upload = countedTile(rawDocument({ Blob: { WebuserFileID: 3 } }), reads);
    const pdf = countedTile(rawDocument({ DocumentType: 'PDF' }), reads);
    expect(ids(select([other, upload, pdf, rawDocument({ ItemId: 'kept' })]))).toEqual(['kept']);
    expect(reads.get('LastModified')).toBeUndefined();
    expect(reads.get('Name')).toBeUndefined();
  });
});
