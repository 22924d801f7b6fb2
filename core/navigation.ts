// dist/navigation.js (types/navigation.d.ts, ADR-0042): spec §5/§7/§8's navigation helpers for
// host pages; a visitor pays nothing until a host page imports it.

// Revoked after a delay: at once, it can cancel a download or a tab that has not read the blob.
const REVOKE_AFTER_MS = 60_000;

function withBlobUrl(content: BlobPart, mimeType: string, use: (url: string) => void): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  try {
    use(url);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

const isEmpty = (content: unknown) => content === null || content === undefined || content === '';

// spec §5/§8: displayFile opens content in a new tab; empty content is an error.
export function displayFile(
  content: BlobPart | null | undefined,
  mimeType = 'application/pdf',
  open: (url: string) => unknown = (url) => window.open(url, '_blank', 'noopener'),
): void {
  if (isEmpty(content)) throw new Error('displayFile called with no content');
  withBlobUrl(content, mimeType, open);
}

// spec §5/§8: download rejects empty input with these exact texts.
export function download(
  filename: string,
  content: BlobPart | null | undefined,
  mimeType = 'application/octet-stream',
  doc: Document = document,
): void {
  if (!filename) throw new Error('download called with no filename');
  if (isEmpty(content)) throw new Error('download called with no content');
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

// spec §7 "Other generic form POSTs: a hidden form can be posted to a URL with a field map,
// optionally targeting a window." Error text from spec §8.
export function postTo(
  url: string,
  fields: Record<string, string>,
  target?: string,
  doc: Document = document,
): void {
  if (!url) throw new Error('postTo called with no url');
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url;
  form.style.display = 'none';
  if (target) form.target = target;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
