// The host API's events and the bus that carries them.
import type { QuickActionsEventMap, QuickActionsEventName } from '../../types/quick-actions';

// The host API's events (docs/host-api.md "Events"), typed in types/quick-actions.d.ts; the widget
// adds two that only the debug log shows (spec §9: "section states, ... errors").

export const HOST_EVENTS: readonly QuickActionsEventName[] = [
  'ready',
  'open',
  'close',
  'action',
  'hidden',
];

export const isHostEvent = (name: unknown): name is QuickActionsEventName =>
  (HOST_EVENTS as readonly unknown[]).includes(name);

/** Every event on the page's bus: the host's, and the widget's own for the debug log. */
export interface WidgetEvents extends QuickActionsEventMap {
  /** spec §4 "Each section ... has the named states default, cached and live". */
  section: { section: string; status: string };
  /** A reported error, scrubbed of the secure id. */
  error: Error;
}

// spec §9: "The event bus logs to the console only when a logging flag is enabled on the window":
// `window.quickActionsDebug` (types/quick-actions.d.ts). One bus per page: the facade makes it,
// the host's `on`/`off` handlers listen, the widget emits (ADR-0018).

export type Listener<T> = (payload: T) => void;

export interface EventBus<Events extends object> {
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void;
  off<K extends keyof Events>(event: K, listener: Listener<Events[K]>): void;
  emit<K extends keyof Events>(event: K, payload: Events[K]): void;
  clear(): void;
}

export interface EventBusDeps {
  isDebug?: () => boolean;
  log?: (...args: unknown[]) => void;
  onListenerError?: (error: unknown) => void;
}

const windowDebugFlag = () => typeof window !== 'undefined' && window.quickActionsDebug === true;

export function createEventBus<Events extends object>({
  isDebug = windowDebugFlag,
  log = (...args) => console.log(...args),
  onListenerError = () => {},
}: EventBusDeps = {}): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  const off = <K extends keyof Events>(event: K, listener: Listener<Events[K]>) => {
    listeners.get(event)?.delete(listener as Listener<never>);
  };
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(event, set);
      return () => off(event, listener);
    },
    off,
    emit(event, payload) {
      try {
        if (isDebug()) {
          if (payload === undefined) log('[QuickActions]', String(event));
          else log('[QuickActions]', String(event), payload);
        }
      } catch {
        // A console that throws (or a flag behind a throwing getter) changes nothing.
      }
      // A copy: a listener may add or remove listeners (a host handler calling `off`).
      for (const listener of [...(listeners.get(event) ?? [])]) {
        // One failing listener must not stop the others nor reach the host page.
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}
