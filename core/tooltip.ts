// spec §9 "Tooltip: show delay 200 ms, dispose timeout 150 ms, distance 5." The widget shows the
// full label as a tooltip where the mobile design shows a short one ("New", "Sign", "Notarize").
export const TOOLTIP_SHOW_DELAY_MS = 200;
export const TOOLTIP_DISPOSE_MS = 150;
export const TOOLTIP_DISTANCE_PX = 5;

export interface TooltipTimer {
  /** Pointer or focus arrived: show after the delay. */
  enter(): void;
  /** Pointer or focus left: hide after the dispose timeout. */
  leave(): void;
  /** Escape: hide now (WCAG 1.4.13 dismissible). */
  dismiss(): void;
  isVisible(): boolean;
  dispose(): void;
}

export function createTooltipTimer(
  onChange: (visible: boolean) => void,
  {
    showDelayMs = TOOLTIP_SHOW_DELAY_MS,
    hideDelayMs = TOOLTIP_DISPOSE_MS,
    setTimeout: schedule = (fn: () => void, ms: number): unknown => globalThis.setTimeout(fn, ms),
    clearTimeout: cancel = (handle: unknown) => globalThis.clearTimeout(handle as number),
  } = {},
): TooltipTimer {
  let visible = false;
  let timer: unknown;
  const set = (next: boolean) => {
    timer = undefined;
    if (visible === next) return;
    visible = next;
    onChange(next);
  };
  const restart = (next: boolean, delay: number) => {
    if (timer !== undefined) cancel(timer);
    timer = schedule(() => set(next), delay);
  };
  return {
    enter: () => restart(true, showDelayMs),
    leave: () => restart(false, hideDelayMs),
    dismiss() {
      if (timer !== undefined) cancel(timer);
      set(false);
    },
    isVisible: () => visible,
    dispose() {
      if (timer !== undefined) cancel(timer);
      timer = undefined;
    },
  };
}
