import { describe, expect, it } from 'vitest';
import { parseDateFormatSpec } from '../../../locales/format/format-date';

describe('parseDateFormatSpec', () => {
  it('reads field:style pairs into Intl options', () => {
    expect(parseDateFormatSpec('weekday:long day:numeric month:long year:numeric')).toEqual({
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    expect(parseDateFormatSpec('  dateStyle:full ')).toEqual({ dateStyle: 'full' });
  });

  it.each([
    'UNSUPPORTED',
    'month:huge',
    'hour:numeric',
    'month',
    'month:long:x',
    'month:long month:short',
    'dateStyle:long year:numeric',
    'toString:long',
    '',
  ])('rejects %j', (spec) => {
    expect(parseDateFormatSpec(spec)).toBeUndefined();
  });
});
