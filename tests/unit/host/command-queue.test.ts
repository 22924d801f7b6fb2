import { describe, expect, it, vi } from 'vitest';
import {
  installCommandQueue,
  type CommandHandler,
  type QueueHost,
  type QueueStub,
} from '../../../core/host/host-providers';

// The snippet's stub (docs/host-api.md "The snippet"), verbatim in behaviour.
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

/** The host's `window.QuickActions`, callable as the snippet's function is. */
const call = (host: QueueHost, ...args: unknown[]) => (host.QuickActions as QueueStub)(...args);

/** Handlers as the loader passes them: without a prototype (`installCommandQueue`). */
const table = (handlers: Record<string, CommandHandler>): Record<string, CommandHandler> =>
  Object.assign(Object.create(null) as Record<string, CommandHandler>, handlers);

describe('installCommandQueue (the snippet’s queue)', () => {
  it('replays commands queued before the loader arrived, in order, name first', () => {
    const host: QueueHost = {};
    snippetStub(host);
    call(host, 'init', { a: 1 });
    call(host, 'refresh');
    const calls: unknown[] = [];
    installCommandQueue(
      host,
      table({ init: (...args) => calls.push(args), refresh: (...args) => calls.push(args) }),
      () => {},
    );
    expect(calls).toEqual([['init', { a: 1 }], ['refresh']]);
  });

  it('runs commands issued after the loader arrived at once', () => {
    const host: QueueHost = {};
    const init = vi.fn();
    installCommandQueue(host, table({ init }), () => {});
    call(host, 'init', { b: 2 });
    expect(init).toHaveBeenCalledWith('init', { b: 2 });
  });

  it('runs pushes made through a stale reference to the stub', () => {
    const host: QueueHost = {};
    snippetStub(host);
    const stale = host.QuickActions as QueueStub;
    const refresh = vi.fn();
    installCommandQueue(host, table({ refresh }), () => {});
    stale('refresh');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('one handler may serve several commands: it is told which one was called', () => {
    const host: QueueHost = {};
    const forwarded: unknown[][] = [];
    const forward = (...args: unknown[]) => forwarded.push(args);
    installCommandQueue(host, table({ open: forward, on: forward }), () => {});
    const handler = () => {};
    call(host, 'open');
    call(host, 'on', 'ready', handler);
    expect(forwarded).toEqual([['open'], ['on', 'ready', handler]]);
  });

  it('`on` returns a function that sends the matching `off`; other commands return nothing', () => {
    const host: QueueHost = {};
    const forwarded: unknown[][] = [];
    const forward = (...args: unknown[]) => forwarded.push(args);
    installCommandQueue(host, table({ open: forward, on: forward, off: forward }), () => {});
    const handler = () => {};
    const unsubscribe = call(host, 'on', 'action', handler);
    expect(call(host, 'open')).toBeUndefined();
    expect(typeof unsubscribe).toBe('function');
    (unsubscribe as () => void)();
    expect(forwarded).toEqual([['on', 'action', handler], ['open'], ['off', 'action', handler]]);
  });

  it('finds no command among Object.prototype’s members', () => {
    const host: QueueHost = {};
    const errors: unknown[] = [];
    installCommandQueue(host, table({}), (error) => errors.push(error));
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      call(host, name);
    }
    expect(errors.map((e) => (e as Error).message)).toEqual([
      'Unknown QuickActions command: __proto__',
      'Unknown QuickActions command: constructor',
      'Unknown QuickActions command: toString',
      'Unknown QuickActions command: hasOwnProperty',
    ]);
  });

  it('reports unknown commands, throwing handlers and rejected promises instead of throwing', async () => {
    const host: QueueHost = {};
    const errors: unknown[] = [];
    installCommandQueue(
      host,
      table({
        boom: () => {
          throw new Error('boom');
        },
        later: () => Promise.reject(new Error('later')),
      }),
      (error) => errors.push(error),
    );
    expect(() => call(host, 'nope')).not.toThrow();
    expect(() => call(host, 'boom')).not.toThrow();
    call(host, 'later');
    call(host);
    await Promise.resolve();
    expect(errors.map((e) => (e as Error).message)).toEqual([
      'Unknown QuickActions command: nope',
      'boom',
      'Unknown QuickActions command: undefined',
      'later',
    ]);
  });
});
