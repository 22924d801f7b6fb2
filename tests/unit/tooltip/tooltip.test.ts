import { describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DISTANCE_PX, createTooltipTimer } from '../../../core/tooltip';
import { useFakeTimersInEachTest } from '../support/fake-timers';

useFakeTimersInEachTest();

describe('tooltip timing (spec §9)', () => {
  it('shows 200 ms after enter and hides 150 ms after leave', () => {
    const changes: boolean[] = [];
    const tooltip = createTooltipTimer((visible) => changes.push(visible));
    const isVisible = () => changes.at(-1) ?? false;
    tooltip.enter();
    vi.advanceTimersByTime(199);
    expect(isVisible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isVisible()).toBe(true);
    tooltip.leave();
    vi.advanceTimersByTime(149);
    expect(isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('a quick pass never shows, and Escape hides at once', () => {
    let visible = false;
    const tooltip = createTooltipTimer((next) => (visible = next));
    tooltip.enter();
    vi.advanceTimersByTime(100);
    tooltip.leave();
    vi.advanceTimersByTime(1000);
    expect(visible).toBe(false);
    tooltip.enter();
    vi.advanceTimersByTime(200);
    tooltip.dismiss();
    expect(visible).toBe(false);
    tooltip.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps distance 5', () => {
    expect(TOOLTIP_DISTANCE_PX).toBe(5);
  });
});
