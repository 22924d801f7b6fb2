// Opening the popup as a person does (ADR-0064): a Lighthouse user flow on Puppeteer — a navigation
// to the page of a returning eligible visitor, then a timespan around the click on the button until
// the popup is open. The navigation step is a full report of that page; the timespan measures what
// the click cost (TBT, CLS, INP, the scripts it fetched).
import puppeteer from 'puppeteer-core';
import { startFlow } from 'lighthouse';
import { heldFrameMs } from './held-frame.mjs';
import { traceForAudits } from './thread-time.mjs';

// The facade's button, inside the widget's open shadow root.
const BUTTON = '>>> .qa-fab';
// How long the popup may take to open on simulated slow hardware before the flow fails.
const OPEN_TIMEOUT_MS = 15_000;
// After the popup is open: let its images and late tasks land inside the timespan.
const SETTLE_MS = 1_000;

/**
 * @param {object} options
 * @param {number} options.port the DevTools port of a Chromium started by chrome-launcher
 * @param {string} options.url the page of a returning eligible visitor
 * @param {import('lighthouse').Config | undefined} options.config the preset
 * @param {import('lighthouse').Flags} [options.flags] Lighthouse flags (measure.mjs gateFlags)
 * @returns {Promise<{ navigation: import('lighthouse').Result, open: import('lighthouse').Result,
 *   navigationTrace: unknown, openTrace: unknown, navigationHeldMs: number | undefined }>} each
 *   step's report and its trace; how long the browser held the navigation's paints, as observed
 *   (held-frame.mjs)
 *   (long-tasks.mjs finds our tasks in it)
 */
export async function measurePopupOpen({
  port,
  url,
  config,
  flags = { onlyCategories: ['performance'], logLevel: 'error' },
}) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, { config, flags });
    await flow.navigate(url);
    await page.waitForSelector(BUTTON, { timeout: OPEN_TIMEOUT_MS });
    await flow.startTimespan();
    await page.click(BUTTON);
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-quick-actions-root]')
          ?.shadowRoot?.querySelector('.qa-fab')
          ?.getAttribute('aria-expanded') === 'true',
      { timeout: OPEN_TIMEOUT_MS },
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await flow.endTimespan();
    const [navigationGather, openGather] = flow.createArtifactsJson().gatherSteps;
    const navigationHeldMs = navigationGather && heldFrameMs(navigationGather.artifacts.Trace);
    // Each step's trace as its audits read it (thread-time.mjs): the navigation's in thread time,
    // the click's timespan as observed.
    for (const step of [navigationGather, openGather]) {
      if (step) step.artifacts.Trace = traceForAudits(step.artifacts);
    }
    const { steps } = await flow.createFlowResult();
    const [navigation, open] = steps;
    if (!navigation || !open || !navigationGather || !openGather) {
      throw new Error(`The popup-open flow on ${url} has no steps`);
    }
    return {
      navigation: navigation.lhr,
      open: open.lhr,
      navigationTrace: navigationGather.artifacts.Trace,
      openTrace: openGather.artifacts.Trace,
      navigationHeldMs,
    };
  } finally {
    await browser.disconnect();
  }
}
