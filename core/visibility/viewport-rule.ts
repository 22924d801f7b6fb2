import { isBelowMedium } from '../device/breakpoints';
import type { Design } from './design';

export interface ViewportFacts {
  width: number;
  country: string;
  isMobileDevice: boolean;
  design: Design;
}

// spec §2: "Hidden when the viewport is narrower than the medium breakpoint
// (768 px), except for US mobile devices and the US desktop designs."

/**
 * The part of the rule that needs no device detection: below 768 px only the US
 * can pass. loader.js rules visitors out with this alone and leaves the device
 * (and its user-agent patterns) to its second stage.
 */
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
