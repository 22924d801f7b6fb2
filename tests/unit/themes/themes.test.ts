import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEMES, isTheme, themeStylesheetUrl } from '../../../themes';
import { parseRules, readThemeCss, themeProperties } from './read-theme';

const PROPERTIES = [
  '--qa-font',
  '--qa-surface',
  '--qa-surface-raised',
  '--qa-surface-hover',
  '--qa-text',
  '--qa-text-muted',
  '--qa-border',
  '--qa-accent',
  '--qa-accent-text',
  '--qa-link',
  '--qa-focus',
  '--qa-button-bg',
  '--qa-button-fg',
  '--qa-button-size',
  '--qa-button-radius',
  '--qa-button-shadow',
  '--qa-badge-bg',
  '--qa-badge-text',
  '--qa-backdrop',
  '--qa-shadow',
  '--qa-radius',
  '--qa-radius-small',
];

describe('themes (spec §1 "Two themes exist: slate-v1 and slate-v4")', () => {
  it('lists the two themes, slate-v1 first and default', () => {
    expect(THEMES).toEqual(['slate-v1', 'slate-v4']);
    expect(DEFAULT_THEME).toBe('slate-v1');
  });

  it('recognises theme names only', () => {
    expect(isTheme('slate-v1')).toBe(true);
    expect(isTheme('slate-v4')).toBe(true);
    for (const value of ['slate-v2', 'Slate-v1', '', null, undefined, 1]) {
      expect(isTheme(value)).toBe(false);
    }
  });

  it('gives each theme its own stylesheet URL', () => {
    expect(themeStylesheetUrl('slate-v1')).toMatch(/slate-v1\.css/);
    expect(themeStylesheetUrl('slate-v4')).toMatch(/slate-v4\.css/);
  });

  it.each(['slate-v1', 'slate-v4'])(
    '%s sets every widget property on :host and nothing else (and its dark palette)',
    (theme) => {
      // The dark palette's blocks (tests/unit/themes/color-scheme.test.ts): custom properties too.
      const rules = parseRules(readThemeCss(theme));
      expect(rules.map((rule) => rule.selector)).toEqual([
        ':host',
        ":host([data-color-scheme='dark'])",
        ":host([data-color-scheme='auto'])",
      ]);
      for (const rule of rules) expect(rule.body).not.toMatch(/(^|;)\s*[a-z]/);
      expect([...themeProperties(theme).keys()].sort()).toEqual([...PROPERTIES].sort());
      for (const [name, value] of themeProperties(theme)) expect(value, name).not.toBe('');
    },
  );

  it('looks different: the two themes do not share an accent', () => {
    expect(themeProperties('slate-v1').get('--qa-accent')).not.toBe(
      themeProperties('slate-v4').get('--qa-accent'),
    );
  });
});
