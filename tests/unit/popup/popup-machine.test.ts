import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPopupMachine } from '../../../core/popup/popup-machine';
import { expectUnheardAfterUnsubscribe } from '../support/unsubscribe';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Clicked, and opened by the 500 ms wait while its fetch still runs. */
function openedBeforeTheData() {
  const popup = createPopupMachine();
  popup.click();
  vi.advanceTimersByTime(500);
  return popup;
}

describe('popup machine (spec §4 "Popup")', () => {
  it('starts closed', () => {
    expect(createPopupMachine().getSnapshot()).toEqual({
      state: 'closed',
      refreshAvailable: false,
    });
  });

  it('tells its listeners each transition: the state before and after', () => {
    const popup = createPopupMachine();
    const transitions: string[] = [];
    popup.subscribe(({ from, to }) =>
      transitions.push(`${from.state}→${to.state}${to.refreshAvailable ? ' (refresh)' : ''}`),
    );
    popup.click();
    vi.advanceTimersByTime(500);
    popup.dataSettled(true);
    popup.click();
    expect(transitions).toEqual([
      'closed→fetching',
      'fetching→open',
      'open→open (refresh)',
      'open→closed',
    ]);
  });

  it('a listener that throws is reported, and the others still hear the transition', () => {
    const onListenerError = vi.fn();
    const popup = createPopupMachine({ onListenerError });
    const failure = new Error('listener failed');
    const after = vi.fn();
    popup.subscribe(() => {
      throw failure;
    });
    popup.subscribe(after);
    popup.click();
    expect(onListenerError).toHaveBeenCalledWith(failure);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('click while closed → fetching; opens at once when the data settles', () => {
    const popup = createPopupMachine();
    popup.click();
    expect(popup.state).toBe('fetching');
    vi.advanceTimersByTime(200);
    popup.dataSettled(false);
    expect(popup.state).toBe('open');
    expect(popup.refreshAvailable).toBe(false);
  });

  it('opens after 500 ms when the fetch is slower', () => {
    const popup = createPopupMachine();
    popup.click();
    vi.advanceTimersByTime(499);
    expect(popup.state).toBe('fetching');
    vi.advanceTimersByTime(1);
    expect(popup.state).toBe('open');
  });

  it('shows Refresh when the slow fetch later brings new data; applyRefresh hides it', () => {
    const popup = openedBeforeTheData();
    popup.dataSettled(true);
    expect(popup.getSnapshot()).toEqual({ state: 'open', refreshAvailable: true });
    popup.applyRefresh();
    expect(popup.getSnapshot()).toEqual({ state: 'open', refreshAvailable: false });
  });

  it('shows no Refresh when the slow fetch brings nothing new, or settles a second time', () => {
    const popup = openedBeforeTheData();
    popup.dataSettled(false);
    popup.dataSettled(true);
    expect(popup.refreshAvailable).toBe(false);
  });

  it('does not let the 500 ms timer fire after the data opened the popup', () => {
    const popup = createPopupMachine();
    popup.click();
    popup.dataSettled(false);
    popup.click();
    expect(popup.state).toBe('closed');
    vi.advanceTimersByTime(500);
    expect(popup.state).toBe('closed');
  });

  it('click while fetching stays fetching; click while open closes', () => {
    const popup = createPopupMachine();
    popup.click();
    popup.click();
    expect(popup.state).toBe('fetching');
    vi.advanceTimersByTime(500);
    popup.click();
    expect(popup.state).toBe('closed');
  });

  it('closing clears Refresh, and a late settle after closing changes nothing', () => {
    const popup = openedBeforeTheData();
    popup.dataSettled(true);
    popup.click();
    expect(popup.getSnapshot()).toEqual({ state: 'closed', refreshAvailable: false });

    popup.click();
    popup.escape();
    popup.dataSettled(true);
    expect(popup.getSnapshot()).toEqual({ state: 'closed', refreshAvailable: false });
  });

  it('an outside click closes an open popup, unless it is on the delayed-popup button', () => {
    const popup = createPopupMachine();
    popup.click();
    popup.dataSettled(false);
    popup.outsideClick(true);
    expect(popup.state).toBe('open');
    popup.outsideClick(false);
    expect(popup.state).toBe('closed');
  });

  it('an outside click does not cancel a fetching popup', () => {
    const popup = createPopupMachine();
    popup.click();
    popup.outsideClick(false);
    expect(popup.state).toBe('fetching');
  });

  it('escape closes from open and from fetching and says so; closed stays closed', () => {
    const popup = createPopupMachine();
    expect(popup.escape()).toBe(false);
    popup.click();
    expect(popup.escape()).toBe(true);
    expect(popup.state).toBe('closed');
    vi.advanceTimersByTime(500);
    expect(popup.state).toBe('closed');
    popup.click();
    popup.dataSettled(false);
    expect(popup.escape()).toBe(true);
    expect(popup.state).toBe('closed');
  });

  it('button icon: arrow on mobile when open, refresh while fetching, bolt otherwise', () => {
    const popup = createPopupMachine();
    expect([popup.buttonIcon(true), popup.buttonIcon(false)]).toEqual(['bolt', 'bolt']);
    popup.click();
    expect([popup.buttonIcon(true), popup.buttonIcon(false)]).toEqual(['refresh', 'refresh']);
    popup.dataSettled(false);
    expect([popup.buttonIcon(true), popup.buttonIcon(false)]).toEqual(['arrow', 'bolt']);
  });

  it('notifies subscribers once per change and keeps the snapshot object between changes', () => {
    const popup = createPopupMachine();
    const listener = vi.fn();
    const unsubscribe = popup.subscribe(listener);
    const before = popup.getSnapshot();
    expect(popup.getSnapshot()).toBe(before);
    popup.click();
    popup.click();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(popup.getSnapshot()).not.toBe(before);
    expectUnheardAfterUnsubscribe(listener, unsubscribe, () => popup.dataSettled(false));
  });

  it('keeps notifying when a listener throws', () => {
    const popup = createPopupMachine();
    const second = vi.fn();
    popup.subscribe(() => {
      throw new Error('boom');
    });
    popup.subscribe(second);
    expect(() => popup.click()).not.toThrow();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('uses injected timers and wait', () => {
    const callbacks: Array<[() => void, number]> = [];
    const popup = createPopupMachine({
      setTimeout: (callback, ms) => callbacks.push([callback, ms]),
      clearTimeout: () => undefined,
      openWaitMs: 50,
    });
    popup.click();
    expect(callbacks[0]?.[1]).toBe(50);
    callbacks[0]?.[0]();
    expect(popup.state).toBe('open');
  });

  it('dispose drops the timer and the listeners', () => {
    const popup = createPopupMachine();
    const listener = vi.fn();
    popup.subscribe(listener);
    popup.click();
    popup.dispose();
    vi.advanceTimersByTime(500);
    expect(popup.state).toBe('fetching');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
