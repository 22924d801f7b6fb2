// The host options `position`, `offset` and `zIndex` (ADR-0021): an odd value gives the default.
// They reach the stylesheets as custom properties on the shadow host, set through the CSSOM,
// which `style-src 'self'` allows.

export const DEFAULT_OFFSET_PX = 24;
export const DEFAULT_Z_INDEX = 2147483000;
/** The popup, the tooltip and the toasts sit up to 3 layers above the given z-index. */
export const MAX_Z_INDEX = 2147483647 - 3;
/** An offset beyond this is no corner any more. */
export const MAX_OFFSET_PX = 10_000;

export interface Placement {
  side: 'left' | 'right';
  x: number;
  y: number;
  zIndex: number;
}

const offsetOf = (value: unknown): number =>
  typeof value === 'number' && value >= 0 && value <= MAX_OFFSET_PX ? value : DEFAULT_OFFSET_PX;

/** Reads `position`, `offset` and `zIndex` from the host's options. Never throws on odd values. */
export function parsePlacement(options: Record<string, unknown>): Placement {
  const { position, offset, zIndex } = options;
  const { x, y } = Object(offset) as Record<string, unknown>;
  return {
    side: position === 'bottom-left' ? 'left' : 'right',
    x: offsetOf(x),
    y: offsetOf(y),
    zIndex:
      Number.isInteger(zIndex) && (zIndex as number) >= 0 && (zIndex as number) <= MAX_Z_INDEX
        ? (zIndex as number)
        : DEFAULT_Z_INDEX,
  };
}

/** The custom properties the stylesheets read (facade-button.ts, widget/styles/widget.css). */
export function placementProperties(placement: Placement): Record<string, string> {
  const corner = `${placement.x}px`;
  return {
    '--qa-left': placement.side === 'left' ? corner : 'auto',
    '--qa-right': placement.side === 'right' ? corner : 'auto',
    '--qa-bottom': `${placement.y}px`,
    '--qa-z': String(placement.zIndex),
  };
}

export function applyPlacement(element: HTMLElement, placement: Placement): void {
  for (const [name, value] of Object.entries(placementProperties(placement))) {
    element.style.setProperty(name, value);
  }
}
