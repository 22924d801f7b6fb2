// Types of dist/navigation.js, shipped as dist/navigation.d.ts: the navigation helpers of the
// widget's spec (§5, §7, §8), for host pages. Each throws an Error with the text given below when
// its input is empty. tests/unit/types/public-types.test.ts keeps these declarations and the
// module's own types the same.

/**
 * Opens `content` in a new tab (`noopener`) through an object URL, revoked a minute later.
 * `mimeType` defaults to `application/pdf`; `open` to `window.open(url, '_blank', 'noopener')`.
 * Throws "displayFile called with no content" for null, undefined or ''.
 */
export function displayFile(
  content: BlobPart | null | undefined,
  mimeType?: string,
  open?: (url: string) => unknown,
): void;

/**
 * Saves `content` as `filename` through a hidden link to an object URL, revoked a minute later.
 * `mimeType` defaults to `application/octet-stream`. Throws "download called with no filename"
 * or "download called with no content".
 */
export function download(
  filename: string,
  content: BlobPart | null | undefined,
  mimeType?: string,
  doc?: Document,
): void;

/**
 * Posts a hidden form with one hidden field per entry of `fields` to `url`, in the window or
 * frame named `target` when given (spec §7 "Other generic form POSTs"). The form is removed once
 * submitted. Throws "postTo called with no url".
 */
export function postTo(
  url: string,
  fields: Record<string, string>,
  target?: string,
  doc?: Document,
): void;
