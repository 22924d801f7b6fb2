// The markdown renderer's output: a tree of plain data, never an HTML string. The React layer
// (widget/components/markdown.tsx) puts it in one paragraph and turns each node into an
// element, so no input can inject markup.

export interface MdText {
  type: 'text';
  value: string;
}

export interface MdStrong {
  type: 'strong';
  children: MdNode[];
}

export interface MdLink {
  type: 'link';
  /** Always http(s) or relative (see safe-url.ts). */
  href: string;
  /** spec §9: "Markdown links to a different host open in a new tab". */
  newTab: boolean;
  children: MdNode[];
}

export type MdNode = MdText | MdStrong | MdLink;

/**
 * spec §9: "Markdown maximum nesting: 20", the paragraph, strong and links each counting one
 * level. parse-markdown.ts never gets near it: its deepest tree is paragraph > strong > link >
 * strong.
 */
export const MAX_MARKDOWN_NESTING = 20;
