// @vitest-environment jsdom
// `destroy`: unmount removes the widget's container, its document
// listeners, its styles and theme link, hands the button back closed, and leaves no timer.
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advance, click, mountWidget, openPopup, settle } from './support/widget-harness';

type Registration = [string, unknown, unknown];
const capture = (options: unknown) =>
  typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean })?.capture);

describe('unmount', () => {
  it('removes the container, the widget styles and the theme link', async () => {
    const host = await mountWidget();
    const stylesBefore = host.shadowRoot.querySelectorAll('style').length;
    expect(host.shadowRoot.querySelector('.qa-app')).not.toBeNull();
    expect(host.shadowRoot.querySelectorAll('link[data-qa-theme]')).toHaveLength(1);
    await openPopup(host);
    await host.unmount();
    expect(host.shadowRoot.querySelector('.qa-app')).toBeNull();
    // What is left is the facade's own button style.
    expect(host.shadowRoot.querySelectorAll('style')).toHaveLength(stylesBefore - 1);
    expect(host.shadowRoot.querySelectorAll('link[data-qa-theme]')).toHaveLength(0);
  });

  it('hands the button back closed, and a later click does nothing', async () => {
    const host = await mountWidget();
    await openPopup(host);
    const requests = host.network.calls.length;
    const tracked = host.track.mock.calls.length;
    await host.unmount();
    expect(host.button.getAttribute('aria-expanded')).toBe('false');
    expect(host.button.hasAttribute('aria-controls')).toBe(false);
    expect(host.button.hasAttribute('aria-busy')).toBe(false);
    expect(host.setIcon).toHaveBeenLastCalledWith('bolt');
    await click(host.button);
    await advance(1_000);
    expect(host.network.calls.length).toBe(requests);
    expect(host.track.mock.calls.length).toBe(tracked);
  });

  it('removes every listener it added to the document (React included)', async () => {
    const added: Registration[] = [];
    const removed: Registration[] = [];
    const add = document.addEventListener.bind(document);
    const remove = document.removeEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      added.push([type, listener, capture(options)]);
      add(type, listener, options);
    });
    vi.spyOn(document, 'removeEventListener').mockImplementation((type, listener, options) => {
      removed.push([type, listener, capture(options)]);
      remove(type, listener, options);
    });
    const host = await mountWidget();
    await openPopup(host);
    expect(added.map(([type]) => type)).toEqual(
      expect.arrayContaining(['selectionchange', 'click', 'keydown']),
    );
    await host.unmount();
    for (const registration of added) expect(removed).toContainEqual(registration);
  });

  it('leaves no timer when unmounted while fetching', async () => {
    const host = await mountWidget();
    host.network.set('tiles', { delayMs: 5_000 });
    host.network.set('dashboards', { delayMs: 5_000 });
    await click(host.button);
    await advance(100);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await host.unmount();
    expect(vi.getTimerCount()).toBe(0);
    // The cancelled fetches are not failures to report.
    await settle();
    expect(host.logError).not.toHaveBeenCalled();
  });

  it('leaves no timer when unmounted with a resize pending', async () => {
    const host = await mountWidget();
    await openPopup(host);
    fireEvent(window, new Event('resize'));
    expect(vi.getTimerCount()).toBe(1);
    await host.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

// ADR-0102: an answer of the host's that arrives after the widget went has no
// effect: its failure is neither reported nor emitted.
describe('a late answer of the host', () => {
  it('a getConfig answer after unmount that rejects is dropped unseen', async () => {
    let fail!: () => void;
    const config = new Promise((_, reject) => {
      fail = () => reject(new Error('getConfig failed late'));
    });
    const host = await mountWidget({ config });
    expect(host.getConfig).toHaveBeenCalled();
    const emittedBefore = host.emitted.length;
    await host.unmount();
    fail();
    await settle();
    await advance(1_000);
    expect(host.logError).not.toHaveBeenCalled();
    expect(host.emitted.slice(emittedBefore).filter(([name]) => name === 'error')).toEqual([]);
  });
});
