// @vitest-environment jsdom
// spec §8: on a development host (the harness's localhost) the widget shows the errors it
// recorded in a panel of its own, fetched with the first error; removed with the widget.
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeNetwork } from './support/fake-network';
import { mountWidget, openPopup } from './support/widget-harness';

describe('the visible error registry in the widget (spec §8)', () => {
  it('stays away while nothing failed', async () => {
    const host = await mountWidget();
    await openPopup(host);
    expect(host.shadowRoot.querySelector('.qa-errors')).toBeNull();
  });

  it('shows a failure on a dev host, and goes with the widget', async () => {
    const network = createFakeNetwork('S-1');
    network.set('icons', { failStatus: 500 });
    const host = await mountWidget({ network });
    await openPopup(host);
    const panel = await vi.waitFor(() => {
      const found = host.shadowRoot.querySelector<HTMLElement>('section.qa-errors');
      if (!found || found.hidden) throw new Error('no panel yet');
      return found;
    });
    expect(panel.textContent).toContain('Unable to retrieve icon definitions');
    // The secure id never shows (scrubbed like the logger's report).
    expect(panel.textContent).not.toContain('S-1');
    await act(async () => host.unmount());
    expect(host.shadowRoot.querySelector('.qa-errors')).toBeNull();
  });
});
