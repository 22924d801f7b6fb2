// spec §1 "region ... names": US states, Canadian provinces and territories, UK nations,
// Mexican, Spanish, German and Austrian states come from the locale bundles
// (`region.<country>.<code>`), which Intl cannot name. spec §8: a missing one is its code.
import type { Messages } from '../messages';

/**
 * The region's name in the language of `messages` (loaded for `locale`, see
 * load-locale.ts). `_locale` is there so every name helper reads (country, region, locale).
 */
export function regionName(
  country: string,
  region: string,
  _locale: string,
  messages: Messages,
): string {
  const code = String(region).toUpperCase();
  const key = `region.${String(country).toUpperCase()}.${code}`;
  return (Object.hasOwn(messages, key) && messages[key]) || code;
}
