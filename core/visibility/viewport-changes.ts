// spec §2's viewport rule holds for the whole page view (ADR-0016): judged again 100 ms (spec §9
// "Debounce") after the last resize or orientation change of a burst.
import { debounce } from '../scheduling/debounce';

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
