// spec §9: "The event bus logs to the console only when a logging flag is enabled
// on the window" — contract §1 names the flag `window.quickActionsDebug`.

export type Listener<T> = (payload: T) => void;

export interface EventBus<Events extends object> {
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void;
  emit<K extends keyof Events>(event: K, payload: Events[K]): void;
  clear(): void;
}

export interface EventBusDeps {
  isDebug?: () => boolean;
  log?: (...args: unknown[]) => void;
  onListenerError?: (error: unknown) => void;
}

declare global {
  interface Window {
    quickActionsDebug?: boolean;
  }
}

const windowDebugFlag = () => typeof window !== 'undefined' && window.quickActionsDebug === true;

export function createEventBus<Events extends object>({
  isDebug = windowDebugFlag,
  log = (...args) => console.log(...args),
  onListenerError = () => {},
}: EventBusDeps = {}): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(event, set);
      return () => set.delete(listener as Listener<never>);
    },
    emit(event, payload) {
      if (isDebug()) log('[QuickActions]', String(event), payload);
      for (const listener of listeners.get(event) ?? []) {
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
