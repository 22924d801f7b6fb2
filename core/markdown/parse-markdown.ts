// A small, safe markdown renderer for the upsell copy (design.md "Markdown": markdown-it would
// cost 41.6 KB gzip for a subset of it). Supported: paragraphs (blank lines), hard breaks (two
// trailing spaces or a backslash before a newline), **strong** / __strong__, *em* / _em_,
// [links](url "optional title"), backslash escapes and character references. Everything else —
// raw HTML included — stays literal text. The output is a node tree, never an HTML string.
//
// Rules from the spec, as markdown-it applies them:
// - spec §9 "Markdown maximum nesting: 20": a link or emphasis that would go deeper is not made;
//   its delimiters stay literal text (emphasis pairs inside out, so the inner levels are kept).
// - spec §5: a link whose URL is not safe (safe-url.ts) is not a link: its source stays text.
// - spec §9: a link to another host opens in a new tab.
import { decodeEntities } from './entities';
import { MAX_MARKDOWN_NESTING } from './md-node';
import type { MdNode } from './md-node';
import { safeHref } from './safe-url';
import { truncate } from '../errors/truncate';

/** Upsell copy is a few sentences; longer input is cut so even hostile text parses quickly. */
export const MAX_MARKDOWN_INPUT = 5000;

export interface ParseMarkdownOptions {
  /** The page's origin, e.g. `https://www.example.com`: decides which links are external. */
  currentOrigin: string;
}

