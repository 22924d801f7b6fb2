// Firefox ESR through WebDriver BiDi (puppeteer-core, no browser download): the engine driver
// the shared scenarios use (scenarios.mjs). One browser and one page for the whole run; each
// scenario is its own origin (site.mjs), so nothing carries over. A scenario that needs a second
// tab of the same browser (shared storage, cookies and workers) opens one with openTab.
import puppeteer from 'puppeteer-core';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * The page-level part of the Engine interface for one puppeteer page.
 * @param {import('puppeteer-core').Page} page
 * @returns {Omit<import('./engine.mjs').Tab, 'close'>}
 */
function driving(page) {
  page.setDefaultNavigationTimeout(30_000);
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    async evaluate(fn, ...args) {
      return page.evaluate(`(${fn})(...${JSON.stringify(args)})`);
    },
    async click(x, y) {
      await page.mouse.move(x, y);
      await page.mouse.click(x, y);
    },
    async hover(x, y) {
      await page.mouse.move(x, y);
    },
    async press(key) {
      await page.keyboard.press(/** @type {import('puppeteer-core').KeyInput} */ (key));
    },
  };
}

/** @returns {Promise<import('./engine.mjs').Engine>} */
export async function launchFirefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    defaultViewport: { width: 1280, height: 800 },
  });
  const page = await browser.newPage();
  return {
    name: 'firefox',
    version: await browser.version(),
    ...driving(page),
    async openTab() {
      const tab = await browser.newPage();
      return {
        ...driving(tab),
        async close() {
          await tab.close();
        },
      };
    },
    async close() {
      await browser.close();
    },
  };
}
