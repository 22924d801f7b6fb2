// The widget chunk calls Array.prototype.at and Object.hasOwn (Chrome
// 93, Firefox 92, Safari 15.4). An older browser that runs the loader and the facade gets no
// button, rather than a button whose popup fails when it opens: never an error in its page
// (ADR-0014; README "Browser support").
export interface WidgetGlobals {
  Object: { hasOwn?: unknown };
  Array: { prototype: { at?: unknown } };
}

export const runsTheWidget = (globals: WidgetGlobals): boolean =>
  typeof globals.Object.hasOwn === 'function' && typeof globals.Array.prototype.at === 'function';
