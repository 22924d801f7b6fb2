import { describe, expect, it } from 'vitest';
import { buildGetUrl } from '../../../core/request/request-options';

describe('buildGetUrl (spec §7: GET sends its data as query parameters)', () => {
  it('leaves a url without data unchanged', () => {
    expect(buildGetUrl('/api/x', undefined)).toBe('/api/x');
    expect(buildGetUrl('/api/x?a=1', undefined)).toBe('/api/x?a=1');
  });

  it('adds data as encoded query parameters to a relative url', () => {
    expect(buildGetUrl('/api/x', { has_started: true, n: 2, q: 'a b&c' })).toBe(
      '/api/x?has_started=true&n=2&q=a%20b%26c',
    );
  });

  it('merges data after an existing query', () => {
    expect(buildGetUrl('/api/x?a=1', { b: 'two' })).toBe('/api/x?a=1&b=two');
  });

  it('lets a data key replace the same key already in the url', () => {
    expect(buildGetUrl('/api/x?a=1&b=old&b=older', { b: 'new' })).toBe('/api/x?a=1&b=new');
  });

  it('keeps the encoding of untouched url parameters and the fragment', () => {
    expect(buildGetUrl('https://h.example/p?q=a+b&r=%2F#top', { s: '1' })).toBe(
      'https://h.example/p?q=a+b&r=%2F&s=1#top',
    );
  });

  it('omits null and undefined data values', () => {
    expect(buildGetUrl('/api/x', { a: null, b: undefined, c: false })).toBe('/api/x?c=false');
  });

  it('drops an empty query mark when nothing is left', () => {
    expect(buildGetUrl('/api/x?brand=None', undefined)).toBe('/api/x');
  });

  describe('spec §5: placeholder brand removed', () => {
    it.each(['+', '', '%2B', 'None'])('from data when brand is %j', (brand) => {
      expect(buildGetUrl('/api/x', { brand, a: '1' })).toBe('/api/x?a=1');
    });

    it.each(['brand=+', 'brand=', 'brand', 'brand=%2B', 'brand=None', 'brand=%252B'])(
      'from the url query %s',
      (segment) => {
        expect(buildGetUrl(`/api/x?a=1&${segment}&b=2`, undefined)).toBe('/api/x?a=1&b=2');
      },
    );

    it('keeps a real brand from data and from the url', () => {
      expect(buildGetUrl('/api/x', { brand: 'LawDepot' })).toBe('/api/x?brand=LawDepot');
      expect(buildGetUrl('/api/x?brand=LawDepot', undefined)).toBe('/api/x?brand=LawDepot');
    });

    it.each(['LawDepot', 'none', '%20', '%252b', '++'])('keeps the real value %j', (brand) => {
      expect(buildGetUrl(`/api/x?brand=${brand}`, undefined)).toBe(`/api/x?brand=${brand}`);
    });

    it('only looks at the parameter named brand', () => {
      expect(buildGetUrl('/api/x?brandName=None', { brandName: '' })).toBe('/api/x?brandName=');
    });

    it('lets a real brand in data replace a placeholder in the url', () => {
      expect(buildGetUrl('/api/x?brand=None', { brand: 'LawDepot' })).toBe('/api/x?brand=LawDepot');
    });
  });
});
