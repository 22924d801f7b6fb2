// @vitest-environment jsdom
// spec §2 designs (v2 header link: the My Documents header, v2 empty state), spec §3/§4 popup options and max height
// (minus 32 px, recomputed on resize and scroll with a 100 ms debounce), spec §2 page name of
// /all/, spec §5 CA page expansion (docs/rules.md §5 "CA page expansion": in CA the popup options
// apply only on the seven pages).
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIEW_ALL_URL } from '../../../core/actions';
import { createFakeNetwork } from './support/fake-network';
import {
  advance,
  click,
  mountWidget,
  openPopup,
  popup,
  type HostSetup,
  type MountedHost,
} from './support/widget-harness';

describe('desktop v2 (spec §2)', () => {
  it('the My Documents header, beside View all, is a link to /mydocuments/', async () => {
    const host = await mountWidget({ design: 'desktop-v2' });
    await openPopup(host);
    const heading = host.view.getByRole('heading', { level: 3, name: 'My Documents' });
    const link = host.view.getByRole('link', { name: 'My Documents' });
    expect(heading.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe(VIEW_ALL_URL);
    // The popup's own title stays a title.
    expect(host.view.getByRole('heading', { level: 2, name: 'Quick Actions' })).toBeTruthy();
    expect(host.view.queryByRole('link', { name: 'Quick Actions' })).toBeNull();
  });

  it.each(['desktop', 'mobile'] as const)('the %s headers are plain text', async (design) => {
    const host = await mountWidget({ design });
    await openPopup(host);
    expect(host.view.getByRole('heading', { level: 2, name: 'Quick Actions' })).toBeTruthy();
    expect(host.view.getByRole('heading', { level: 3, name: 'My Documents' })).toBeTruthy();
    expect(host.view.queryByRole('link', { name: 'Quick Actions' })).toBeNull();
    expect(host.view.queryByRole('link', { name: 'My Documents' })).toBeNull();
  });

  it.each([
    ['desktop-v2', 'Documents you make will appear here'],
    ['desktop', 'No documents yet'],
  ] as const)('%s: no documents reads "%s"', async (design, text) => {
    const network = createFakeNetwork('S-1');
    network.set('tiles', { body: { Data: [] } });
    const host = await mountWidget({ design, network });
    await openPopup(host);
    const section = host.view.getByRole('region', { name: 'My Documents' });
    expect(section.querySelector('.qa-empty')?.textContent).toBe(text);
  });
});

/** A host header whose bottom edge is at `bottom` px (jsdom has no layout). */
function hostHeader(bottom: number) {
  const header = document.createElement('header');
  header.id = 'site-header';
  document.body.prepend(header);
  const rect = vi.spyOn(header, 'getBoundingClientRect');
  const place = (y: number) =>
    rect.mockReturnValue(DOMRect.fromRect({ x: 0, y: y - 80, width: 1024, height: 80 }));
  place(bottom);
  return { header, rect, place };
}

const headers: HTMLElement[] = [];
afterEach(() => {
  headers.splice(0).forEach((header) => header.remove());
  window.history.replaceState(null, '', '/');
});

/**
 * The popup's CSS `bottom` as widget.css sets it, which jsdom does not compute: 92 px on desktop
 * (above the 56 px button at 24 px), 0 on mobile.
 */
function popupBottomAt(y: number) {
  const real = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = real(element, pseudo);
    if (element.id !== 'quick-actions-popup' || element.getAttribute('data-design') === 'mobile') {
      return style;
    }
    return new Proxy(style, {
      get: (target, key) =>
        key === 'bottom' ? `${window.innerHeight - y}px` : (Reflect.get(target, key) as unknown),
    });
  });
}

/** Mounts with the popup's bottom edge at 700 px and opens; returns the popup's max height. */
async function openWithHeader(setup: HostSetup, headerBottom = 120) {
  const header = hostHeader(headerBottom);
  headers.push(header.header);
  const host = await mountWidget({
    ...setup,
    options: { upToIdBottom: 'site-header', ...setup.options },
  });
  // The button sits lower (its top at 712 px): the popup's own edge is what counts.
  vi.spyOn(host.button, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 950, y: 712, width: 56, height: 56 }),
  );
  popupBottomAt(700);
  const panel = await openPopup(host);
  return { host, panel, header };
}

const maxHeight = (host: MountedHost) =>
  host.view.getByRole('region', { name: 'Quick Actions' }).style.maxHeight;

