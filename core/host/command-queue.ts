// contract §1: the snippet defines `window.QuickActions` as a stub that pushes its
// `arguments` onto `QuickActions.q`. The loader takes the queue over, replays it in
// order and replaces the stub with the real function of the same signature.

export type CommandHandler = (...args: unknown[]) => unknown;

export interface QueueStub {
  (...args: unknown[]): void;
  q?: Iterable<unknown>[] | { push(args: Iterable<unknown>): unknown };
}

export interface QueueHost {
  QuickActions?: QueueStub;
}

export function installCommandQueue(
  host: QueueHost,
  handlers: Record<string, CommandHandler>,
  onError: (error: unknown) => void,
): QueueStub {
  const dispatch = (args: Iterable<unknown>): void => {
    try {
      const [command, ...rest] = args;
      const handler = Object.hasOwn(handlers, String(command)) && handlers[String(command)];
      if (!handler) throw new Error(`Unknown QuickActions command: ${String(command)}`);
      // A handler may be async; its rejection must not become an unhandled one on the host.
      Promise.resolve(handler(...rest)).catch(onError);
    } catch (error) {
      onError(error);
    }
  };

  const queued = host.QuickActions?.q;
  const real: QueueStub = (...args: unknown[]) => dispatch(args);
  // A host script that kept a reference to the stub still pushes onto
  // `window.QuickActions.q`; make that push run the command instead of queueing it forever.
  real.q = { push: dispatch };
  host.QuickActions = real;
  if (Array.isArray(queued)) queued.forEach(dispatch);
  return real;
}

declare global {
  interface Window {
    /** contract §1: the snippet's queue stub, then the loader's real function. */
    QuickActions?: QueueStub;
  }
}
