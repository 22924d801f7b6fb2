// spec §2: "Document tile, other → the post URL with its path ending replaced by /preview.aspx":
// /doc/123/post.aspx?x=1 → /doc/123/preview.aspx?x=1. The query and fragment are kept.

export const PREVIEW_PAGE = 'preview.aspx';

const SCHEME_OR_AUTHORITY = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?[\\/]{2}[^\\/?#]*/;

/** Works on relative and absolute URLs without resolving them; '' in gives '' out. */
export function previewUrl(postUrl: string): string {
  if (postUrl === '') return '';
  const authority = SCHEME_OR_AUTHORITY.exec(postUrl)?.[0] ?? '';
  const rest = postUrl.slice(authority.length);
  const pathEnd = rest.search(/[?#]/);
  const path = pathEnd < 0 ? rest : rest.slice(0, pathEnd);
  const suffix = pathEnd < 0 ? '' : rest.slice(pathEnd);
  const lastSlash = path.lastIndexOf('/');
  // "https://host" has no path: the page goes at its root.
  const directory = lastSlash < 0 ? (authority === '' ? '' : '/') : path.slice(0, lastSlash + 1);
  return `${authority}${directory}${PREVIEW_PAGE}${suffix}`;
}
