// The widget loads its locale bundles with `import.meta.glob` (locales/load-locale.ts): under
// Vitest each is a real dynamic import that settles on the module runner, outside fake timers.
// Tests swap only that transport for bundles loaded up front; the merging, fallbacks and flags
// of loadMessages stay the real ones. A test may also serve a changed bundle (a tampered or
// newer copy) through `overrideBundle`.
import type * as LoadLocale from '../../../../locales/load-locale';
import type { BundleImporter } from '../../../../types/format';

const BUNDLES = import.meta.glob<unknown>('../../../../locales/bundles/*.json', {
  import: 'default',
  eager: true,
});

const overrides = new Map<string, Record<string, string>>();

/** Serves `entries` on top of the real `locale` bundle until resetBundleOverrides(). */
export function overrideBundle(locale: string, entries: Record<string, string>): void {
  overrides.set(locale, entries);
}

let delayMs = 0;
/** Answers every bundle after `ms` (fake) milliseconds, as a slow link would, until reset. */
export function delayBundles(ms: number): void {
  delayMs = ms;
}

export function resetBundleOverrides(): void {
  overrides.clear();
  delayMs = 0;
}

const preloadedBundle: BundleImporter = (locale) => {
  const bundle = BUNDLES[`../../../../locales/bundles/${locale}.json`];
  if (bundle === undefined) return Promise.reject(new Error(`No locale bundle "${locale}"`));
  const override = overrides.get(locale);
  const answer = override ? { ...(bundle as object), ...override } : bundle;
  if (!delayMs) return Promise.resolve(answer);
  return new Promise((resolve) => setTimeout(() => resolve(answer), delayMs));
};

export function withPreloadedBundles(actual: typeof LoadLocale): typeof LoadLocale {
  return {
    ...actual,
    importBundle: preloadedBundle,
    loadMessages: (chain, importer = preloadedBundle) => actual.loadMessages(chain, importer),
  };
}
