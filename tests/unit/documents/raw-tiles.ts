// Builders for raw FolderTile JSON (the shape spec §7 gives), for the documents tests.

export type RawTile = Record<string, unknown>;

let nextId = 1;

/** A document tile that passes every spec §5 filter for the US; override what a test needs. */
export function rawDocument(overrides: RawTile = {}): RawTile {
  const id = nextId++;
  return {
    TileType: 'Document',
    ItemId: id,
    Name: `Document ${id}`,
    CountryCode: 'US',
    LastModified: '2025-01-01T00:00:00Z',
    Blob: null,
    DocumentType: 'Document',
    Template: 'WILL',
    PostUrl: `/mydocuments/document/${id}/post.aspx`,
    DownloadUrl: `/mydocuments/document/${id}/download.aspx`,
    ContractUrl: '/contracts/x/',
    NotarySessionId: null,
    NotaryDocumentId: null,
    ...overrides,
  };
}

export function rawFolder(children: unknown[], overrides: RawTile = {}): RawTile {
  return {
    TileType: 'Folder',
    ItemId: nextId++,
    Name: 'Folder',
    CountryCode: '',
    LastModified: '2030-01-01T00:00:00Z',
    Blob: null,
    DocumentType: null,
    Template: '',
    Children: children,
    ...overrides,
  };
}

/** Minutes after 2025-01-01T00:00Z as an ISO string. */
export const at = (minutes: number): string =>
  new Date(Date.UTC(2025, 0, 1) + minutes * 60_000).toISOString();
