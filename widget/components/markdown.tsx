import type { ReactNode } from 'react';
import type { MdNode } from '../../core/markdown';

// Renders the parsed upsell copy as one paragraph of React elements: there is no HTML string
// anywhere, so copy (or a tampered bundle) cannot inject markup.
export function Markdown({ nodes, onLink }: { nodes: readonly MdNode[]; onLink?: () => void }) {
  return <p>{renderNodes(nodes, onLink)}</p>;
}

function renderNodes(nodes: readonly MdNode[], onLink?: () => void): ReactNode[] {
  return nodes.map((node, key) =>
    node.type === 'text' ? (
      node.value
    ) : node.type === 'strong' ? (
      <strong key={key}>{renderNodes(node.children, onLink)}</strong>
    ) : (
      <a
        key={key}
        href={node.href}
        onClick={onLink}
        {...(node.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {renderNodes(node.children, onLink)}
      </a>
    ),
  );
}
