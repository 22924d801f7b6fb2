// The markdown renderer's output: a tree of plain data, never an HTML string. The React layer
// turns each node into an element, so no input can inject markup (design.md "Markdown").

export interface MdText {
  type: 'text';
  value: string;
}

export interface MdEmphasis {
  type: 'strong' | 'em';
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

export interface MdBreak {
  type: 'break';
}

export interface MdParagraph {
  type: 'paragraph';
  children: MdNode[];
}

export type MdNode = MdText | MdEmphasis | MdLink | MdBreak | MdParagraph;

/** spec §9: "Markdown maximum nesting: 20" — paragraphs, emphasis and links each count one level. */
export const MAX_MARKDOWN_NESTING = 20;
