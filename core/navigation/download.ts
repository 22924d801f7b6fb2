import { withBlobUrl } from './blob-url';

// spec §5/§8: download rejects empty input with these exact texts.
export function download(
  filename: string,
  content: BlobPart | null | undefined,
  mimeType = 'application/octet-stream',
  doc: Document = document,
): void {
  if (!filename) throw new Error('download called with no filename');
  if (content === null || content === undefined || content === '') {
    throw new Error('download called with no content');
  }
  withBlobUrl(content, mimeType, (url) => {
    const anchor = doc.createElement('a');
    anchor.href = url;
    anchor.download = filename;
    anchor.style.display = 'none';
    doc.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
  });
}
