import { TOAST_LIMIT, toastTimeout, type ToastType } from './toast-rules';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  action?: { label: string; run(): void };
}

export interface ToastQueue {
  show(toast: Omit<Toast, 'id'>): number;
  dismiss(id: number): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  /** Clears every toast and timer (widget unmount). */
  dispose(): void;
}

export interface ToastQueueDeps {
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  limit?: number;
}

// The toast container: at most 20 at once (the oldest goes first), each dismissed
// after its type's timeout (spec §9). `list()` keeps its identity until a change,
// so React's useSyncExternalStore can read it directly.
export function createToastQueue({
  setTimeout: schedule = (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: cancel = (handle) => globalThis.clearTimeout(handle as number),
  limit = TOAST_LIMIT,
}: ToastQueueDeps = {}): ToastQueue {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) cancel(timer);
    timers.delete(id);
    const remaining = toasts.filter((toast) => toast.id !== id);
    if (remaining.length === toasts.length) return;
    toasts = remaining;
    emit();
  };

  return {
    show(input) {
      const toast: Toast = { ...input, id: nextId++ };
      const overflow = toasts.length + 1 - limit;
      if (overflow > 0) toasts.slice(0, overflow).forEach((old) => dismiss(old.id));
      toasts = [...toasts, toast];
      const timeout = toastTimeout(toast.type, Boolean(toast.action));
      if (timeout !== undefined)
        timers.set(
          toast.id,
          schedule(() => dismiss(toast.id), timeout),
        );
      emit();
      return toast.id;
    },
    dismiss,
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      timers.forEach((timer) => cancel(timer));
      timers.clear();
      toasts = [];
      listeners.clear();
    },
  };
}
