// A FolderTile answer (`{ Data: [...] }`) of any size for the benchmarks: folders of 20, a few
// levels deep, every kind of tile (uploads, PDFs, editor documents, notary sessions, other
// countries, no country), and dates from a seeded generator, so the newest documents sit anywhere
// in the tree and some dates repeat (ties), as they do in a real answer.

const COUNTRIES = ['US', 'CA', 'GB', 'DE', ''];

/** A small deterministic generator (mulberry32): the same tree on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface RawDocumentTile {
  TileType: string;
  CountryCode: string;
  LastModified: string;
  Blob: { WebuserFileID: number } | null;
  DocumentType: string;
  ItemId: number;
  Name: string;
  PostUrl: string;
  DownloadUrl: string;
  ContractUrl: string;
  Template: string;
  NotarySessionId: string | null;
  NotaryDocumentId: string | null;
}

export interface TileTree {
  Data: unknown[];
}

export function tileTree(count: number, seed = 1): TileTree {
  const random = seeded(seed);
  let id = 0;
  const documentTile = (): RawDocumentTile => {
    id += 1;
    const kind = id % 7;
    // Five years of minutes, drawn with replacement: a few thousand tiles share a minute.
    const minute = Math.floor(random() * 5 * 365 * 24 * 60);
    return {
      TileType: 'Document',
      CountryCode: COUNTRIES[id % COUNTRIES.length]!,
      LastModified: new Date(Date.UTC(2020, 0, 1) + minute * 60_000).toISOString(),
      Blob: kind === 3 ? { WebuserFileID: id } : null,
      DocumentType: kind === 4 ? 'Pdf' : kind === 5 ? 'Editor' : 'Document',
      ItemId: id,
      Name: `Document ${id}`,
      PostUrl: `/mydocuments/document/${id}/post.aspx`,
      DownloadUrl: `/mydocuments/document/${id}/download.aspx`,
      ContractUrl: `/contracts/${id}/`,
      Template: 'RESLSE',
      NotarySessionId: kind === 6 ? `NS-${id}` : null,
      NotaryDocumentId: null,
    };
  };
  const folder = (size: number): unknown => {
    if (size <= 20) return { Children: Array.from({ length: size }, documentTile) };
    const children: unknown[] = [];
    const step = Math.ceil(size / 20);
    for (let left = size; left > 0; left -= Math.min(left, step)) {
      children.push(folder(Math.min(left, step)));
    }
    return { Children: children };
  };
  return { Data: [folder(count)] };
}

/**
 * The names of the `limit` newest documents spec §5 keeps for `country`, the straightforward
 * way (flatten, filter, stable sort): what the benchmarks expect on screen.
 */
export function newestNames(tree: TileTree, country: string, limit = 2): string[] {
  const tiles: RawDocumentTile[] = [];
  const walk = (list: readonly unknown[]) => {
    for (const tile of list as { Children?: unknown[] }[]) {
      if (Array.isArray(tile.Children)) walk(tile.Children);
      else tiles.push(tile as unknown as RawDocumentTile);
    }
  };
  walk(tree.Data);
  return tiles
    .filter(
      (tile) =>
        (tile.CountryCode === '' || tile.CountryCode === country) &&
        !tile.Blob?.WebuserFileID &&
        tile.DocumentType !== 'Pdf',
    )
    .map((tile) => ({ tile, at: Date.parse(tile.LastModified) }))
    .sort((a, b) => b.at - a.at)
    .slice(0, limit)
    .map(({ tile }) => tile.Name);
}
