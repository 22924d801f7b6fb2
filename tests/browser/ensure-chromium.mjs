// Runs before the browser tests (npm run test:browser). Finds Chromium; when it is
// missing and we are root on Debian, installs Debian's `chromium` package;
// otherwise stops with the exact command to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './support/find-chromium.mjs';

function install() {
  const run = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  console.log('Chromium not found: installing Debian package `chromium` with apt-get ...');
  run(['update', '-qq']);
  run(['install', '-y', '-qq', 'chromium']);
}

let path = findChromium();
const canInstall =
  process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
if (!path && canInstall) {
  try {
    install();
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
console.log(`Browser tests use ${path}`);
