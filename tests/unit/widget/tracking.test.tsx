// @vitest-environment jsdom
// spec §7: the host's `track` gets section "Quick Actions", component, action and
// extra for opens, closes, refreshes and every click; positions are 1-based
// (core/tracking.ts); document names never travel.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import tilesUserA from '../../../demo/fixtures/tiles-user-a.json';
import { offerCount } from '../../../core/upsell';
import {
  advance,
  click,
  holdTasks,
  mountWidget,
  openPopup,
  openWidget,
  stayOnPage,
  visitEarlier,
  type HostSetup,
  type MountedHost,
} from './support/widget-harness';

stayOnPage();

/** Opens the popup with the upsell offer fixed (random 0). */
const openFor = (setup: HostSetup = {}) => openWidget({ random: () => 0, ...setup });

const events = (host: MountedHost) => host.track.mock.calls.map(([event]) => event);
const lastEvent = (host: MountedHost) => host.track.mock.lastCall?.[0];
/** A tracked event of section "Quick Actions" (core/tracking.ts). */
const tracked = (component: string, action: string, extra?: Record<string, unknown>) => ({
  section: 'Quick Actions',
  component,
  action,
  ...(extra ? { extra } : {}),
});

describe('popup events', () => {
  it('tracks the open (with the design) and the close', async () => {
    const host = await mountWidget({ design: 'desktop-v2' });
    await openPopup(host);
    expect(events(host)).toEqual([tracked('Popup', 'Open', { design: 'desktop-v2' })]);
    await click(host.button);
    expect(lastEvent(host)).toEqual(tracked('Popup', 'Close'));
  });

  it('tracks an open closed before its tracking task as an open, then a close', async () => {
    const nextTask = holdTasks();
    const host = await mountWidget();
    act(() => {
      host.button.click();
      host.widget.close();
    });
    const openThenClose = [
      tracked('Popup', 'Open', { design: 'desktop' }),
      tracked('Popup', 'Close'),
    ];
    expect(events(host)).toEqual(openThenClose);
    await nextTask();
    await nextTask();
    expect(events(host)).toEqual(openThenClose);
  });

  it("calls the host's track a task after the one that makes the open's data calls", async () => {
    const nextTask = holdTasks();
    const host = await mountWidget();
    act(() => host.button.click());
    expect(host.network.count('tiles')).toBe(0);
    await nextTask();
    expect(host.network.count('tiles')).toBe(1);
    expect(host.track).not.toHaveBeenCalled();
    await nextTask();
    expect(events(host)).toEqual([tracked('Popup', 'Open', { design: 'desktop' })]);
  });

  it('a widget destroyed before its open is tracked tracks it as it goes, and nothing after', async () => {
    const nextTask = holdTasks();
    const host = await mountWidget();
    act(() => host.button.click());
    await host.unmount();
    const openOnly = [tracked('Popup', 'Open', { design: 'desktop' })];
    expect(events(host)).toEqual(openOnly);
    await nextTask();
    expect(events(host)).toEqual(openOnly);
  });

  it('tracks a refresh', async () => {
    await visitEarlier();
    const host = await mountWidget();
    const [first, ...rest] = tilesUserA.Data;
    host.network.set('tiles', {
      delayMs: 800,
      body: {
        Data: [
          JSON.parse(
            JSON.stringify(first).replace('"Last Will and Testament"', '"Last Will (2025)"'),
          ) as unknown,
          ...rest,
        ],
      },
    });
    await click(host.button);
    await advance(800);
    await click(host.view.getByRole('button', { name: 'Refresh' }));
    expect(lastEvent(host)).toEqual(tracked('Popup', 'Refresh'));
  });
});

describe('clicks', () => {
  // Each link of a section in turn: the whole event, with its 1-based position.
  it.each<[string, string, [string | RegExp, Record<string, unknown>][]]>([
    [
      'actions carry their id and 1-based position',
      'QuickAction',
      [
        ['Create New Document', { id: 'create', position: 1 }],
        ['Sign Documents', { id: 'sign', position: 2 }],
        ['Notarize Documents', { id: 'notarize', position: 3 }],
      ],
    ],
    [
      'documents carry their type and 1-based position, never their name',
      'Document',
      [
        [/^Last Will and Testament/, { type: 'Document', position: 1 }],
        [/^Online notarization/, { type: 'NotarySession', position: 2 }],
      ],
    ],
    [
      'hubs carry their kind and 1-based position',
      'Hub',
      [
        ['Business Planning', { kind: 'dashboard', position: 1 }],
        ['Estate Vault', { kind: 'estateVault', position: 2 }],
      ],
    ],
  ])('%s', async (_title, component, links) => {
    const host = await openFor();
    for (const [name, extra] of links) {
      await click(host.view.getByRole('link', { name }));
      expect(lastEvent(host)).toEqual(tracked(component, 'Click', extra));
    }
  });

  it('an editor document click is tracked before its form posts', async () => {
    const host = await openFor({ country: 'CA', region: 'ON' });
    await click(host.view.getByRole('button', { name: /^Residential Tenancy Agreement/ }));
    expect(lastEvent(host)).toMatchObject({
      component: 'Document',
      extra: { type: 'Editor', position: 1 },
    });
  });

  it('the upsell title and a link in its copy carry the group and offer', async () => {
    // Offer 2 of Estate Vault, whose copy has a link: the middle of its share of random().
    const host = await openFor({ random: () => 1.5 / offerCount('estateVault', 'desktop') });
    await click(host.view.getByRole('link', { name: 'Help your family find what they need' }));
    expect(lastEvent(host)).toEqual(tracked('Upsell', 'Click', { group: 'estateVault', offer: 2 }));
    host.track.mockClear();
    const copyLink = host.view
      .getByRole('region', { name: 'Suggested for you' })
      .querySelector('p a');
    if (!copyLink) throw new Error('No link in the upsell copy');
    await click(copyLink);
    expect(events(host)).toEqual([
      expect.objectContaining({ component: 'Upsell', extra: { group: 'estateVault', offer: 2 } }),
    ]);
  });

  it('View all, My Account and the v2 header', async () => {
    const host = await openFor({ design: 'desktop-v2' });
    await click(host.view.getByRole('link', { name: 'View all' }));
    expect(lastEvent(host)).toEqual(tracked('ViewAll', 'Click'));
    await click(host.view.getByRole('link', { name: 'My Account' }));
    expect(lastEvent(host)).toEqual(tracked('MyAccount', 'Click'));
    await click(host.view.getByRole('link', { name: 'My Documents' }));
    expect(lastEvent(host)).toEqual(tracked('Header', 'Click'));
  });

  it('no tracked event names a document or the secure id', async () => {
    const host = await openFor();
    for (const link of host.view
      .getByRole('region', { name: 'Quick Actions' })
      .querySelectorAll('a')) {
      await click(link);
    }
    await click(host.button);
    const sent = events(host);
    expect(sent.length).toBeGreaterThan(8);
    expect(sent.every((event) => event.section === 'Quick Actions')).toBe(true);
    const text = JSON.stringify(sent);
    for (const secret of [
      'Last Will and Testament',
      'Online notarization',
      'Power of Attorney',
      'S-1',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
