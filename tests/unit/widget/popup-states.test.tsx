// @vitest-environment jsdom
// spec §4 "Popup": closed / fetching / open, the 500 ms open wait, Refresh after a slow fetch,
// toggling, outside click, Escape, and the button icon; first use opens by itself.
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import tilesUserA from '../../../demo/fixtures/tiles-user-a.json';
import { createFakeNetwork, usDocumentTile } from './support/fake-network';
import {
  advance,
  click,
  mountWidget,
  openPopup,
  popup,
  settle,
  visitEarlier,
} from './support/widget-harness';
import type { MountedHost } from './support/widget-harness';

const lastIcon = (host: MountedHost) => host.setIcon.mock.lastCall?.[0];

/** User A's tiles with one more US document, newer than all others. */
function tilesWithNewDocument(name: string) {
  return {
    Data: [...tilesUserA.Data, usDocumentTile(70001, name)],
  };
}

describe('opening (spec §4)', () => {
  it('goes closed → fetching → open when the data arrives before 500 ms', async () => {
    const host = await mountWidget();
    host.network.set('tiles', { delayMs: 200 });
    host.network.set('dashboards', { delayMs: 150 });
    expect(host.button.getAttribute('aria-expanded')).toBe('false');
    expect(lastIcon(host)).toBe('bolt');

    await click(host.button);
    expect(host.button.getAttribute('aria-busy')).toBe('true');
    expect(lastIcon(host)).toBe('refresh');
    expect(popup(host)).toBeNull();

    await advance(199);
    expect(popup(host)).toBeNull();
    await advance(1);
    const panel = popup(host);
    expect(panel).not.toBeNull();
    expect(host.button.getAttribute('aria-expanded')).toBe('true');
    expect(host.button.getAttribute('aria-busy')).toBe('false');
    expect(host.button.getAttribute('aria-controls')).toBe(panel?.id);
    // Desktop: the bolt again once open (the arrow is mobile only).
    expect(lastIcon(host)).toBe('bolt');
    expect(host.view.getByText('Last Will and Testament')).toBeTruthy();
  });

  it('opens at exactly 500 ms with the cached data when the fetch is slower', async () => {
    await visitEarlier();
    const host = await mountWidget();
    host.network.set('tiles', { delayMs: 2_000 });

    await click(host.button);
    await advance(499);
    expect(popup(host)).toBeNull();
    expect(host.button.getAttribute('aria-busy')).toBe('true');
    await advance(1);
    expect(popup(host)).not.toBeNull();
    expect(host.button.getAttribute('aria-busy')).toBe('false');
    // The cached documents, before the live fetch has answered.
    expect(host.network.count('tiles')).toBe(1);
    expect(host.view.getByText('Last Will and Testament')).toBeTruthy();
    // The same data arriving later is not "new": no Refresh button.
    await advance(1_500);
    expect(host.view.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('shows a Refresh button when the slow fetch brings new data, and applies it on click', async () => {
    await visitEarlier();
    const host = await mountWidget();
    host.network.set('tiles', { delayMs: 800, body: tilesWithNewDocument('Garage Lease') });

    await click(host.button);
    await advance(500);
    expect(popup(host)).not.toBeNull();
    expect(host.view.queryByRole('button', { name: 'Refresh' })).toBeNull();

    await advance(300);
    const refresh = host.view.getByRole('button', { name: 'Refresh' });
    // Until the person asks, what they are reading stays.
    expect(host.view.queryByText('Garage Lease')).toBeNull();
    expect(host.view.getByText('Last Will and Testament')).toBeTruthy();
    // Announced by an info toast (role alert), which goes once the data is applied.
    expect(host.view.getByRole('alert').textContent).toContain('New content is available');

    await click(refresh);
    expect(host.view.queryByRole('alert')).toBeNull();
    expect(host.view.getByText('Garage Lease')).toBeTruthy();
    expect(host.view.queryByText('Online notarization – Power of Attorney')).toBeNull();
    expect(host.view.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(popup(host)).not.toBeNull();
  });

  it('ignores a second click while fetching', async () => {
    const host = await mountWidget();
    host.network.set('tiles', { delayMs: 300 });
    await click(host.button);
    await click(host.button);
    expect(host.button.getAttribute('aria-busy')).toBe('true');
    await advance(300);
    expect(popup(host)).not.toBeNull();
  });

  it('opens by itself on first use (openOnMount): fetching, then open', async () => {
    const network = createFakeNetwork('S-1');
    network.set('tiles', { delayMs: 100 });
    const host = await mountWidget({ openOnMount: true, network });
    expect(host.button.getAttribute('aria-busy')).toBe('true');
    expect(lastIcon(host)).toBe('refresh');
    expect(popup(host)).toBeNull();
    await advance(100);
    expect(popup(host)).not.toBeNull();
    expect(host.button.getAttribute('aria-expanded')).toBe('true');
  });

  it('open() from the facade opens a closed popup and leaves an open one open', async () => {
    const host = await mountWidget();
    await act(async () => host.widget.open());
    await settle();
    expect(popup(host)).not.toBeNull();
    await act(async () => host.widget.open());
    await settle();
    expect(popup(host)).not.toBeNull();
  });
});

describe('closing (spec §4)', () => {
  it('closes on a click on the button while open', async () => {
    const host = await mountWidget();
    await openPopup(host);
    await click(host.button);
    expect(popup(host)).toBeNull();
    expect(host.button.getAttribute('aria-expanded')).toBe('false');
    // The click on the button is not also an outside click: it did not reopen.
    expect(host.button.getAttribute('aria-busy')).toBe('false');
    expect(lastIcon(host)).toBe('bolt');
  });

  it('closes on a click outside the popup, not on one inside it', async () => {
    const host = await mountWidget();
    const panel = await openPopup(host);
    await click(host.view.getByRole('heading', { name: 'My Documents' }));
    expect(popup(host)).toBe(panel);
    await click(document.body);
    expect(popup(host)).toBeNull();
    expect(host.button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and returns focus to the button', async () => {
    const host = await mountWidget();
    await openPopup(host);
    host.view.getByRole('link', { name: 'My Account' }).focus();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(popup(host)).toBeNull();
    expect(host.shadowRoot.activeElement).toBe(host.button);
    expect(document.activeElement).toBe(host.root);
  });

  it('ignores other keys', async () => {
    const host = await mountWidget();
    await openPopup(host);
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Enter' });
    });
    expect(popup(host)).not.toBeNull();
  });
});

describe('mobile (spec §4)', () => {
  it('shows the arrow icon and a backdrop while open; a tap on the backdrop closes', async () => {
    const host = await mountWidget({ design: 'mobile' });
    expect(host.view.queryByTestId('qa-backdrop')).toBeNull();
    await openPopup(host);
    expect(lastIcon(host)).toBe('arrow');
    const backdrop = host.view.getByTestId('qa-backdrop');
    await click(backdrop);
    expect(popup(host)).toBeNull();
    expect(lastIcon(host)).toBe('bolt');
    expect(host.view.queryByTestId('qa-backdrop')).toBeNull();
  });
});

describe('without our launcher (launcher: false): the host’s control opens it', () => {
  async function openedByHost() {
    document.body.insertAdjacentHTML('beforeend', '<button id="help"><span>Help</span></button>');
    const help = document.getElementById('help')!;
    // The facade hands over what was clicked: the control's label, inside the control.
    const host = await mountWidget({ opener: () => help.querySelector('span') });
    host.root.setAttribute('data-no-launcher', '');
    await act(async () => host.widget.open());
    await settle();
    expect(popup(host)).not.toBeNull();
    return { host, help };
  }

  it('once shown, focus moves to its title: the popup is far from the control in tab order', async () => {
    const { host, help } = await openedByHost();
    expect(host.shadowRoot.activeElement?.id).toBe('qa-popup-title');
    help.remove();
  });

  it('Escape closes and returns focus to the host’s control, not to our hidden button', async () => {
    const { host, help } = await openedByHost();
    host.view.getByRole('link', { name: 'My Account' }).focus();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(popup(host)).toBeNull();
    expect(document.activeElement).toBe(help);
    help.remove();
  });

  it('a click on the host’s control is no outside click: its own toggle decides', async () => {
    const { host, help } = await openedByHost();
    await click(help.querySelector('span')!);
    expect(popup(host)).not.toBeNull();
    help.remove();
  });

  it('an outside click closes; if it left nothing focused, focus goes back to the control', async () => {
    const { host, help } = await openedByHost();
    host.view.getByRole('link', { name: 'My Account' }).focus();
    (document.activeElement as HTMLElement | null)?.blur();
    await click(document.body);
    expect(popup(host)).toBeNull();
    expect(document.activeElement).toBe(help);
    help.remove();
  });
});
