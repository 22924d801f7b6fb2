import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPopupMachine } from '../../../core/popup/popup-machine';
import { createRefreshFlow, holdWhileOpen } from '../../../core/sections/refresh-flow';
import { createToastQueue } from '../../../core/toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const popup = createPopupMachine();
  const toasts = createToastQueue();
  let pending = false;
  const section = {
    getSnapshot: () => ({ hasPending: pending }),
    applyPending: vi.fn(() => {
      const had = pending;
      pending = false;
      return had;
    }),
  };
  const flow = createRefreshFlow({
    popup,
    sections: [section],
    toasts,
    message: () => 'New data is available',
  });
  // Open slowly (past the 500 ms wait), so the data lands while the popup is open.
  const openSlowly = () => {
    popup.click();
    vi.advanceTimersByTime(500);
  };
  return { popup, toasts, section, flow, openSlowly, hold: (value: boolean) => (pending = value) };
}

describe('the Refresh flow (spec §4)', () => {
  it('holds data only while the popup is open', () => {
    const { popup, openSlowly } = setup();
    const holds = holdWhileOpen(popup);
    expect(holds()).toBe(false);
    popup.click();
    expect(holds()).toBe(false);
    vi.advanceTimersByTime(500);
    expect(holds()).toBe(true);
    popup.click();
    expect(holds()).toBe(false);
    openSlowly();
    expect(holds()).toBe(true);
  });

  it('new data held while open: Refresh and an info toast; Refresh applies it and the toast goes', () => {
    const { popup, toasts, section, flow, openSlowly, hold } = setup();
    openSlowly();
    hold(true);
    flow.settled();
    expect(popup.getSnapshot()).toEqual({ state: 'open', refreshAvailable: true });
    expect(toasts.getSnapshot()).toEqual([
      expect.objectContaining({ type: 'info', message: 'New data is available' }),
    ]);
    flow.refresh();
    expect(section.applyPending).toHaveBeenCalledTimes(1);
    expect(popup.getSnapshot()).toEqual({ state: 'open', refreshAvailable: false });
    expect(toasts.getSnapshot()).toEqual([]);
  });

  it('nothing held: the popup opens without Refresh or toast', () => {
    const { popup, toasts, flow } = setup();
    popup.click();
    flow.settled();
    expect(popup.getSnapshot()).toEqual({ state: 'open', refreshAvailable: false });
    expect(toasts.getSnapshot()).toEqual([]);
  });

  it('closing applies what was held, so the next open shows it; the toast goes', () => {
    const { popup, toasts, section, flow, openSlowly, hold } = setup();
    openSlowly();
    hold(true);
    flow.settled();
    popup.click();
    expect(popup.state).toBe('closed');
    expect(section.applyPending).toHaveBeenCalledTimes(1);
    expect(toasts.getSnapshot()).toEqual([]);
  });

  it('dispose stops listening to the popup', () => {
    const { popup, section, flow, openSlowly } = setup();
    openSlowly();
    flow.dispose();
    popup.click();
    expect(section.applyPending).not.toHaveBeenCalled();
  });
});
