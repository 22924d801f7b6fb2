// Build-time flags replaced by Vite's `define` (see vite.config.ts).
declare const __FACADE_CHUNK__: string;
declare const __WIDGET_CHUNK__: string;
/** The open's head start (widget/early-open.ts), which the facade imports at a first touch. */
declare const __EARLY_CHUNK__: string;
/** The chunks the widget chunk imports, in the order the facade evaluates them (issue 15). */
declare const __WIDGET_IMPORTS__: readonly string[];
