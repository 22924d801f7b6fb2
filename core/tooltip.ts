// spec §9 "Tooltip: show delay 200 ms, dispose timeout 150 ms, distance 5": mobile's full labels.
export const TOOLTIP_SHOW_DELAY_MS = 200;
export const TOOLTIP_DISPOSE_MS = 150;
export const TOOLTIP_DISTANCE_PX = 5;

// Pointer or focus arriving shows it after the delay, leaving hides it after the dispose timeout;
// Escape hides it at once (WCAG 1.4.13 dismissible).
export function createTooltipTimer(onChange: (visible: boolean) => void) {
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: boolean) => {
    timer = undefined;
    if (visible === next) return;
    visible = next;
    onChange(next);
  };
  const restart = (next: boolean, delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(set, delay, next);
  };
  return {
    enter: () => restart(true, TOOLTIP_SHOW_DELAY_MS),
    leave: () => restart(false, TOOLTIP_DISPOSE_MS),
    dismiss() {
      clearTimeout(timer);
      set(false);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
