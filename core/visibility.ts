// Whether and how the widget shows (spec §2): the browser it needs, the design, the served
// countries and the viewport rule.
import { debounce } from './scheduling';
import { isBelowMedium } from './device';

// The widget chunk calls Array.prototype.at and Object.hasOwn: an older browser gets no button
// rather than a popup that fails (ADR-0014).
export interface WidgetGlobals {
  Object: { hasOwn?: unknown };
  Array: { prototype: { at?: unknown } };
}

export const runsTheWidget = (globals: WidgetGlobals): boolean =>
  typeof globals.Object.hasOwn === 'function' && typeof globals.Array.prototype.at === 'function';

// spec §2 "Design versions: mobile, desktop, desktop v2": the host's `init({ design })`, else the
// device's.
export type Design = 'mobile' | 'desktop' | 'desktop-v2';

export function resolveDesign(requested: unknown, isMobileDevice: boolean): Design {
  if (requested === 'mobile' || requested === 'desktop' || requested === 'desktop-v2') {
    return requested;
  }
  return isMobileDevice ? 'mobile' : 'desktop';
}

// spec §2 Visibility / §5: "the country is US, CA or GB".
export function isServedCountry(country: string): boolean {
  return country === 'US' || country === 'CA' || country === 'GB';
}

// spec §2's viewport rule holds for the whole page view (ADR-0016): `changed` is called 100 ms
// (spec §9 "Debounce") after the last resize or orientation change of a burst. Returns the stop.
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

// spec §2: "Hidden when the viewport is narrower than the medium breakpoint (768 px), except for US
// mobile devices and the US desktop designs." The part without device detection, all stage one
// checks: below 768 px only the US.
export function mayPassViewportRule(width: number, country: string): boolean {
  return !isBelowMedium(width) || country === 'US';
}

export function passesViewportRule(facts: {
  width: number;
  country: string;
  isMobileDevice: boolean;
  design: Design;
}): boolean {
  const { width, country, isMobileDevice, design } = facts;
  if (!mayPassViewportRule(width, country)) return false;
  return !isBelowMedium(width) || isMobileDevice || design !== 'mobile';
}
