// The popup and its content at the widget's edge (widget/model/popup-model.ts, ADR-0107): the
// steps' effects run here, the open wait is a real timer, and listeners hear each change once.
// Each event from each state is tests/unit/popup/popup-machine.test.ts and
// content-machine.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContentModel, createPopupModel } from '../../../widget/model/popup-model';
import { expectUnheardAfterUnsubscribe } from '../support/unsubscribe';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A popup whose own files have settled, as they have by the first open on most pages. */
function shapedPopup() {
  const popup = createPopupModel({});
  popup.send('shaped');
  return popup;
}

describe('the popup at the widget’s edge (spec §4 "Popup", §9 "Popup timings")', () => {
  it('tells its listeners each transition: the state before and after', () => {
    const popup = shapedPopup();
    const transitions: string[] = [];
    popup.subscribe(({ from, to }) =>
      transitions.push(`${from.state}→${to.state}${to.refreshAvailable ? ' (refresh)' : ''}`),
    );
    popup.send('click');
    vi.advanceTimersByTime(500);
    popup.send('settledNew');
    popup.send('click');
    expect(transitions).toEqual([
      'closed→fetching',
      'fetching→open',
      'open→open (refresh)',
      'open→closed',
    ]);
  });

  it('a listener that throws is reported, and the others still hear the transition', () => {
    const onListenerError = vi.fn();
    const popup = createPopupModel({ onListenerError });
    const failure = new Error('listener failed');
    const after = vi.fn();
    popup.subscribe(() => {
      throw failure;
    });
    popup.subscribe(after);
    expect(() => popup.send('click')).not.toThrow();
    expect(onListenerError).toHaveBeenCalledWith(failure);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('click while closed → fetching; opens at once when the data settles', () => {
    const popup = shapedPopup();
    popup.send('click');
    expect(popup.state).toBe('fetching');
    vi.advanceTimersByTime(200);
    popup.send('settled');
    expect(popup.state).toBe('open');
    expect(popup.getSnapshot().refreshAvailable).toBe(false);
  });

  it('opens after 500 ms when the fetch is slower', () => {
    const popup = shapedPopup();
    popup.send('click');
    vi.advanceTimersByTime(499);
    expect(popup.state).toBe('fetching');
    vi.advanceTimersByTime(1);
    expect(popup.state).toBe('open');
  });

  it('waits for its own files, whether the data or the open wait came first; the shape wait bounds them', () => {
    const popup = createPopupModel({});
    popup.send('click');
    popup.send('settled');
    expect(popup.state).toBe('fetching');
    popup.send('shaped');
    expect(popup.state).toBe('open');
    popup.send('click');
    expect(popup.getSnapshot().shaped).toBe(true);

    const slowData = createPopupModel({});
    slowData.send('click');
    vi.advanceTimersByTime(500); // spec §9's open wait
    expect(slowData.state).toBe('fetching');
    slowData.send('shaped');
    expect(slowData.getSnapshot()).toMatchObject({ state: 'open', awaitingData: true });

    // A stalled stylesheet or bundle: the first open shows once the shape wait (5 s, ADR-0123)
    // is over.
    const stalled = createPopupModel({});
    stalled.send('click');
    stalled.send('settled');
    vi.advanceTimersByTime(4_999);
    expect(stalled.state).toBe('fetching');
    vi.advanceTimersByTime(1);
    expect(stalled.state).toBe('open');
    stalled.send('click');
    stalled.send('click');
    expect(stalled.state).toBe('fetching');
  });

  it('stops the open wait when the data opens the popup or Escape closes it', () => {
    const popup = shapedPopup();
    popup.send('click');
    popup.send('settled');
    popup.send('click');
    vi.advanceTimersByTime(300);
    // A wait of the first open still running would open this one at 500 ms.
    popup.send('click');
    vi.advanceTimersByTime(200);
    expect(popup.state).toBe('fetching');
    popup.escape();
    vi.advanceTimersByTime(100);
    popup.send('click');
    vi.advanceTimersByTime(499);
    expect(popup.state).toBe('fetching');
    vi.advanceTimersByTime(1);
    expect(popup.state).toBe('open');
  });

  it('escape closes from open and from fetching and says so; closed stays closed', () => {
    const popup = shapedPopup();
    expect(popup.escape()).toBe(false);
    popup.send('click');
    expect(popup.escape()).toBe(true);
    expect(popup.state).toBe('closed');
    vi.advanceTimersByTime(500);
    expect(popup.state).toBe('closed');
    popup.send('click');
    popup.send('settled');
    expect(popup.escape()).toBe(true);
    expect(popup.state).toBe('closed');
  });

  it('notifies subscribers once per change and keeps the snapshot object between changes', () => {
    const popup = shapedPopup();
    const listener = vi.fn();
    const unsubscribe = popup.subscribe(listener);
    const before = popup.getSnapshot();
    expect(popup.getSnapshot()).toBe(before);
    popup.send('click');
    popup.send('click');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(popup.getSnapshot()).not.toBe(before);
    expectUnheardAfterUnsubscribe(listener, unsubscribe, () => popup.send('settled'));
  });

  it('dispose drops the timer and the listeners', () => {
    const popup = shapedPopup();
    const listener = vi.fn();
    popup.subscribe(listener);
    popup.send('click');
    popup.dispose();
    vi.advanceTimersByTime(500);
    expect(popup.state).toBe('fetching');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the content at the widget’s edge', () => {
  it('names its events, and tells its listeners each transition', () => {
    const content = createContentModel({});
    const transitions: string[] = [];
    content.subscribe(({ from, to }) =>
      transitions.push(`${from.state}/${from.generation}→${to.state}/${to.generation}`),
    );
    content.start();
    content.drawn();
    content.start();
    content.discard();
    content.start();
    expect(transitions).toEqual([
      'idle/0→drawing/0',
      'drawing/0→drawn/0',
      'drawn/0→idle/1',
      'idle/1→drawing/1',
    ]);
  });

  it('tells no one once its listeners are cleared (widget destroy)', () => {
    const content = createContentModel({});
    const heard = vi.fn();
    content.subscribe(heard);
    content.clear();
    content.start();
    expect(heard).not.toHaveBeenCalled();
  });
});
