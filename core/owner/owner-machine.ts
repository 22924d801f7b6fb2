// Who the device's personal data belongs to (ADR-0025), for the page (other tabs are one client)
// and the worker (each page a client); the callers purge. Invariants:
// - personal data is kept only for `owner`, and only from a page that shows the owner now;
// - a claim by anyone else, or a sign-out, purges first, then displaces every other page that
//   showed someone: a displaced page is never attributed again (a full load is a new client).

export interface OwnerState {
  /** The user cache id the device's personal data belongs to; null: nobody. */
  readonly owner: string | null;
  readonly clients: Readonly<Record<string, string>>; // client id → the user cache id it shows
  /** Pages another person's claim (or a sign-out) took the device from. */
  readonly displaced: readonly string[];
}

export type OwnerEvent =
  /** A page shows `user`. */
  | { readonly type: 'claim'; readonly client: string; readonly user: string }
  /** A page found nobody signed in (no user, or a getUser that threw). */
  | { readonly type: 'signedOut'; readonly client: string }
  /** Only these pages are still open: the others are forgotten. */
  | { readonly type: 'live'; readonly clients: readonly string[] };

export interface OwnerStep {
  readonly state: OwnerState;
  /** Whose personal data must go now: nobody's, everyone's but the owner's, or everyone's. */
  readonly purge: 'none' | 'others' | 'all';
  /** False when a displaced page claimed again: it gets nothing, keeps nothing. */
  readonly accepted: boolean;
}

export const NO_OWNER: OwnerState = { owner: null, clients: {}, displaced: [] };

const others = (state: OwnerState, client: string) =>
  Object.keys(state.clients).filter((id) => id !== client);

export function ownerStep(state: OwnerState, event: OwnerEvent): OwnerStep {
  const unchanged = { state, purge: 'none', accepted: true } as const;
  switch (event.type) {
    case 'live': {
      const live = new Set(event.clients);
      const clients = Object.fromEntries(
        Object.entries(state.clients).filter(([id]) => live.has(id)),
      );
      return {
        ...unchanged,
        state: { ...state, clients, displaced: state.displaced.filter((id) => live.has(id)) },
      };
    }
    case 'claim': {
      const { client, user } = event;
      if (state.displaced.includes(client)) return { ...unchanged, accepted: false };
      if (state.owner === user) {
        return { ...unchanged, state: { ...state, clients: { ...state.clients, [client]: user } } };
      }
      return {
        state: {
          owner: user,
          clients: { [client]: user },
          displaced: [...state.displaced, ...others(state, client)],
        },
        purge: 'others',
        accepted: true,
      };
    }
    case 'signedOut':
      return {
        state: {
          owner: null,
          clients: {},
          displaced: [...state.displaced, ...others(state, event.client)],
        },
        purge: 'all',
        accepted: true,
      };
  }
}

/** Whether `client`'s data may be kept (and a kept answer served to it) now. */
export const mayKeepFor = (state: OwnerState, client: string): boolean =>
  state.owner !== null &&
  state.clients[client] === state.owner &&
  !state.displaced.includes(client);

/** The state as stored (untrusted JSON): anything malformed reads as nobody's. */
export function parseOwnerState(value: unknown): OwnerState {
  const { owner, clients, displaced } = Object(value) as Record<string, unknown>;
  const isText = (item: unknown): item is string => typeof item === 'string';
  const entries = Object.entries(Object(clients) as Record<string, unknown>);
  if (
    !(owner === null || isText(owner)) ||
    !Array.isArray(displaced) ||
    !displaced.every(isText) ||
    !entries.every(([, user]) => isText(user))
  ) {
    return NO_OWNER;
  }
  return { owner, clients: Object.fromEntries(entries) as Record<string, string>, displaced };
}
