// The browser tests' Chromium flags (tools/browser/chromium-flags.mjs), plus the new headless mode
// for chrome-launcher, which, unlike Playwright, does not add a headless flag itself.
import { CHROMIUM_FLAGS } from '../../tools/browser/chromium-flags.mjs';

export const LIGHTHOUSE_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--headless=new'];
