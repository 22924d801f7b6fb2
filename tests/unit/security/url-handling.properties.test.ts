// Hostile input: URL handling. spec §5 rejects javascript:, vbscript:, file: and data:
// links; we allow only http(s) and relative URLs (core/markdown.ts). These properties
// throw every disguise of the rejected schemes at it — any letter case, tabs, newlines and
// carriage returns anywhere, C0 controls and spaces in front, characters written as decimal or
// hex references (zero-padded, with or without ';'), named references — and check that nothing
// gets through, in safeHref itself and everywhere it guards: markdown links, hubs from the
// dashboards service, icon URLs. tests/unit/markdown/properties.test.ts covers the markdown
// structure with fixed URLs; this file adds the generated ones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESTATE_VAULT_URL } from '../../../core/actions';
import { parseDashboards } from '../../../core/hubs/fetch-hubs';
import { selectHubs } from '../../../core/hubs/hub-item';
import { iconUrl, parseIconDefinitions } from '../../../core/icons';
import { type MdNode, parseMarkdown, safeHref } from '../../../core/markdown';

const ORIGIN = 'https://www.example.com';

/**
 * One character as markdown reads it: itself, its other case, or a character reference of at
 * most 7 decimal or 6 hex digits (CommonMark's limits; longer is not a reference but text). A
 * hex reference keeps its ';': without it a following letter a–f would be one more digit, which
 * makes another character, not a disguise.
 */
const disguisedChar = (char: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(char) },
    fc.constant(char.toUpperCase()),
    fc
      .tuple(fc.integer({ min: 0, max: 4 }), fc.boolean())
      .map(([zeros, semi]) => `&#${'0'.repeat(zeros)}${char.charCodeAt(0)}${semi ? ';' : ''}`),
    fc
      .tuple(fc.integer({ min: 0, max: 4 }), fc.boolean())
      .map(
        ([zeros, upper]) =>
          `&#${upper ? 'X' : 'x'}${'0'.repeat(zeros)}${char.charCodeAt(0).toString(16)};`,
      ),
  );
// What the URL parser throws away inside a scheme: ASCII tab, LF, CR (also as references).
const noise = fc.constantFrom('', '', '', '\t', '\n', '\r', '&Tab;', '&NewLine;', '&#9;', '&#x0A;');
// What it strips in front: C0 controls and space.
const leading = fc
  .array(
    fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code)),
    { maxLength: 3 },
  )
  .map((chars) => chars.join(''));
const colon = fc.constantFrom(':', '&colon;', '&#58;', '&#58', '&#x3A;', '&#x003a;');

const rejectedUrl = fc
  .tuple(
    fc.constantFrom('javascript', 'vbscript', 'file', 'data'),
    leading,
    colon,
    fc.constantFrom(
      'alert(1)',
      'text/html,<script>alert(1)</script>',
      '///etc/passwd',
      'msgbox(1)',
    ),
  )
  .chain(([scheme, lead, sep, rest]) =>
    fc
      .tuple(...[...scheme].map((char) => fc.tuple(disguisedChar(char), noise)))
      .map((parts) => `${lead}${parts.map(([char, gap]) => char + gap).join('')}${sep}${rest}`),
  );

const anyUrl = fc.oneof(
  rejectedUrl,
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '//evil.example/x',
    '\\\\evil.example',
    '/\\evil.example',
    '/ok/path',
    '#top',
    '?q=1',
  ),
);

function expectSafe(href: string, external: boolean): void {
  const url = new URL(href, `${ORIGIN}/some/page`);
  expect(['http:', 'https:']).toContain(url.protocol);
  expect(external).toBe(url.host !== new URL(ORIGIN).host);
  // A relative href stays relative, so it can only ever mean this origin.
  if (!/^[a-z][a-z0-9+.-]*:|^[\\/]{2}/i.test(href)) expect(url.origin).toBe(ORIGIN);
}

/** `url` as a markdown link's URL, which holds no parentheses: they are percent-encoded. */
const inMarkdownLink = (url: string) => url.replaceAll('(', '%28').replaceAll(')', '%29');

