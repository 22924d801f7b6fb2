// What stage one takes from the host: the version it announces, the signed-in user, the providers
// and the command queue (loader/start-loader.ts).

import type { DependencyError, QuickActionsTrackEvent } from '../../types/quick-actions';

// `QuickActions.version` (docs/host-api.md "Commands"): package.json's, the only field a named
// JSON import keeps.
export { version as VERSION } from '../../package.json';

// spec §3 "User (from the host app): secureId, loginId, isSignedIn": only a well-formed signed-in
// user counts (spec §6: anonymous users never see the widget); loginId is not kept, as nothing
// shows or sends it (docs/rules.md §3 "User").
export interface HostUser {
  secureId: string;
  isSignedIn: true;
}

export function parseSignedInUser(value: unknown): HostUser | undefined {
  const { secureId, isSignedIn } = Object(value) as Record<string, unknown>;
  if (isSignedIn !== true || typeof secureId !== 'string' || !secureId.trim()) return undefined;
  return { secureId, isSignedIn };
}

// spec §8: "A dependency requested but never provided raises an error saying so." A plain Error,
// not a subclass: stage one carries it, and a class costs bytes of its budget (ADR-0010).

export const dependencyError = (dependency: string): DependencyError =>
  Object.assign(new Error(`Dependency "${dependency}" was requested but never provided`), {
    name: 'DependencyError' as const,
  });

// The providers a host passes to `init` (docs/host-api.md "Providers"). getUser and getConfig may
// return a value or a Promise.
export interface HostProviders {
  getUser?: () => unknown;
  getConfig?: () => unknown;
  track?: (event: TrackEvent) => void;
  logError?: (error: Error) => void;
}

// spec §7: "submit a tracking event (section Quick Actions, component, action, extra)".
export type TrackEvent = QuickActionsTrackEvent;

/**
 * Calls a provider of `init` and awaits its value; one the host never gave rejects with a
 * DependencyError (spec §8). Read from the host's own options object when needed.
 */
export async function callProvider(
  providers: HostProviders,
  name: 'getUser' | 'getConfig',
): Promise<unknown> {
  const provider: unknown = providers[name];
  if (typeof provider !== 'function') throw dependencyError(name);
  // Called on the options object, so a provider written as a method keeps its `this`.
  return await (provider as () => unknown).call(providers);
}

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
