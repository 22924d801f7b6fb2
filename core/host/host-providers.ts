import { dependencyError } from './dependency-error';

// The providers a host passes to `init` (docs/host-api.md "Providers"). getUser and getConfig may
// return a value or a Promise.
export interface HostProviders {
  getUser?: () => unknown;
  getConfig?: () => unknown;
  track?: (event: TrackEvent) => void;
  logError?: (error: Error) => void;
}

// spec §7: "submit a tracking event (section Quick Actions, component, action, extra)".
export interface TrackEvent {
  section: 'Quick Actions';
  component: string;
  action: string;
  extra?: Record<string, string | number | boolean>;
}

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
