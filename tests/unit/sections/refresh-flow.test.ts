import { describe, expect, it, vi } from 'vitest';
import { POPUP_CLOSED, popupStep } from '../../../core/popup/popup-machine';
import { createRefreshFlow, holdWhileOpen } from '../../../core/sections/refresh-flow';
import { createMachine } from '../../../core/store';
import { createToastQueue } from '../../../core/toast';

function setup() {
  // The open wait's end is sent by hand: no timer (widget/model/popup-model.ts runs it).
  const popup = createMachine({ ...POPUP_CLOSED, shaped: true }, popupStep, {
    startWait() {},
    stopWait() {},
  });
  const toasts = createToastQueue();
  let pending = false;
  let failed = false;
  const listeners = new Set<() => void>();
  const section = {
    getSnapshot: () => ({ hasPending: pending, failed }),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applyPending: vi.fn(() => {
      const had = pending;
      pending = false;
      return had;
    }),
    goLive: vi.fn(async () => 'fresh' as const),
  };
  const fail = (value: boolean) => {
    failed = value;
    listeners.forEach((listener) => listener());
  };
  const flow = createRefreshFlow({
    popup,
    sections: [section],
    toasts,
    message: () => 'New data is available',
  });
  // Open slowly (past the open wait), so the data lands while the popup is open.
  const openSlowly = () => {
    popup.send('click');
    popup.send('waited');
  };
  const hold = (value: boolean) => (pending = value);
  return { popup, toasts, section, flow, openSlowly, hold, fail };
}

describe('the Refresh flow (spec §4)', () => {
  it('holds data only while the popup is open', () => {
    const { popup, openSlowly } = setup();
    const holds = holdWhileOpen(popup);
    expect(holds()).toBe(false);
    popup.send('click');
    expect(holds()).toBe(false);
    popup.send('waited');
    expect(holds()).toBe(true);
    popup.send('click');
    expect(holds()).toBe(false);
    openSlowly();
    expect(holds()).toBe(true);
  });

  it('new data held while open: Refresh and an info toast; Refresh applies it and the toast goes', () => {
    const { popup, toasts, section, flow, openSlowly, hold } = setup();
    openSlowly();
    hold(true);
    flow.settled();
    expect(popup.getSnapshot()).toMatchObject({ state: 'open', refreshAvailable: true });
    expect(toasts.getSnapshot()).toEqual([
      expect.objectContaining({ type: 'info', message: 'New data is available' }),
    ]);
    flow.refresh();
    expect(section.applyPending).toHaveBeenCalledTimes(1);
    expect(popup.getSnapshot()).toMatchObject({ state: 'open', refreshAvailable: false });
    expect(toasts.getSnapshot()).toEqual([]);
  });

  it('nothing held: the popup opens without Refresh or toast', () => {
    const { popup, toasts, flow } = setup();
    popup.send('click');
    flow.settled();
    expect(popup.getSnapshot()).toMatchObject({ state: 'open', refreshAvailable: false });
    expect(toasts.getSnapshot()).toEqual([]);
  });

  it('closing applies what was held, so the next open shows it; the toast goes', () => {
    const { popup, toasts, section, flow, openSlowly, hold } = setup();
    openSlowly();
    hold(true);
    flow.settled();
    popup.send('click');
    expect(popup.getSnapshot().state).toBe('closed');
    expect(section.applyPending).toHaveBeenCalledTimes(1);
    expect(toasts.getSnapshot()).toEqual([]);
  });

  it('dispose stops listening to the popup', () => {
    const { popup, section, flow, openSlowly } = setup();
    openSlowly();
    flow.dispose();
    popup.send('click');
    expect(section.applyPending).not.toHaveBeenCalled();
  });

  it('a section failed with nothing to show: `failed` says so and Refresh fetches it again (ADR-0100)', () => {
    const { section, flow, fail } = setup();
    const heard = vi.fn();
    flow.failed.subscribe(heard);
    expect(flow.failed.getSnapshot()).toBe(false);
    fail(true);
    expect(flow.failed.getSnapshot()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    flow.refresh();
    expect(section.goLive).toHaveBeenCalledWith({ force: true });
    fail(false);
    expect(flow.failed.getSnapshot()).toBe(false);
  });

  it('Refresh leaves a section that did not fail alone', () => {
    const { section, flow } = setup();
    flow.refresh();
    expect(section.goLive).not.toHaveBeenCalled();
  });

  it('dispose stops listening to the sections', () => {
    const { flow, fail } = setup();
    const heard = vi.fn();
    flow.failed.subscribe(heard);
    flow.dispose();
    fail(true);
    expect(heard).not.toHaveBeenCalled();
  });
});
