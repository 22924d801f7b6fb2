// jsdom fetches no stylesheet and fires no `load` for a `<link>`, so the theme's stylesheet would
// never apply and every first popup would wait out the shape wait (core/popup/popup-machine.ts
// `shaped`).
// Tests keep the real applyTheme and only play the browser's part: each link it adds loads in a
// microtask. A slow or stalled stylesheet is tests/browser/time-matrix.test.ts's.
import type * as ApplyTheme from '../../../../themes/apply-theme';

export function withLoadingStylesheets(real: typeof ApplyTheme): typeof ApplyTheme {
  return {
    ...real,
    applyTheme(root, theme, urlFor) {
      const before = new Set(root.querySelectorAll('link'));
      const applied = real.applyTheme(root, theme, urlFor);
      for (const link of root.querySelectorAll('link')) {
        if (!before.has(link)) queueMicrotask(() => link.dispatchEvent(new Event('load')));
      }
      return applied;
    },
  };
}
