// spec §2 "Navigation targets" for a document tile:
// - notary session → /online-notary/DocumentSelection/{id} (the notary session id);
// - editor document → a form POST to its download URL, or its post URL when it has none, with
//   the spec §7 fields;
// - any other → its post URL with the last path segment replaced by preview.aspx.
// Every URL must pass the safe-URL rule (core/markdown/safe-url.ts): a tile whose URL does not
// gets no target at all, never a `javascript:` link or form action.
import { safeHref } from '../markdown/safe-url';
import type { DocumentItem } from './document-item';
import { previewUrl } from './preview-url';

export const NOTARY_SESSION_PATH = '/online-notary/DocumentSelection/';

/**
 * spec §7 "Open editor document: fields wdid, webuser_data_id, filename, contract, format (html),
 * outputTemplate, useInline (false)". Which tile field feeds which (docs/rules.md §2
 * "Navigation targets"):
 * wdid and webuser_data_id ← ItemId (the web-user data record the tile is), filename ← Name,
 * contract ← ContractUrl, outputTemplate ← Template (the product code).
 */
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

/**
 * Whether a form may be posted to `href` (a safeHref result): only to the page's own origin —
 * scheme, host and port. safeHref's `external` compares hosts (spec §9's new-tab rule), so
 * `http://` on the same host would pass it, sending the document's name and ids unencrypted
 * (ADR-0051). A relative href stays on the page's origin by definition.
 */
function isSameOrigin(href: string, external: boolean, currentOrigin: string): boolean {
  if (external) return false;
  let page: URL;
  try {
    page = new URL(currentOrigin);
  } catch {
    // Without a usable origin safeHref calls every absolute URL external: this one is relative.
    return true;
  }
  try {
    return new URL(href, page).origin === page.origin;
  } catch {
    return false;
  }
}

/** encodeURIComponent, or undefined for '' and for text it cannot encode (lone surrogates). */
function encodeSafely(id: string): string | undefined {
  try {
    return id === '' ? undefined : encodeURIComponent(id);
  } catch {
    return undefined;
  }
}

function link(raw: string, currentOrigin: string): DocumentTarget {
  const safe = safeHref(raw, currentOrigin);
  return safe ? { kind: 'link', href: safe.href, newTab: safe.external } : NONE;
}

/** Where a click on the item goes. `currentOrigin` is the page's origin. Never throws. */
export function documentTarget(item: DocumentItem, currentOrigin: string): DocumentTarget {
  const { attributes } = item;
  switch (item.type) {
    case 'NotarySession': {
      const id = attributes.notarySessionId ?? '';
      // A lone surrogate ('\ud800', from any JSON body) makes encodeURIComponent throw: such
      // an id names no session, so the tile is not a link (found by the tile-mapping property
      // test with seed 18).
      const encoded = encodeSafely(id);
      return encoded === undefined ? NONE : link(`${NOTARY_SESSION_PATH}${encoded}`, currentOrigin);
    }
    case 'Editor': {
      const safe = safeHref(attributes.downloadUrl || attributes.postUrl, currentOrigin);
      // The POST carries the document's name and ids: it never goes to another origin
      // (no personal data to any other origin, not even another scheme or port of the same
      // host: docs/security.md "4. Personal data leaving the page"). A link may; a form may not.
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
