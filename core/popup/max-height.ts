// spec §4: "On open, the popup maximum height is set from the viewport or a reference element,
// minus 32 px" (spec §9 "Height margin: 32 px"), with the popup options of spec §3. The popup grows
// upwards from its own bottom edge: the 32 px are the gap between its top and the viewport's top or
// the reference line (docs/rules.md §4 "Popup height"): `upToY`, else the bottom or top edge of
// the first element found by id, class or selector, in the spec's order. An option whose element
// is not on the page (or whose selector is invalid) is skipped; with no reference line (or one
// scrolled above the viewport) the popup may reach the viewport's top. Coordinates: viewport CSS px.
import type { PopupOptions } from './popup-options';

export const HEIGHT_MARGIN_PX = 32;

/** The DOM lookups this needs, so tests can pass a stand-in. */
export type ElementLookup = Pick<
  Document,
  'getElementById' | 'getElementsByClassName' | 'querySelector'
>;

export interface MaxHeightContext {
  viewportHeight: number;
  doc: ElementLookup;
  /** The popup's bottom edge, where it grows up from; defaults to the bottom of the viewport. */
  popupBottom?: number;
}

type Edge = 'top' | 'bottom';

function edgeOf(element: Element | null | undefined, edge: Edge): number | undefined {
  if (!element) return undefined;
  const value = element.getBoundingClientRect()[edge];
  return Number.isFinite(value) ? value : undefined;
}

/** The reference line's y, or 0 (the top of the viewport) when none applies. */
function referenceY(options: PopupOptions, doc: ElementLookup): number {
  if (options.upToY !== undefined) return options.upToY;
  const lookups: [string | undefined, (value: string) => Element | null | undefined, Edge][] = [
    [options.upToIdBottom, (id) => doc.getElementById(id), 'bottom'],
    [options.upToIdTop, (id) => doc.getElementById(id), 'top'],
    [options.upToClassBottom, (name) => doc.getElementsByClassName(name)[0], 'bottom'],
    [options.upToClassTop, (name) => doc.getElementsByClassName(name)[0], 'top'],
    [options.upToSelectorBottom, (selector) => doc.querySelector(selector), 'bottom'],
    [options.upToSelectorTop, (selector) => doc.querySelector(selector), 'top'],
  ];
  for (const [value, find, edge] of lookups) {
    if (value === undefined) continue;
    try {
      const y = edgeOf(find(value), edge);
      if (y !== undefined) return y;
    } catch {
      // An invalid selector from the host must not break the popup: the next option applies.
    }
  }
  return 0;
}

/** The popup's max height in whole CSS px; never negative, never throws. */
export function maxPopupHeight(options: PopupOptions, context: MaxHeightContext): number {
  const anchor = context.popupBottom ?? context.viewportHeight;
  // A reference scrolled above the viewport no longer limits anything: the viewport top does.
  const reference = Math.max(0, referenceY(options, context.doc));
  const height = anchor - reference - HEIGHT_MARGIN_PX;
  return Number.isFinite(height) ? Math.max(0, Math.floor(height)) : 0;
}
