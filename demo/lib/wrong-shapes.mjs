// Bodies for the `wrong-shape` fault: 200 responses whose JSON parses but does not fit the
// shapes of spec §7: missing fields, wrong types, hostile URLs and a 100,000-char name.

export const LONG_TEXT_LENGTH = 100_000;

const LONG_TEXT = 'An extremely long document name that never seems to end '
  .repeat(Math.ceil(LONG_TEXT_LENGTH / 56))
  .slice(0, LONG_TEXT_LENGTH);

/** @type {Record<string, () => unknown>} */
export const WRONG_SHAPES = {
  tiles: () => ({
    Data: [
      null,
      'folder',
      42,
      { Children: 'not-a-list' },
      { Children: [{ Children: [{ Children: null }] }] },
      {
        TileType: 7,
        CountryCode: null,
        LastModified: 'yesterday',
        Blob: 'blob',
        DocumentType: ['Pdf'],
        ItemId: { id: 1 },
        Name: LONG_TEXT,
        PostUrl: 42,
      },
      { Name: 'A tile with no other field' },
      {
        TileType: 'Document',
        CountryCode: 'US',
        LastModified: 1763500000000,
        Blob: null,
        DocumentType: 'Document',
        ItemId: 1,
        Name: LONG_TEXT,
        PostUrl: 'javascript:alert(1)',
        DownloadUrl: null,
        ContractUrl: 5,
        Template: ['WILL'],
      },
    ],
    Total: 'many',
  }),
  dashboards: () => ({
    succeeded: 'true',
    result: [{ title: LONG_TEXT }, { href: 42 }, null, 'Rental Property'],
    errors: 'none',
  }),
  experiment: () => ({
    succeeded: true,
    result: { experimentName: LONG_TEXT, variationName: ['N'] },
    errors: null,
  }),
  logger: () => ({ succeeded: 'maybe', errors: LONG_TEXT }),
  ignore: () => [
    { category: 'message', rules: 'not-a-list' },
    { category: 42, rules: [1, null] },
    { rules: [LONG_TEXT] },
    null,
  ],
  icons: () => ({
    bolt: 'bolt.svg',
    refresh: { path: 42 },
    'arrow-down': null,
    close: { href: 'close.svg' },
    document: { path: LONG_TEXT },
  }),
};
