import type { Theme } from './index';

/**
 * Each theme's `--qa-font`, which the widget draws with before the theme's stylesheet applies: the
 * font is the one value of a theme that moves text, so a stylesheet that comes in once the popup
 * shows changes only colours (tests/unit/themes/theme-font.test.ts).
 */
export const THEME_FONTS: Readonly<Record<Theme, string>> = {
  'slate-v1': "'Helvetica Neue', Helvetica, Arial, system-ui, sans-serif",
  'slate-v4': "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
};
