// The upsell copy's markdown, exactly what the locale bundles write: `**strong**` and
// `[text](url)`, each allowed inside the other (tests/unit/locales/bundles.test.ts keeps the
// bundles to that). Anything else stays literal text: `*`, `_`, backslashes, character
// references, raw HTML, blank lines (the copy is one paragraph, a newline is a space).
//
// Spec rules:
// - §5: a link whose URL is not safe (safe-url.ts) is not a link: its source stays text.
// - §9: a link to another host opens in a new tab.
// - §9 "Markdown maximum nesting: 20" (md-node.ts): a label holds no brackets, so no link, and
//   the next `**` always closes an open one, so no strong in strong. The deepest tree is
//   paragraph > strong > link > strong.
import type { MdNode } from './md-node';
import { safeHref } from './safe-url';
import { truncate } from '../errors/truncate';

/** Upsell copy is a few sentences; longer input is cut so even hostile text parses quickly. */
export const MAX_MARKDOWN_INPUT = 5000;

export interface ParseMarkdownOptions {
  /** The page's origin, e.g. `https://www.example.com`: decides which links are external. */
  currentOrigin: string;
}

// `**`, or a link whose label has no brackets and whose URL no blanks or parentheses; not after
// `!`, where it would be an image. Each part stops at a character that no longer fits it, and no
// two tries read the same label or URL, so a scan is linear however hostile the copy
// (tests/unit/security/linear-time.properties.test.ts).
const TOKEN = /\*\*|(?<!!)\[([^[\]]+)\]\(([^\s()]+)\)/g;

function pushText(out: MdNode[], value: string): void {
  const last = out[out.length - 1];
  if (last?.type === 'text') last.value += value;
  else if (value !== '') out.push({ type: 'text', value });
}

function parseInline(source: string, currentOrigin: string): MdNode[] {
  const out: MdNode[] = [];
  // The children of an open `**`; undefined while none is open.
  let strong: MdNode[] | undefined;
  let end = 0;
  for (const match of source.matchAll(TOKEN)) {
    const [token, label, url] = match;
    const into = strong ?? out;
    pushText(into, source.slice(end, match.index));
    end = match.index + token.length;
    if (label === undefined || url === undefined) {
      // `****` stays text: an empty strong would hide its delimiters.
      if (strong?.length === 0) pushText(out, '****');
      else if (strong) out.push({ type: 'strong', children: strong });
      strong = strong ? undefined : [];
    } else {
      const safe = safeHref(url, currentOrigin);
      if (safe) {
        const children = parseInline(label, currentOrigin);
        into.push({ type: 'link', href: safe.href, newTab: safe.external, children });
      } else {
        pushText(into, token);
      }
    }
  }
  pushText(strong ?? out, source.slice(end));
  if (strong) {
    // An unclosed `**` is text, and what followed it is not strong.
    pushText(out, '**');
    for (const node of strong) {
      if (node.type === 'text') pushText(out, node.value);
      else out.push(node);
    }
  }
  return out;
}

/**
 * Parses upsell copy into the inline nodes of one paragraph. Never throws: anything it cannot
 * read stays text, and a non-string gives no nodes.
 */
export function parseMarkdown(text: unknown, options: ParseMarkdownOptions): MdNode[] {
  if (typeof text !== 'string') return [];
  return parseInline(truncate(text, MAX_MARKDOWN_INPUT), options.currentOrigin);
}
