// spec §1, §4, §7: bundles load lazily along the chain locale → language → en, reporting `loaded`
// and `errored`; a failed bundle falls back to the rest of the chain. Host docs: types/format.d.ts.
import { FALLBACK_MESSAGES } from './fallback-messages';
import type { BundleImporter, LoadedMessages, Messages } from '../types/format';

// spec §1: "the fallback locale is en".
const FALLBACK_LOCALE = 'en';
// Each bundle its own chunk, fetched only when asked for.
const BUNDLES = import.meta.glob<unknown>('./bundles/*.json', { import: 'default' });

export const importBundle: BundleImporter = (locale) => {
  const load = BUNDLES[`./bundles/${locale}.json`];
  return load ? load() : Promise.reject(new Error(`No locale bundle "${locale}"`));
};

/** Keeps the non-empty string entries of a bundle; anything but a plain object is a failure. */
function parseBundle(locale: string, value: unknown): Messages {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`Locale bundle "${locale}" is not an object of strings`);
  }
  const messages: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) {
    if (typeof text === 'string' && text !== '') messages[key] = text;
  }
  return messages;
}

export async function loadMessages(
  chain: readonly string[],
  importer: BundleImporter = importBundle,
): Promise<LoadedMessages> {
  const locales = [...new Set([...chain, FALLBACK_LOCALE])];
  const results = await Promise.allSettled(
    locales.map(async (locale) => parseBundle(locale, await importer(locale))),
  );
  let messages: Messages = FALLBACK_MESSAGES;
  const failed: string[] = [];
  results.forEach((result, index) => {
    if (result.status === 'rejected') failed.push(locales[index]!);
  });
  for (const result of [...results].reverse()) {
    if (result.status === 'fulfilled') messages = { ...messages, ...result.value };
  }
  return { messages, loaded: failed.length < locales.length, errored: failed.length > 0, failed };
}
