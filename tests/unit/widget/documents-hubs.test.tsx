// @vitest-environment jsdom
// spec §3/§5 documents (the two newest kept tiles per country, mapped to items), spec §2/§7
// document targets (preview link, notary session, editor form POST), hubs (the last dashboard
// plus Estate Vault; "no dashboards found" is an empty list), and untrusted names as text.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ESTATE_VAULT_URL, MY_ACCOUNT_URL, VIEW_ALL_URL } from '../../../core/actions';
import { createFakeNetwork, usDocumentTile } from './support/fake-network';
import {
  advance,
  mountWidget,
  openPopup,
  openWidget,
  type MountedHost,
} from './support/widget-harness';

function documentsSection(host: MountedHost): HTMLElement {
  return host.view.getByRole('region', { name: 'My Documents' });
}

/** [ItemId, title] of the documents shown, in order. */
function shownDocuments(host: MountedHost): [string, string][] {
  return [...documentsSection(host).querySelectorAll('li')].map((item) => [
    item.getAttribute('data-document-id') ?? '',
    item.querySelector('.qa-item-title')?.textContent ?? '',
  ]);
}

const hubLinks = (host: MountedHost) =>
  [...host.view.getByRole('region', { name: 'My Hubs' }).querySelectorAll('a')].map((link) => [
    link.textContent,
    link.getAttribute('href'),
  ]);

describe('the two newest documents (fixtures README table)', () => {
  it.each([
    [
      'S-1',
      'US',
      '48213',
      'Last Will and Testament',
      '48455',
      'Online notarization – Power of Attorney',
    ],
    [
      'S-1',
      'CA',
      '48388',
      'Residential Tenancy Agreement – Ontario',
      '48333',
      'Bill of Sale – 2019 Honda Civic',
    ],
    ['S-1', 'GB', '48310', 'Business Plan – Riverside Bakery', '48050', 'Child Travel Consent'],
    [
      'S-2',
      'US',
      '51020',
      'Independent Contractor Agreement',
      '51005',
      'Medical Consent for Minor',
    ],
    ['S-2', 'GB', '51030', 'Sale Agreement – Vintage Piano', '51005', 'Medical Consent for Minor'],
  ])('%s in %s: %s then %s', async (secureId, country, firstId, first, secondId, second) => {
    const host = await openWidget({ secureId, country, region: country === 'CA' ? 'ON' : '' });
    expect(shownDocuments(host)).toEqual([
      [firstId, first],
      [secondId, second],
    ]);
  });
});

describe('document targets (spec §2, §7)', () => {
  it('a document opens its post URL with /preview.aspx', async () => {
    const host = await openWidget({ country: 'US' });
    const link = host.view.getByRole('link', { name: /^Last Will and Testament/ });
    expect(link.getAttribute('href')).toBe('/mydocuments/document/48213/preview.aspx');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('a notary session links to /online-notary/DocumentSelection/{id}', async () => {
    const host = await openWidget({ country: 'US' });
    const link = host.view.getByRole('link', { name: /^Online notarization – Power of Attorney/ });
    expect(link.getAttribute('href')).toBe('/online-notary/DocumentSelection/NS-7781');
    expect(link.closest('li')?.getAttribute('data-document-type')).toBe('NotarySession');
  });

  it('an editor document is a form POST to its download URL with the §7 fields', async () => {
    const host = await openWidget({ country: 'CA', region: 'ON' });
    const button = host.view.getByRole('button', {
      name: /^Residential Tenancy Agreement – Ontario/,
    });
    expect(button.getAttribute('type')).toBe('submit');
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/mydocuments/editor/48388/open.aspx');
    const fields = Object.fromEntries(
      [...(form?.querySelectorAll('input') ?? [])].map((input) => [input.name, input.value]),
    );
    expect(fields).toEqual({
      wdid: '48388',
      webuser_data_id: '48388',
      filename: 'Residential Tenancy Agreement – Ontario',
      contract: '/contracts/residential-lease-agreement/',
      format: 'html',
      outputTemplate: 'RESLSE',
      useInline: 'false',
    });
    expect([...(form?.querySelectorAll('input') ?? [])].every((i) => i.type === 'hidden')).toBe(
      true,
    );
  });

  it('View all goes to /mydocuments/ and My Account to /MyAccount/', async () => {
    const host = await openWidget({ country: 'US' });
    expect(host.view.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(
      VIEW_ALL_URL,
    );
    expect(host.view.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe(
      MY_ACCOUNT_URL,
    );
  });
});

describe('untrusted names', () => {
  it('renders a document named like markup as literal text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const network = createFakeNetwork('S-1');
    network.set('tiles', {
      body: {
        Data: [usDocumentTile(80001, name)],
      },
    });
    const host = await openWidget({ country: 'US', network });
    const section = documentsSection(host);
    expect(host.view.getByText(name)).toBeTruthy();
    expect(section.querySelector('img[src="x"]')).toBeNull();
    expect(host.shadowRoot.querySelectorAll('[onerror]')).toHaveLength(0);
  });
});

describe('hubs (spec §3, §5, §7)', () => {
  it('shows the last dashboard, then Estate Vault', async () => {
    const host = await openWidget({ secureId: 'S-1', country: 'US' });
    expect(hubLinks(host)).toEqual([
      ['Business Planning', '/post-purchase-dashboard/BUSPLN'],
      ['Estate Vault', ESTATE_VAULT_URL],
    ]);
    const asked = host.network.calls.find((call) => call.api === 'dashboards');
    expect(asked?.options).toMatchObject({ secureId: 'S-1', data: { has_started: true } });
  });

  it('treats 404 "No dashboards found" as an empty list: Estate Vault only, nothing reported', async () => {
    const host = await openWidget({ secureId: 'S-2', country: 'US' });
    expect(hubLinks(host)).toEqual([['Estate Vault', ESTATE_VAULT_URL]]);
    expect(host.logError).not.toHaveBeenCalled();
  });
});

describe('invalid session (spec §2, §8)', () => {
  /** Clicks the newest document; true when the widget stopped the link's own navigation. */
  async function linkNavigationStopped(host: MountedHost): Promise<boolean> {
    let stopped = false;
    // Runs after the widget's handler (bubble phase, at the document); stops jsdom's own
    // (unimplemented) navigation for the link.
    const observe = (event: Event) => {
      stopped = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', observe);
    await act(async () =>
      host.view.getByRole('link', { name: /^Last Will and Testament/ }).click(),
    );
    document.removeEventListener('click', observe);
    return stopped;
  }

  it('a document opens normally while the session is valid', async () => {
    const host = await mountWidget();
    await openPopup(host);
    expect(await linkNavigationStopped(host)).toBe(false);
  });

  it('after the FolderTile call answered 401, a document click does not open the document', async () => {
    const earlier = await mountWidget();
    await openPopup(earlier);
    await earlier.unmount();
    await advance(10_000);
    const network = createFakeNetwork('S-1');
    network.set('tiles', { failStatus: 401 });
    const host = await mountWidget({ network });
    await openPopup(host);
    // The widget sends the person to /signin/ with location.assign instead; jsdom cannot
    // navigate and prints "Not implemented: navigation", so only the stopped link is checked.
    expect(await linkNavigationStopped(host)).toBe(true);
  });
});
