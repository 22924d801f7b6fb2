// spec §1: "Two themes exist: slate-v1 and slate-v4"; spec §7: their stylesheets are lazy-loaded,
// each its own content-hashed file.

export const THEMES = ['slate-v1', 'slate-v4'] as const;

export type Theme = (typeof THEMES)[number];

export const DEFAULT_THEME: Theme = 'slate-v1';

export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/** The theme the host's `theme` option asks for: the default for anything else. */
export const themeOf = (wanted: unknown): Theme => (isTheme(wanted) ? wanted : DEFAULT_THEME);

/** The stylesheet's URL, resolved against the chunk that holds this module. */
export function themeStylesheetUrl(theme: Theme): string {
  // Literal `new URL('./x.css', import.meta.url)`, which Vite emits as a hashed asset; `?no-inline`
  // keeps it from inlining both themes here as data: URLs, which CSPs block.
  return theme === 'slate-v4'
    ? new URL('./slate-v4.css?no-inline', import.meta.url).href
    : new URL('./slate-v1.css?no-inline', import.meta.url).href;
}
