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

const DEFAULT: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }; // Jan 5, 2024 · 05.01.2024

const NAMED = new Map<string, Intl.DateTimeFormatOptions>([
  ['default', DEFAULT],
  ['long', { dateStyle: 'long' }], // January 5, 2024 · 5. Jänner 2024
  ['short', { dateStyle: 'short' }], // 1/5/24 · 2024-01-05 (fr-CA)
]);

/**
 * ECMAScript's date-only forms ("2024-01-05", "2024-01", "2024", "+002024-01-05"); the groups are
 * the month and the day. Date reads them as UTC midnight, so they name a calendar day, not an
 * instant: formatted in UTC they show that day in every time zone (formatted in the visitor's
 * zone, "2024-01-05" would print "Jan 4, 2024" in America).
 */
const DATE_ONLY = /^(?:\d{4}|[+-]\d{6})(?:-(\d{2})(?:-(\d{2}))?)?$/;

function toDate(input: DateInput, dateOnly: RegExpExecArray | null): Date {
  const date = input instanceof Date ? input : new Date(input);
  // Date rolls an impossible day over ("2024-02-30" → March 1); a calendar day must exist.
  const day = dateOnly?.[2];
  if (
    !(typeof input === 'string' || typeof input === 'number' || input instanceof Date) ||
    Number.isNaN(date.getTime()) ||
    (day !== undefined && Number(day) !== date.getUTCDate())
  ) {
    throw new RangeError(`Expected a valid date, got ${String(input)}`);
  }
  return date;
}

/** A dateStyle's month where there is no day: "May 2024", "mai 2024", "05/2024", "2024-05". */
const STYLE_MONTH = { full: 'long', long: 'long', medium: 'short', short: '2-digit' } as const;

/**
 * A year-month ("2024-05") or a year ("2024") has no day, and shows only the fields it has,
 * never the first of the month Date fills in. A format of none of them (a weekday alone) shows
 * them as the default does.
 */
function withoutDay(
  options: Intl.DateTimeFormatOptions,
  hasMonth: boolean,
): Intl.DateTimeFormatOptions {
  const { dateStyle, era, year, month } = options;
  const fields: Intl.DateTimeFormatOptions = dateStyle
    ? { year: 'numeric', month: STYLE_MONTH[dateStyle] }
    : { era, year, month };
  if (!hasMonth) delete fields.month;
  return fields.year || fields.month ? fields : withoutDay(DEFAULT, hasMonth);
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
  const dateOnly = typeof date === 'string' ? DATE_ONLY.exec(date) : null;
  const value = toDate(date, dateOnly);
  let options = NAMED.get(format) ?? customFormat(format, translate) ?? DEFAULT;
  if (dateOnly && dateOnly[2] === undefined)
    options = withoutDay(options, dateOnly[1] !== undefined);
  // A date-only value is a calendar day: the same day in every zone, `timeZone` included.
  const zone = dateOnly ? 'UTC' : timeZone;
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
