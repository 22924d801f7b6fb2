// The Firefox and WebKit runs (tests/engines/run-engines.mjs) need Debian's
// firefox-esr, webkit2gtk-driver (WebKitWebDriver and MiniBrowser) and xvfb (MiniBrowser needs
// a display). Like ensure-chromium.mjs: installed with apt-get when missing and running as root,
// otherwise a clear message and exit code 1. Nothing is downloaded by a browser tool.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each package, and the file that shows it is there (overridable as for the run). */
const PACKAGES = [
  ['firefox-esr', process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'],
  ['webkit2gtk-driver', process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver'],
  [
    'webkit2gtk-driver',
    process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  ],
  ['xvfb', '/usr/bin/xvfb-run'],
];

const missing = () => [
  ...new Set(PACKAGES.filter(([, path]) => !existsSync(path)).map(([name]) => name)),
];

let needed = missing();
if (needed.length && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log(`${needed.join(', ')} not found: installing the Debian packages with apt-get ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...needed], { stdio: 'inherit', env });
  } catch (error) {
    console.error(`apt-get failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  needed = missing();
}
if (needed.length) {
  console.error(
    [
      `The Firefox and WebKit tests need ${needed.join(', ')}, not found.`,
      `Install with:   sudo apt-get update && sudo apt-get install -y ${needed.join(' ')}`,
      'or point FIREFOX_PATH / WEBKIT_DRIVER / WEBKIT_MINIBROWSER at existing binaries.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Engine tests use ${PACKAGES.map(([, path]) => path).join(', ')}`);
