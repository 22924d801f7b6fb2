// @vitest-environment jsdom
// The toast's close button is named by the bundle's `close` key in the visitor's
// language (spec §9 "Close label is 'close'" is the English one), not "close" everywhere.
import { act, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../widget/app';
import { createWidgetModel } from '../../../widget/model/widget-model';
import { createFakeHost, settle } from './support/widget-harness';
import { place } from '../support/locale-cases';

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

// Where the visitor is (a country, or a country-region) → the close button's name.
const CLOSE_LABELS: Record<string, string> = {
  'CA-QC': 'fermer',
  US: 'close',
  GB: 'close',
  'CA-ON': 'close',
  DE: 'schließen',
  MX: 'cerrar',
};

describe('toast close button', () => {
  it.each(Object.entries(CLOSE_LABELS))(
    '%s: the close button is named "%s"',
    async (where, label) => {
      const toast = await toastIn(...place(where));
      const close = within(toast).getByRole('button', { name: label });
      await act(async () => close.click());
      expect(toast.isConnected).toBe(false);
    },
  );
});
