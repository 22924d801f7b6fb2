// spec §9 "Breakpoints (px)": extra small up to 319, small 320–767, medium
// 768–990, large 991–1190, extra large 1191 and above.
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const LOWER_BOUNDS: [Breakpoint, number][] = [
  ['xl', 1191],
  ['lg', 991],
  ['md', 768],
  ['sm', 320],
];

export function breakpointFor(width: number): Breakpoint {
  return LOWER_BOUNDS.find(([, min]) => width >= min)?.[0] ?? 'xs';
}

// spec §2 Visibility: "narrower than the medium breakpoint (768 px)". Kept apart
// from the table so loader.js carries one comparison, not the table.
export const MEDIUM_MIN_WIDTH = 768;

export function isBelowMedium(width: number): boolean {
  return width < MEDIUM_MIN_WIDTH;
}
