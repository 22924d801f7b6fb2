// `quick-actions/lighthouse/sign-in` (docs/lighthouse-for-hosts.md): a Lighthouse CI
// `puppeteerScript` that makes the measured visitor a returning, signed-in one. It runs the
// host's own sign-in (the module named by QUICK_ACTIONS_SIGN_IN, exporting
// `async (page, context) => {}`), then opens the page once and marks the widget's first use as
// seen, so the measured load neither signs in nor opens the popup by itself. Lighthouse CI must
// keep the storage it leaves: `settings: { disableStorageReset: true }`.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Lighthouse CI require()s this file
const path = require('node:path');

/** The widget's first-use flag (spec §4): set, the popup does not open by itself. */
const SEEN_FLAG_KEY = 'quickactions_seen';

module.exports = async function signIn(browser, context) {
  const page = await browser.newPage();
  try {
    const module = process.env.QUICK_ACTIONS_SIGN_IN;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the host's module, by path
    if (module) await require(path.resolve(module))(page, context);
    await page.goto(context.url);
    await page.evaluate((key) => localStorage.setItem(key, '1'), SEEN_FLAG_KEY);
  } finally {
    await page.close();
  }
};
