// @vitest-environment jsdom
// spec §4 "Data sections": default → cached → live; spec §8: a failed fetch is logged as
// "Failed to retrieve quick actions data" and the cache stays; spec §9: data younger than
// 10,000 ms is not fetched again; one user's cache is never shown to another (ADR-0025).
import { describe, expect, it } from 'vitest';
import tilesUserA from '../../../demo/fixtures/tiles-user-a.json';
import { createFakeNetwork, type Api } from './support/fake-network';
import {
  advance,
  click,
  mountWidget,
  openPopup,
  popup,
  visitEarlier,
  openWidget,
  documentTitles,
} from './support/widget-harness';
import type { MountedHost } from './support/widget-harness';

const USER_A_US = ['Last Will and Testament', 'Online notarization – Power of Attorney'];

describe('default → cached → live (spec §4)', () => {
  it('shows the default until the live data arrives when nothing is cached', async () => {
    const host = await mountWidget();
    host.network.set('tiles', { delayMs: 1_000 });
    await click(host.button);
    await advance(500);
    const documents = host.view.getByRole('region', { name: 'My Documents' });
    expect(documents.textContent).toContain('Loading…');
    expect(documentTitles(host)).toEqual([]);
  });

  it('shows the cached documents at once on open, before the live fetch finishes', async () => {
    await visitEarlier();
    const host = await mountWidget();
    host.network.set('tiles', { hang: true });
    await click(host.button);
    await advance(500);
    expect(host.network.count('tiles')).toBe(1);
    expect(documentTitles(host)).toEqual(USER_A_US);
  });

  it('goes live: data that arrived while open is shown after closing and opening again', async () => {
    await visitEarlier();
    const host = await mountWidget();
    const [first, ...rest] = tilesUserA.Data;
    const renamed = { Data: [{ ...first, Name: 'Family papers' }, ...rest] };
    // The newest US document lives two folders deep in "Home & Family" (fixtures README).
    const withNewName = JSON.parse(
      JSON.stringify(renamed).replace('"Last Will and Testament"', '"Last Will (2025)"'),
    ) as unknown;
    host.network.set('tiles', { delayMs: 800, body: withNewName });
    await click(host.button);
    await advance(800);
    expect(documentTitles(host)[0]).toBe('Last Will and Testament');
    await click(host.button);
    await click(host.button);
    expect(documentTitles(host)[0]).toBe('Last Will (2025)');
  });
});

/** After an earlier visit cached the sections, opens the popup with `api` failing. */
async function openWithCacheAnd(api: Api, failStatus: number): Promise<MountedHost> {
  await visitEarlier();
  const network = createFakeNetwork('S-1');
  network.set(api, { failStatus });
  return openWidget({ network });
}

describe('a failed fetch (spec §8)', () => {
  it('keeps the cached documents and reports "Failed to retrieve quick actions data"', async () => {
    const host = await openWithCacheAnd('tiles', 500);
    expect(documentTitles(host)).toEqual(USER_A_US);
    const messages = host.logError.mock.calls.map(([error]) => error);
    const failure = messages.find((error) => error.message.startsWith('Failed'));
    expect(failure).toBeInstanceOf(Error);
    expect(failure?.message).toBe('Failed to retrieve quick actions data');
  });

  it('keeps the cached hubs when the dashboards fail', async () => {
    const host = await openWithCacheAnd('dashboards', 503);
    const hubs = host.view.getByRole('region', { name: 'My Hubs' });
    expect(hubs.textContent).toContain('Business Planning');
    expect(host.logError.mock.calls.map(([error]) => error.message)).toContain(
      'Failed to retrieve quick actions data',
    );
  });
});

describe('freshness (spec §9: 10,000 ms)', () => {
  it('does not fetch again within 10 s of the last fetch, and does after', async () => {
    const host = await mountWidget();
    await openPopup(host);
    expect(host.network.count('tiles')).toBe(1);
    expect(host.network.count('dashboards')).toBe(1);
    await click(host.button);

    await advance(9_999);
    await openPopup(host);
    expect(host.network.count('tiles')).toBe(1);
    expect(host.network.count('dashboards')).toBe(1);
    await click(host.button);

    await advance(1);
    await openPopup(host);
    expect(host.network.count('tiles')).toBe(2);
    expect(host.network.count('dashboards')).toBe(2);
  });

  it('reads the age from the injected clock', async () => {
    let now = Date.UTC(2025, 10, 21, 12);
    const host = await mountWidget({ now: () => now });
    await openPopup(host);
    await click(host.button);
    now += 9_999;
    await openPopup(host);
    expect(host.network.count('tiles')).toBe(1);
    await click(host.button);
    now += 1;
    await openPopup(host);
    expect(host.network.count('tiles')).toBe(2);
  });
});