const BLANK_LINE = /\n[ \t]*\n/;
const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/;
const UNICODE_PUNCTUATION = /^[\p{P}\p{S}]$/u;
const WHITESPACE = /^\s$/u;
const ENTITY = /&(?:#\d{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[A-Za-z][A-Za-z0-9]{1,31};)/y;
const LINK_TITLE = /^(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\))$/s;
const ESCAPED_CHARACTER = /\\([!-/:-@[-`{-~])/g;

// issue 13: no regular expression here may be quadratic on hostile copy. `[ \t]+$` and
// `[ \t\n]+$` are: from every blank of a long run they read to its end before failing on the
// next word. Edges are trimmed by hand instead, from each end once.
const isBlank = (char: string, newlines: boolean): boolean =>
  char === ' ' || char === '\t' || (newlines && char === '\n');

/** `text` without spaces and tabs (and newlines when `newlines`) at its end. */
function trimEndBlanks(text: string, newlines = false): string {
  let end = text.length;
  while (end > 0 && isBlank(text.charAt(end - 1), newlines)) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without spaces, tabs and newlines at either end. */
function trimEdgeSpace(text: string): string {
  let start = 0;
  while (start < text.length && isBlank(text.charAt(start), true)) start += 1;
  return trimEndBlanks(text.slice(start), true);
}

const isWhitespace = (char: string | undefined): boolean =>
  char === undefined || WHITESPACE.test(char);
const isPunctuation = (char: string | undefined): boolean =>
  char !== undefined && UNICODE_PUNCTUATION.test(char);

function pushText(out: MdNode[], value: string): void {
  if (value === '') return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.value += value;
  else out.push({ type: 'text', value });
}

/** The destination of `(dest "title")`, backslash escapes removed; undefined when it is not one. */
function parseDestination(inner: string): string | undefined {
  const text = trimEdgeSpace(inner);
  let destination: string;
  let rest: string;
  if (text.startsWith('<')) {
    const close = text.indexOf('>');
    if (close < 0) return undefined;
    destination = text.slice(1, close);
    rest = text.slice(close + 1);
  } else {
    destination = /^\S*/.exec(text)?.[0] ?? '';
    rest = text.slice(destination.length);
  }
  rest = trimEdgeSpace(rest);
  if (destination === '' || (rest !== '' && !LINK_TITLE.test(rest))) return undefined;
  return destination.replace(ESCAPED_CHARACTER, '$1');
}

/** A node with its height (containers count one level each; text and breaks none). */
interface NodeToken {
  kind: 'node';
  node: MdNode;
  height: number;
}

/** A run of `*` or `_` that may still open or close emphasis (CommonMark "delimiter run"). */
interface DelimiterToken {
  kind: 'delimiter';
  char: '*' | '_';
  /** Characters not yet used by emphasis; what is left renders as text. */
  count: number;
  readonly length: number;
  readonly canOpen: boolean;
  readonly canClose: boolean;
}

type Token = NodeToken | DelimiterToken;

interface Inline {
  nodes: MdNode[];
  height: number;
}

function toInline(tokens: readonly Token[]): Inline {
  const nodes: MdNode[] = [];
  let height = 0;
  for (const token of tokens) {
    if (token.kind === 'delimiter') {
      pushText(nodes, token.char.repeat(token.count));
    } else if (token.node.type === 'text') {
      pushText(nodes, token.node.value);
    } else {
      nodes.push(token.node);
      height = Math.max(height, token.height);
    }
  }
  return { nodes, height };
}

/** CommonMark's "rule of 3": `*foo**bar*` must not pair the `**` with a `*`. */
function violatesRuleOfThree(opener: DelimiterToken, closer: DelimiterToken): boolean {
  if (!opener.canClose && !closer.canOpen) return false;
  const sum = opener.length + closer.length;
  return sum % 3 === 0 && !(opener.length % 3 === 0 && closer.length % 3 === 0);
}

/**
 * CommonMark's "process emphasis" over one range's tokens: each closer pairs with the nearest
 * matching opener before it. A pairing that would nest deeper than 20 (counting from `base`, the
 * depth of the range's container) is not made, so those delimiters stay text.
 */
function processEmphasis(tokens: Token[], base: number): void {
  for (let c = 0; c < tokens.length; c += 1) {
    const closer = tokens[c];
    if (closer?.kind !== 'delimiter' || !closer.canClose || closer.count === 0) continue;
    for (let o = c - 1; o >= 0; o -= 1) {
      const opener = tokens[o];
      if (opener?.kind !== 'delimiter' || opener.char !== closer.char) continue;
      if (!opener.canOpen || opener.count === 0 || violatesRuleOfThree(opener, closer)) continue;
      const inner = toInline(tokens.slice(o + 1, c));
      // Any earlier opener would wrap even more: if this one is too deep, so are they.
      if (base + inner.height + 1 > MAX_MARKDOWN_NESTING) break;
      const size = opener.count >= 2 && closer.count >= 2 ? 2 : 1;
      opener.count -= size;
      closer.count -= size;
      const node: MdNode = { type: size === 2 ? 'strong' : 'em', children: inner.nodes };
      tokens.splice(o + 1, c - o - 1, { kind: 'node', node, height: inner.height + 1 });
      // The closer now sits at o + 2; if it has characters left, it is tried again.
      c = closer.count > 0 ? o + 1 : o + 2;
      break;
    }
  }
}

/**
 * One paragraph's inline content. Brackets and parentheses are matched once up front, so
 * finding a link's end is a lookup rather than a scan.
 */
class InlineParser {
  private readonly escaped: Uint8Array;
  private readonly bracketClose: Int32Array;
  private readonly parenClose: Int32Array;

  constructor(
    private readonly src: string,
    private readonly currentOrigin: string,
  ) {
    const length = src.length;
    this.escaped = new Uint8Array(length);
    this.bracketClose = new Int32Array(length).fill(-1);
    this.parenClose = new Int32Array(length).fill(-1);
    this.index();
  }

  parse(): MdNode[] {
    // The paragraph itself is the first level of nesting.
    return this.parseRange(0, this.src.length, 1, false).nodes;
  }

  private index(): void {
    const { src, escaped } = this;
    for (let k = 0; k + 1 < src.length; k += 1) {
      if (src[k] === '\\' && !escaped[k] && ASCII_PUNCTUATION.test(src[k + 1] ?? '')) {
        escaped[k + 1] = 1;
      }
    }
    const brackets: number[] = [];
    const parens: number[] = [];
    for (let k = 0; k < src.length; k += 1) {
      if (escaped[k]) continue;
      const char = src[k];
      if (char === '[') brackets.push(k);
      else if (char === ']' && brackets.length > 0) this.bracketClose[brackets.pop() ?? 0] = k;
      else if (char === '(') parens.push(k);
      else if (char === ')' && parens.length > 0) this.parenClose[parens.pop() ?? 0] = k;
    }
  }

  /** Inline nodes of src[start, end); `base` is the depth of the container they go into. */
  private parseRange(start: number, end: number, base: number, inLink: boolean): Inline {
    const { src } = this;
    const tokens: Token[] = [];
    let text = '';
    const flush = (): void => {
      if (text !== '')
        tokens.push({ kind: 'node', node: { type: 'text', value: text }, height: 0 });
      text = '';
    };
    const hardBreak = (): void => {
      text = trimEndBlanks(text);
      flush();
      tokens.push({ kind: 'node', node: { type: 'break' }, height: 0 });
    };

    let i = start;
    while (i < end) {
      const char = src[i] ?? '';
      if (char === '\\' && i + 1 < end) {
        const next = src[i + 1] ?? '';
        if (next === '\n') {
          hardBreak();
          i = this.skipIndent(i + 2, end);
          continue;
        }
        if (ASCII_PUNCTUATION.test(next)) {
          text += next;
          i += 2;
          continue;
        }
      }
      if (char === '&') {
        ENTITY.lastIndex = i;
        const reference = ENTITY.exec(src)?.[0];
        if (reference !== undefined && i + reference.length <= end) {
          text += decodeEntities(reference);
          i += reference.length;
          continue;
        }
      }
      if (char === '\n') {
        if (text.endsWith('  ')) {
          hardBreak();
        } else {
          // A soft break (CommonMark): whitespace, as markdown-it renders it.
          text = trimEndBlanks(text) + '\n';
        }
        i = this.skipIndent(i + 1, end);
        continue;
      }
      if (char === '[' && !this.escaped[i]) {
        const link = this.tryLink(i, end, base, inLink);
        if (link) {
          flush();
          tokens.push(link.token);
          i = link.next;
          continue;
        }
      }
      if ((char === '*' || char === '_') && !this.escaped[i]) {
        flush();
        i = this.pushDelimiter(tokens, char, i, end);
        continue;
      }
      text += char;
      i += 1;
    }
    flush();
    processEmphasis(tokens, base);
    return toInline(tokens);
  }

  private skipIndent(from: number, end: number): number {
    let i = from;
    while (i < end && (this.src[i] === ' ' || this.src[i] === '\t')) i += 1;
    return i;
  }

  /** Adds the delimiter run at `start` with CommonMark's flanking rules; returns its end. */
  private pushDelimiter(tokens: Token[], char: '*' | '_', start: number, end: number): number {
    const { src, escaped } = this;
    let runEnd = start;
    while (runEnd < end && src[runEnd] === char && !escaped[runEnd]) runEnd += 1;
    const before = start > 0 ? src[start - 1] : undefined;
    const after = src[runEnd];
    const leftFlanking =
      !isWhitespace(after) &&
      (!isPunctuation(after) || isWhitespace(before) || isPunctuation(before));
    const rightFlanking =
      !isWhitespace(before) &&
      (!isPunctuation(before) || isWhitespace(after) || isPunctuation(after));
    // `_` may not open or close inside a word (snake_case_names stay as they are).
    const canOpen =
      char === '*' ? leftFlanking : leftFlanking && (!rightFlanking || isPunctuation(before));
    const canClose =
      char === '*' ? rightFlanking : rightFlanking && (!leftFlanking || isPunctuation(after));
    const length = runEnd - start;
    tokens.push({ kind: 'delimiter', char, count: length, length, canOpen, canClose });
    return runEnd;
  }

  /** `[label](destination)` starting at `i`, when it is complete, safe and not too deep. */
  private tryLink(
    i: number,
    end: number,
    base: number,
    inLink: boolean,
  ): { token: NodeToken; next: number } | undefined {
    // CommonMark: no links inside links.
    if (inLink || base + 1 > MAX_MARKDOWN_NESTING) return undefined;
    const close = this.bracketClose[i] ?? -1;
    const open = close + 1;
    if (close < 0 || open >= end || this.src[open] !== '(' || this.escaped[open]) return undefined;
    const parenEnd = this.parenClose[open] ?? -1;
    if (parenEnd < 0 || parenEnd >= end) return undefined;
    const destination = parseDestination(this.src.slice(open + 1, parenEnd));
    const safe = destination === undefined ? undefined : safeHref(destination, this.currentOrigin);
    if (!safe) return undefined;
    const label = this.parseRange(i + 1, close, base + 1, true);
    // A link nobody can see or name is not rendered as one.
    if (label.nodes.length === 0) return undefined;
    const node: MdNode = {
      type: 'link',
      href: safe.href,
      newTab: safe.external,
      children: label.nodes,
    };
    return { token: { kind: 'node', node, height: label.height + 1 }, next: parenEnd + 1 };
  }
}

/**
 * Parses upsell copy into nodes. Never throws: anything it cannot read stays text, and a
 * non-string gives no nodes.
 */
export function parseMarkdown(text: unknown, options: ParseMarkdownOptions): MdNode[] {
  if (typeof text !== 'string') return [];
  const source = truncate(text, MAX_MARKDOWN_INPUT).replace(/\r\n?/g, '\n');
  const nodes: MdNode[] = [];
  for (const block of source.split(BLANK_LINE)) {
    const paragraph = trimEdgeSpace(block);
    if (paragraph === '') continue;
    const children = new InlineParser(paragraph, options.currentOrigin).parse();
    nodes.push({ type: 'paragraph', children });
  }
  return nodes;
}
