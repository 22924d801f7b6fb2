// Character references in markdown text and link destinations (CommonMark decodes them, and
// markdown-it checks a link's scheme only after decoding: spec §5 "Links with the scheme
// javascript ... are rejected" must hold for `&#106;avascript:` too). Numeric references are
// decoded with or without the closing ';' the way HTML does, so no spelling slips past a check.

// Named references a copywriter or an attacker is likely to use; unknown names stay literal,
// which is harmless because nothing we output is ever parsed as HTML.
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  lsqb: '[',
  rsqb: ']',
  lowbar: '_',
  ast: '*',
  period: '.',
  comma: ',',
  excl: '!',
  num: '#',
  percnt: '%',
  semi: ';',
  equals: '=',
  quest: '?',
  commat: '@',
  grave: '`',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  euro: '\u20ac',
  times: '\u00d7',
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
