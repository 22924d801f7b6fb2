import { isBelowMedium } from '../device/breakpoints';
import type { Design } from './design';

export interface ViewportFacts {
  width: number;
  country: string;
  isMobileDevice: boolean;
  design: Design;
}

// spec §2: "Hidden when the viewport is narrower than the medium breakpoint (768 px), except for US
// mobile devices and the US desktop designs."

/** The part that needs no device detection, all stage one checks: below 768 px only the US. */
export function mayPassViewportRule(width: number, country: string): boolean {
  return !isBelowMedium(width) || country === 'US';
}

export function passesViewportRule({
  width,
  country,
  isMobileDevice,
  design,
}: ViewportFacts): boolean {
  if (!mayPassViewportRule(width, country)) return false;
  return !isBelowMedium(width) || isMobileDevice || design !== 'mobile';
}
