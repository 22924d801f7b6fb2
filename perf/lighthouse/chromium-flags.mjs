// The Chromium flags of the browser tests (tools/browser/launch.ts, CHROMIUM_ARGS;
// a unit test keeps the two equal), plus the new headless mode for chrome-launcher, which,
// unlike Playwright, does not add a headless flag itself.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const LIGHTHOUSE_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--headless=new'];
