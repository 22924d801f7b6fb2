// @vitest-environment jsdom
// demo/inline/demo-host.js: `?returning=1` marks the first-use popup as seen before the
// snippet runs (the Lighthouse "eligible" variant measures a returning visitor).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// A path, not a URL: jsdom's URL class is not the one node:fs accepts.
const here = dirname(fileURLToPath(import.meta.url));
const source = readFileSync(join(here, '../../../demo/inline/demo-host.js'), 'utf8');

function runHostScript(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  Object.assign(window, {
    demoHostState: {
      user: 'A',
      users: {},
      esignRegions: 'QC,NU',
      asyncProviders: false,
      debug: false,
    },
  });
  new Function(source)();
}

describe('the demo host page ?returning=1', () => {
  afterEach(() => localStorage.clear());

  it('sets the seen flag for a returning visitor', () => {
    runHostScript('?user=A&returning=1');
    expect(localStorage.getItem('quickactions_seen')).toBe('1');
  });

  it('leaves a first visit alone', () => {
    runHostScript('?user=A');
    expect(localStorage.getItem('quickactions_seen')).toBeNull();
    runHostScript('?returning=0');
    expect(localStorage.getItem('quickactions_seen')).toBeNull();
  });
});
