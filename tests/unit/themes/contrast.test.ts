import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './wcag';
import { darkThemeProperties, themeProperties } from './read-theme';

describe('WCAG contrast math', () => {
  it('matches the known values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

// Every text/background pair the widget draws (WCAG 2.1 AA 1.4.3: 4.5:1), and the
// non-text ones (1.4.11: 3:1), in both palettes: the popup's text, muted text and links on its
// surfaces (a hovered row, the raised upsell card), the refresh button, the floating button, a
// toast or tooltip; the focus ring around controls on the surfaces and in a toast, the icons.
const TEXT_PAIRS: [string, string][] = [
  ['--qa-text', '--qa-surface'],
  ['--qa-text-muted', '--qa-surface'],
  ['--qa-text', '--qa-surface-raised'],
  ['--qa-text-muted', '--qa-surface-raised'],
  ['--qa-text', '--qa-surface-hover'],
  ['--qa-text-muted', '--qa-surface-hover'],
  ['--qa-link', '--qa-surface'],
  ['--qa-link', '--qa-surface-raised'],
  ['--qa-accent-text', '--qa-accent'],
  ['--qa-button-fg', '--qa-button-bg'],
  ['--qa-badge-text', '--qa-badge-bg'],
];
const NON_TEXT_PAIRS: [string, string][] = [
  ['--qa-focus', '--qa-surface'],
  ['--qa-focus', '--qa-surface-raised'],
  ['--qa-focus', '--qa-badge-bg'],
  ['--qa-button-bg', '--qa-surface'],
  ['--qa-accent', '--qa-surface'],
  ['--qa-accent', '--qa-surface-hover'],
];

const PALETTES = [
  ['slate-v1', 'light', themeProperties],
  ['slate-v1', 'dark', darkThemeProperties],
  ['slate-v4', 'light', themeProperties],
  ['slate-v4', 'dark', darkThemeProperties],
] as const;

describe.each(PALETTES)('%s, %s palette, meets WCAG 2.1 AA', (theme, palette, read) => {
  const properties = read(theme);
  const color = (name: string) => {
    const value = properties.get(name);
    if (!value) throw new Error(`${theme} (${palette}) does not set ${name}`);
    return value;
  };

  it.each(TEXT_PAIRS)('%s on %s ≥ 4.5:1', (foreground, background) => {
    expect(contrastRatio(color(foreground), color(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('%s against %s ≥ 3:1', (foreground, background) => {
    expect(contrastRatio(color(foreground), color(background))).toBeGreaterThanOrEqual(3);
  });
});
