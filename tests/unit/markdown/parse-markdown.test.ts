import { describe, expect, it } from 'vitest';
import type { MdNode } from '../../../core/markdown/md-node';
import { parseMarkdown } from '../../../core/markdown/parse-markdown';

const ORIGIN = 'https://www.example.com';
const md = (text: unknown): MdNode[] => parseMarkdown(text, { currentOrigin: ORIGIN });
const inline = (text: string): MdNode[] => {
  const [paragraph, ...rest] = md(text);
  expect(rest).toEqual([]);
  if (paragraph?.type !== 'paragraph') throw new Error('expected one paragraph');
  return paragraph.children;
};
const text = (value: string): MdNode => ({ type: 'text', value });

function depth(nodes: readonly MdNode[]): number {
  let max = 0;
  for (const node of nodes) {
    if ('children' in node) max = Math.max(max, 1 + depth(node.children));
  }
  return max;
}

describe('parseMarkdown: the subset', () => {
  it('splits paragraphs on blank lines', () => {
    expect(md('One\n\nTwo\n  \nThree')).toEqual([
      { type: 'paragraph', children: [text('One')] },
      { type: 'paragraph', children: [text('Two')] },
      { type: 'paragraph', children: [text('Three')] },
    ]);
  });

  it('renders strong and em with both delimiters', () => {
    expect(inline('**a** __b__ *c* _d_')).toEqual([
      { type: 'strong', children: [text('a')] },
      text(' '),
      { type: 'strong', children: [text('b')] },
      text(' '),
      { type: 'em', children: [text('c')] },
      text(' '),
      { type: 'em', children: [text('d')] },
    ]);
  });

  it('pairs emphasis the CommonMark way: inner strong inside em, rule of three', () => {
    expect(inline('*a **b** c*')).toEqual([
      { type: 'em', children: [text('a '), { type: 'strong', children: [text('b')] }, text(' c')] },
    ]);
    expect(inline('*foo**bar**baz*')).toEqual([
      {
        type: 'em',
        children: [text('foo'), { type: 'strong', children: [text('bar')] }, text('baz')],
      },
    ]);
    expect(inline('***both***')).toEqual([
      { type: 'em', children: [{ type: 'strong', children: [text('both')] }] },
    ]);
  });

  it('nests emphasis', () => {
    expect(inline('**bold *and em***')).toEqual([
      { type: 'strong', children: [text('bold '), { type: 'em', children: [text('and em')] }] },
    ]);
  });

  it('leaves intraword underscores and unmatched delimiters alone', () => {
    expect(inline('snake_case_name')).toEqual([text('snake_case_name')]);
    expect(inline('2 * 3 = 6 and **open')).toEqual([text('2 * 3 = 6 and **open')]);
  });

  it('makes hard breaks from two trailing spaces or a backslash, soft breaks stay whitespace', () => {
    expect(inline('a  \nb\\\nc\nd')).toEqual([
      text('a'),
      { type: 'break' },
      text('b'),
      { type: 'break' },
      text('c\nd'),
    ]);
  });

  it('honours backslash escapes and decodes character references in text', () => {
    expect(inline('\\*not em\\* &amp; &copy; &lt;b&gt;')).toEqual([text('*not em* & © <b>')]);
  });

  it('keeps raw HTML as text, never as markup', () => {
    expect(inline('<img src=x onerror=alert(1)>')).toEqual([text('<img src=x onerror=alert(1)>')]);
  });

  it('reads only the first 5,000 characters', () => {
    const nodes = md(`${'a'.repeat(5_000)}TAIL`);
    expect(nodes).toEqual([{ type: 'paragraph', children: [text('a'.repeat(5_000))] }]);
  });

  it('accepts Windows line endings', () => {
    expect(md('One\r\n\r\nTwo')).toHaveLength(2);
  });

  it('gives no nodes for a non-string or blank text', () => {
    expect(md(undefined)).toEqual([]);
    expect(md(42)).toEqual([]);
    expect(md('  \n\n ')).toEqual([]);
  });
});

