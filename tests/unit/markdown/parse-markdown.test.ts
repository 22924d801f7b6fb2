import { describe, expect, it } from 'vitest';
import { MAX_MARKDOWN_NESTING, type MdNode, parseMarkdown } from '../../../core/markdown';

const ORIGIN = 'https://www.example.com';
const md = (text: unknown): MdNode[] => parseMarkdown(text, ORIGIN);
const text = (value: string): MdNode => ({ type: 'text', value });
const strong = (...children: MdNode[]): MdNode => ({ type: 'strong', children });
const link = (href: string, ...children: MdNode[]): MdNode => ({
  type: 'link',
  href,
  newTab: false,
  children,
});

/** Levels of the rendered tree: the paragraph the widget puts the nodes in is the first. */
function depth(nodes: readonly MdNode[]): number {
  let max = 1;
  for (const node of nodes) {
    if ('children' in node) max = Math.max(max, 1 + depth(node.children));
  }
  return max;
}

/** The text a reader sees. */
const visible = (nodes: readonly MdNode[]): string =>
  nodes.map((node) => (node.type === 'text' ? node.value : visible(node.children))).join('');

describe('parseMarkdown: what the bundles write', () => {
  it('renders **strong**', () => {
    expect(md('Keep it in the **Sales & Loans** hub.')).toEqual([
      text('Keep it in the '),
      strong(text('Sales & Loans')),
      text(' hub.'),
    ]);
  });

  it('renders [text](url), after a newline that stays whitespace', () => {
    expect(
      md('Say who inherits.\n[Start your will](/contracts/last-will-and-testament-usa/)'),
    ).toEqual([
      text('Say who inherits.\n'),
      link('/contracts/last-will-and-testament-usa/', text('Start your will')),
    ]);
  });

  it('renders a link inside strong and strong inside a link', () => {
    expect(md('**see [the vault](/EstateDashboard/)**')).toEqual([
      strong(text('see '), link('/EstateDashboard/', text('the vault'))),
    ]);
    expect(md('[the **vault** now](/EstateDashboard/)')).toEqual([
      link('/EstateDashboard/', text('the '), strong(text('vault')), text(' now')),
    ]);
    expect(md('**a [b **c** d](/x) e**')).toEqual([
      strong(text('a '), link('/x', text('b '), strong(text('c')), text(' d')), text(' e')),
    ]);
  });

  it('reads only the first 5,000 characters', () => {
    expect(md(`${'a'.repeat(5_000)}TAIL`)).toEqual([text('a'.repeat(5_000))]);
  });

  it('gives no nodes for a non-string or empty text', () => {
    expect(md(undefined)).toEqual([]);
    expect(md(42)).toEqual([]);
    expect(md('')).toEqual([]);
  });
});

describe('parseMarkdown: anything else renders literally', () => {
  it.each([
    '*em* _em_ __strong__ snake_case_name 2 * 3 = 6',
    '\\*\\*not strong\\*\\* and \\[not](/a link)',
    '&amp; &copy; &lt;b&gt; &#42;&#42;x&#42;&#42;',
    '<img src=x onerror=alert(1)> <b>bold</b> <a href="/x">a</a>',
    '# heading\n- item\n1. item\n> quote\n`code`\n![image](/a.png)',
    'One\n\nTwo  \nThree\\\nFour',
  ])('%j', (source) => {
    expect(md(source)).toEqual([text(source)]);
  });

  it('leaves a single * as text around strong', () => {
    expect(md('*a **b** c*')).toEqual([text('*a '), strong(text('b')), text(' c*')]);
    expect(md('***both***')).toEqual([strong(text('*both')), text('*')]);
  });

  it('keeps an unclosed ** and an empty pair as text', () => {
    expect(md('2 * 3 = 6 and **open')).toEqual([text('2 * 3 = 6 and **open')]);
    expect(md('**a** and **b [c](/c) d')).toEqual([
      strong(text('a')),
      text(' and **b '),
      link('/c', text('c')),
      text(' d'),
    ]);
    expect(md('a **** b')).toEqual([text('a **** b')]);
    expect(md('[**](/a)')).toEqual([link('/a', text('**'))]);
  });

  it('pairs each ** with the next one: no strong in strong', () => {
    expect(md('**a **b** c**')).toEqual([strong(text('a ')), text('b'), strong(text(' c'))]);
  });
});

