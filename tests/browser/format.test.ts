// dist/format.js works from plain Node and from a browser page, and themes
// load lazily: only the chosen stylesheet travels.
import { describe, expect, it } from 'vitest';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { DIST_DIR } from '../../tools/browser/demo';
import { openContext } from './support/visit';

const suite = useBrowserAndDemo();

describe('dist/format.js', () => {
  it('works from plain Node', async () => {
    const format = (await import(/* @vite-ignore */ `${DIST_DIR}format.js`)) as {
      numberToWords(value: number, locale: string, options?: { ordinal?: boolean }): string;
      currencyToWords(amount: number, locale: string, currency: string): string;
    };
    expect(format.numberToWords(71, 'fr_CA')).toBe('soixante et onze');
    expect(format.numberToWords(21, 'en_US', { ordinal: true })).toBe('twenty-first');
    expect(format.currencyToWords(1234.56, 'de_DE', 'EUR')).toBe(
      'eintausendzweihundertvierunddreißig Euro und sechsundfünfzig Cent',
    );
  });

  it('works from a suite.browser page, loading only the locale bundles it asks for', async () => {
    const { newPage, requests, close } = await openContext(suite.browser, suite.demo.url);
    try {
      const page = await newPage();
      await page.goto(`${suite.demo.url}/?snippet=off`);
      // A string, so Vitest's transform leaves the page's own import() alone.
      const result = (await page.evaluate(`(async () => {
        const format = await import('/quick-actions/format.js');
        const { messages } = await format.loadMessages(['fr_CA', 'fr', 'en']);
        return {
          words: format.numberToWords(1000000, 'es_MX'),
          region: format.regionName('CA', 'QC', 'fr_CA', messages),
        };
      })()`)) as { words: string; region: string };
      expect(result).toEqual({ words: 'un millón', region: 'Québec' });
      const bundles = requests.filter((path) => path.includes('/quick-actions/locale-'));
      // The content hash is 8 characters of base64url, which may hold a '-' (locale-en-DAsU-x1Q.js).
      expect(bundles.map((path) => path.replace(/-[\w-]{8}\.js$/, ''))).toEqual(
        expect.arrayContaining([
          '/quick-actions/locale-fr_CA',
          '/quick-actions/locale-fr',
          '/quick-actions/locale-en',
        ]),
      );
      expect(bundles).toHaveLength(3);
    } finally {
      await close();
    }
  });
});

describe('themes', () => {
  it.each(['slate-v1', 'slate-v4'])('loads only the %s stylesheet', async (theme) => {
    const { newPage, requests, close } = await openContext(suite.browser, suite.demo.url);
    try {
      const page = await newPage();
      await page.goto(`${suite.demo.url}/?theme=${theme}`);
      await page.getByRole('button', { name: 'Quick Actions' }).click();
      await expect
        .poll(() => requests.filter((path) => /\/slate-v\d-[\w-]+\.css$/.test(path)), {
          timeout: 15_000,
        })
        .toEqual([expect.stringContaining(`/quick-actions/${theme}-`)]);
    } finally {
      await close();
    }
  });
});
