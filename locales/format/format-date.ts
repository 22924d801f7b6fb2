// spec §1: dates are formatted for the locale (Intl.DateTimeFormat); spec §5: "A translation
// result of UNSUPPORTED for a custom date format falls back to the default date format".
import { parseDateFormatSpec } from './date-format-spec';
import { toLocaleTag } from './locale-tag';

export type DateInput = Date | string | number;

/** The built-in formats; any other name is a custom one, read from `dateFormat.<name>`. */
export type NamedDateFormat = 'default' | 'long' | 'short';

export interface FormatDateOptions {
  /** Looks a message up, e.g. `(key) => translate(messages, key)`; for custom formats. */
  readonly translate?: (key: string) => string | undefined;
  /** IANA time zone for instants; the visitor's own by default. Date-only strings ignore it. */
  readonly timeZone?: string;
}

/** What a translation says for a custom format this locale does not have (spec §5). */
export const UNSUPPORTED = 'UNSUPPORTED';

const NAMED = new Map<string, Intl.DateTimeFormatOptions>([
  ['default', { dateStyle: 'medium' }], // Jan 5, 2024 · 5 janv. 2024 · 05.01.2024
  ['long', { dateStyle: 'long' }], // January 5, 2024 · 5. Jänner 2024
  ['short', { dateStyle: 'short' }], // 1/5/24 · 2024-01-05 (fr-CA)
]);

/**
 * ECMAScript's date-only forms ("2024-01-05", "2024-01", "2024", "+002024-01-05"). Date reads
 * them as UTC midnight, so they name a calendar day, not an instant: formatted in UTC they show
 * that day in every time zone (formatted in the visitor's zone, "2024-01-05" would print
 * "Jan 4, 2024" in America).
 */
const DATE_ONLY = /^(?:\d{4}|[+-]\d{6})(?:-(\d{2})(?:-(\d{2}))?)?$/;

function isDateOnly(input: DateInput): input is string {
  return typeof input === 'string' && DATE_ONLY.test(input);
}

/** Date rolls an impossible day over ("2024-02-30" → March 1); a calendar day must exist. */
function rollsOver(input: DateInput, date: Date): boolean {
  const day = typeof input === 'string' ? DATE_ONLY.exec(input)?.[2] : undefined;
  return day !== undefined && Number(day) !== date.getUTCDate();
}

function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (
    !(typeof input === 'string' || typeof input === 'number' || input instanceof Date) ||
    Number.isNaN(date.getTime()) ||
    rollsOver(input, date)
  ) {
    throw new RangeError(`Expected a valid date, got ${String(input)}`);
  }
  return date;
}

/** A custom format's options; UNSUPPORTED, a missing or an unreadable one gives undefined. */
function customFormat(
  name: string,
  translate: FormatDateOptions['translate'],
): Intl.DateTimeFormatOptions | undefined {
  const spec = translate?.(`dateFormat.${name}`);
  if (spec === undefined || spec === UNSUPPORTED) return undefined;
  return parseDateFormatSpec(spec);
}

export function formatDate(
  date: DateInput,
  locale: string,
  format: NamedDateFormat | (string & {}) = 'default',
  { translate, timeZone }: FormatDateOptions = {},
): string {
  const value = toDate(date);
  const options = NAMED.get(format) ?? customFormat(format, translate) ?? NAMED.get('default');
  // A date-only value is a calendar day: the same day in every zone, `timeZone` included.
  const zone = isDateOnly(date) ? 'UTC' : timeZone;
  const formatter = new Intl.DateTimeFormat(toLocaleTag(locale), { ...options, timeZone: zone });
  const parts = formatter.formatToParts(value);
  // French writes the first of the month as an ordinal where the month is a word ("1er janvier
  // 2024", "lundi 1er janvier"); a numeric date stays "01/01/2024". Intl has no such option.
  const ordinalFirst =
    /^fr\b/.test(formatter.resolvedOptions().locale) &&
    parts.some(({ type, value: text }) => type === 'month' && /\D/.test(text));
  return parts
    .map(({ type, value: text }) => (ordinalFirst && type === 'day' && text === '1' ? '1er' : text))
    .join('');
}
