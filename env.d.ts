// Build-time flags replaced by Vite's `define` (see vite.config.ts).
declare const __DEV__: boolean;
declare const __FACADE_CHUNK__: string;
declare const __WIDGET_CHUNK__: string;
