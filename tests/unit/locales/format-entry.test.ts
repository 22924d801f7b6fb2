import { describe, expect, it } from 'vitest';
import * as format from '../../../locales/format';

// dist/format.js is the ES module host pages import; its exports are public (docs/host-api.md).
describe('format entry (dist/format.js)', () => {
  it('exports the formatting helpers', () => {
    for (const name of [
      'numberToWords',
      'currencyToWords',
      'formatNumber',
      'formatCurrency',
      'formatDate',
      'countryName',
      'regionName',
      'jurisdictionName',
      'capitalize',
      'blankLine',
      'orBlank',
      'loadMessages',
      'translate',
    ]) {
      expect(typeof (format as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(format.UNSUPPORTED).toBe('UNSUPPORTED');
  });

  it('lets a host page name a region from the bundles', async () => {
    const { messages } = await format.loadMessages(['es_MX', 'es', 'en']);
    expect(format.jurisdictionName('MX', 'JAL', 'es_MX', messages)).toBe('Jalisco, México');
  });
});
