import { describe, expect, it, vi } from 'vitest';
import { raceAbort } from '../../../core/request/request';

describe('raceAbort', () => {
  it('settles like the work when there is no abort', async () => {
    const controller = new AbortController();
    await expect(
      raceAbort(Promise.resolve(7), controller.signal, () => new Error('x')),
    ).resolves.toBe(7);
    await expect(
      raceAbort(Promise.reject(new Error('work failed')), undefined, () => new Error('x')),
    ).rejects.toThrow('work failed');
  });

  it('rejects with the abort error as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const pending = raceAbort(
      new Promise<never>(() => undefined),
      controller.signal,
      () => new Error('aborted'),
    );
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
  });

  it('removes its abort listener once the work settles', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await raceAbort(Promise.resolve(1), controller.signal, () => new Error('x'));
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('does not leave an unhandled rejection when the signal was already aborted', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const controller = new AbortController();
      controller.abort();
      let rejectWork: (reason: unknown) => void = () => undefined;
      const work = new Promise<never>((_resolve, reject) => {
        rejectWork = reject;
      });
      await expect(raceAbort(work, controller.signal, () => new Error('aborted'))).rejects.toThrow(
        'aborted',
      );
      rejectWork(new Error('late failure'));
      // Node reports unhandled rejections after the microtask queue drains: wait one macrotask.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
