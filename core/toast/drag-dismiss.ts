// spec §9 "Drag-dismiss threshold is 60 percent of width": a toast follows a horizontal pointer
// drag and is dismissed when let go that far away; a shorter drag springs back.
import { isDragDismiss } from './toast-rules';

/** Makes `element` drag-dismissable; returns the function that removes the listeners. */
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
