// spec §2 "Hidden when the viewport is narrower than the medium breakpoint (768 px) ..." holds for
// the whole page view, not only at init: a desktop window narrowed below 768 px, or a tablet
// turned, is judged again (ADR-0016). spec §9 "Debounce: 100 ms": once, 100 ms after the last
// resize or orientation change of a burst.
import { debounce } from '../popup/debounce';

/** Calls `changed` after resizes and orientation changes settle; returns the function that stops. */
export function onViewportChange(
  win: Window,
  changed: () => void,
  onError: (error: unknown) => void,
): () => void {
  const settled = debounce(changed, { onError });
  const types = ['resize', 'orientationchange'] as const;
  for (const type of types) win.addEventListener(type, settled);
  return () => {
    settled.cancel();
    for (const type of types) win.removeEventListener(type, settled);
  };
}
