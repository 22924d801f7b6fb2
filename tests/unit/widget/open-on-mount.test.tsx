// @vitest-environment jsdom
// On first use (or a click before the chunk arrived) the widget opens in a later task
// than the one that mounted it (after the React root's), so creating the model and the React root and opening the popup (its
// tracking call into the host, its requests) never add up to one long task in the host's load.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectRecentDocuments } from '../../../core/documents';
import { popupOpenEvent } from '../../../core/tracking';
import tiles from '../../../demo/fixtures/tiles-user-a.json';
import { mount } from '../../../widget/index';
import { createFakeHost, settle } from './support/widget-harness';

/**
 * The popup as each open finds it (the button turning to its fetching icon, in the open's own
 * task, where useMaxHeight measures it): its section's state, or 'none' when the section is not
 * on the page yet.
 */
function popupAtOpen(host: ReturnType<typeof createFakeHost>): string[] {
  const atOpen: string[] = [];
  // The facade still draws each icon (the harness's setIcon wraps its drawing).
  const draw = host.setIcon.getMockImplementation();
  host.setIcon.mockImplementation((icon) => {
    draw?.(icon);
    if (icon !== 'refresh') return;
    const section = host.shadowRoot.getElementById('quick-actions-popup');
    atOpen.push(
      section ? `hidden ${section.hidden}, ${section.childElementCount} children` : 'none',
    );
  });
  return atOpen;
}

describe('opening on mount (spec §4 first use)', () => {
  it('mounts in one task and opens in a later one: no request or tracking call before', async () => {
    const host = createFakeHost({ openOnMount: true });
    let widget!: ReturnType<typeof mount>;
    act(() => {
      widget = mount(host.handoff, host.deps);
    });
    expect(host.network.count('tiles')).toBe(0);
    expect(host.track).not.toHaveBeenCalled();
    await settle();
    expect(host.network.count('tiles')).toBe(1);
    expect(host.track).toHaveBeenCalledWith(popupOpenEvent('desktop'));
    expect(host.button.getAttribute('aria-expanded')).toBe('true');
    await act(async () => widget.unmount());
    host.root.remove();
  });

  it('takes the head start’s answers (ADR-0105): its first open asks for no documents again', async () => {
    const taken: string[] = [];
    const host = createFakeHost({
      openOnMount: true,
      takeEarly: ((name: 'documents' | 'hubs', secureId: string, country: string) => {
        taken.push(`${name} ${secureId} ${country}`);
        return name === 'documents'
          ? Promise.resolve(selectRecentDocuments(tiles, country))
          : undefined;
      }) as never,
    });
    let widget!: ReturnType<typeof mount>;
    act(() => {
      widget = mount(host.handoff, host.deps);
    });
    await settle();
    expect(taken).toEqual([
      `documents ${host.handoff.context.user.secureId} US`,
      `hubs ${host.handoff.context.user.secureId} US`,
    ]);
    // The documents and the upsell share the one FolderTile answer; hubs were not started early.
    expect(host.network.count('tiles')).toBe(0);
    expect(host.network.count('dashboards')).toBe(1);
    const names = [...host.shadowRoot.querySelectorAll('li[data-document-id]')].map(
      (item) => item.textContent,
    );
    expect(names.length).toBeGreaterThan(0);
    await act(async () => widget.unmount());
    host.root.remove();
  });

  it('opens once the app has been committed: the popup is on the page, not drawn, when it opens', async () => {
    const host = createFakeHost({ openOnMount: true });
    // Its hidden section is there, so its max height is measured before anything of it is drawn.
    const atOpen = popupAtOpen(host);
    let widget!: ReturnType<typeof mount>;
    act(() => {
      widget = mount(host.handoff, host.deps);
    });
    await settle();
    expect(atOpen[0]).toBe('hidden true, 0 children');
    await act(async () => widget.unmount());
    host.root.remove();
  });

  it("the host's open before the app's first commit opens once it is committed; a close in between cancels it", async () => {
    const host = createFakeHost();
    const atOpen = popupAtOpen(host);
    let widget!: ReturnType<typeof mount>;
    act(() => {
      widget = mount(host.handoff, host.deps);
      widget.open();
    });
    await settle();
    expect(atOpen[0]).toBe('hidden true, 0 children');
    expect(host.button.getAttribute('aria-expanded')).toBe('true');
    await act(async () => widget.unmount());
    host.root.remove();

    const second = createFakeHost();
    act(() => {
      widget = mount(second.handoff, second.deps);
      widget.open();
      widget.close();
    });
    await settle();
    expect(second.track).not.toHaveBeenCalled();
    expect(second.button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => widget.unmount());
    second.root.remove();
  });

  it('creates the React root and renders in a task after mount, opened by a click in between', async () => {
    const host = createFakeHost();
    let widget!: ReturnType<typeof mount>;
    act(() => {
      widget = mount(host.handoff, host.deps);
      host.button.click();
    });
    const app = host.shadowRoot.querySelector('.qa-app');
    // act() flushes whatever React was asked to render: nothing yet.
    expect(app?.childElementCount).toBe(0);
    await settle();
    expect(app?.querySelector('.qa-popup')).not.toBeNull();
    expect(host.button.getAttribute('aria-expanded')).toBe('true');
    await act(async () => widget.unmount());
    host.root.remove();
  });

  it('does not close a popup a click opened in between', async () => {
    const host = createFakeHost({ openOnMount: true });
    let widget!: ReturnType<typeof mount>;
    act(() => {
      widget = mount(host.handoff, host.deps);
      host.button.click();
    });
    await settle();
    expect(host.button.getAttribute('aria-expanded')).toBe('true');
    expect(host.network.count('tiles')).toBe(1);
    await act(async () => widget.unmount());
    host.root.remove();
  });

  it('under a facade that gives `ready` (ADR-0108): no click of its own, ready once, then the facade’s open', async () => {
    const host = createFakeHost();
    const atOpen = popupAtOpen(host);
    let widget!: ReturnType<typeof mount>;
    let readies = 0;
    host.handoff.ready = () => {
      readies += 1;
      widget.open();
    };
    act(() => {
      widget = mount(host.handoff, host.deps);
      // The facade's machine holds an open and sends clicks: the widget takes neither itself.
      widget.open();
      host.button.click();
    });
    expect(readies).toBe(0);
    await settle();
    expect(readies).toBe(1);
    // Opened once ready, its section on the page (ADR-0032); one open, one data call.
    expect(atOpen).toEqual(['hidden true, 0 children']);
    expect(host.network.count('tiles')).toBe(1);
    expect(host.button.getAttribute('aria-expanded')).toBe('true');
    host.button.click();
    await settle();
    expect(host.button.getAttribute('aria-expanded')).toBe('true');
    act(() => widget.toggle());
    expect(host.button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => widget.unmount());
    host.root.remove();
  });
});
