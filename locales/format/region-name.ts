// spec §1 "region ... names", from the bundles (`region.<country>.<code>`), as Intl has none.
// spec §8: a missing one is its code.
import type { Messages } from '../messages';

/** `_locale` is unused: every name helper takes (country, region, locale). */
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