describe('parseMarkdown: links', () => {
  it('renders same-origin links in the same tab and other hosts in a new tab (spec §9)', () => {
    expect(md('[Wills](/contracts/last-will-and-testament-usa/)')).toEqual([
      link('/contracts/last-will-and-testament-usa/', text('Wills')),
    ]);
    expect(md('[Partner](https://partner.example.org/x)')).toEqual([
      {
        type: 'link',
        href: 'https://partner.example.org/x',
        newTab: true,
        children: [text('Partner')],
      },
    ]);
    expect(md('[Here](https://www.example.com/y)')).toMatchObject([{ newTab: false }]);
    expect(md('[Other](//partner.example.org/x)')).toMatchObject([{ newTab: true }]);
  });

  it('does not nest links in links', () => {
    expect(md('[a [b](/b) c](/a)')).toEqual([text('[a '), link('/b', text('b')), text(' c](/a)')]);
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](java&Tab;script:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](file:///etc/passwd)',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    // Without parentheses, so that `safeHref` is what says no.
    '[x](javascript:alert%281%29)',
    '[x](JaVaScRiPt:void0)',
    '[x](&#106;avascript:void0)',
    '[x](&#x6A;avascript:void0)',
    '[x](&#0000106avascript:void0)',
    '[x](javascript&colon;void0)',
    '[x](java&Tab;script:void0)',
    '[x](java&NewLine;script:void0)',
    '[x](\u0001javascript:void0)',
    '[**x**](vbscript:msgbox)',
  ])('renders %j as plain text (spec §5)', (source) => {
    expect(md(source)).toEqual([text(source)]);
  });

  it('decodes character references in the URL before the check', () => {
    expect(md('[a](/x?a=1&amp;b=2)')).toEqual([link('/x?a=1&b=2', text('a'))]);
    expect(md('[a](&sol;&sol;evil.example/x)')).toEqual([
      { type: 'link', href: 'https://evil.example/x', newTab: true, children: [text('a')] },
    ]);
  });

  it('reads no titles, <bracketed> URLs or escapes: those stay text', () => {
    expect(md('[a](/x "title")')).toEqual([text('[a](/x "title")')]);
    expect(md('[a](</with space>)')).toEqual([text('[a](</with space>)')]);
    expect(md('[a](/b c)')).toEqual([text('[a](/b c)')]);
    expect(md('[a](/x\\_y)')).toEqual([link('/x\\_y', text('a'))]);
  });

  it('does not make a link without a label or without a URL', () => {
    expect(md('[](/a)')).toEqual([text('[](/a)')]);
    expect(md('[a]()')).toEqual([text('[a]()')]);
    expect(md('[a] (/b)')).toEqual([text('[a] (/b)')]);
  });
});

describe('parseMarkdown: spec §9 "Markdown maximum nesting: 20"', () => {
  // Alternating strong and links, with words between, so each level would be a new container.
  function nested(levels: number): string {
    let inner = 'x';
    for (let level = 0; level < levels; level += 1) {
      inner = level % 2 === 0 ? `**w ${inner} w**` : `[w ${inner} w](/a)`;
    }
    return inner;
  }

  it('never nests deeper than paragraph > strong > link > strong', () => {
    expect(depth(md('**a [b **c** d](/x) e**'))).toBe(4);
    for (const levels of [3, 19, 20, 21, 200]) {
      const nodes = md(nested(levels));
      expect(depth(nodes)).toBeLessThanOrEqual(4);
      expect(depth(nodes)).toBeLessThanOrEqual(MAX_MARKDOWN_NESTING);
      // What does not nest shows as text: no word is lost.
      expect(visible(nodes).split('w').length).toBe(2 * levels + 1);
      expect(visible(nodes)).toContain('x');
    }
  });

  it('survives 100,000 nested brackets and delimiters without throwing', () => {
    expect(() => md('['.repeat(50_000) + ']'.repeat(50_000))).not.toThrow();
    expect(depth(md('**'.repeat(50_000) + 'x' + '**'.repeat(50_000)))).toBeLessThanOrEqual(4);
  });
});
