// One Lighthouse measurement in a fresh Chromium (no HTTP or code cache, no storage, no worker
// from any earlier run; Lighthouse would keep storage between runs in one browser): a navigation
// report, or for a variant with `openFlow` a user flow on Puppeteer (ADR-0063): the navigation,
// then a timespan around the click on the button until the popup is open.
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startFlow } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { CHROMIUM_FLAGS } from '../../tools/browser/chromium-flags.mjs';

/** The browser tests' flags, plus the new headless mode, which chrome-launcher does not add. */
export const LIGHTHOUSE_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--headless=new'];

/**
 * The audits the gate reads, and nothing else: a run costs less without the opportunity and
 * diagnostic audits, each of which runs its own Lantern simulation. The score is the weighted
 * mean of the five metric audits only, so it is a full run's score.
 */
export const GATE_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
  'interaction-to-next-paint',
  'network-requests',
  'metrics', // the observed load event and first paint (facts.mjs)
  'largest-contentful-paint-element',
  'layout-shifts', // the elements a shift moved, named when the gate fails on it
];

const GATE_FLAGS = /** @type {const} */ ({
  logLevel: 'error',
  onlyAudits: GATE_AUDITS,
  disableFullPageScreenshot: true,
});

/** @type {import('lighthouse').Config} */
const PROVIDED = { extends: 'lighthouse:default', settings: { throttlingMethod: 'provided' } };

const BUTTON = '>>> .qa-fab'; // the facade's button, inside the widget's open shadow root
// How long the popup may take to open on simulated slow hardware before the flow fails.
const OPEN_TIMEOUT_MS = 15_000;
// After the popup is open: let its images and late tasks land inside the timespan.
const SETTLE_MS = 1_000;

/** @param {number} port @param {string} url the page of a returning eligible visitor */
async function measurePopupOpen(port, url) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, { config: PROVIDED, flags: GATE_FLAGS });
    await flow.navigate(url);
    // Lighthouse's emulation ends with the navigation's session: the page is a desktop window until
    // the timespan emulates again, a relayout that, painted in the trace, is a 0.80 shift. Held by
    // a session of ours and painted first, the phone stays; the timespan's emulation is no change.
    const { width, height, deviceScaleFactor, mobile } = defaultSettings.screenEmulation;
    const cdp = await page.createCDPSession();
    const userAgent = String(defaultSettings.emulatedUserAgent);
    await cdp.send('Network.setUserAgentOverride', { userAgent }); // before the resize it causes
    const metrics = { width, height, deviceScaleFactor, mobile };
    await cdp.send('Emulation.setDeviceMetricsOverride', metrics);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: mobile });
    await page.waitForSelector(BUTTON, { timeout: OPEN_TIMEOUT_MS });
    const painted = await page.evaluate(() =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))).then(
        () => `${innerWidth}×${innerHeight} at ${devicePixelRatio}`,
      ),
    );
    if (painted !== `${width}×${height} at ${deviceScaleFactor}`) {
      throw new Error(`Before the click's timespan the page is ${painted}, not emulated (${url})`);
    }
    await flow.startTimespan();
    await page.click(BUTTON);
    await page.waitForSelector(`${BUTTON}[aria-expanded=true]`, { timeout: OPEN_TIMEOUT_MS });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await flow.endTimespan();
    const [navigationGather, openGather] = flow.createArtifactsJson().gatherSteps;
    const [navigation, open] = (await flow.createFlowResult()).steps;
    if (!navigation || !open || !navigationGather || !openGather) {
      throw new Error(`The popup-open flow on ${url} has no steps`);
    }
    return {
      lhr: navigation.lhr,
      trace: navigationGather.artifacts.Trace,
      openLhr: open.lhr,
      openTrace: openGather.artifacts.Trace,
    };
  } finally {
    await browser.disconnect();
  }
}

/**
 * @param {object} options
 * @param {string} options.chromePath
 * @param {string} options.url
 * @param {boolean} [options.openFlow]
 * @returns {Promise<{ lhr: import('lighthouse').Result, trace: unknown,
 *   openLhr?: import('lighthouse').Result, openTrace?: unknown }>} the reports and their traces
 *   as recorded (long-tasks.mjs finds our tasks in them)
 */
export async function measure({ chromePath, url, openFlow = false }) {
  const chrome = await launch({
    chromePath,
    chromeFlags: [...LIGHTHOUSE_CHROMIUM_FLAGS, '--ignore-certificate-errors'], // self-signed.mjs
  });
  try {
    // A timespan cannot be simulated and DevTools throttling's pauses of the main thread made the
    // click's task times vary run to run: the flow runs unthrottled, and its tasks are held to
    // the same CPU × slowdown rule as a navigation's (long-tasks.mjs).
    if (openFlow) return await measurePopupOpen(chrome.port, url);
    // What `lighthouse(url, flags, config)` does, keeping the trace for long-tasks.mjs.
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
      flags: { port: chrome.port, ...GATE_FLAGS },
    });
    const result = await Runner.audit(artifacts, runnerOptions);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, trace: artifacts.Trace };
  } finally {
    chrome.kill();
  }
}
