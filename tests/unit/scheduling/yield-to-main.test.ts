// core/scheduling.ts: a later task, by scheduler.yield() where there is one
// (ADR-0029).
import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../../../core/scheduling';

describe('yieldToMain', () => {
  it('uses scheduler.yield() where the browser has it', async () => {
    const schedulerYield = vi.fn(async () => undefined);
    const setTimeout = vi.fn();
    await yieldToMain({ scheduler: { yield: schedulerYield }, setTimeout });
    expect(schedulerYield).toHaveBeenCalledTimes(1);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('elsewhere resolves after a message through a MessageChannel, not a timer', async () => {
    const setTimeout = vi.fn();
    let resolved = false;
    const yielded = yieldToMain({ MessageChannel, setTimeout }).then(() => (resolved = true));
    // Not in this turn's microtasks: a task of its own.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await yielded;
    expect(resolved).toBe(true);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('a scheduler that throws or rejects still yields, and never rejects', async () => {
    const throwing = {
      get yield(): never {
        throw new Error('hostile');
      },
    };
    await expect(yieldToMain({ scheduler: throwing, MessageChannel, setTimeout })).resolves.toBe(
      undefined,
    );
    const rejecting = { yield: () => Promise.reject(new Error('aborted')) };
    await expect(yieldToMain({ scheduler: rejecting, setTimeout })).resolves.toBe(undefined);
  });

  it('without MessageChannel, a timer', async () => {
    const setTimeout = vi.fn((handler: () => void) => handler());
    await yieldToMain({ setTimeout });
    expect(setTimeout).toHaveBeenCalledTimes(1);
  });
});
