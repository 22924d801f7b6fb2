// The demo host serves the page and the loader from dist/ in a real Chromium.
import { describe, expect, it } from 'vitest';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { openContext } from './support/visit';

const suite = useBrowserAndDemo();

describe('demo host in Chromium', () => {
  it('serves the host page with the snippet and loads loader.js from /quick-actions/', async () => {
    const { newPage, close, pageErrors } = await openContext(suite.browser, suite.demo.url);
    try {
      const page = await newPage();
      const loaderResponse = page.waitForResponse((r) =>
        r.url().endsWith('/quick-actions/loader.js'),
      );
      await page.goto(`${suite.demo.url}/`);
      const loader = await loaderResponse;
      expect(loader.status()).toBe(200);
      expect(await loader.headerValue('service-worker-allowed')).toBe('/');
      await expect(page.locator('#quick-actions').count()).resolves.toBe(1);
      // The loader replaced the snippet's queue stub with the real function.
      await page.waitForFunction(() => !Array.isArray((window.QuickActions as { q?: unknown }).q));
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
