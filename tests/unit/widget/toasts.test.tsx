// @vitest-environment jsdom
// spec §9 "Toasts", through the widget model's queue (core/toast.ts) as the App renders it: role
// alert, close label 'close', 5 s for success/default/error, none for warning/info, 10 s with an
// action button, at most 20.
import { act, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Toast } from '../../../core/toast';
import { App } from '../../../widget/app';
import { createWidgetModel, type WidgetModel } from '../../../widget/model/widget-model';
import { advance, createFakeHost, settle, type WidgetView } from './support/widget-harness';

let model: WidgetModel;
let view: WidgetView;
let cleanUp: () => void;

beforeEach(async () => {
  const fake = createFakeHost();
  model = createWidgetModel(fake.handoff, fake.deps);
  const container = document.createElement('div');
  fake.shadowRoot.append(container);
  const { unmount } = render(<App model={model} handoff={fake.handoff} />, { container });
  view = within(container);
  cleanUp = () => {
    unmount();
    model.dispose();
    fake.root.remove();
  };
  await settle();
});
afterEach(() => cleanUp());

async function show(toast: Omit<Toast, 'id'>): Promise<void> {
  await act(async () => {
    model.toasts.show(toast);
  });
}

describe('toasts (spec §9)', () => {
  it('is an alert with a close button labelled "close"', async () => {
    await show({ type: 'success', message: 'Saved' });
    const toast = view.getByRole('alert');
    expect(toast.textContent).toContain('Saved');
    await act(async () => within(toast).getByRole('button', { name: 'close' }).click());
    expect(view.queryByRole('alert')).toBeNull();
  });

  it.each(['success', 'default', 'error'] as const)('%s goes after 5 s', async (type) => {
    await show({ type, message: 'Done' });
    await advance(4_999);
    expect(view.queryByRole('alert')).not.toBeNull();
    await advance(1);
    expect(view.queryByRole('alert')).toBeNull();
  });

  it.each(['warning', 'info'] as const)('%s stays until dismissed', async (type) => {
    await show({ type, message: 'Heads up' });
    await advance(60_000);
    expect(view.getByRole('alert')).toBeTruthy();
  });

  it('does not pause on hover (spec §9 widget defaults): a 5 s toast goes at 5 s under the pointer', async () => {
    await show({ type: 'success', message: 'Done' });
    const toast = view.getByRole('alert');
    for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter']) {
      toast.dispatchEvent(new MouseEvent(type, { bubbles: type.endsWith('over') }));
    }
    await advance(5_000);
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('a drag of 60 % of its width dismisses it (spec §9)', async () => {
    await show({ type: 'info', message: 'New' });
    const toast = view.getByRole('alert');
    Object.defineProperty(toast, 'offsetWidth', { value: 100 });
    const at = (type: string, clientX: number) => {
      const event = new MouseEvent(type, { bubbles: true, clientX });
      Object.defineProperty(event, 'pointerId', { value: 1 });
      return event;
    };
    await act(async () => {
      toast.dispatchEvent(at('pointerdown', 10));
      toast.dispatchEvent(at('pointermove', 70));
      toast.dispatchEvent(at('pointerup', 70));
    });
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('with an action button it lasts 10 s', async () => {
    const run = vi.fn();
    await show({ type: 'success', message: 'Deleted', action: { label: 'Undo', run } });
    await advance(9_999);
    expect(view.getByRole('button', { name: 'Undo' })).toBeTruthy();
    await advance(1);
    expect(view.queryByRole('alert')).toBeNull();
    expect(run).not.toHaveBeenCalled();
  });

  it('the action runs once and dismisses the toast', async () => {
    const run = vi.fn();
    await show({ type: 'info', message: 'Deleted', action: { label: 'Undo', run } });
    await act(async () => view.getByRole('button', { name: 'Undo' }).click());
    expect(run).toHaveBeenCalledTimes(1);
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('holds at most 20: the oldest goes first', async () => {
    for (let index = 1; index <= 21; index += 1) {
      await show({ type: 'warning', message: `Toast ${index}` });
    }
    const alerts = view.getAllByRole('alert');
    expect(alerts).toHaveLength(20);
    expect(alerts[0]?.textContent).toContain('Toast 2');
    expect(alerts.at(-1)?.textContent).toContain('Toast 21');
  });

  it('leaves no timer behind once the model is disposed', async () => {
    await show({ type: 'success', message: 'Saved' });
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    model.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
