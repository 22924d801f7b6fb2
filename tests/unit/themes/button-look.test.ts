// @vitest-environment jsdom
// One button from first paint to unmount (ADR-0035): the facade draws the floating button from
// the theme's values (themes/button-look.ts) and each theme file sets the same values, so the
// button does not change when the widget loads its theme. The browser proof is
// tests/browser/widget-look.test.ts; this pins the values and the facade's use of them.
import { describe, expect, it } from 'vitest';
import { drawFacadeButton } from '../../../loader/facade/facade-button';
import {
  BUTTON_LOOK_PROPERTIES,
  BUTTON_LOOKS,
  buttonLookFor,
  type ButtonLook,
} from '../../../themes/button-look';
import { DEFAULT_THEME, THEMES } from '../../../themes';
import { themeProperties } from './read-theme';

const facadeCss = (theme?: unknown): string => {
  const container = document.createElement('div');
  const { root, shadowRoot } = drawFacadeButton(container, 'Quick Actions', 'en-US', theme);
  root.remove();
  return [...shadowRoot.querySelectorAll('style')].map((style) => style.textContent).join('\n');
};

describe('the button look per theme (themes/button-look.ts)', () => {
  it('has a look for every theme, and the default theme for anything else', () => {
    expect(Object.keys(BUTTON_LOOKS).sort()).toEqual([...THEMES].sort());
    for (const other of [undefined, 'slate-v2', 42, null]) {
      expect(buttonLookFor(other)).toBe(BUTTON_LOOKS[DEFAULT_THEME]);
    }
    expect(buttonLookFor('slate-v4')).toBe(BUTTON_LOOKS['slate-v4']);
  });

  it.each(THEMES)('%s: the theme file sets exactly the values the facade draws with', (theme) => {
    const properties = themeProperties(theme);
    for (const [key, property] of Object.entries(BUTTON_LOOK_PROPERTIES)) {
      expect(properties.get(property), property).toBe(BUTTON_LOOKS[theme][key as keyof ButtonLook]);
    }
  });

  it.each(THEMES)(
    '%s: the facade falls back to that theme’s values until the sheet loads',
    (theme) => {
      const css = facadeCss(theme);
      const look = BUTTON_LOOKS[theme];
      expect(css).toContain(`background:var(--qa-button-bg,${look.background})`);
      expect(css).toContain(`color:var(--qa-button-fg,${look.foreground})`);
      expect(css).toContain(`width:var(--qa-button-size,${look.size})`);
      expect(css).toContain(`border-radius:var(--qa-button-radius,${look.radius})`);
      expect(css).toContain(`box-shadow:var(--qa-button-shadow,${look.shadow})`);
      expect(css).toContain(`outline:3px solid var(--qa-focus,${look.focus})`);
    },
  );

  it('the facade redraws in another theme on setTheme', () => {
    const container = document.createElement('div');
    const facade = drawFacadeButton(container, 'Quick Actions', 'en-US', 'slate-v1');
    facade.setTheme('slate-v4');
    const css = facade.shadowRoot.querySelector('style')?.textContent ?? '';
    expect(css).toContain(BUTTON_LOOKS['slate-v4'].background);
    expect(css).not.toContain(BUTTON_LOOKS['slate-v1'].background);
  });

  it('keeps a visible boundary under forced colours (Windows high contrast)', () => {
    expect(facadeCss()).toMatch(
      /@media \(forced-colors:active\)\{\.qa-fab,\.qa-failed\{border:2px solid ButtonText\}/,
    );
  });
});
