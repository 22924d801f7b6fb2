// @vitest-environment node
// The Preact browser run is the flavour-specific subset (ADR-0078), so every browser test file
// must say which it is (vitest.config.ts): a file in neither list would silently run once.
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FLAVOUR_INDEPENDENT_BROWSER_TESTS,
  FLAVOUR_SPECIFIC_BROWSER_TESTS,
} from '../../../vitest.config';

const browserTests = readdirSync(new URL('../../browser/', import.meta.url))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/browser/${name}`)
  .sort();

describe('browser test files per flavour (vitest.config.ts)', () => {
  it('classifies every browser test file exactly once', () => {
    const listed = [...FLAVOUR_SPECIFIC_BROWSER_TESTS, ...FLAVOUR_INDEPENDENT_BROWSER_TESTS];
    const unclassified = browserTests.filter((file) => !listed.includes(file));
    expect(
      unclassified,
      'add each to FLAVOUR_SPECIFIC_BROWSER_TESTS (it depends on how the widget renders) or FLAVOUR_INDEPENDENT_BROWSER_TESTS in vitest.config.ts',
    ).toEqual([]);
    expect(
      FLAVOUR_SPECIFIC_BROWSER_TESTS.filter((file) =>
        FLAVOUR_INDEPENDENT_BROWSER_TESTS.includes(file),
      ),
    ).toEqual([]);
  });

  it('lists no file that does not exist', () => {
    const root = new URL('../../../', import.meta.url);
    const missing = [
      ...FLAVOUR_SPECIFIC_BROWSER_TESTS,
      ...FLAVOUR_INDEPENDENT_BROWSER_TESTS,
    ].filter((file) => !existsSync(new URL(file, root)));
    expect(missing).toEqual([]);
  });
});
