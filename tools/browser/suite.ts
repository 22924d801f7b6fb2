// One Chromium and one demo server per test file, so files share no state: started before the
// file's tests, closed after them. A file about what the popup shows, not about our service
// worker, runs its pages without one (`worker: false`): the page of a person who declined storage
// or of a browser without workers, and none of the worker's install (its precache of every file)
// on every context; the worker's own files (offline, worker-lane, privacy-matrix, time-matrix and
// the rest) keep it.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './launch';
import { startDemo } from './demo';

export interface BrowserSuite {
  readonly browser: Browser;
  readonly demo: Awaited<ReturnType<typeof startDemo>>;
}

export function useBrowserAndDemo({ worker = true } = {}): BrowserSuite {
  const suite = {} as { browser: Browser; demo: BrowserSuite['demo'] };
  beforeAll(async () => {
    [suite.browser, suite.demo] = await Promise.all([launchChromium(), startDemo()]);
    if (worker) return;
    const { browser } = suite;
    const newContext = browser.newContext.bind(browser);
    browser.newContext = (options) => newContext({ serviceWorkers: 'block', ...options });
  });
  afterAll(async () => {
    await Promise.all([suite.browser?.close(), suite.demo?.close()]);
  });
  return suite;
}
