// Launches Debian Chromium through playwright-core with the flags that work on
// this kind of machine (design.md "Browser tests here").
import { chromium, type Browser } from 'playwright-core';
import { findTestChromium } from './find-chromium.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraArgs`: beside CHROMIUM_ARGS, e.g. a host-resolver rule. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = findTestChromium();
  if (!executablePath)
    throw new Error('No Chromium found: run `node tests/browser/ensure-chromium.mjs`');
  return chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
}
