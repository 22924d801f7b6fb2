import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../../core/documents/parse-iso-date';

describe('parseIsoDate (contract §3: LastModified is ISO 8601)', () => {
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