function links(nodes: readonly MdNode[]): Extract<MdNode, { type: 'link' }>[] {
  return nodes.flatMap((node) => [
    ...(node.type === 'link' ? [node] : []),
    ...('children' in node ? links(node.children) : []),
  ]);
}

describe('safeHref (spec §5)', () => {
  it('rejects javascript:, vbscript:, file: and data: in every disguise', () => {
    fc.assert(
      fc.property(rejectedUrl, (url) => {
        expect(safeHref(url, ORIGIN)).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });

  it('anything it accepts is http(s), same-origin when relative, and stable when re-checked', () => {
    fc.assert(
      fc.property(anyUrl, (url) => {
        const safe = safeHref(url, ORIGIN);
        if (!safe) return;
        expectSafe(safe.href, safe.external);
        expect(safeHref(safe.href, ORIGIN)).toEqual(safe);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on any value or origin', () => {
    fc.assert(
      fc.property(fc.anything(), fc.oneof(fc.string(), fc.webUrl()), (value, origin) => {
        safeHref(value, origin);
      }),
      { numRuns: 300 },
    );
  });
});

describe('where safeHref guards', () => {
  it('markdown: generated disguises never become links', () => {
    fc.assert(
      fc.property(fc.array(anyUrl, { maxLength: 6 }), (urls) => {
        const text = urls.map((url, i) => `[l${i}](${inMarkdownLink(url)})`).join(' ');
        for (const link of links(parseMarkdown(text, ORIGIN))) {
          expectSafe(link.href, link.newTab);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('markdown: a disguise that fits the link syntax is still text', () => {
    // Blanks taken out (the URL parser drops them from a scheme and its front anyway), the link
    // syntax takes every disguise, so safeHref is what says no.
    const fitting = rejectedUrl.map((url) => inMarkdownLink(url).replace(/\s/g, ''));
    fc.assert(
      fc.property(fitting, (url) => {
        const source = `[x](${url})`;
        expect(parseMarkdown(source, ORIGIN)).toEqual([{ type: 'text', value: source }]);
      }),
      { numRuns: 500 },
    );
  });

  it('hubs: any dashboards answer gives safe links, or the documented error', () => {
    const item = fc.record(
      {
        title: fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue()),
        href: fc.oneof(anyUrl, fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({
        succeeded: fc.oneof(fc.boolean(), fc.jsonValue()),
        result: fc.oneof(
          fc.array(fc.oneof(item, fc.jsonValue({ maxDepth: 1 })), { maxLength: 4 }),
          fc.jsonValue(),
        ),
        errors: fc.oneof(fc.array(fc.string()), fc.jsonValue()),
      }),
    );
    fc.assert(
      fc.property(body, (raw) => {
        let parsed;
        try {
          parsed = parseDashboards(raw);
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
          expect((error as Error).message).toMatch(/^Dashboards response /);
          return;
        }
        for (const dashboard of parsed.result) {
          expect(dashboard.title.length).toBeLessThanOrEqual(200);
          expect(dashboard.href.length).toBeLessThanOrEqual(2048);
        }
        const hubs = selectHubs(parsed.result, ORIGIN, () => undefined);
        expect(hubs.length).toBeGreaterThanOrEqual(1);
        expect(hubs.length).toBeLessThanOrEqual(2);
        expect(hubs.at(-1)?.url).toBe(ESTATE_VAULT_URL);
        for (const hub of hubs) expectSafe(hub.url, hub.newTab);
      }),
      { numRuns: 400 },
    );
  });

  it('icons: no definition can point off the definitions’ origin', () => {
    const base = `${ORIGIN}/images/icons/definitions.json`;
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.oneof(fc.constantFrom('bolt', 'refresh', 'doc-1'), fc.string({ maxLength: 8 })),
          fc.oneof(fc.record({ path: fc.oneof(anyUrl, fc.jsonValue()) }), fc.jsonValue()),
        ),
        (definitions) => {
          const parsed = parseIconDefinitions(definitions);
          for (const name of parsed.keys()) {
            const url = iconUrl(name, parsed, base);
            if (url !== undefined) expect(new URL(url).origin).toBe(ORIGIN);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
