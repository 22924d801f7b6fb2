// Launches Debian Chromium through playwright-core with the flags that work on
// this kind of machine (chromium-flags.mjs).
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { findTestChromium } from './find-chromium.mjs';

/** `extraArgs`: beside CHROMIUM_FLAGS, e.g. a host-resolver rule. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = findTestChromium();
  if (!executablePath)
    throw new Error('No Chromium found: run `node tests/browser/ensure-chromium.mjs`');
  return chromium.launch({
    executablePath,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
    headless: true,
  });
}
