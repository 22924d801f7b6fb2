import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, TOAST_ROLE, isDragDismiss, toastTimeout } from '../../../core/toast';

afterEach(() => vi.useRealTimers());

describe('toast rules (spec §9)', () => {
  it.each([
    ['success', false, 5000],
    ['default', false, 5000],
    ['error', false, 5000],
    ['warning', false, undefined],
    ['info', false, undefined],
    ['info', true, 10_000],
    ['success', true, 10_000],
  ] as const)('%s with action %s lasts %s ms', (type, hasAction, ms) => {
    expect(toastTimeout(type, hasAction)).toBe(ms);
  });

  it('dismisses on a drag of 60 % of the width', () => {
    expect(isDragDismiss(179, 300)).toBe(false);
    expect(isDragDismiss(180, 300)).toBe(true);
    expect(isDragDismiss(-180, 300)).toBe(true);
    expect(isDragDismiss(10, 0)).toBe(false);
  });

  it('keeps the spec constants', () => {
    expect(TOAST_ROLE).toBe('alert');
  });
});

describe('toast queue', () => {
  it('auto-dismisses a success toast after 5 s and an action toast after 10 s', () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    queue.show({ type: 'success', message: 'saved' });
    queue.show({ type: 'info', message: 'new data', action: { label: 'Refresh', run: () => {} } });
    vi.advanceTimersByTime(4999);
    expect(queue.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['new data']);
    vi.advanceTimersByTime(4999);
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it('keeps warning and info toasts until dismissed', () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    const id = queue.show({ type: 'warning', message: 'careful' });
    vi.advanceTimersByTime(60_000);
    expect(queue.getSnapshot()).toHaveLength(1);
    queue.dismiss(id);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it('holds at most 20, dropping the oldest', () => {
    const queue = createToastQueue();
    for (let i = 1; i <= 21; i++) queue.show({ type: 'warning', message: `t${i}` });
    expect(queue.getSnapshot()).toHaveLength(20);
    expect(queue.getSnapshot()[0]!.message).toBe('t2');
  });

  it('notifies subscribers and keeps list identity between changes; dispose clears timers', () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const before = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(before);
    queue.show({ type: 'success', message: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot()).not.toBe(before);
    queue.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
