/** spec §3 "Document tile tree": a non-folder tile (parse-tile-tree.ts); missing text is ''. */
export interface DocumentTile {
  readonly tileType: string;
  /** ItemId as text (the server sends numbers). */
  readonly itemId: string;
  /** Capped at 500 characters. */
  readonly name: string;
  /** Upper case; '' when empty. */
  readonly countryCode: string;
  /** Epoch ms; NaN when missing or not an ISO 8601 date (such tiles sort last). */
  readonly lastModified: number;
  /** spec §5: true when Blob.WebuserFileID is set — the tile is an upload. */
  readonly isUpload: boolean;
  readonly documentType: string;
  readonly postUrl: string;
  readonly downloadUrl: string;
  readonly contractUrl: string;
  /** The product code: a document's product code is its Template. */
  readonly template: string;
  readonly notarySessionId: string;
  readonly notaryDocumentId: string;
}
