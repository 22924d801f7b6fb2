// Revoked after a delay: at once, it can cancel a download or a tab that has not read the blob.
const REVOKE_AFTER_MS = 60_000;

export function withBlobUrl(content: BlobPart, mimeType: string, use: (url: string) => void): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  try {
    use(url);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
