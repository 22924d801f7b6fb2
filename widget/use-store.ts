import { useSyncExternalStore } from 'react';

interface Subscribable {
  subscribe(listener: () => void): () => void;
}

// core stores keep snapshot identity until something changes, which is exactly
// what useSyncExternalStore needs (design.md "Section state").
export function useStore<T>(store: Subscribable & { get(): T }): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export function useSnapshot<T>(store: Subscribable & { getSnapshot(): T }): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
