// spec §5: "Links with the scheme javascript, vbscript, file or data are rejected in rendered
// text"; spec §9: "Markdown links to a different host open in a new tab". Only http(s) and
// relative URLs become links (an allow-list), as the browser's own URL parser reads them after
// character references are decoded, so `java\tscript:` and `&#106;avascript:` are caught too.
import { decodeEntities } from './entities';

export interface SafeHref {
  /** The URL to put in the href: relative input stays relative, anything else is normalised. */
  href: string;
  /** True when it points to another host (protocol-relative `//host` included). */
  external: boolean;
}

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

// The href to render for `raw`, or undefined when it must not be a link (unsafe scheme,
// unparseable, empty, control characters, longer than 2,048 characters). Never throws.
export function safeHref(raw: unknown, currentOrigin: string): SafeHref | undefined {
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
