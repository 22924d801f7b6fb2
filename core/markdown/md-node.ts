// The markdown parser's output: plain data, never HTML; widget/components/markdown.tsx makes each
// node an element, so no input can inject markup.

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

/** spec §9: "Markdown maximum nesting: 20" (paragraph, strong, link: a level each). */
export const MAX_MARKDOWN_NESTING = 20;
