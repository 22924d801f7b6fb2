// The upsell copy's markdown (spec §5): the one URL rule every link passes, and the parser.
import { truncate } from './errors/scrub-error';
import { parseUrl } from './url';

// Character references are decoded before `safeHref` decides (`&#106;avascript:`): numeric ones
// with or without ';', and the names that can spell a scheme or host, and `&amp;`. Others stay
// literal: an href is set through the DOM, so the URL checked is the one used.
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

// Plain data, never HTML (widget/components/markdown.tsx): no input can inject markup.
export type MdNode =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: MdNode[] }
  | { type: 'link'; href: string; newTab: boolean; children: MdNode[] };

/** spec §9: "Markdown maximum nesting: 20" (paragraph, strong, link: a level each). */
export const MAX_MARKDOWN_NESTING = 20;

/** Longer URLs are refused: no real link of ours is that long. */
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

const isHttp = (url: URL | undefined): url is URL =>
  url?.protocol === 'http:' || url?.protocol === 'https:';

// spec §5 rejects javascript, vbscript, file and data links: only http(s) and relative URLs pass
// (an allow-list), as the URL parser reads them. Relative stays relative; `external` for another
// host; undefined when it must not be a link. Never throws.
export function safeHref(
  raw: unknown,
  currentOrigin: string,
): { href: string; external: boolean } | undefined {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH * 8) return undefined;
  const cleaned = trimControlsAndSpaces(decodeEntities(raw).replace(TAB_OR_NEWLINE, ''));
  if (cleaned === '' || cleaned.length > MAX_URL_LENGTH || INNER_CONTROLS.test(cleaned)) {
    return undefined;
  }
  const origin = parseUrl(currentOrigin);
  const base = isHttp(origin) ? origin : undefined;
  const url = parseUrl(cleaned, base ?? FALLBACK_BASE);
  if (!isHttp(url)) return undefined;
  const absolute = HAS_SCHEME.test(cleaned) || NETWORK_PATH.test(cleaned);
  if (!absolute) return { href: cleaned, external: false };
  // "a different host" (spec §9): the port counts, the scheme does not.
  const external = base === undefined || url.host !== base.host;
  return { href: url.href, external };
}

// What the bundles write (tests/unit/locales/bundles.test.ts): `**strong**` and `[text](url)`, each
// in the other; anything else stays text. At most paragraph > strong > link > strong (spec §9).

/** Upsell copy is a few sentences: longer input is cut. */
export const MAX_MARKDOWN_INPUT = 5000;

// `**`, or a link (not an image) without brackets in its label nor blanks or parentheses in its
// URL: no two tries read the same text, so a scan is linear.
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
export function parseMarkdown(text: unknown, currentOrigin: string): MdNode[] {
  // The page's origin decides which links are external.
  if (typeof text !== 'string') return [];
  return parseInline(truncate(text, MAX_MARKDOWN_INPUT), currentOrigin);
}
