// spec §4 "Toast types: success, error, warning, info, default" and spec §9 "Toasts".
export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'default';

// spec §9: "The general timeout is 5000 ms for success, default and the base setting. Warning and
// info toasts have no auto-timeout." Error toasts, not named, take the base setting.
const BASE_TIMEOUT_MS = 5000;
// spec §9: "Toasts with an action button last 10 s."
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
