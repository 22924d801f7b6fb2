// @vitest-environment jsdom
// spec §7 icon definitions: fetched once, icons served from the definitions' path
// with a placeholder image while an icon loads; spec §8: 'Unable to retrieve icon definitions',
// and "when they fail, icons show placeholders" (built in: no network needed); a hub
// without one of the nine icons is reported and still shown.
import { within, act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeNetwork } from './support/fake-network';
import { click, mountWidget, openPopup, type MountedHost } from './support/widget-harness';

const ICONS = 'http://localhost:3000/images/icons/';
/** icon URLs carry the widget mark (core/request/request-headers.ts). */
const MARK = '?quick-actions-icon=1';

/** The <img> elements of the action row `name`. */
function iconImages(host: MountedHost, name: string): HTMLImageElement[] {
  const link = host.view.getByRole('link', { name });
  return [...link.querySelectorAll('img')];
}

/**
 * The built-in placeholder glyphs (inline SVG, no URL) the row `name` shows: a ready icon keeps its
 * placeholder in the DOM, hidden (`.qa-icon[data-ready]`, widget.css).
 */
function placeholders(host: MountedHost, name: string): SVGElement[] {
  const link = host.view.getByRole('link', { name });
  return [...link.querySelectorAll<SVGElement>('.qa-icon:not([data-ready]) svg.qa-placeholder')];
}

describe('icons', () => {
  it('fetches the definitions once, however often the popup opens', async () => {
    const host = await mountWidget();
    await openPopup(host);
    await click(host.button);
    await openPopup(host);
    expect(host.network.count('icons')).toBe(1);
    expect(host.network.calls.find((call) => call.api === 'icons')?.url).toBe(
      `${ICONS}definitions.json`,
    );
  });

  it('shows the placeholder until the icon has loaded, then the icon', async () => {
    const host = await mountWidget();
    await openPopup(host);
    // The placeholder is built in (no request); the icon loads hidden beside it.
    expect(placeholders(host, 'Sign Documents')).toHaveLength(1);
    const [icon, ...others] = iconImages(host, 'Sign Documents');
    expect(others).toEqual([]);
    expect(icon?.getAttribute('src')).toBe(`${ICONS}sign.svg${MARK}`);
    expect(icon?.hidden).toBe(true);
    // Decorative: the label names the action.
    expect(icon?.getAttribute('alt')).toBe('');

    await act(async () => {
      if (icon) fireEvent.load(icon);
    });
    const after = iconImages(host, 'Sign Documents');
    expect(after.map((image) => image.getAttribute('src'))).toEqual([`${ICONS}sign.svg${MARK}`]);
    expect(after[0]?.hidden).toBe(false);
    expect(placeholders(host, 'Sign Documents')).toEqual([]);
  });

  it('shows the built-in placeholder in every slot while the definitions load', async () => {
    const network = createFakeNetwork('S-1');
    network.set('icons', { hang: true });
    const host = await mountWidget({ network });
    await openPopup(host);
    for (const name of ['Create New Document', 'Sign Documents', 'My Account']) {
      expect(placeholders(host, name), name).toHaveLength(1);
      expect(iconImages(host, name), name).toEqual([]);
    }
  });

  it('keeps the placeholder when an icon file fails to load', async () => {
    const host = await mountWidget();
    await openPopup(host);
    const [icon] = iconImages(host, 'Sign Documents');
    await act(async () => {
      if (icon) fireEvent.error(icon);
    });
    expect(placeholders(host, 'Sign Documents')).toHaveLength(1);
    expect(iconImages(host, 'Sign Documents')[0]?.hidden).toBe(true);
  });

  it("reports 'Unable to retrieve icon definitions' and shows placeholders when they fail", async () => {
    const network = createFakeNetwork('S-1');
    network.set('icons', { failStatus: 500 });
    const host = await mountWidget({ network });
    await openPopup(host);
    expect(host.logError.mock.calls.map(([error]) => error.message)).toContain(
      'Unable to retrieve icon definitions',
    );
    // Every slot shows the built-in placeholder, none asks the network for it.
    for (const name of [
      'Create New Document',
      'Sign Documents',
      'Notarize Documents',
      'My Account',
    ]) {
      expect(placeholders(host, name), name).toHaveLength(1);
      expect(iconImages(host, name), name).toEqual([]);
    }
    expect(
      host.network.calls.map((call) => call.url).filter((url) => url.endsWith('.svg')),
    ).toEqual([]);
    expect(host.view.getByRole('link', { name: 'Sign Documents' }).getAttribute('href')).toMatch(
      /^\/esign\//,
    );
  });

  it('a hub that is not one of the nine is reported, and shown with the placeholder', async () => {
    const network = createFakeNetwork('S-1');
    network.set('dashboards', {
      body: {
        succeeded: true,
        result: [{ title: 'Pet Care', href: '/post-purchase-dashboard/PET' }],
        errors: [],
      },
    });
    const host = await mountWidget({ network });
    await openPopup(host);
    expect(host.logError.mock.calls.map(([error]) => error.message)).toContain(
      'No icon found for hub with title "Pet Care"',
    );
    const hub = host.view.getByRole('link', { name: 'Pet Care' });
    expect(hub.getAttribute('href')).toBe('/post-purchase-dashboard/PET');
    expect(hub.querySelectorAll('img')).toHaveLength(0);
    expect(hub.querySelectorAll('.qa-icon svg.qa-placeholder')).toHaveLength(1);
  });

  it('the nine hubs have their own icons (Business Planning, Estate Vault)', async () => {
    const host = await mountWidget();
    await openPopup(host);
    // Within the hubs section: the upsell copy may link to the Estate Vault too.
    const hubsSection = host.view.getByRole('region', { name: 'My Hubs' });
    const srcs = (name: string) =>
      [...within(hubsSection).getByRole('link', { name }).querySelectorAll('img')].map((image) =>
        image.getAttribute('src'),
      );
    expect(srcs('Business Planning')).toContain(`${ICONS}hub-business-planning.svg${MARK}`);
    expect(srcs('Estate Vault')).toContain(`${ICONS}hub-estate-vault.svg${MARK}`);
  });
});
