// Character references in link URLs, decoded before safe-url.ts decides, so spec §5's rejected
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
