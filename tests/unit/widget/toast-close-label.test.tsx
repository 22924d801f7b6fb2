// @vitest-environment jsdom
// Issue 14: the toast's close button is named by the bundle's `close` key in the visitor's
// language (spec §9 "Close label is 'close'" is the English one), not "close" everywhere.
import { act, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../widget/app';
import { createWidgetModel } from '../../../widget/model/widget-model';
import { createFakeHost, settle } from './support/widget-harness';

let cleanUp = (): void => {};
afterEach(() => cleanUp());

async function toastIn(country: string, region: string): Promise<HTMLElement> {
  const fake = createFakeHost({ country, region });
  const model = createWidgetModel(fake.handoff, fake.deps);
  const container = document.createElement('div');
  fake.shadowRoot.append(container);
  const { unmount } = render(<App model={model} handoff={fake.handoff} />, { container });
  cleanUp = () => {
    unmount();
    model.dispose();
    fake.root.remove();
  };
  await settle();
  await act(async () => {
    model.toasts.show({ type: 'info', message: 'Hello' });
  });
  return within(container).getByRole('alert');
}

describe('toast close button (issue 14)', () => {
  it.each([
    ['CA', 'QC', 'fermer'],
    ['US', '', 'close'],
    ['GB', '', 'close'],
    ['CA', 'ON', 'close'],
    ['DE', '', 'schließen'],
    ['MX', '', 'cerrar'],
  ])('%s %s: the close button is named "%s"', async (country, region, label) => {
    const toast = await toastIn(country, region);
    const close = within(toast).getByRole('button', { name: label });
    await act(async () => close.click());
    expect(toast.isConnected).toBe(false);
  });
});
