// Types of dist/format.js (docs/host-api.md), shipped as dist/format.d.ts: the formatting helpers
// of the widget, for host pages too. `locale` is a bundle name (`en_US`, `fr_CA`, `de_AT`, ...)
// or a BCP 47 tag. tests/unit/types/public-types.test.ts keeps these declarations and the
// module's own types the same.

/** Grammatical gender of what is counted; only French and Spanish number words agree with it. */
export type Gender = 'masculine' | 'feminine';

export interface NumberToWordsOptions {
  /** Spell the ordinal ("twenty-first") instead of the cardinal ("twenty-one"). Default false. */
  ordinal?: boolean;
  /** Agreement for French and Spanish ("une", "veintiuna", "première", "primera"). Default masculine. */
  gender?: Gender;
}

/**
 * An integer from 0 (1 for ordinals) up to 999,999,999,999 in words, in en, fr, es or de and their
 * regional conventions: `numberToWords(71, 'fr_CA')` is "soixante et onze". Throws a RangeError
 * outside that range, a TypeError for anything but a number or bigint.
 */
export function numberToWords(
  value: number | bigint,
  locale: string,
  options?: NumberToWordsOptions,
): string;

/**
 * An amount of money in words: `currencyToWords(1234.56, 'de_DE', 'EUR')` is
 * "eintausendzweihundertvierunddreißig Euro und sechsundfünfzig Cent".
 */
export function currencyToWords(amount: number, locale: string, currency: string): string;

/** Intl.NumberFormat for the locale ("1,234.5", "1 234,5"). Throws a RangeError for NaN/∞. */
export function formatNumber(
  value: number | bigint,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string;

/** Intl.NumberFormat's currency style for the locale. */
export function formatCurrency(amount: number, locale: string, currency: string): string;

/** A Date, an ISO 8601 string (a date-only string is a calendar day in every zone), or a time value. */
export type DateInput = Date | string | number;

/** The built-in formats; any other name is a custom one, read from `dateFormat.<name>`. */
export type NamedDateFormat = 'default' | 'long' | 'short';

export interface FormatDateOptions {
  /** Looks a message up, e.g. `(key) => translate(messages, key)`; for custom formats. */
  readonly translate?: (key: string) => string | undefined;
  /** IANA time zone for instants; the visitor's own by default. Date-only strings ignore it. */
  readonly timeZone?: string;
}

/** What a translation says for a custom format the locale does not have (spec §5). */
export const UNSUPPORTED: 'UNSUPPORTED';

export function formatDate(
  date: DateInput,
  locale: string,
  format?: NamedDateFormat | (string & {}),
  options?: FormatDateOptions,
): string;

/** The country's name in the locale's language; the code itself when it has none. */
export function countryName(country: string, locale: string): string;

/** A locale bundle's messages (from loadMessages). */
export type Messages = Readonly<Record<string, string>>;

export type MessageParams = Readonly<Record<string, string | number>>;

/** The region's name from the bundle's `region.<COUNTRY>.<REGION>` message; the code otherwise. */
export function regionName(
  country: string,
  region: string,
  locale: string,
  messages: Messages,
): string;

/** "Ontario, Canada" (en, es, de), "Ontario (Canada)" (fr). */
export function jurisdictionName(
  country: string,
  region: string,
  locale: string,
  messages: Messages,
): string;

/** The first letter (grapheme) upper-cased by the locale's rules. */
export function capitalize(text: string, locale: string): string;

/** What a blank stands for: long month names and numbers need a longer line. */
export type BlankKind = 'default' | 'longMonth' | 'number';

/** spec §1: 8 underscores, or 16 for long month names and numbers. */
export function blankLine(kind?: BlankKind): string;

/** The value as text, or a blank line when it is missing (nullish, blank text, NaN). */
export function orBlank(value: string | number | null | undefined, kind?: BlankKind): string;

export type BundleImporter = (locale: string) => Promise<unknown>;

export interface LoadedMessages {
  /** The chain merged, the most specific bundle winning, over the built-in English labels. */
  readonly messages: Messages;
  /** At least one bundle of the chain arrived (false: only the built-in labels are there). */
  readonly loaded: boolean;
  /** At least one bundle of the chain failed. */
  readonly errored: boolean;
  /** The locales whose bundle failed, in chain order. */
  readonly failed: readonly string[];
}

/**
 * Loads the bundles of `chain` (e.g. `['fr_CA', 'fr', 'en']`; `en` is added when missing) in
 * parallel, the more specific one winning. Never rejects.
 */
export function loadMessages(
  chain: readonly string[],
  importer?: BundleImporter,
): Promise<LoadedMessages>;

/** The message for `key` with `{name}` placeholders filled in; the key itself when missing. */
export function translate(messages: Messages, key: string, params?: MessageParams): string;
