// fast-check arbitraries for raw FolderTile answers, for the documents tests: every spec §5 filter's
// edge, and trees of folders in every shape a faulty service might send.
import fc from 'fast-check';
import { at } from './raw-tiles';

// Few instants, written several ways (the same instant with and without milliseconds, in
// another offset), so ties are common; dates that do not parse; every filter's edge.
const lastModified = fc.constantFrom<unknown>(
  at(1),
  at(2),
  at(3),
  '2025-01-01T00:03:00Z',
  '2024-12-31T19:03:00-05:00',
  '2025-01-01',
  'yesterday',
  '2025-02-31T00:00:00Z',
  1763500000000,
  null,
  undefined,
);
const documentTile = fc.record(
  {
    TileType: fc.constantFrom<unknown>('Document', 'Template', undefined, 7),
    ItemId: fc.oneof(fc.nat({ max: 50 }), fc.constantFrom<unknown>('', '  ', 'x'.repeat(101), {})),
    Name: fc.constantFrom<unknown>('Lease', ' Will ', '   ', '', 7, undefined),
    CountryCode: fc.constantFrom<unknown>(
      'US',
      'us',
      ' US ',
      'CA',
      'ca',
      '',
      ' ',
      null,
      undefined,
      7,
      `US${' '.repeat(200)}`,
      'X'.repeat(101),
    ),
    LastModified: lastModified,
    Blob: fc.constantFrom<unknown>(
      null,
      undefined,
      {},
      { WebuserFileID: 1 },
      { WebuserFileID: 0 },
      { WebuserFileID: null },
      { WebuserFileID: '' },
      'blob',
      [],
    ),
    DocumentType: fc.constantFrom<unknown>(
      'Document',
      'Editor',
      'Pdf',
      'PDF',
      ' pdf ',
      'pdfx',
      '',
      null,
      ['Pdf'],
      'x'.repeat(101),
    ),
    Template: fc.constantFrom<unknown>('WILL', 'RESLSE', '', null),
    PostUrl: fc.constantFrom<unknown>('/p/post.aspx', 42, undefined),
    NotarySessionId: fc.constantFrom<unknown>(null, 'NS-1', 7, {}),
    NotaryDocumentId: fc.constantFrom<unknown>(null, 'ND-1', ['x']),
  },
  { requiredKeys: [] },
);
export const { tile: anyTile } = fc.letrec<{ tile: unknown; folder: unknown }>((tie) => ({
  tile: fc.oneof({ depthSize: 'small' }, documentTile, documentTile, tie('folder'), fc.jsonValue()),
  folder: fc.oneof(
    fc.record({ Children: fc.array(tie('tile'), { maxLength: 6 }) }),
    fc.record({
      TileType: fc.constant('Folder'),
      Children: fc.array(tie('tile'), { maxLength: 6 }),
    }),
    fc.constantFrom({ TileType: 'Folder' }, { Children: 'not-a-list' }, { Children: null }),
  ),
}));
