import { describe, expect, it } from 'vitest';
import {
  resolveCountry as resolveCountryRule,
  parseLocValue,
  countryFromHost,
} from '../../../core/locale';
import { readCookie } from '../../../core/cookie';
import fc from 'fast-check';

const none = { search: '', cookie: '', hostname: 'www.example.com' };
// The tests describe a page as one object; the rule takes location and cookies apart.
const resolve = ({ search, cookie, hostname }: typeof none) =>
  resolveCountryRule({ search, hostname }, cookie);

describe('parseLocValue (spec §1: two-letter country, later characters are the region)', () => {
  it.each([
    ['US', { country: 'US', region: '' }],
    ['CAQC', { country: 'CA', region: 'QC' }],
    ['caqc', { country: 'CA', region: 'QC' }],
    ['CA-QC', { country: 'CA', region: 'QC' }],
    ['CA_ON', { country: 'CA', region: 'ON' }],
    ['GBENG', { country: 'GB', region: 'ENG' }],
  ])('%s', (value, expected) => {
    expect(parseLocValue(value)).toEqual(expected);
  });

  it.each(['', 'U', '1A', 'US QC', 'CAQCXX', 'C$', '<script>', 'CA--QC'])(
    'rejects malformed %j',
    (value) => {
      expect(parseLocValue(value)).toBeUndefined();
    },
  );

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const parsed = parseLocValue(value);
        if (parsed) expect(parsed.country).toMatch(/^[A-Z]{2}$/);
      }),
    );
  });
});

describe('resolveCountry order: loc → cookie L → host suffix → US', () => {
  it('prefers the loc search parameter', () => {
    expect(resolve({ search: '?loc=CAQC', cookie: 'L=GB', hostname: 'example.co.uk' })).toEqual({
      country: 'CA',
      region: 'QC',
    });
  });

  it('falls back to cookie L when loc is absent', () => {
    expect(resolve({ ...none, cookie: 'a=1; L=CAON; b=2' })).toEqual({
      country: 'CA',
      region: 'ON',
    });
  });

  it('falls through a malformed loc to cookie L', () => {
    expect(resolve({ ...none, search: 'loc=%%%', cookie: 'L=GB' })).toEqual({
      country: 'GB',
      region: '',
    });
    expect(resolve({ ...none, search: 'loc=1234', cookie: 'L=GB' }).country).toBe('GB');
  });

  it('falls through a malformed cookie to the host suffix', () => {
    expect(resolve({ search: '', cookie: 'L=!!', hostname: 'www.example.co.uk' })).toEqual({
      country: 'GB',
      region: '',
    });
  });

  it('uses the host suffix: .co.uk gives GB, .ca gives CA', () => {
    expect(resolve({ ...none, hostname: 'www.example.ca' }).country).toBe('CA');
    expect(resolve({ ...none, hostname: 'www.example.co.uk' }).country).toBe('GB');
  });

  it('defaults to US', () => {
    expect(resolve(none)).toEqual({ country: 'US', region: '' });
  });
});

describe('countryFromHost', () => {
  it('does not mistake look-alike hosts', () => {
    expect(countryFromHost('example.com')).toBeUndefined();
    expect(countryFromHost('co.uk.example.com')).toBeUndefined();
    expect(countryFromHost('example.cat')).toBeUndefined();
    expect(countryFromHost('EXAMPLE.CA.')).toBe('CA');
  });
});

describe('readCookie', () => {
  it('decodes values and keeps malformed escapes raw', () => {
    expect(readCookie('L=CA%2DQC', 'L')).toBe('CA-QC');
    expect(readCookie('L=%E0%A4%A', 'L')).toBe('%E0%A4%A');
    expect(readCookie('XL=US; L=GB', 'L')).toBe('GB');
    expect(readCookie('noequals; other=1', 'L')).toBeUndefined();
  });
});
