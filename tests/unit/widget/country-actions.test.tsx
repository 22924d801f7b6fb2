// @vitest-environment jsdom
// spec §2 "Country mix" and "Navigation targets", spec §5 e-sign rules, spec §2 mobile labels.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CREATE_DOCUMENT_URL, ESIGN_URL, NOTARIZE_URL } from '../../../core/actions';
import { createFakeNetwork } from './support/fake-network';
import {
  advance,
  click,
  mountWidget,
  openWidget,
  type MountedHost,
} from './support/widget-harness';

/** The section headings shown, in order. */
function sectionNames(host: MountedHost): string[] {
  return host.view
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** The action rows (create, sign, notarize) as [accessible text, href]. */
function actions(host: MountedHost): [string, string][] {
  const list = host.view.getByRole('link', { name: /Create New Document|New/ }).closest('ul');
  if (!list) throw new Error('No action list');
  return [...list.querySelectorAll('a')].map((link) => [
    link.querySelector('span:not([aria-hidden]):not(.qa-visually-hidden)')?.textContent ?? '',
    link.getAttribute('href') ?? '',
  ]);
}

describe('country mix (spec §2)', () => {
  it('US shows the suggestion, documents and hubs', async () => {
    const host = await openWidget({ country: 'US' });
    expect(sectionNames(host)).toEqual(['Suggested for you', 'My Documents', 'My Hubs']);
  });

  it('CA shows documents and hubs', async () => {
    const host = await openWidget({ country: 'CA', region: 'ON' });
    expect(sectionNames(host)).toEqual(['My Documents', 'My Hubs']);
  });

  it('GB shows documents only', async () => {
    const host = await openWidget({ country: 'GB' });
    expect(sectionNames(host)).toEqual(['My Documents']);
    // Nothing is fetched for sections that are not shown.
    expect(host.network.count('dashboards')).toBe(0);
  });
});

describe('actions (spec §2 targets, §5 e-sign)', () => {
  it('US: create, sign second, notarize at the online notary', async () => {
    const host = await openWidget({ country: 'US', region: 'TX' });
    expect(actions(host)).toEqual([
      ['Create New Document', CREATE_DOCUMENT_URL],
      ['Sign Documents', ESIGN_URL],
      ['Notarize Documents', NOTARIZE_URL],
    ]);
    expect(host.network.count('experiment')).toBe(0);
  });

  it('CA: the notarize link is the booking link, opened in a new tab', async () => {
    const host = await openWidget({ country: 'CA', region: 'ON' });
    // The visually hidden note is part of the name (dom-accessibility-api drops its space).
    const notarize = host.view.getByRole('link', {
      name: /^Notarize Documents ?\(opens in a new tab\)$/,
    });
    expect(notarize.getAttribute('target')).toBe('_blank');
    expect(notarize.getAttribute('rel')).toBe('noopener noreferrer');
    const url = new URL(notarize.getAttribute('href') ?? '');
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('tenant')).not.toBeNull();
    expect(url.searchParams.get('subid')).not.toBeNull();
  });

  it('GB: no notarize action', async () => {
    const host = await openWidget({ country: 'GB' });
    expect(actions(host).map(([label]) => label)).toEqual([
      'Create New Document',
      'Sign Documents',
    ]);
    expect(host.view.queryByRole('link', { name: /Notarize/ })).toBeNull();
  });

  it('hides e-sign where getConfig lists the region as unsupported', async () => {
    const host = await openWidget({
      country: 'US',
      region: 'NY',
      config: { unsupportedEsignRegions: 'CA, ny' },
    });
    expect(host.getConfig).toHaveBeenCalled();
    expect(actions(host).map(([label]) => label)).toEqual([
      'Create New Document',
      'Notarize Documents',
    ]);
  });

  it('keeps e-sign for a region the config does not list', async () => {
    const host = await openWidget({
      country: 'US',
      region: 'TX',
      config: { unsupportedEsignRegions: 'NY' },
    });
    expect(host.view.getByRole('link', { name: 'Sign Documents' })).toBeTruthy();
  });

  for (const country of ['CA', 'GB'] as const) {
    it(`${country}: e-sign only when the ${country} experiment answers 'N'`, async () => {
      const on = createFakeNetwork('S-1');
      on.variation = 'N';
      const shown = await openWidget({ country, region: 'ON', network: on });
      expect(actions(shown)[1]).toEqual(['Sign Documents', ESIGN_URL]);
      const asked = on.calls.find((call) => call.api === 'experiment');
      expect(asked?.options?.method).toBe('POST');
      expect(asked?.options?.data).toMatchObject({
        experimentName: `QuickActionsEsign${country}`,
        countryCode: country,
      });
      await shown.unmount();
      localStorage.clear();

      const off = createFakeNetwork('S-1');
      off.variation = 'C';
      const hidden = await openWidget({ country, region: 'ON', network: off });
      expect(hidden.view.queryByRole('link', { name: 'Sign Documents' })).toBeNull();
    });
  }

  it("CA: the experiment does not override the region's unsupported config", async () => {
    const host = await openWidget({
      country: 'CA',
      region: 'ON',
      config: { unsupportedEsignRegions: 'ON' },
    });
    // The experiment was asked and answered 'N' (on); the region still rules e-sign out.
    expect(host.network.count('experiment')).toBe(1);
    expect(host.view.queryByRole('link', { name: 'Sign Documents' })).toBeNull();
  });
});

describe('Quebec (spec §1: CA with region QC is French)', () => {
  it('labels the popup and its sections in French', async () => {
    const host = await mountWidget({ country: 'CA', region: 'QC' });
    await click(host.button);
    expect(host.view.getByRole('region', { name: 'Actions rapides' })).toBeTruthy();
    expect(host.view.getByRole('heading', { name: 'Mes documents' })).toBeTruthy();
    expect(host.view.getByRole('link', { name: 'Créer un document' })).toBeTruthy();
  });
});

describe('mobile labels (spec §2)', () => {
  it('reads "New", "Sign", "Notarize", with the full label as description and tooltip', async () => {
    const host = await openWidget({ country: 'US', design: 'mobile' });
    expect(actions(host).map(([label]) => label)).toEqual(['New', 'Sign', 'Notarize']);
    const link = host.view.getByRole('link', { name: 'New' });
    const tooltip = host.shadowRoot.getElementById(link.getAttribute('aria-describedby')!);
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    expect(tooltip?.textContent).toBe('Create New Document');
    // spec §9: shown 200 ms after focus, gone 150 ms after leaving.
    expect(tooltip?.hidden).toBe(true);
    await act(async () => link.focus());
    await advance(199);
    expect(tooltip?.hidden).toBe(true);
    await advance(1);
    expect(tooltip?.hidden).toBe(false);
    await act(async () => link.blur());
    await advance(149);
    expect(tooltip?.hidden).toBe(false);
    await advance(1);
    expect(tooltip?.hidden).toBe(true);
  });

  it('desktop uses the full labels', async () => {
    const host = await openWidget({ country: 'US', design: 'desktop' });
    expect(host.view.queryByRole('link', { name: 'New' })).toBeNull();
    expect(host.view.getByRole('link', { name: 'Create New Document' })).toBeTruthy();
  });
});
