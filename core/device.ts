// spec §2 Visibility: "Hidden when the viewport is narrower than the medium breakpoint (768 px)";
// spec §9 "Breakpoints (px)": medium is 768 to 990. The only boundary the product reads (the rest
// of the table has no user: ADR-0043). One comparison, so loader.js stays small.
export const MEDIUM_MIN_WIDTH = 768;

export function isBelowMedium(width: number): boolean {
  return width < MEDIUM_MIN_WIDTH;
}

// spec §9: "Device types console, mobile, tablet and wearable count as mobile. All others,
// including undetected, count as desktop." A few patterns, not a UA-parsing library: every eligible
// visitor runs this before the button (ADR-0015). Smart TVs count as desktop; they are ruled out
// first because Android TVs say "Android".
/** The parts of `window.navigator` the rule reads. */
export interface DeviceHints {
  userAgent: string;
  /** iPadOS 13+ reports a Mac UA with touch. */
  maxTouchPoints?: number;
}

const SMART_TV = /\bTV\b|SmartTV|HbbTV|CrKey/i;
// Consoles, wearables, tablets (Android phones also say Mobi), then phones: "Mobi" covers iPhone,
// iPod, Windows Phone and BlackBerry 10, whose UAs say "Mobile".
const COUNTS_AS_MOBILE =
  /PlayStation|Xbox|Nintendo|Watch|Wear ?OS|iPad|Tablet|PlayBook|Silk|Kindle|Android|Mobi|Opera Mini/i;

export function isMobileDevice({ userAgent, maxTouchPoints = 0 }: DeviceHints): boolean {
  if (SMART_TV.test(userAgent)) return false;
  return COUNTS_AS_MOBILE.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
