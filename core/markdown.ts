// The upsell copy's markdown (spec §5): the one URL rule every link passes, the node tree and
// the parser.
import { truncate } from './errors/scrub-error';

// Character references in link URLs, decoded before `safeHref` decides, so spec §5's rejected
// schemes hold for `&#106;avascript:` too; numeric ones with or without ';', as HTML reads them.

// Names that can spell a scheme or another host (`&colon;`, `&sol;&sol;host`, a tab or newline the
// URL parser drops), and `&amp;`. Others stay literal: an href is set through the DOM, not parsed
// as HTML, so the URL checked is the one used.
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  bsol: '\\',
};

const REFERENCE = /&(?:#(\d{1,7});?|#[xX]([0-9a-fA-F]{1,6});?|([A-Za-z][A-Za-z0-9]{1,31});)/g;

function fromCodePoint(codePoint: number): string {
  // NUL, surrogates and values beyond Unicode are replaced, as HTML and CommonMark do.
  const invalid =
    codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
  return String.fromCodePoint(invalid ? 0xfffd : codePoint);
}

/** Decodes `&#106;`, `&#x6A;`, `&colon;` and the other names above; leaves anything else as is. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    REFERENCE,
    (match, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
      if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
      return (name !== undefined && Object.hasOwn(NAMED, name) && NAMED[name]) || match;
    },
  );
}

// The parser's output: plain data, never HTML (widget/components/markdown.tsx makes each node an
// element), so no input can inject markup. A link's `href` is always a `safeHref`.
export type MdNode =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: MdNode[] }
  | { type: 'link'; href: string; newTab: boolean; children: MdNode[] };

/** spec §9: "Markdown maximum nesting: 20" (paragraph, strong, link: a level each). */
export const MAX_MARKDOWN_NESTING = 20;

// spec §5: "Links with the scheme javascript, vbscript, file or data are rejected in rendered
// text": only http(s) and relative URLs become links (an allow-list), as the browser's URL parser
// reads them after character references are decoded (`java\tscript:`, `&#106;avascript:`).

/** Longer URLs are refused: no real link of ours is that long, and it keeps attributes sane. */
export const MAX_URL_LENGTH = 2048;

// Placeholder base when the current origin is unusable; relative URLs are same-host by definition.
const FALLBACK_BASE = 'https://current-origin.invalid/';
const HAS_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
// `//host`, `\\host`, `/\host`: browsers read all of them as another authority.
const NETWORK_PATH = /^[\\/]{2}/;
// The URL parser removes ASCII tab and newlines anywhere and C0 controls/space at both ends.
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex -- as above
const INNER_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;

/** `text` without C0 controls and spaces at both ends; by hand, as `[\0-\x20]+$` is quadratic. */
function trimControlsAndSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end -= 1;
  return text.slice(start, end);
}

function parseOrigin(currentOrigin: string): URL | undefined {
  try {
    const url = new URL(currentOrigin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

// The href to render for `raw` (relative input stays relative, anything else is normalised) and
// whether it points to another host (`//host` included); undefined when it must not be a link
// (unsafe scheme, unparseable, empty, control characters, longer than 2,048 characters). Never
// throws.
export function safeHref(
  raw: unknown,
  currentOrigin: string,
): { href: string; external: boolean } | undefined {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH * 8) return undefined;
  const cleaned = trimControlsAndSpaces(decodeEntities(raw).replace(TAB_OR_NEWLINE, ''));
  if (cleaned === '' || cleaned.length > MAX_URL_LENGTH || INNER_CONTROLS.test(cleaned)) {
    return undefined;
  }
  const base = parseOrigin(currentOrigin);
  let url: URL;
  try {
    url = new URL(cleaned, base ?? FALLBACK_BASE);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;

  const absolute = HAS_SCHEME.test(cleaned) || NETWORK_PATH.test(cleaned);
  if (!absolute) return { href: cleaned, external: false };
  // "a different host" (spec §9): the port counts, the scheme does not.
  const external = base === undefined || url.host !== base.host;
  return { href: url.href, external };
}

// Exactly what the bundles write (tests/unit/locales/bundles.test.ts): `**strong**` and
// `[text](url)`, each inside the other; anything else, and a link to an unsafe URL, stays text.
// A label holds no link and `**` never nests, so the deepest tree is paragraph > strong > link >
// strong (spec §9 nesting).

/** Upsell copy is a few sentences: longer input is cut. */
export const MAX_MARKDOWN_INPUT = 5000;

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
export function parseMarkdown(
  text: unknown,
  options: { currentOrigin: string }, // the page's: decides which links are external
): MdNode[] {
  if (typeof text !== 'string') return [];
  return parseInline(truncate(text, MAX_MARKDOWN_INPUT), options.currentOrigin);
}