describe('max height (spec §4: reference element minus 32 px)', () => {
  it("US: from the popup's bottom edge up to the bottom of upToIdBottom, minus 32 px", async () => {
    const { host } = await openWithHeader({ country: 'US', options: { pageName: 'Home' } });
    expect(maxHeight(host)).toBe(`${700 - 120 - 32}px`);
  });

  it('mobile: from the bottom of the viewport', async () => {
    const { host } = await openWithHeader({ country: 'US', design: 'mobile' });
    expect(maxHeight(host)).toBe(`${window.innerHeight - 120 - 32}px`);
  });

  it('CA on "All Contracts": the popup options apply', async () => {
    const { host } = await openWithHeader({
      country: 'CA',
      region: 'ON',
      options: { pageName: 'All Contracts' },
    });
    expect(maxHeight(host)).toBe(`${700 - 120 - 32}px`);
  });

  it('CA on "Home": the options do not apply, the viewport bounds the popup', async () => {
    const { host } = await openWithHeader({
      country: 'CA',
      region: 'ON',
      options: { pageName: 'Home' },
    });
    expect(maxHeight(host)).toBe(`${700 - 32}px`);
  });

  it('CA on the /all/ page without a pageName: "All Contracts" (spec §2)', async () => {
    window.history.replaceState(null, '', '/all/');
    const { host } = await openWithHeader({ country: 'CA', region: 'ON' });
    expect(maxHeight(host)).toBe(`${700 - 120 - 32}px`);
  });

  it('a host pageName wins over the path', async () => {
    window.history.replaceState(null, '', '/all/');
    const { host } = await openWithHeader({
      country: 'CA',
      region: 'ON',
      options: { pageName: 'Home' },
    });
    expect(maxHeight(host)).toBe(`${700 - 32}px`);
  });
});

describe('recomputed on resize and scroll, debounced at 100 ms (spec §4, §9)', () => {
  it('one recompute 100 ms after the last of two resizes 50 ms apart', async () => {
    const { host, header } = await openWithHeader({ country: 'US' });
    expect(maxHeight(host)).toBe('548px');
    header.place(200);
    const measured = header.rect.mock.calls.length;

    fireEvent(window, new Event('resize'));
    await advance(50);
    fireEvent(window, new Event('resize'));
    await advance(99);
    expect(maxHeight(host)).toBe('548px');
    expect(header.rect.mock.calls.length).toBe(measured);
    await advance(1);
    expect(maxHeight(host)).toBe(`${700 - 200 - 32}px`);
    expect(header.rect.mock.calls.length).toBe(measured + 1);
  });

  it('a scroll anywhere on the page recomputes too', async () => {
    const { host, header } = await openWithHeader({ country: 'US' });
    header.place(40);
    const scroller = document.createElement('div');
    document.body.append(scroller);
    headers.push(scroller);
    fireEvent.scroll(scroller);
    await advance(99);
    expect(maxHeight(host)).toBe('548px');
    await advance(1);
    expect(maxHeight(host)).toBe(`${700 - 40 - 32}px`);
  });

  // Measured while the popup is hidden, so the task that shows it forces no layout
  // and it shows at its height.
  it('is measured while fetching, before the popup shows', async () => {
    const header = hostHeader(120);
    headers.push(header.header);
    const host = await mountWidget({ country: 'US', options: { upToIdBottom: 'site-header' } });
    host.network.set('tiles', { hang: true });
    popupBottomAt(700);
    await click(host.button);
    expect(host.button.getAttribute('aria-busy')).toBe('true');
    expect(popup(host)).toBeNull();
    const hidden = host.shadowRoot.querySelector<HTMLElement>('#quick-actions-popup');
    expect(hidden?.style.maxHeight).toBe(`${700 - 120 - 32}px`);
    const measured = header.rect.mock.calls.length;
    await advance(500);
    expect(popup(host)).not.toBeNull();
    expect(maxHeight(host)).toBe(`${700 - 120 - 32}px`);
    expect(header.rect.mock.calls.length).toBe(measured);
  });

  it('does not listen while closed', async () => {
    const { host, header } = await openWithHeader({ country: 'US' });
    await click(host.button);
    expect(popup(host)).toBeNull();
    const measured = header.rect.mock.calls.length;
    fireEvent(window, new Event('resize'));
    await advance(100);
    expect(header.rect.mock.calls.length).toBe(measured);
  });
});
