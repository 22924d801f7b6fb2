// The snippet (docs/host-api.md "The snippet") defines `window.QuickActions` as a stub that pushes
// its `arguments` onto `QuickActions.q`. The loader takes the queue over, replays it in order and
// replaces the stub with the real function of the same signature.

export type CommandHandler = (...args: unknown[]) => unknown;

export interface QueueStub {
  (...args: unknown[]): void;
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
 * Takes the queue over. Each handler gets the call's arguments as they were, the command's name
 * first (so one handler can serve several commands: stage one hands the facade's on as they
 * came). `handlers` must have no prototype (`{ __proto__: null, ... }`), so a command named
 * `__proto__`, `constructor` or `toString` finds nothing (docs/security.md "8. Breaking the host
 * page"); a plain object would hand them Object.prototype's members.
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
      // `handlers` has no prototype: `__proto__`, `constructor`, `toString` are no commands.
      const handler = handlers[command as string];
      if (!handler) throw new Error(`Unknown QuickActions command: ${command as string}`);
      await handler(...args);
    } catch (error) {
      onError(error);
    }
  };

  const queued = host.QuickActions?.q;
  // Returns nothing, as the stub did.
  const real: QueueStub = (...args: unknown[]) => {
    dispatch(args);
  };
  // A host script that kept a reference to the stub still pushes onto
  // `window.QuickActions.q`; make that push run the command instead of queueing it forever.
  real.q = { push: dispatch };
  host.QuickActions = real;
  if (Array.isArray(queued)) queued.forEach(dispatch);
  return real;
}
