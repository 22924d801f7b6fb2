// Upsell copy links to its group's target through the `{url}` placeholder
// (widget/components/suggestion-section.tsx fills it from upsell-url.ts): a target lives in one
// file, and moving one (the Estate Vault's, say) never means editing every locale bundle.
import { describe, expect, it } from 'vitest';
import { parseMarkdown, type MdNode } from '../../../core/markdown';
import { ESTATE_VAULT_URL } from '../../../core/actions';
import { upsellUrl } from '../../../core/upsell';
import { translate } from '../../../locales/translate';
import { bundleFileNames, readMessages } from '../locales/read-bundles';

const MARKDOWN_LINK_TARGET = /\]\(([^)\s]*)/g;
const UPSELL_CONTENT_KEY = /^upsell\.\w+\.\w+\.\d+\.content$/;

/** Every node of a parsed tree, depth first. */
const allNodes = (nodes: readonly MdNode[]): MdNode[] =>
  nodes.flatMap((node) =>
    ['children' in node ? [node, ...allNodes(node.children)] : [node]].flat(),
  );

const linkTargets = (text: string) => [...text.matchAll(MARKDOWN_LINK_TARGET)].map((m) => m[1]);

describe('upsell copy links (one home for each target)', () => {
  it.each(bundleFileNames())('%s: only upsell copy has links', (locale) => {
    const linked = Object.entries(readMessages(locale)).filter(
      ([, text]) => linkTargets(text).length > 0,
    );
    for (const [key, text] of linked) {
      expect(key).toMatch(UPSELL_CONTENT_KEY);
      expect(linkTargets(text).every((target) => target === '{url}')).toBe(true);
    }
  });

  it('the English Estate Vault copy links to the Estate Vault target once filled', () => {
    const messages = readMessages('en');
    const text = translate(messages, 'upsell.classic.estateVault.2.content', {
      url: upsellUrl('estateVault'),
    });
    const nodes = parseMarkdown(text, { currentOrigin: 'https://www.example.com' });
    const link = allNodes(nodes).find((node) => node.type === 'link');
    expect(link).toMatchObject({ type: 'link', href: ESTATE_VAULT_URL });
  });
});
