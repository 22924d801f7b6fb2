// @vitest-environment jsdom
// issue 15: on first use (or a click before the chunk arrived) the widget opens in a later task
// than the one that mounted it (after the React root's), so creating the model and the React root and opening the popup (its
// tracking call into the host, its requests) never add up to one long task in the host's load.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { popupOpenEvent } from '../../../core/tracking/track-event';
import { mount } from '../../../widget/index';
import { createFakeHost, settle } from './support/widget-harness';

describe('opening on mount (spec §4 first use, issue 15)', () => {
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
});
