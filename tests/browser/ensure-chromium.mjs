// Runs before the browser tests (npm run test:browser). Finds Chromium; when it is
// missing and we are root on Debian, installs Debian's `chromium` package (what Lighthouse
// measures) and `chromium-headless-shell` (what the browser tests drive, find-chromium.mjs);
// otherwise stops with the exact command to run. The Lighthouse gate also needs
// `openssl` (its throw-away certificate, perf/lighthouse/self-signed.mjs), installed the
// same way when missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  HEADLESS_SHELL,
  findChromium,
  findTestChromium,
} from '../../tools/browser/find-chromium.mjs';

/** @param {string} debianPackage */
function install(debianPackage) {
  /** @param {string[]} args */
  const run = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  console.log(`${debianPackage} not found: installing the Debian package with apt-get ...`);
  run(['update', '-qq']);
  run(['install', '-y', '-qq', debianPackage]);
}

let path = findChromium();
const canInstall =
  process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
if (!path && canInstall) {
  try {
    install('chromium');
  } catch (error) {
    console.error(`apt-get failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  path = findChromium();
}
if (!path) {
  console.error(
    [
      'The browser tests need a real Chromium and none was found.',
      'Install it with:   sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
if (!existsSync(HEADLESS_SHELL) && canInstall) {
  try {
    install('chromium-headless-shell');
  } catch (error) {
    // The full browser runs the tests too, only slower.
    console.error(`apt-get failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(`Browser tests use ${findTestChromium()}; Lighthouse uses ${path}`);

if (!existsSync('/usr/bin/openssl') && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  try {
    install('openssl');
  } catch (error) {
    console.error(`apt-get failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
