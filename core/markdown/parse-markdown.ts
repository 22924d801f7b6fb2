// The upsell copy's markdown, exactly what the bundles write (tests/unit/locales/bundles.test.ts):
// `**strong**` and `[text](url)`, each inside the other. Anything else stays text. Spec §5: a link
// to an unsafe URL (safe-url.ts) stays text; §9: another host's opens in a new tab; §9 nesting
// (md-node.ts): a label holds no link and `**` never nests, so the deepest tree is paragraph >
// strong > link > strong.
import type { MdNode } from './md-node';
import { safeHref } from './safe-url';
import { truncate } from '../errors/truncate';

/** Upsell copy is a few sentences: longer input is cut. */
export const MAX_MARKDOWN_INPUT = 5000;

export interface ParseMarkdownOptions {
  /** The page's origin, e.g. `https://www.example.com`: decides which links are external. */
  currentOrigin: string;
}

// `**`, or a link (not after `!`, an image) whose label has no brackets and URL no blanks or
// parentheses: no two tries read the same text, so a scan is linear
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

/** Upsell copy as one paragraph's nodes; what it cannot read stays text. Never throws. */
export function parseMarkdown(text: unknown, options: ParseMarkdownOptions): MdNode[] {
  if (typeof text !== 'string') return [];
  return parseInline(truncate(text, MAX_MARKDOWN_INPUT), options.currentOrigin);
}