describe('per-user caches (ADR-0025)', () => {
  it("never shows S-1's documents or hubs to S-2, even while S-2's fetch hangs", async () => {
    await visitEarlier({ secureId: 'S-1' });
    const network = createFakeNetwork('S-2');
    network.set('tiles', { hang: true });
    network.set('dashboards', { hang: true });
    const host = await mountWidget({ secureId: 'S-2', network });
    await click(host.button);
    await advance(500);
    const shown = popup(host)?.textContent ?? '';
    expect(shown).not.toBe('');
    for (const name of [...USER_A_US, 'Business Planning']) expect(shown).not.toContain(name);
    await advance(20_000);
    const later = popup(host)?.textContent ?? '';
    for (const name of [...USER_A_US, 'Business Planning']) expect(later).not.toContain(name);
  });

  it("shows S-2's own documents once they arrive", async () => {
    await visitEarlier({ secureId: 'S-1' });
    const host = await mountWidget({ secureId: 'S-2' });
    await openPopup(host);
    expect(documentTitles(host)).toEqual([
      'Independent Contractor Agreement',
      'Medical Consent for Minor',
    ]);
  });
});

describe('what the widget holds in memory lives 24 h (spec §9)', () => {
  const HOUR_MS = 60 * 60 * 1000;

  it('an open tab 25 h later, the calls failing: no stale documents, hubs or upsell', async () => {
    let now = Date.UTC(2025, 10, 21, 12);
    const host = await mountWidget({ now: () => now });
    await openPopup(host);
    expect(documentTitles(host)).toEqual(USER_A_US);
    await click(host.button);

    now += 25 * HOUR_MS;
    host.network.set('tiles', { failStatus: 500 });
    host.network.set('dashboards', { failStatus: 503 });
    await openPopup(host);
    await advance(1_000);
    expect(documentTitles(host)).toEqual([]);
    const shown = popup(host)?.textContent ?? '';
    for (const name of [...USER_A_US, 'Business Planning']) expect(shown).not.toContain(name);
    expect(host.view.queryByRole('region', { name: 'Suggested for you' })).toBeNull();
    expect(host.view.getByRole('region', { name: 'My Documents' }).textContent).toContain(
      "Your documents couldn't be loaded",
    );
  });

  it('23 h later the same failure keeps them (spec §8 "The popup keeps the cached data")', async () => {
    let now = Date.UTC(2025, 10, 21, 12);
    const host = await mountWidget({ now: () => now });
    await openPopup(host);
    await click(host.button);
    now += 23 * HOUR_MS;
    host.network.set('tiles', { failStatus: 500 });
    await openPopup(host);
    await advance(1_000);
    expect(documentTitles(host)).toEqual(USER_A_US);
  });

  it('a clock moved back an hour: what memory holds is dropped, as storage drops it', async () => {
    let now = Date.UTC(2025, 10, 21, 12);
    const host = await mountWidget({ now: () => now });
    await openPopup(host);
    await click(host.button);
    now -= HOUR_MS;
    host.network.set('tiles', { failStatus: 500 });
    await openPopup(host);
    await advance(1_000);
    expect(documentTitles(host)).toEqual([]);
    expect(
      Object.keys(localStorage).filter((key) => key.startsWith('quickactions_documents')),
    ).toEqual([]);
  });
});

describe('a failed call with nothing to show (ADR-0100)', () => {
  it('says the documents could not be loaded, not "Documents you make will appear here"', async () => {
    const network = createFakeNetwork('S-1');
    network.set('tiles', { failStatus: 500 });
    const host = await openWidget({ network, design: 'desktop-v2' });
    await advance(1_000);
    const documents = host.view.getByRole('region', { name: 'My Documents' });
    expect(documents.textContent).toContain("Your documents couldn't be loaded");
    expect(documents.textContent).not.toContain('Documents you make will appear here');
    // Refresh tries again; this time the call answers.
    network.set('tiles', {});
    await click(host.view.getByRole('button', { name: 'Refresh' }));
    await advance(1_000);
    expect(documentTitles(host)).toEqual(USER_A_US);
    expect(host.view.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(host.network.count('tiles')).toBe(2);
    // The same button, the same tracked event as applying held data.
    expect(host.track).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'Popup', action: 'Refresh' }),
    );
  });

  it('a user without documents still sees the empty state, and no Refresh', async () => {
    const network = createFakeNetwork('S-1');
    network.set('tiles', { body: { Data: [] } });
    const host = await openWidget({ network, design: 'desktop-v2' });
    await advance(1_000);
    const documents = host.view.getByRole('region', { name: 'My Documents' });
    expect(documents.textContent).toContain('Documents you make will appear here');
    expect(host.view.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('says the hubs could not be loaded when the dashboards fail with nothing cached', async () => {
    const network = createFakeNetwork('S-1');
    network.set('dashboards', { failStatus: 503 });
    const host = await openWidget({ network });
    await advance(1_000);
    const hubs = host.view.getByRole('region', { name: 'My Hubs' });
    expect(hubs.textContent).toContain("Your hubs couldn't be loaded");
    expect(hubs.textContent).not.toContain('No hubs yet');
    expect(documentTitles(host)).toEqual(USER_A_US);
  });
});
