// spec §1: dates are formatted for the locale (Intl.DateTimeFormat); spec §5: "A translation
// result of UNSUPPORTED for a custom date format falls back to the default date format".
import type { DateInput, FormatDateOptions, NamedDateFormat } from '../../types/format';
import { toLocaleTag } from './locale-tag';

// A custom format: `field:style` Intl options ("month:long year:numeric"), ordered by Intl.
const STYLES: Readonly<Record<string, readonly string[]>> = {
  dateStyle: ['full', 'long', 'medium', 'short'],
  weekday: ['long', 'short', 'narrow'],
  era: ['long', 'short', 'narrow'],
  year: ['numeric', '2-digit'],
  month: ['numeric', '2-digit', 'long', 'short', 'narrow'],
  day: ['numeric', '2-digit'],
};

/** The Intl options a spec stands for, or undefined when it is not one. */
export function parseDateFormatSpec(spec: string): Intl.DateTimeFormatOptions | undefined {
  const options: Record<string, string> = {};
  const parts = spec.trim().split(/\s+/);
  for (const part of parts) {
    const [field = '', style = '', extra] = part.split(':');
    if (extra !== undefined || !Object.hasOwn(STYLES, field)) return undefined;
    if (!STYLES[field]!.includes(style) || Object.hasOwn(options, field)) return undefined;
    options[field] = style;
  }
  // Intl refuses dateStyle together with single fields.
  if (options.dateStyle && parts.length > 1) return undefined;
  return options as Intl.DateTimeFormatOptions;
}

export const UNSUPPORTED = 'UNSUPPORTED';

const DEFAULT: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }; // Jan 5, 2024 · 05.01.2024

const NAMED = new Map<string, Intl.DateTimeFormatOptions>([
  ['default', DEFAULT],
  ['long', { dateStyle: 'long' }], // January 5, 2024 · 5. Jänner 2024
  ['short', { dateStyle: 'short' }], // 1/5/24 · 2024-01-05 (fr-CA)
]);

// ECMAScript's date-only forms ("2024-01-05", "2024-01", "+002024"): UTC midnight, a calendar day
// formatted in UTC to show it in every zone.
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

// A year-month or a year shows only its fields; a format of none of them as the default does.
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
  const zone = dateOnly ? 'UTC' : timeZone;
  const formatter = new Intl.DateTimeFormat(toLocaleTag(locale), { ...options, timeZone: zone });
  const parts = formatter.formatToParts(value);
  // French writes the first as "1er" where the month is a word; Intl has no such option.
  const ordinalFirst =
    /^fr\b/.test(formatter.resolvedOptions().locale) &&
    parts.some(({ type, value: text }) => type === 'month' && /\D/.test(text));
  return parts
    .map(({ type, value: text }) => (ordinalFirst && type === 'day' && text === '1' ? '1er' : text))
    .join('');
}
