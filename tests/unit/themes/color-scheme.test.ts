// @vitest-environment jsdom
// The dark palette of the host's `colorScheme` (themes/README.md): each theme file gives every
// colour it sets a dark value, in a block for 'dark' and the same block for 'auto' on a dark
// device; the floating button's dark values are the facade's (ADR-0035), so the button is the same
// before and after the stylesheet loads. The contrast of the dark pairs: contrast.test.ts; the
// browser proof: tests/browser/color-scheme.test.ts.
import { describe, expect, it } from 'vitest';
import { drawFacadeButton } from '../../../loader/facade/facade-button';
import { BUTTON_LOOKS, darkButtonLook } from '../../../themes/button-look';
import { THEMES } from '../../../themes';
import { contrastRatio, parseHex } from './wcag';
import { autoThemeProperties, darkThemeProperties, themeProperties } from './read-theme';

const isColour = (value: string) => /^(#[0-9a-f]{3,8}|rgba?\([^)]*\))$/i.test(value);

const facadeCss = (theme: string): string => {
  const container = document.createElement('div');
  const { root, shadowRoot } = drawFacadeButton(container, 'Quick Actions', 'en-US', theme);
  root.remove();
  return [...shadowRoot.querySelectorAll('style')].map((style) => style.textContent).join('\n');
};

describe.each(THEMES)('%s: the dark palette', (theme) => {
  const light = themeProperties(theme);
  const dark = darkThemeProperties(theme);
  const colours = [...light].filter(([, value]) => isColour(value)).map(([name]) => name);

  it('gives every colour property a dark value, and sets nothing else', () => {
    expect(colours.length).toBeGreaterThanOrEqual(15);
    expect([...dark.keys()].sort()).toEqual([...colours].sort());
    for (const [name, value] of dark) expect(isColour(value), `${name}: ${value}`).toBe(true);
  });

  it('is dark: its surfaces are darker than its text, the light palette the other way round', () => {
    const luminance = (hex: string) => parseHex(hex).reduce((sum, channel) => sum + channel, 0);
    for (const surface of ['--qa-surface', '--qa-surface-raised', '--qa-surface-hover']) {
      expect(luminance(dark.get(surface)!)).toBeLessThan(luminance(dark.get('--qa-text')!));
      expect(luminance(light.get(surface)!)).toBeGreaterThan(luminance(light.get('--qa-text')!));
    }
    expect(contrastRatio(dark.get('--qa-surface')!, light.get('--qa-surface')!)).toBeGreaterThan(
      10,
    );
  });

  it("'auto' has the same block, inside @media (prefers-color-scheme: dark)", () => {
    expect(autoThemeProperties(theme)).toEqual(dark);
  });

  it('the button: the light look inverted, focus ring unchanged (themes/button-look.ts)', () => {
    const look = darkButtonLook(BUTTON_LOOKS[theme]);
    expect(look.background).toBe(BUTTON_LOOKS[theme].foreground);
    expect(look.foreground).toBe(BUTTON_LOOKS[theme].background);
    expect(dark.get('--qa-button-bg')).toBe(look.background);
    expect(dark.get('--qa-button-fg')).toBe(look.foreground);
    expect(dark.get('--qa-focus')).toBe(look.focus);
    expect(look.focus).toBe(BUTTON_LOOKS[theme].focus);
    expect(contrastRatio(look.foreground, look.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('the facade draws the same dark button, for the same selectors', () => {
    const look = darkButtonLook(BUTTON_LOOKS[theme]);
    const block = `{--qa-button-bg:${look.background};--qa-button-fg:${look.foreground}}`;
    const css = facadeCss(theme);
    expect(css).toContain(`:host([data-color-scheme=dark])${block}`);
    expect(css).toContain(
      `@media (prefers-color-scheme:dark){:host([data-color-scheme=auto])${block}}`,
    );
  });
});
