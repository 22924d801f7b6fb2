// The unit project's set-up file (vitest.config.ts), run before every unit test file. Only the
// jsdom files get anything: the widget's locale transport swapped for bundles loaded up front
// (tests/unit/widget/support/preloaded-locales.ts), so the bundles settle under fake timers, and
// the theme's stylesheet links made to load as a browser's do (loaded-stylesheets.ts).
// The merging, fallbacks and flags of loadMessages stay the real ones, and files that never
// import locales/load-locale.ts are not affected; the node files (load-locale.test.ts among
// them) keep the real module. Computed styles are read fresh inside shadow trees too
// (jsdom-shadow-styles.ts).
import { vi } from 'vitest';
import { readFreshComputedStyles } from './jsdom-shadow-styles';

if (typeof document !== 'undefined') {
  readFreshComputedStyles(window);
  vi.doMock('../../../locales/load-locale', async (importOriginal) => {
    const { withPreloadedBundles } = await import('../widget/support/preloaded-locales');
    return withPreloadedBundles(await importOriginal());
  });
  vi.doMock('../../../themes/apply-theme', async (importOriginal) => {
    const { withLoadingStylesheets } = await import('../widget/support/loaded-stylesheets');
    return withLoadingStylesheets(await importOriginal());
  });
}
