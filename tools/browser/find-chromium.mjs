// Where a real Chromium may live on Debian (the package `chromium`), or wherever
// CHROMIUM_PATH points. Never a Playwright browser download (it fails here).
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/** Debian's package `chromium-headless-shell`, the same Blink without the browser's UI. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The full browser: what Lighthouse measures (a host's visitors run it). */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * What the browser tests drive: the headless shell when installed (ADR-0077: a page view cost
 * 16 s of CPU per 10 loads of the demo page against 37 s in the full browser's headless mode,
 * which runs the whole browser UI; the browser suite is CPU-bound on 2 cores). The same engine,
 * so what the tests check is Chromium's; CHROMIUM_PATH still names one binary for everything.
 */
export function findTestChromium() {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}
