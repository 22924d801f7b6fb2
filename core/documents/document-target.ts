// Where a document item leads (spec §2): its preview page, a notary session or an editor's POST.
import { safeHref } from '../markdown';
import { parseUrl } from '../url';
import type { DocumentItem } from './document-item';

const SCHEME_OR_AUTHORITY = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?[\\/]{2}[^\\/?#]*/;

// spec §2: "Document tile, other → the post URL with its path ending replaced by /preview.aspx",
// query and fragment kept, relative or absolute, unresolved; '' gives ''.
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
  return `${authority}${directory}preview.aspx${suffix}`;
}

// spec §7 "Open editor document": fields wdid, webuser_data_id, filename, contract, format (html),
// outputTemplate, useInline (false)"; which tile field feeds which: docs/rules.md §2.
export interface EditorPostFields {
  wdid: string;
  webuser_data_id: string;
  filename: string;
  contract: string;
  format: 'html';
  outputTemplate: string;
  useInline: 'false';
}

export type DocumentTarget =
  | { kind: 'link'; href: string; newTab: boolean }
  | { kind: 'post'; url: string; fields: EditorPostFields }
  | { kind: 'none' };

const NONE: DocumentTarget = { kind: 'none' };

// A form is posted only to the page's own origin (ADR-0051); `external` compares hosts only.
function isSameOrigin(href: string, external: boolean, currentOrigin: string): boolean {
  if (external) return false;
  const page = parseUrl(currentOrigin);
  // Without a usable origin safeHref calls every absolute URL external: this one is relative.
  return !page || parseUrl(href, page)?.origin === page.origin;
}

function link(raw: string, currentOrigin: string): DocumentTarget {
  const safe = safeHref(raw, currentOrigin);
  return safe ? { kind: 'link', href: safe.href, newTab: safe.external } : NONE;
}

// spec §2 "Navigation targets": a notary session's DocumentSelection page; an editor's form POST
// to its download, else post, URL; any other's preview page; none where safeHref refuses.
export function documentTarget(item: DocumentItem, currentOrigin: string): DocumentTarget {
  const { attributes } = item;
  switch (item.type) {
    case 'NotarySession': {
      const id = attributes.notarySessionId ?? '';
      try {
        const path = `/online-notary/DocumentSelection/${encodeURIComponent(id)}`;
        return id === '' ? NONE : link(path, currentOrigin);
      } catch {
        // A lone surrogate ('\ud800') makes encodeURIComponent throw: such an id names no session.
        return NONE;
      }
    }
    case 'Editor': {
      const safe = safeHref(attributes.downloadUrl || attributes.postUrl, currentOrigin);
      // It carries the document's name and ids (docs/security.md "4. Personal data leaving...").
      if (!safe || !isSameOrigin(safe.href, safe.external, currentOrigin)) return NONE;
      return {
        kind: 'post',
        url: safe.href,
        fields: {
          wdid: item.id,
          webuser_data_id: item.id,
          filename: item.title,
          contract: attributes.contractUrl,
          format: 'html',
          outputTemplate: attributes.template,
          useInline: 'false',
        },
      };
    }
    default: {
      // Checked before and after the rewrite: the rewrite must not turn a bad URL into a good one.
      if (!safeHref(attributes.postUrl, currentOrigin)) return NONE;
      return link(previewUrl(attributes.postUrl), currentOrigin);
    }
  }
}
