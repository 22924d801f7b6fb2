import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../../core/documents/parse-tile-tree';

describe('parseIsoDate (LastModified is ISO 8601)', () => {
  it.each([
    ['2025-11-18T12:20:00-05:00', Date.UTC(2025, 10, 18, 17, 20)],
    ['2025-11-17T20:00:00-08:00', Date.UTC(2025, 10, 18, 4, 0)],
    ['2025-11-18T11:05:00Z', Date.UTC(2025, 10, 18, 11, 5)],
    ['2025-11-18T11:05:00+0100', Date.UTC(2025, 10, 18, 10, 5)],
    ['2025-11-18T11:05:00.1234567Z', Date.UTC(2025, 10, 18, 11, 5, 0, 123)],
    ['2025-11-18T11:05', Date.UTC(2025, 10, 18, 11, 5)],
    ['2025-11-18', Date.UTC(2025, 10, 18)],
  ])('reads %j', (text, expected) => {
    expect(parseIsoDate(text)).toBe(expected);
  });

  it('reads a time without an offset as UTC, whatever the time zone', () => {
    expect(parseIsoDate('2025-11-18T10:00:00')).toBe(Date.UTC(2025, 10, 18, 10));
  });

  it.each([
    'yesterday',
    'Nov 18 2025',
    '2025-02-31T00:00:00Z',
    '2025-13-01',
    '2025-11-18T25:00Z',
    '',
    1763500000000,
    null,
  ])('gives NaN for %j', (value) => {
    expect(parseIsoDate(value)).toBeNaN();
  });
});

/** The rule as first written, by a regular expression and Date.parse: what every form must give. */
function byRegularExpression(value: unknown): number {
  if (typeof value !== 'string' || value.length > 40) return Number.NaN;
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/.exec(
      value.trim(),
    );
  if (!match) return Number.NaN;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', zone] =
    match;
  const compact = zone?.replace(':', '');
  const offset =
    compact === undefined || /^[Zz]$/.test(compact)
      ? 'Z'
      : `${compact.slice(0, 3)}:${compact.slice(3)}`;
  const millis = fraction.slice(0, 3).padEnd(3, '0');
  const time = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}${offset}`);
  if (Number.isNaN(time)) return Number.NaN;
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const sameDay =
    check.getUTCFullYear() === Number(year) &&
    check.getUTCMonth() === Number(month) - 1 &&
    check.getUTCDate() === Number(day);
  return sameDay && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60
    ? time
    : Number.NaN;
}

describe('parseIsoDate: read without Date.parse, the same answers', () => {
  const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
  const digit = fc.constantFrom(...'0123456789x.:Z'.split(''));
  // Every form the rule takes, with any digits (months 13, days 31 in February, hours 24, years
  // below 100, leap years, offsets past 23:59) and, now and then, a character out of place; most
  // of them the common `YYYY-MM-DDTHH:MM:SS[.fraction]Z`, read digit by digit.
  const anyForm = fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
      twoDigits,
      twoDigits,
      fc.constantFrom('T', 'T', 'T', 't', ' '),
      twoDigits,
      twoDigits,
      fc.oneof(
        twoDigits.map((second) => `:${second}`),
        fc.constant(''),
      ),
      fc.oneof(
        fc.constant(''),
        fc
          .tuple(fc.constantFrom('.', ','), fc.array(digit, { maxLength: 12 }))
          .map(([point, digits]) => point + digits.join('')),
      ),
      fc.constantFrom(
        'Z',
        'Z',
        'Z',
        'z',
        '',
        '+01:00',
        '-05:30',
        '+0100',
        '+24:00',
        '+05:75',
        '-23:59',
      ),
      fc.constantFrom('time', 'time', 'time', 'date only'),
    )
    .map(([year, month, day, separator, hour, minute, second, fraction, zone, form]) =>
      form === 'date only'
        ? `${year}-${month}-${day}`
        : `${year}-${month}-${day}${separator}${hour}:${minute}${second}${fraction}${zone}`,
    );

  it('gives what the rule as first written gives, for every form and anything near it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyForm,
          anyForm.map((text) => ` ${text}`),
          fc.constantFrom('2024-02-29T23:59:59Z', '2023-02-29T00:00:00Z', '1900-02-29T00:00:00Z'),
          fc.string({ maxLength: 30 }),
        ),
        (text) => {
          expect(parseIsoDate(text)).toBe(byRegularExpression(text));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it.each([
    ['2024-02-29T23:59:59Z', Date.UTC(2024, 1, 29, 23, 59, 59)],
    ['2025-11-18T11:05:00.1Z', Date.UTC(2025, 10, 18, 11, 5, 0, 100)],
    ['2025-11-18T11:05:00.12Z', Date.UTC(2025, 10, 18, 11, 5, 0, 120)],
    ['2025-11-18T11:05:00,999999Z', Date.UTC(2025, 10, 18, 11, 5, 0, 999)],
  ])('reads %j', (text, expected) => {
    expect(parseIsoDate(text)).toBe(expected);
  });

  it.each([
    '2023-02-29T00:00:00Z',
    '2025-04-31T00:00:00Z',
    '2025-11-18T24:00:00Z',
    '2025-11-18T11:60:00Z',
    '2025-11-18T11:05:00.Z',
  ])('gives NaN for %j', (text) => {
    expect(parseIsoDate(text)).toBeNaN();
  });
});
