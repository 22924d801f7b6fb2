// A theme's stylesheet that applies once the popup shows changes no metric (docs/rules.md §4
// "Popup states"): its font is drawn before it (themes/theme-font.ts), and every other
// value it sets is only painted (colours, radii, shadows, the focus ring) or the facade's.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUTTON_LOOK_PROPERTIES } from '../../../themes/button-look';
import { THEMES } from '../../../themes';
import { THEME_FONTS } from '../../../themes/theme-font';
import { declarations, parseRules, themeProperties } from './read-theme';

const widgetCss = readFileSync(resolve(__dirname, '../../../widget/styles/widget.css'), 'utf8');

/** Declarations whose value is drawn, never laid out. */
const PAINTED = new Set([
  'color',
  'background',
  'border-color',
  'border-radius',
  'box-shadow',
  'outline',
  'mask',
]);
/** `border: 1px solid var(--qa-x)`: the width is the file's own, the theme sets the colour. */
const BORDER_COLOUR = /^(border|border-top) *: *\d+px solid var\(--qa-[\w-]+(, *[^)]+)?\)$/;

describe('a theme moves nothing once the popup shows', () => {
  it.each(THEMES)('%s: its font is the one the widget draws with before it applies', (theme) => {
    expect(themeProperties(theme).get('--qa-font')).toBe(THEME_FONTS[theme]);
  });

  it.each(THEMES)(
    '%s: every other value it sets is only painted where the popup uses it',
    (theme) => {
      const facade = new Set(Object.values(BUTTON_LOOK_PROPERTIES));
      const set = [...themeProperties(theme).keys()].filter(
        (property) => property !== '--qa-font' && !facade.has(property),
      );
      expect(set.length).toBeGreaterThan(10);
      for (const { body } of parseRules(widgetCss)) {
        for (const [property, value] of declarations(body)) {
          const used = set.filter(
            (custom) => value.includes(`var(${custom},`) || value.includes(`var(${custom})`),
          );
          if (used.length === 0) continue;
          const painted = PAINTED.has(property) || BORDER_COLOUR.test(`${property}: ${value}`);
          expect(painted, `${property}: ${value}`).toBe(true);
        }
      }
    },
  );
});