describe('parseMarkdown: links', () => {
  it('renders same-origin links in the same tab and other hosts in a new tab (spec §9)', () => {
    expect(inline('[Wills](/contracts/last-will-and-testament-usa/)')).toEqual([
      {
        type: 'link',
        href: '/contracts/last-will-and-testament-usa/',
        newTab: false,
        children: [text('Wills')],
      },
    ]);
    expect(inline('[Partner](https://partner.example.org/x "Title")')).toEqual([
      {
        type: 'link',
        href: 'https://partner.example.org/x',
        newTab: true,
        children: [text('Partner')],
      },
    ]);
    expect(inline('[Here](https://www.example.com/y)')).toMatchObject([{ newTab: false }]);
  });

  it('parses emphasis inside a link and a link inside emphasis', () => {
    expect(inline('**see [the *vault*](/EstateDashboard/)**')).toEqual([
      {
        type: 'strong',
        children: [
          text('see '),
          {
            type: 'link',
            href: '/EstateDashboard/',
            newTab: false,
            children: [text('the '), { type: 'em', children: [text('vault')] }],
          },
        ],
      },
    ]);
  });

  it('does not nest links in links', () => {
    const nodes = inline('[a [b](/b) c](/a)');
    const links = JSON.stringify(nodes).match(/"type":"link"/g) ?? [];
    expect(links).toHaveLength(1);
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](java&Tab;script:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](file:///etc/passwd)',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
  ])('renders %j as plain text (spec §5)', (source) => {
    const nodes = inline(source);
    expect(JSON.stringify(nodes)).not.toContain('"link"');
    expect(nodes.every((node) => node.type === 'text')).toBe(true);
  });

  it('reads <bracketed> destinations, titles, escapes and references in the destination', () => {
    expect(inline('[a](</with space> "t")')).toMatchObject([{ type: 'link', href: '/with space' }]);
    expect(inline("[a](/x 'single')")).toMatchObject([{ type: 'link', href: '/x' }]);
    expect(inline('[a](/x?a=1&amp;b=2)')).toMatchObject([{ type: 'link', href: '/x?a=1&b=2' }]);
    expect(inline('[a](/x\\_y)')).toMatchObject([{ type: 'link', href: '/x_y' }]);
    expect(inline('[a](/x (paren title))')).toMatchObject([{ type: 'link', href: '/x' }]);
  });

  it('is not a link when what follows the destination is not a title', () => {
    expect(inline('[a](/b c)')).toEqual([text('[a](/b c)')]);
  });

  it('does not make a link without a label or without a destination', () => {
    expect(inline('[](/a)')).toEqual([text('[](/a)')]);
    expect(inline('[a]()')).toEqual([text('[a]()')]);
    expect(inline('[a] (/b)')).toEqual([text('[a] (/b)')]);
  });
});

describe('parseMarkdown: spec §9 "Markdown maximum nesting: 20"', () => {
  // Alternating strong and em, with words between, so each level is a real new container.
  function nested(levels: number): string {
    let inner = 'x';
    for (let level = 0; level < levels; level += 1) {
      inner = level % 2 === 0 ? `**w ${inner} w**` : `*w ${inner} w*`;
    }
    return inner;
  }

  it('keeps 19 levels of emphasis inside the paragraph (20 in all)', () => {
    const nodes = md(nested(19));
    expect(depth(nodes)).toBe(20);
  });

  it('renders the 20th emphasis level inside a paragraph as text', () => {
    const nodes = md(nested(20));
    expect(depth(nodes)).toBe(20);
    // The level that did not fit shows its delimiters as text; no content is lost.
    expect(JSON.stringify(nodes)).toContain('x');
    const [paragraph] = nodes;
    expect(paragraph?.type === 'paragraph' && paragraph.children[0]).toEqual(text('*w '));
  });

  it('counts links as a level too', () => {
    const nodes = md(`[${nested(18)}](/a)`);
    expect(depth(nodes)).toBe(20);
    expect(depth(md(`[${nested(19)}](/a)`))).toBe(20);
  });

  it('survives 100,000 nested brackets and delimiters without throwing', () => {
    expect(() => md('['.repeat(50_000) + ']'.repeat(50_000))).not.toThrow();
    expect(depth(md('**'.repeat(50_000) + 'x' + '**'.repeat(50_000)))).toBeLessThanOrEqual(20);
  });
});
