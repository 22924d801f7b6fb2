import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  selectRecentDocuments,
  slimTileTree,
} from '../../../core/documents/select-recent-documents';
import { at, rawDocument, rawFolder } from './raw-tiles';
import { anyTile } from './tile-arbitraries';

/** What the page parses: the worker sends the slim answer as JSON. */
const sent = (body: unknown): unknown => JSON.parse(JSON.stringify(slimTileTree(body)));
const idsOf = (body: { Data: { ItemId?: unknown }[] }) => body.Data.map((tile) => tile.ItemId);

describe('slimTileTree: what the worker answers and keeps of a FolderTile answer (ADR-0088)', () => {
  it('every country picks from it what it picks from the whole answer', () => {
    fc.assert(
      fc.property(
        fc.array(anyTile, { maxLength: 12 }),
        fc.constantFrom('US', 'us', 'CA', 'GB', 'DE', ''),
        (data, country) => {
          const body = { Data: data };
          expect(selectRecentDocuments(sent(body), country)).toEqual(
            selectRecentDocuments(body, country),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('keeps the newest two each country code could show, flat and in tree order', () => {
    const usNew = rawDocument({ ItemId: 'us-new', CountryCode: ' us ', LastModified: at(6) });
    const body = {
      Data: [
        rawDocument({ ItemId: 'us-old', CountryCode: 'US', LastModified: at(1) }),
        rawFolder([
          rawDocument({ ItemId: 'ca-1', CountryCode: 'CA', LastModified: at(5) }),
          rawFolder([usNew]),
          rawDocument({
            ItemId: 'upload',
            CountryCode: 'US',
            LastModified: at(9),
            Blob: { WebuserFileID: 3 },
          }),
          rawDocument({
            ItemId: 'pdf',
            CountryCode: 'US',
            LastModified: at(9),
            DocumentType: 'Pdf',
          }),
        ]),
        rawDocument({ ItemId: 'us-mid', CountryCode: 'US', LastModified: at(4) }),
        rawDocument({ ItemId: 'none', CountryCode: null, LastModified: at(2) }),
        rawDocument({ ItemId: 'ca-2', CountryCode: 'CA', LastModified: at(7) }),
        rawDocument({ ItemId: 'ca-3', CountryCode: 'CA', LastModified: at(3) }),
        rawDocument({ ItemId: 'not-a-code', CountryCode: 7, LastModified: at(9) }),
      ],
    };
    const slim = slimTileTree(body);
    expect(idsOf(slim)).toEqual(['ca-1', 'us-new', 'us-mid', 'none', 'ca-2']);
    // The tiles as the server sent them, not as the widget parsed them.
    expect(slim.Data[1]).toBe(usNew);
  });

  it('keeps a handful of 20,000 tiles', () => {
    const countries = ['US', 'CA', 'GB', '', 'DE'];
    const body = {
      Data: Array.from({ length: 1_000 }, (_, folder) =>
        rawFolder(
          Array.from({ length: 20 }, (_, index) =>
            rawDocument({
              ItemId: folder * 20 + index,
              CountryCode: countries[index % countries.length],
              LastModified: at((folder * 7 + index * 13) % 50),
            }),
          ),
        ),
      ),
    };
    const slim = slimTileTree(body);
    expect(slim.Data.length).toBe(2 * countries.length);
    for (const country of ['US', 'CA', 'GB']) {
      expect(selectRecentDocuments(sent(body), country)).toEqual(
        selectRecentDocuments(body, country),
      );
    }
  });

  it('throws, as the page would, on a body that is not { Data: [...] }', () => {
    expect(() => slimTileTree({ Data: 'tiles' })).toThrow(/Data/);
    expect(() => slimTileTree([])).toThrow();
  });
});
