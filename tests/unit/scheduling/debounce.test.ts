import { describe, expect, it, vi } from 'vitest';
import { debounce } from '../../../core/scheduling';
import { useFakeTimersInEachTest } from '../support/fake-timers';

useFakeTimersInEachTest();

describe('debounce (spec §9 "Debounce: 100 ms")', () => {
  it('runs once, 100 ms after the last call of a burst, with the last arguments', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('a');
    vi.advanceTimersByTime(60);
    debounced('b');
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('b');
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
  });

  it('takes another wait', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, { waitMs: 250 });
    debounced();
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('hands a throw to onError instead of the timer', () => {
    const onError = vi.fn();
    const debounced = debounce(
      () => {
        throw new Error('boom');
      },
      { onError },
    );
    debounced();
    expect(() => vi.advanceTimersByTime(100)).not.toThrow();
    expect(onError).toHaveBeenCalledWith(new Error('boom'));
  });
});
