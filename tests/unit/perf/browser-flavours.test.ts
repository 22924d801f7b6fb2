// @vitest-environment node
// The Preact browser run is the flavour-specific subset (ADR-0078), so every browser test file
// must say which it is (vitest.config.ts): a file in neither list would silently run once. Every
// file also has its place in the order the browser files start.
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import {
  BROWSER_START_ORDER,
  BrowserStartOrder,
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

describe("the browser files' start order (vitest.config.ts)", () => {
  it('places every browser test file', () => {
    expect([...BROWSER_START_ORDER].sort()).toEqual(
      browserTests.map((file) => /([\w-]+)\.test\.ts$/.exec(file)?.[1]).sort(),
    );
  });

  it('starts them in its order across both flavours, each React run before its Preact run', async () => {
    // A fresh clone: Vitest has no durations of an earlier run.
    const ctx = {
      config: { root: '/repo' },
      cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
    } as unknown as Vitest;
    const spec = (project: string, file: string) =>
      ({
        moduleId: `/repo/tests/${project.startsWith('browser') ? 'browser' : 'unit'}/${file}.test.ts`,
        project: {
          name: project,
          config: {
            isolate: false,
            sequence: { groupOrder: project.startsWith('browser') ? 1 : 0 },
          },
        },
      }) as unknown as TestSpecification;
    const files = [
      spec('browser-preact', 'xss'),
      spec('browser', 'xss'),
      spec('browser', 'offline'),
      spec('browser-preact', 'privacy-matrix'),
      spec('unit-node', 'json'),
      spec('browser', 'privacy-matrix'),
      spec('browser', 'fault-matrix'),
    ];
    const sorted = await new BrowserStartOrder(ctx).sort(files);
    expect(
      sorted.map((s) => `${s.project.name}:${/([\w-]+)\.test/.exec(s.moduleId)?.[1]}`),
    ).toEqual([
      'unit-node:json',
      'browser:fault-matrix',
      'browser:privacy-matrix',
      'browser-preact:privacy-matrix',
      'browser:offline',
      'browser:xss',
      'browser-preact:xss',
    ]);
  });
});
