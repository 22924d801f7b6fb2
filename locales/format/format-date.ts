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
  /** IANA time zone; the visitor's own by default. */
  readonly timeZone?: string;
}

/** What a translation says for a custom format this locale does not have (spec §5). */
export const UNSUPPORTED = 'UNSUPPORTED';

const NAMED = new Map<string, Intl.DateTimeFormatOptions>([
  ['default', { dateStyle: 'medium' }], // Jan 5, 2024 · 5 janv. 2024 · 05.01.2024
  ['long', { dateStyle: 'long' }], // January 5, 2024 · 5. Jänner 2024
  ['short', { dateStyle: 'short' }], // 1/5/24 · 2024-01-05 (fr-CA)
]);

function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (
    !(typeof input === 'string' || typeof input === 'number' || input instanceof Date) ||
    Number.isNaN(date.getTime())
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
  return new Intl.DateTimeFormat(toLocaleTag(locale), { ...options, timeZone }).format(value);
}
