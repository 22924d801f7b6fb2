// @vitest-environment jsdom
// spec §3/§5 upsell (US only; group from the newest document's product code; offer 1..count
// from random; v2 counts), spec §5/§9 markdown copy: real links, unsafe schemes never links,
// another host's link in a new tab.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ESTATE_VAULT_URL } from '../../../core/actions';
import { parseMarkdown } from '../../../core/markdown';
import { offerCount } from '../../../core/upsell';
import en from '../../../locales/bundles/en.json';
import { Markdown } from '../../../widget/components/markdown';
import { delayBundles, overrideBundle, resetBundleOverrides } from './support/preloaded-locales';
import {
  advance,
  click,
  mountWidget,
  openPopup,
  openWidget,
  popup,
  type MountedHost,
} from './support/widget-harness';

const messages: Record<string, string> = en;
afterEach(resetBundleOverrides);

const suggestion = (host: MountedHost) =>
  host.view.getByRole('region', { name: 'Suggested for you' });

function shownOffer(host: MountedHost) {
  const box = suggestion(host).querySelector('[data-upsell-group]');
  return {
    group: box?.getAttribute('data-upsell-group'),
    offer: box?.getAttribute('data-upsell-offer'),
  };
}

describe('which upsell (spec §3, §5)', () => {
  it('user A (newest document WILL) gets the Estate Vault group; random 0 → offer 1', async () => {
    const host = await openWidget({ country: 'US', random: () => 0 });
    expect(shownOffer(host)).toEqual({ group: 'estateVault', offer: '1' });
    const title = host.view.getByRole('link', { name: 'Keep your estate plan in one place' });
    expect(title.getAttribute('href')).toBe(ESTATE_VAULT_URL);
    expect(suggestion(host).textContent).toContain('health care directive');
  });

  it('random near 1 → the last offer of the classic design', async () => {
    const host = await openWidget({ country: 'US', random: () => 0.999 });
    const last = offerCount('estateVault', 'desktop');
    expect(shownOffer(host)).toEqual({ group: 'estateVault', offer: String(last) });
  });

  it('the v2 design has its own offers and copy', async () => {
    const host = await openWidget({ country: 'US', design: 'desktop-v2', random: () => 0.999 });
    const last = offerCount('estateVault', 'desktop-v2');
    expect(last).toBeGreaterThan(offerCount('estateVault', 'desktop'));
    expect(shownOffer(host)).toEqual({ group: 'estateVault', offer: String(last) });
    const title = messages[`upsell.v2.estateVault.${last}.title`]!;
    expect(host.view.getByRole('link', { name: title })).toBeTruthy();
  });

  it('user B (newest document SERVAG) gets the Business Planning hub', async () => {
    const host = await openWidget({ secureId: 'S-2', country: 'US', random: () => 0.999 });
    const last = offerCount('businessPlanningHub', 'desktop');
    expect(shownOffer(host)).toEqual({ group: 'businessPlanningHub', offer: String(last) });
    const title = messages[`upsell.classic.businessPlanningHub.${last}.title`]!;
    expect(host.view.getByRole('link', { name: title }).getAttribute('href')).toBe(
      '/post-purchase-dashboard/BUSPLN',
    );
  });

  it('keeps the offer shown when a refetch finds the same group', async () => {
    let value = 0;
    const host = await openWidget({ country: 'US', random: () => value });
    value = 0.999;
    await host.unmount();
    // The next page view, past the 10 s freshness: the refetch finds the same group, and the
    // copy does not reshuffle.
    await advance(10_000);
    const again = await mountWidget({ country: 'US', random: () => value });
    await openPopup(again);
    expect(again.network.count('tiles')).toBe(1);
    expect(shownOffer(again)).toEqual({ group: 'estateVault', offer: '1' });
  });

  it('is not offered in CA or GB', async () => {
    for (const country of ['CA', 'GB']) {
      const host = await openWidget({ country, region: 'ON' });
      expect(host.view.queryByRole('region', { name: 'Suggested for you' })).toBeNull();
      await host.unmount();
    }
  });
});

describe('markdown copy (spec §5, §9)', () => {
  it('renders a markdown link in the copy as a real link', async () => {
    const host = await openWidget({ country: 'US', random: () => 0.999 });
    const link = suggestion(host).querySelector('p a');
    expect(link?.textContent).toBe('Estate Vault');
    expect(link?.getAttribute('href')).toBe(ESTATE_VAULT_URL);
    expect(link?.getAttribute('target')).toBeNull();
  });

  it('never makes a link of a javascript: URL in (tampered) copy; another host opens in a new tab', async () => {
    overrideBundle('en_US', {
      'upsell.classic.estateVault.1.content':
        'Read [this](javascript:alert(1)) or [that](https://other.example/page) — **now**.',
    });
    const host = await openWidget({ country: 'US', random: () => 0 });
    const box = suggestion(host);
    const links = [...box.querySelectorAll('p a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://other.example/page']);
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(box.querySelector('[href^="javascript" i]')).toBeNull();
    expect(box.querySelector('p strong')?.textContent).toBe('now');
    expect(box.textContent).toContain('this');
  });

  it('the Markdown component renders no link for vbscript:, file: or data: either', () => {
    const origin = 'http://localhost:3000';
    const text = '[a](vbscript:msgbox) [b](file:///etc/passwd) [c](data:text/html,x) [d](/ok/)';
    const { container } = render(<Markdown nodes={parseMarkdown(text, origin)} />);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/ok/',
    ]);
    expect(container.textContent).toContain('a');
  });
});

// ADR-0105: a popup never shows before its text, so no copy changes, and no line wraps anew, in a
// popup already shown (a layout shift nobody asked for on a first visit's auto-open).
describe('the upsell’s copy in a popup as it shows', () => {
  it('an open waits for the locale’s text as for its data, within the open wait', async () => {
    delayBundles(300);
    const host = await mountWidget({ random: () => 0.99 });
    await click(host.button);
    await advance(200);
    expect(popup(host)).toBeNull();
    await advance(200);
    for (let turn = 0; turn < 8 && !popup(host); turn++) await advance(0);
    const copy = suggestion(host).querySelector('.qa-suggestion')?.textContent ?? '';
    expect(copy).not.toMatch(/upsell\./);
    expect(copy).toContain(messages['upsell.classic.estateVault.2.title']);
  });
});
