import { describe, expect, it } from 'vitest';
import { isPlaceholderBrand, removeBrandParam } from '../../../core/request/request-options';

describe('isPlaceholderBrand (spec §5)', () => {
  it.each(['+', '', '%2B', 'None'])('treats %j as no brand', (value) => {
    expect(isPlaceholderBrand(value)).toBe(true);
  });

  it.each(['LawDepot', 'none', ' ', '%2b', '++'])('keeps the real value %j', (value) => {
    expect(isPlaceholderBrand(value)).toBe(false);
  });
});

describe('removeBrandParam', () => {
  it('drops placeholder brands and keeps everything else in order', () => {
    const params = [
      { name: 'a', value: '1' },
      { name: 'brand', value: 'None' },
      { name: 'b', value: '' },
    ];
    expect(removeBrandParam(params)).toEqual([
      { name: 'a', value: '1' },
      { name: 'b', value: '' },
    ]);
  });

  it('keeps a real brand', () => {
    const params = [{ name: 'brand', value: 'LawDepot' }];
    expect(removeBrandParam(params)).toEqual(params);
  });

  it('drops a brand whose raw url value is a placeholder even if its decoded value is not', () => {
    // In a url, `brand=+` decodes to a space.
    expect(removeBrandParam([{ name: 'brand', value: ' ', rawValue: '+' }])).toEqual([]);
  });

  it('only looks at the parameter named brand', () => {
    const params = [{ name: 'brandName', value: 'None' }];
    expect(removeBrandParam(params)).toEqual(params);
  });
});
