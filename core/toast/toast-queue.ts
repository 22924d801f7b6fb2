import { createStore, type Store, type StoreOptions } from '../store/store';
import { TOAST_LIMIT, toastTimeout, type ToastType } from './toast-rules';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  action?: { label: string; run(): void };
}

/** The toasts shown, oldest first. */
export interface ToastQueue extends Store<readonly Toast[]> {
  show(toast: Omit<Toast, 'id'>): number;
  dismiss(id: number): void;
  /** Clears every toast and timer (widget unmount). */
  dispose(): void;
}

export interface ToastQueueDeps extends StoreOptions {
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  limit?: number;
}

// At most 20 at once, the oldest going first, each dismissed after its type's timeout (spec §9).
export function createToastQueue({
  setTimeout: schedule = (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: cancel = (handle) => globalThis.clearTimeout(handle as number),
  limit = TOAST_LIMIT,
  ...storeOptions
}: ToastQueueDeps = {}): ToastQueue {
  const store = createStore<readonly Toast[]>([], storeOptions);
  let nextId = 1;
  const timers = new Map<number, unknown>();

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) cancel(timer);
    timers.delete(id);
    const toasts = store.getSnapshot();
    const remaining = toasts.filter((toast) => toast.id !== id);
    if (remaining.length !== toasts.length) store.set(remaining);
  };

  return {
    show(input) {
      const toast: Toast = { ...input, id: nextId++ };
      const overflow = store.getSnapshot().length + 1 - limit;
      if (overflow > 0)
        store
          .getSnapshot()
          .slice(0, overflow)
          .forEach((old) => dismiss(old.id));
      const timeout = toastTimeout(toast.type, Boolean(toast.action));
      if (timeout !== undefined)
        timers.set(
          toast.id,
          schedule(() => dismiss(toast.id), timeout),
        );
      store.set([...store.getSnapshot(), toast]);
      return toast.id;
    },
    dismiss,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    dispose() {
      timers.forEach((timer) => cancel(timer));
      timers.clear();
      store.clear();
      store.set([]);
    },
  };
}
