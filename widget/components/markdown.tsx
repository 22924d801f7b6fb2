import type { ReactNode } from 'react';
import type { MdNode } from '../../core/markdown';

// Renders the parsed upsell copy as React elements: there is no HTML string
// anywhere, so copy (or a tampered bundle) cannot inject markup (issue 8).
export function Markdown({ nodes, onLink }: { nodes: readonly MdNode[]; onLink?: () => void }) {
  return <>{nodes.map((node, index) => renderNode(node, index, onLink))}</>;
}

function renderNode(node: MdNode, key: number, onLink?: () => void): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'break':
      return <br key={key} />;
    case 'strong':
      return <strong key={key}>{node.children.map((c, i) => renderNode(c, i, onLink))}</strong>;
    case 'em':
      return <em key={key}>{node.children.map((c, i) => renderNode(c, i, onLink))}</em>;
    case 'paragraph':
      return <p key={key}>{node.children.map((c, i) => renderNode(c, i, onLink))}</p>;
    case 'link':
      return (
        <a
          key={key}
          href={node.href}
          onClick={onLink}
          {...(node.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {node.children.map((c, i) => renderNode(c, i, onLink))}
        </a>
      );
  }
}
