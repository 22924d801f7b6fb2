import { describe, expect, it, vi } from 'vitest';
import {
  installCommandQueue,
  type QueueHost,
  type QueueStub,
} from '../../../core/host/command-queue';

// The contract §1 stub, verbatim in behaviour.
function snippetStub(host: QueueHost): void {
  const stub: QueueStub = function (...args: unknown[]) {
    void args;
    // eslint-disable-next-line prefer-rest-params
    const call = arguments;
    const current = host.QuickActions as QueueStub;
    const queue = (current.q = current.q || []) as { push(args: Iterable<unknown>): unknown };
    queue.push(call);
  };
  host.QuickActions = host.QuickActions || stub;
}

describe('installCommandQueue (contract §1)', () => {
  it('replays commands queued before the loader arrived, in order', () => {
    const host: QueueHost = {};
    snippetStub(host);
    host.QuickActions!('init', { a: 1 });
    host.QuickActions!('refresh');
    const calls: unknown[] = [];
    installCommandQueue(
      host,
      { init: (opts) => calls.push(['init', opts]), refresh: () => calls.push(['refresh']) },
      () => {},
    );
    expect(calls).toEqual([['init', { a: 1 }], ['refresh']]);
  });

  it('runs commands issued after the loader arrived at once', () => {
    const host: QueueHost = {};
    const init = vi.fn();
    installCommandQueue(host, { init }, () => {});
    host.QuickActions!('init', { b: 2 });
    expect(init).toHaveBeenCalledWith({ b: 2 });
  });

  it('runs pushes made through a stale reference to the stub', () => {
    const host: QueueHost = {};
    snippetStub(host);
    const stale = host.QuickActions!;
    const refresh = vi.fn();
    installCommandQueue(host, { refresh }, () => {});
    stale('refresh');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('reports unknown commands, throwing handlers and rejected promises instead of throwing', async () => {
    const host: QueueHost = {};
    const errors: unknown[] = [];
    installCommandQueue(
      host,
      {
        boom: () => {
          throw new Error('boom');
        },
        later: () => Promise.reject(new Error('later')),
      },
      (error) => errors.push(error),
    );
    expect(() => host.QuickActions!('nope')).not.toThrow();
    expect(() => host.QuickActions!('boom')).not.toThrow();
    host.QuickActions!('later');
    host.QuickActions!();
    await Promise.resolve();
    expect(errors.map((e) => (e as Error).message)).toEqual([
      'Unknown QuickActions command: nope',
      'boom',
      'Unknown QuickActions command: undefined',
      'later',
    ]);
  });
});
