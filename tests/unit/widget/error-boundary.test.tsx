// @vitest-environment jsdom
// An error while rendering the popup is reported through core error reporting (the
// host's logError) and hides the popup; nothing reaches the host page (or the test).
import { act, render, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../../widget/app';
import { ErrorBoundary } from '../../../widget/components/error-boundary';
import { createWidgetModel } from '../../../widget/model/widget-model';
import { click, createFakeHost, mountWidget, popup, settle } from './support/widget-harness';

describe('error boundary', () => {
  it('a component that throws inside the popup: reported, popup hidden, nothing thrown', async () => {
    // React also prints caught errors; the report is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = createFakeHost();
    const model = createWidgetModel(fake.handoff, fake.deps);
    // As mount() tells it once the theme's stylesheet applied (widget/index.tsx).
    model.popup.send('shaped');
    const container = document.createElement('div');
    fake.shadowRoot.append(container);
    // As mount() renders it (widget/index.tsx), with the model reachable.
    const { unmount } = render(
      <ErrorBoundary report={model.report}>
        <App model={model} handoff={fake.handoff} />
      </ErrorBoundary>,
      { container },
    );
    await settle();
    // A defect in a popup component: the icon resolver it calls while rendering throws.
    const defect = new Error('icon resolver broke');
    model.icons.set({
      url: () => {
        throw defect;
      },
    });

    await act(async () => model.toggle());
    await settle();
    expect(fake.logError).toHaveBeenCalledWith(defect);
    expect(within(container).queryByRole('region', { name: 'Quick Actions' })).toBeNull();
    expect(container.querySelector('#quick-actions-popup')?.hasAttribute('hidden')).toBe(true);
    expect(fake.button.getAttribute('aria-expanded')).toBe('false');

    // Once the defect is gone, the next open renders the popup afresh.
    model.icons.set({ url: () => undefined });
    await act(async () => model.toggle());
    await settle();
    expect(within(container).getByRole('region', { name: 'Quick Actions' })).toBeTruthy();

    unmount();
    model.dispose();
    fake.root.remove();
  });

  it('a host API that throws while the popup opens: reported, the popup opens without its max height, the page goes on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = await mountWidget();
    // The popup's max height reads its own computed `bottom` as it opens, in the task
    // of the click.
    const broken = new TypeError('getComputedStyle is not a function');
    const styles = vi.spyOn(window, 'getComputedStyle').mockImplementation(() => {
      throw broken;
    });
    await expect(click(host.button)).resolves.toBeUndefined();
    styles.mockRestore();
    expect(host.logError).toHaveBeenCalledWith(broken);
    await settle();
    expect(popup(host)?.hidden).toBe(false);
    expect(popup(host)?.style.maxHeight).toBe('');
    expect(host.button.getAttribute('aria-expanded')).toBe('true');
    // The host page itself still works.
    const onHostClick = vi.fn();
    document.body.addEventListener('click', onHostClick);
    await act(async () => document.body.click());
    expect(onHostClick).toHaveBeenCalledTimes(1);
    document.body.removeEventListener('click', onHostClick);
  });
});
