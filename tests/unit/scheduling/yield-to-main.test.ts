// core/scheduling.ts: a later task, by scheduler.yield() where there is one, resumed in the
// order asked for (ADR-0029).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
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

  it('holds its channel until the message comes: an engine may collect a port nothing holds', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // WebKit's ports, as it collected them: the message reaches port1 only while something holds
    // it, and its own onmessage does not.
    class CollectableChannel {
      port1 = { onmessage: null as (() => void) | null, close() {} };
      port2: { postMessage(): void };
      constructor() {
        const port = new WeakRef(this.port1);
        this.port2 = { postMessage: () => void setTimeout(() => port.deref()?.onmessage?.(), 30) };
      }
    }
    const win = {
      MessageChannel: CollectableChannel as unknown as typeof MessageChannel,
      setTimeout,
    };
    let resolved = false;
    void yieldToMain(win).then(() => (resolved = true));
    await new Promise((done) => setTimeout(done, 5)); // past the job that made the WeakRef
    gc();
    await new Promise((done) => setTimeout(done, 60));
    expect(resolved).toBe(true);
  });

  it('resumes in the order asked for, where separate channels deliver in any order', async () => {
    // WebKit's channels, as it delivers them: each channel's messages in order, but a later
    // channel's may come first (here, the later the channel, the sooner).
    let made = 0;
    class ShuffledChannel {
      port1 = { onmessage: null as (() => void) | null, close() {} };
      port2: { postMessage(): void };
      constructor() {
        const delay = 50 - 10 * made++;
        this.port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.(), delay) };
      }
    }
    const win = { MessageChannel: ShuffledChannel as unknown as typeof MessageChannel, setTimeout };
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => yieldToMain(win).then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3, 4]);
    // Once none is waiting, its channel is closed; the next yields take a new one, in order too.
    await Promise.all([5, 6].map((n) => yieldToMain(win).then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
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
