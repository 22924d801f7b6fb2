import { isSupportedLocale, SUPPORTED_LOCALES, type SupportedLocale } from './supported-locales';

// The host's `locale` option (docs/host-api.md): a supported locale as its bundle is named
// (`fr_CA`), or written as its BCP 47 tag (`fr-CA`), in any case (`FR-ca`, as BCP 47 tags are
// case-insensitive) (docs/rules.md §1 "Locales and bundles"). It chooses the text and `lang` only:
// the country still decides what shows (spec §1).

/**
 * The option as a `lang` tag (`fr-CA`) when it is well formed, for the facade's button. A well
 * formed but unsupported one (`fr_BE`) passes here; the widget, which has the list, reports it
 * and sets the country's `lang` and name when it mounts.
 */
export function localeOptionTag(value: unknown): string | undefined {
  // One of the four languages, alone or with a country: every supported locale passes, and the
  // check costs the facade a fraction of what the list would.
  const match = typeof value === 'string' && /^(de|en|es|fr)(?:[-_]([a-z]{2}))?$/i.exec(value);
  return match
    ? match[1]!.toLowerCase() + (match[2] ? `-${match[2].toUpperCase()}` : '')
    : undefined;
}

/** The supported locale the host chose, or undefined: none given, or one that is not supported. */
export function parseLocaleOption(value: unknown): SupportedLocale | undefined {
  const locale = localeOptionTag(value)?.replace('-', '_') ?? '';
  return isSupportedLocale(locale) ? locale : undefined;
}

/** Why `value` is ignored, or undefined: none given (undefined or null), or supported. */
export function localeOptionError(value: unknown): Error | undefined {
  if (value == null || parseLocaleOption(value)) return undefined;
  const given = typeof value === 'string' ? `'${value}'` : `a ${typeof value}`;
  return new TypeError(
    `QuickActions locale ${given} is not supported; the country's locale is used. ` +
      `Give one of ${SUPPORTED_LOCALES.join(', ')} (or its tag, e.g. fr-CA)`,
  );
}
