// The one store primitive (ADR-0026): an immutable snapshot, replaced on change, and listeners
// told what happened. A listener that throws stops no other, and its error goes to
// `onListenerError` (the widget's reporter, spec §8), so a failure in its real work is seen.

/** Something to read and watch. `getSnapshot()` returns the same object until a change. */
export interface Store<Snapshot, Event = void> {
  getSnapshot(): Snapshot;
  subscribe(listener: (event: Event) => void): () => void;
}

/** The event of a store whose listeners want to know what changed: the snapshot before and after. */
export interface Change<Snapshot> {
  readonly from: Snapshot;
  readonly to: Snapshot;
}

export interface WritableStore<Snapshot, Event = void> extends Store<Snapshot, Event> {
  /** Replaces the snapshot and tells every listener `event`; nothing when `next` is the same. */
  set(next: Snapshot, event: Event): void;
  /** Drops every listener (the owner is disposed): later changes reach no one. */
  clear(): void;
}

export interface StoreOptions {
  /** Where a listener's error goes (the widget passes its reporter); the other listeners still run. */
  onListenerError?: (error: unknown) => void;
}

// Without an owner's reporter (a test, the error registry), a listener's error is logged.
const logListenerError = (error: unknown): void => console.error('Quick Actions:', error);

export function createStore<Snapshot, Event = void>(
  initial: Snapshot,
  { onListenerError = logListenerError }: StoreOptions = {},
): WritableStore<Snapshot, Event> {
  let snapshot = initial;
  const listeners = new Set<(event: Event) => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next, event) {
      if (Object.is(next, snapshot)) return;
      snapshot = next;
      // A copy: a listener may unsubscribe itself or another while being told.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          try {
            onListenerError(error);
          } catch {
            // The reporter failing must not stop the other listeners either.
          }
        }
      }
    },
    clear: () => listeners.clear(),
  };
}

/** A pure step's answer: the next state (the same object when nothing changed), the effects to run. */
export type Step<State, Effect> = { readonly state: State; readonly effects: readonly Effect[] };

/** A store moved only by its step (ADR-0107): `send` is the one way to change it. */
export interface Machine<State, Event> extends Store<State, Change<State>> {
  send(event: Event): void;
  clear(): void; // drops every listener (the owner is disposed)
}

// The edges run a step's effects before the listeners hear the change, so a listener that sends
// again (a host's `open` handler that closes) finds them done. An edge never sends in its own
// call: what it starts (a timer) sends later.
export function createMachine<State, Event, Effect extends string>(
  initial: State,
  step: (state: State, event: Event) => Step<State, Effect>,
  edges: Record<Effect, () => void>,
  options?: StoreOptions,
): Machine<State, Event> {
  const store = createStore<State, Change<State>>(initial, options);
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send(event) {
      const from = store.getSnapshot();
      const { state, effects } = step(from, event);
      for (const effect of effects) edges[effect]();
      store.set(state, { from, to: state });
    },
    clear: store.clear,
  };
}
