// core/scheduling.ts afterNextPaint: work an input starts runs in a task after that input's frame,
// once; it still runs where no frame comes (a hidden tab), and a cancel leaves nothing behind.
import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint, type PaintingWindow } from '../../../core/scheduling';

function fakeWindow(frames = true) {
  let nextId = 1;
  const timers = new Map<number, { ms: number; run: () => void }>();
  const frameCallbacks = new Map<number, () => void>();
  const win: PaintingWindow = {
    setTimeout: (run, ms = 0) => {
      timers.set(nextId, { ms, run });
      return nextId++;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    ...(frames
      ? {
          requestAnimationFrame: (run: () => void) => {
            frameCallbacks.set(nextId, run);
            return nextId++;
          },
          cancelAnimationFrame: (id: number) => void frameCallbacks.delete(id),
        }
      : {}),
  };
  const runTimers = (ms: number) => {
    for (const [id, timer] of [...timers]) {
      if (timer.ms !== ms) continue;
      timers.delete(id);
      timer.run();
    }
  };
  const paint = () => {
    const due = [...frameCallbacks.values()];
    frameCallbacks.clear();
    due.forEach((frame) => frame());
  };
  return { win, timers, frameCallbacks, runTimers, paint };
}

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, not in the frame itself, and once', async () => {
    const { win, timers, paint, runTimers } = fakeWindow();
    const run = vi.fn();
    afterNextPaint(win, run);
    paint();
    expect(run).not.toHaveBeenCalled();
    // The fallback is cleared once the frame came; the task after it is a yield.
    expect([...timers.values()].map(({ ms }) => ms)).toEqual([0]);
    runTimers(0);
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
    runTimers(100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback where no frame comes, or requestAnimationFrame throws', () => {
    const hidden = fakeWindow();
    const run = vi.fn();
    afterNextPaint(hidden.win, run, 50);
    hidden.runTimers(50);
    expect(run).toHaveBeenCalledTimes(1);
    expect(hidden.frameCallbacks.size).toBe(0);

    const none = fakeWindow(false);
    const broken = fakeWindow();
    broken.win.requestAnimationFrame = () => {
      throw new Error('not here');
    };
    const later = vi.fn();
    afterNextPaint(none.win, later);
    afterNextPaint(broken.win, later);
    none.runTimers(100);
    broken.runTimers(100);
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('a cancel leaves no timer or frame callback, and the work never runs', async () => {
    const { win, timers, frameCallbacks, paint, runTimers } = fakeWindow();
    const run = vi.fn();
    const cancel = afterNextPaint(win, run);
    cancel();
    expect(timers.size).toBe(0);
    expect(frameCallbacks.size).toBe(0);
    const painted = vi.fn();
    const cancelAfterPaint = afterNextPaint(win, painted);
    paint();
    cancelAfterPaint();
    runTimers(0);
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
    expect(painted).not.toHaveBeenCalled();
  });
});
