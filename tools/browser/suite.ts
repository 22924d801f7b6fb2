// One Chromium and one demo server per test file, so files share no state: started before the
// file's tests, closed after them.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './launch';
import { startDemo } from './demo';

export interface BrowserSuite {
  readonly browser: Browser;
  readonly demo: Awaited<ReturnType<typeof startDemo>>;
}

export function useBrowserAndDemo(): BrowserSuite {
  const suite = {} as { browser: Browser; demo: BrowserSuite['demo'] };
  beforeAll(async () => {
    [suite.browser, suite.demo] = await Promise.all([launchChromium(), startDemo()]);
  });
  afterAll(async () => {
    await Promise.all([suite.browser?.close(), suite.demo?.close()]);
  });
  return suite;
}
