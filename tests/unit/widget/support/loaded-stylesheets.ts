// jsdom fetches no stylesheet and fires no `load` for a `<link>`, so the theme's stylesheet would
// never apply and every popup would wait out the open wait (core/popup/popup-machine.ts `styled`).
// Tests keep the real applyTheme and only play the browser's part: each link it adds loads in a
// microtask, unless a test holds the stylesheets (a slow or stalled file) until it lets them go.
import type * as ApplyTheme from '../../../../themes/apply-theme';

let held: HTMLLinkElement[] | undefined;

/** From now on the theme links stay loading until `releaseStylesheets()`. */
export function holdStylesheets(): void {
  held ??= [];
}

/** Loads every held link, and the next ones at once again. */
export function releaseStylesheets(): void {
  const links = held ?? [];
  held = undefined;
  for (const link of links) link.dispatchEvent(new Event('load'));
}

export function withLoadingStylesheets(real: typeof ApplyTheme): typeof ApplyTheme {
  return {
    ...real,
    applyTheme(root, theme, urlFor) {
      const before = new Set(root.querySelectorAll('link'));
      const applied = real.applyTheme(root, theme, urlFor);
      for (const link of root.querySelectorAll('link')) {
        if (before.has(link)) continue;
        if (held) held.push(link);
        else queueMicrotask(() => link.dispatchEvent(new Event('load')));
      }
      return applied;
    },
  };
}
