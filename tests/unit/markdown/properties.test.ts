// Property tests for the markdown renderer: whatever the text, it never throws, never nests
// deeper than 20 (spec §9), never produces a link that is not http(s) or relative (spec §5), and
// text without `**` or a link shows exactly as written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MARKDOWN_NESTING, type MdNode, parseMarkdown } from '../../../core/markdown';

const ORIGIN = 'https://www.example.com';

function walk(
  nodes: readonly MdNode[],
  level: number,
  visit: (node: MdNode, level: number) => void,
) {
  for (const node of nodes) {
    visit(node, level);
    if ('children' in node) walk(node.children, level + 1, visit);
  }
}

// Pieces that make markdown interesting, and URLs that try to get past the filter.
const hostileUrl = fc.constantFrom(
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' java\tscript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6a;avascript:x',
  'java&NewLine;script:x',
  'vbscript:x',
  'file:///x',
  'data:text/html,x',
  '//evil.com',
  '\\\\evil.com',
  '/ok',
  'https://a.example/ok',
  '#frag',
  'mailto:x@y',
);
const piece = fc.oneof(
  fc.constantFrom(
    '*',
    '**',
    '_',
    '__',
    '[',
    ']',
    '(',
    ')',
    '\\',
    '\n',
    '\n\n',
    '  \n',
    ' ',
    '&amp;',
    '&#106;',
  ),
  fc.string({ maxLength: 6 }),
  hostileUrl.map((url) => `[link](${url})`),
  hostileUrl,
);
const markdownText = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));

function isAllowedHref(href: string): boolean {
  // What the browser will do with it: resolve against the page, and it must be http(s).
  const resolved = new URL(href, `${ORIGIN}/some/page`);
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return false;
  const relative = !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(href) && !/^[\\/]{2}/.test(href);
  return relative || /^https?:\/\//.test(href);
}

describe('parseMarkdown properties', () => {
  it('never throws, nests at most 20 deep, and links only to http(s) or relative URLs', () => {
    fc.assert(
      fc.property(markdownText, (text) => {
        const nodes = parseMarkdown(text, ORIGIN);
        // Level 1 is the paragraph widget/components/markdown.tsx puts the nodes in.
        walk(nodes, 2, (node, level) => {
          if ('children' in node) expect(level).toBeLessThanOrEqual(MAX_MARKDOWN_NESTING);
          if (node.type === 'link') {
            expect(isAllowedHref(node.href)).toBe(true);
            const external = new URL(node.href, ORIGIN).host !== new URL(ORIGIN).host;
            expect(node.newTab).toBe(external);
          }
        });
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary unicode', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        parseMarkdown(text, ORIGIN);
      }),
      { numRuns: 300 },
    );
  });

  it('stays within 20 levels however deep the input nests', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom('*', '_', '**', '[', '**['),
        (levels, d) => {
          const text = `${d.repeat(levels)}x${d.repeat(levels)}`;
          const nodes = parseMarkdown(`[${text}](/a) ${text}`, ORIGIN);
          walk(nodes, 2, (node, level) => {
            if ('children' in node) expect(level).toBeLessThanOrEqual(MAX_MARKDOWN_NESTING);
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('shows text without `**` or a link exactly as written', () => {
    const plain = fc
      .array(
        fc.oneof(fc.constantFrom('*', '_', '[', ']', '(', ')', '\\', '&amp;', '<b>'), fc.string()),
      )
      .map((parts) => parts.join(''))
      .filter((text) => !text.includes('**') && !/\[[^[\]]+\]\(/.test(text));
    fc.assert(
      fc.property(plain, (text) => {
        const nodes = parseMarkdown(text, ORIGIN);
        expect(nodes).toEqual(text === '' ? [] : [{ type: 'text', value: text }]);
      }),
      { numRuns: 500 },
    );
  });
});
