// The snippet's `window.QuickActions` stub pushes its `arguments` onto `QuickActions.q`
// (docs/host-api.md "The snippet"); the loader replays the queue and replaces the stub.

export type CommandHandler = (...args: unknown[]) => unknown;

export interface QueueStub {
  (...args: unknown[]): (() => void) | void;
  /** The snippet's array of queued `arguments`; the loader's `{ push }`. */
  q?: unknown;
  /** `QuickActions.version`: set by the loader; a stub has none. */
  version?: string;
}

/** The window, as far as the queue reads and writes it (its function is typed for hosts). */
export interface QueueHost {
  QuickActions?: Pick<QueueStub, 'q' | 'version'>;
}

/**
 * Takes the queue over. Each handler gets the call's arguments, the command's name first (one
 * handler may serve several). `handlers` must have no prototype (`{ __proto__: null, ... }`), so
 * `__proto__`, `constructor` or `toString` is no command (docs/security.md "8. Breaking the host
 * page").
 */
export function installCommandQueue(
  host: QueueHost,
  handlers: Record<string, CommandHandler>,
  onError: (error: unknown) => void,
): QueueStub {
  // Async for its `await` only: the handler still runs at once, and an unknown command, a throw
  // and a rejection (which must not become an unhandled one on the host) all reach onError.
  const dispatch = async (args: Iterable<unknown>): Promise<void> => {
    try {
      const [command] = args as unknown[];
      const handler = handlers[command as string];
      if (!handler) throw new Error(`Unknown QuickActions command: ${command as string}`);
      await handler(...args);
    } catch (error) {
      onError(error);
    }
  };

  const queued = host.QuickActions?.q;
  // `on` returns a function that unsubscribes: an `off` through the same queue, so it follows the
  // `on` in order whether the facade has arrived or not. Every other command returns nothing, as
  // the stub did.
  const real: QueueStub = (...args: unknown[]) => {
    dispatch(args);
    if (args[0] === 'on') return () => void dispatch(['off', args[1], args[2]]);
  };
  // A host script that kept the stub still pushes onto `.q`: that push runs the command.
  real.q = { push: dispatch };
  host.QuickActions = real;
  if (Array.isArray(queued)) queued.forEach(dispatch);
  return real;
}
