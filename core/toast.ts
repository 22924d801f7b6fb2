// Toasts (spec §4, §9): their rules, the queue, and drag to dismiss.
import { createStore, type Store, type StoreOptions } from './store';

// spec §4 "Toast types: success, error, warning, info, default" and spec §9 "Toasts".
export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'default';

// spec §9: "5000 ms for success, default and the base setting" (error toasts too); "Warning and
// info toasts have no auto-timeout"; "Toasts with an action button last 10 s."
const BASE_TIMEOUT_MS = 5000;
const ACTION_TIMEOUT_MS = 10_000;

/** How long a toast stays, or undefined when it stays until dismissed. */
export function toastTimeout(type: ToastType, hasAction: boolean): number | undefined {
  if (hasAction) return ACTION_TIMEOUT_MS;
  if (type === 'warning' || type === 'info') return undefined;
  return BASE_TIMEOUT_MS;
}

// spec §9: "Drag-dismiss threshold is 60 percent of width."
export function isDragDismiss(dragDistancePx: number, toastWidthPx: number): boolean {
  return toastWidthPx > 0 && Math.abs(dragDistancePx) >= toastWidthPx * 0.6;
}

// spec §9: role and limit.
export const TOAST_ROLE = 'alert';
export const TOAST_LIMIT = 20;

// A toast follows a pointer drag, dismissed when let go 60 % of its width away (spec §9), else
// springing back. Returns the function that removes the listeners.
export function dragToDismiss(element: HTMLElement, dismiss: () => void): () => void {
  let startX: number | undefined;
  let pointerId = 0;
  const offset = (event: PointerEvent) => event.clientX - (startX ?? event.clientX);
  const reset = () => {
    startX = undefined;
    element.style.transform = element.style.opacity = '';
  };
  const ours = (event: PointerEvent) => startX !== undefined && event.pointerId === pointerId;
  const down = (event: PointerEvent) => {
    // The primary button only; a press on the toast's own buttons is a click, not a drag.
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    startX = event.clientX;
    pointerId = event.pointerId;
    element.setPointerCapture?.(pointerId);
  };
  const move = (event: PointerEvent) => {
    if (!ours(event)) return;
    const dx = offset(event);
    element.style.transform = `translateX(${dx}px)`;
    element.style.opacity = String(Math.max(0.2, 1 - Math.abs(dx) / (element.offsetWidth || 1)));
  };
  const up = (event: PointerEvent) => {
    if (!ours(event)) return;
    const gone = isDragDismiss(offset(event), element.offsetWidth);
    reset();
    if (gone) dismiss();
  };
  const listeners = [
    ['pointerdown', down],
    ['pointermove', move],
    ['pointerup', up],
    ['pointercancel', reset],
  ] as const;
  for (const [type, listener] of listeners) element.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) element.removeEventListener(type, listener);
  };
}

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

// At most 20 at once, the oldest going first, each dismissed after its type's timeout (spec §9).
export function createToastQueue(storeOptions: StoreOptions = {}): ToastQueue {
  const store = createStore<readonly Toast[]>([], storeOptions);
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const toasts = store.getSnapshot();
    const remaining = toasts.filter((toast) => toast.id !== id);
    if (remaining.length !== toasts.length) store.set(remaining);
  };
  return {
    show(input) {
      const toast: Toast = { ...input, id: nextId++ };
      const shown = store.getSnapshot();
      const overflow = Math.max(0, shown.length + 1 - TOAST_LIMIT);
      for (const old of shown.slice(0, overflow)) dismiss(old.id);
      const timeout = toastTimeout(toast.type, Boolean(toast.action));
      if (timeout !== undefined) timers.set(toast.id, setTimeout(dismiss, timeout, toast.id));
      store.set([...store.getSnapshot(), toast]);
      return toast.id;
    },
    dismiss,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    dispose() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      store.clear();
      store.set([]);
    },
  };
}
