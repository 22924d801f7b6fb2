// spec §2 Visibility: "Hidden when the viewport is narrower than the medium breakpoint (768 px)";
// spec §9 "Breakpoints (px)": medium is 768 to 990. The only boundary the product reads (the rest
// of the table has no user: ADR-0043). One comparison, so loader.js stays small.
export const MEDIUM_MIN_WIDTH = 768;

export function isBelowMedium(width: number): boolean {
  return width < MEDIUM_MIN_WIDTH;
}
