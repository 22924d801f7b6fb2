// Upsell copy links to its group's target through the `{url}` placeholder
// (widget/components/suggestion-section.tsx fills it from core/upsell.ts): a target lives in one
// file, and moving one (the Estate Vault's, say) never means editing every locale bundle.
import { describe, expect, it } from 'vitest';
import { parseMarkdown, type MdNode } from '../../../core/markdown';
import { ESTATE_VAULT_URL } from '../../../core/actions';
import { UPSELL_GROUPS, upsellUrl, type UpsellGroup } from '../../../core/upsell';
import { translate } from '../../../locales/translate';
import { bundleFileNames, readMessages } from '../locales/read-bundles';

const MARKDOWN_LINK_TARGET = /\]\(([^)\s]*)/g;
const UPSELL_CONTENT_KEY = /^upsell\.\w+\.\w+\.\d+\.content$/;
const isUpsellGroup = (name: string | undefined): name is UpsellGroup =>
  UPSELL_GROUPS.some((group) => group === name);

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
    const nodes = parseMarkdown(text, 'https://www.example.com');
    const link = allNodes(nodes).find((node) => node.type === 'link');
    expect(link).toMatchObject({ type: 'link', href: ESTATE_VAULT_URL });
  });

  // core/markdown.ts reads only `**strong**` and links: this is the proof that it
  // reads all the copy there is, leaving no syntax on screen.
  it.each(bundleFileNames())(
    '%s: every upsell copy renders with no markdown left as text',
    (locale) => {
      for (const [key, text] of Object.entries(readMessages(locale))) {
        if (!UPSELL_CONTENT_KEY.test(key)) continue;
        const group = key.split('.')[2];
        if (!isUpsellGroup(group)) throw new Error(`${key}: no such upsell group`);
        const url = upsellUrl(group);
        const nodes = parseMarkdown(
          translate({ [key]: text }, key, { url }),
          'https://www.example.com',
        );
        for (const node of allNodes(nodes)) {
          if (node.type === 'text') expect(node.value, key).not.toMatch(/\*|\[|\]\(/);
          if (node.type === 'link') expect(node, key).toMatchObject({ href: url, newTab: false });
        }
        expect(
          allNodes(nodes).filter((node) => node.type === 'link'),
          key,
        ).toHaveLength(linkTargets(text).length);
      }
    },
  );
});

// A hub group's offer links to that hub (core/upsell.ts), so the link's text is the hub's own name
// as the same bundles name it in the hub list (`hub.*`): es_MX's rental offer links
// "[Propiedad en renta]({url})", never another name for the place. The last will and all
// contracts groups lead to pages, not hubs; their links say what the page does.
const HUB_NAME_KEY: Partial<Record<UpsellGroup, string>> = {
  estateVault: 'hub.estateVault',
  rentalHub: 'hub.rentalProperty',
  salesLoansHub: 'hub.salesLoans',
  businessPlanningHub: 'hub.businessPlanning',
  parentGuardianHub: 'hub.parentGuardian',
};

/** What a locale shows: its own bundle over its language over en, as the loader merges them. */
const shown = (locale: string): Record<string, string> => ({
  ...readMessages('en'),
  ...readMessages(locale.slice(0, 2)),
  ...readMessages(locale),
});

const linkTexts = (text: string) => [...text.matchAll(/\[([^\]]*)\]\(/g)].map((m) => m[1]);

describe('upsell links into a hub name the hub as the bundle does', () => {
  it.each(bundleFileNames())('%s', (locale) => {
    const messages = shown(locale);
    const links = Object.entries(messages).flatMap(([key, text]) => {
      const nameKey = UPSELL_CONTENT_KEY.test(key)
        ? HUB_NAME_KEY[key.split('.')[2] as UpsellGroup]
        : undefined;
      return nameKey ? linkTexts(text).map((link) => [key, link, messages[nameKey]]) : [];
    });
    expect(links.length).toBeGreaterThan(0);
    for (const [key, link, hubName] of links) expect(link, key).toBe(hubName);
  });
});
