import { withBlobUrl } from './blob-url';

// spec §5/§8: displayFile opens content in a new tab; empty content is an error.
export function displayFile(
  content: BlobPart | null | undefined,
  mimeType = 'application/pdf',
  open: (url: string) => unknown = (url) => window.open(url, '_blank', 'noopener'),
): void {
  if (content === null || content === undefined || content === '') {
    throw new Error('displayFile called with no content');
  }
  withBlobUrl(content, mimeType, (url) => {
    open(url);
  });
}
