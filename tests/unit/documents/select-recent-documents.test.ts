import { describe, expect, it } from 'vitest';
import { parseFolderTileResponse } from '../../../core/documents/parse-tile-tree';
import { selectRecentDocuments } from '../../../core/documents/select-recent-documents';
import type { Tile } from '../../../core/documents/tile';
import { at, rawDocument, rawFolder } from './raw-tiles';
import type { RawTile } from './raw-tiles';

const select = (raw: RawTile[], country = 'US', limit?: number) =>
  selectRecentDocuments(parseFolderTileResponse({ Data: raw }), country, limit);
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

  it('honours another limit, and 0 gives no items', () => {
    const raw = [1, 2, 3].map((minute) =>
      rawDocument({ ItemId: `m${minute}`, LastModified: at(minute) }),
    );
    expect(ids(select(raw, 'US', 3))).toEqual(['m3', 'm2', 'm1']);
    expect(ids(select(raw, 'US', 0))).toEqual([]);
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
    expect(select([rawDocument({ Template: 'BOS' })], 'US', 0).mostRecentProductCode).toBe('BOS');
  });
});

describe('selectRecentDocuments: 100,000 tiles', () => {
  it('finds the top two of a flat 100,000-tile tree', () => {
    const tiles: Tile[] = parseFolderTileResponse({
      Data: Array.from({ length: 100_000 }, (_, index) =>
        rawDocument({
          ItemId: `t${index}`,
          // A scrambled order, with the two newest in the middle.
          LastModified: at((index * 7919) % 100_000),
          CountryCode: index % 3 === 0 ? 'CA' : 'US',
        }),
      ),
    });
    const newest = Array.from({ length: 100_000 }, (_, index) => index)
      .filter((index) => index % 3 !== 0)
      .sort((a, b) => ((b * 7919) % 100_000) - ((a * 7919) % 100_000))
      .slice(0, 2)
      .map((index) => `t${index}`);
    expect(selectRecentDocuments(tiles, 'US').items.map((item) => item.id)).toEqual(newest);
  });

  it('walks a 100,000-deep chain of folders without throwing', () => {
    let node: RawTile = rawDocument({ ItemId: 'bottom', LastModified: at(100) });
    for (let level = 0; level < 100_000; level += 1) {
      node = rawFolder([
        node,
        ...(level === 50_000 ? [rawDocument({ ItemId: 'middle', LastModified: at(50) })] : []),
      ]);
    }
    const tiles = parseFolderTileResponse({
      Data: [node, rawDocument({ ItemId: 'top', LastModified: at(10) })],
    });
    expect(selectRecentDocuments(tiles, 'US').items.map((item) => item.id)).toEqual([
      'bottom',
      'middle',
    ]);
  });
});
