// The widget chunk calls Array.prototype.at and Object.hasOwn: an older browser gets no button
// rather than a popup that fails (ADR-0014).
export interface WidgetGlobals {
  Object: { hasOwn?: unknown };
  Array: { prototype: { at?: unknown } };
}

export const runsTheWidget = (globals: WidgetGlobals): boolean =>
  typeof globals.Object.hasOwn === 'function' && typeof globals.Array.prototype.at === 'function';
