// Firefox ESR through WebDriver BiDi (puppeteer-core, no browser download): the engine driver
// the shared scenarios use (scenarios.mjs). One browser and one page for the whole run; each
// scenario is its own origin (site.mjs), so nothing carries over.
import puppeteer from 'puppeteer-core';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

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
  page.setDefaultNavigationTimeout(30_000);
  return {
    name: 'firefox',
    version: await browser.version(),
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
    async close() {
      await browser.close();
    },
  };
}
