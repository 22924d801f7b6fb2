// Test helper: the custom properties a theme file sets on :host.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export function readThemeCss(theme: string): string {
  return readFileSync(resolve(__dirname, `../../../themes/${theme}.css`), 'utf8');
}

/** Rules of the file, comments removed: selector → declarations. */
export function parseRules(css: string): { selector: string; body: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: m[1]!.trim(),
    body: m[2]!,
  }));
}

export function declarations(body: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of body.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    map.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
  }
  return map;
}

export function themeProperties(theme: string): Map<string, string> {
  const rules = parseRules(readThemeCss(theme));
  const host = rules.filter((rule) => rule.selector === ':host');
  return declarations(host.map((rule) => rule.body).join(';'));
}

/** The dark palette's `:host([data-color-scheme='dark'])` block (the host's `colorScheme: 'dark'`). */
export function darkThemeProperties(theme: string): Map<string, string> {
  const rules = parseRules(readThemeCss(theme));
  const dark = rules.filter((rule) =>
    /^:host\(\[data-color-scheme='?dark'?\]\)$/.test(rule.selector),
  );
  return declarations(dark.map((rule) => rule.body).join(';'));
}

/**
 * The `:host([data-color-scheme='auto'])` block, and whether it is inside
 * `@media (prefers-color-scheme: dark)` (so 'auto' follows the device), null when there is none.
 */
export function autoThemeProperties(theme: string): Map<string, string> | null {
  const text = readThemeCss(theme).replace(/\/\*[\s\S]*?\*\//g, '');
  const match =
    /@media\s*\(\s*prefers-color-scheme\s*:\s*dark\s*\)\s*\{\s*:host\(\[data-color-scheme='?auto'?\]\)\s*\{([^{}]*)\}\s*\}/.exec(
      text,
    );
  return match ? declarations(match[1]!) : null;
}
