import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './wcag';
import { themeProperties } from './read-theme';

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
// non-text ones (1.4.11: 3:1).
const TEXT_PAIRS: [string, string][] = [
  ['--qa-text', '--qa-surface'],
  ['--qa-text-muted', '--qa-surface'],
  ['--qa-text', '--qa-surface-raised'],
  ['--qa-text', '--qa-surface-hover'],
  ['--qa-link', '--qa-surface'],
  ['--qa-accent-text', '--qa-accent'],
  ['--qa-button-fg', '--qa-button-bg'],
  ['--qa-badge-text', '--qa-badge-bg'],
];
const NON_TEXT_PAIRS: [string, string][] = [
  ['--qa-focus', '--qa-surface'],
  ['--qa-button-bg', '--qa-surface'],
];

describe.each(['slate-v1', 'slate-v4'])('%s meets WCAG 2.1 AA', (theme) => {
  const properties = themeProperties(theme);
  const color = (name: string) => {
    const value = properties.get(name);
    if (!value) throw new Error(`${theme} does not set ${name}`);
    return value;
  };

  it.each(TEXT_PAIRS)('%s on %s ≥ 4.5:1', (foreground, background) => {
    expect(contrastRatio(color(foreground), color(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('%s against %s ≥ 3:1', (foreground, background) => {
    expect(contrastRatio(color(foreground), color(background))).toBeGreaterThanOrEqual(3);
  });
});
