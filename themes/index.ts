// spec §1: "Two themes exist: slate-v1 and slate-v4"; spec §7: the theme stylesheets are
// lazy-loaded assets. Each is its own content-hashed file that nothing fetches until a
// stylesheet link asks for it, so switching theme loads only that stylesheet.

export const THEMES = ['slate-v1', 'slate-v4'] as const;

export type Theme = (typeof THEMES)[number];

export const DEFAULT_THEME: Theme = 'slate-v1';

export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/** The stylesheet's URL, resolved against the chunk that holds this module. */
export function themeStylesheetUrl(theme: Theme): string {
  // Literal `new URL('./x.css', import.meta.url)`: the form Vite rewrites to an emitted,
  // hashed asset. `?no-inline`: without it Vite inlines files under `assetsInlineLimit` as
  // data: URLs, which would put both themes into this chunk (and CSPs without data: block
  // them). (`import url from './x.css?url&no-inline'` would minify, but gives '' under
  // Vitest, which does not process CSS.)
  return theme === 'slate-v4'
    ? new URL('./slate-v4.css?no-inline', import.meta.url).href
    : new URL('./slate-v1.css?no-inline', import.meta.url).href;
}
