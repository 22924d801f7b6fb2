// The unit tests run in two projects by the isolation they need (ADR-0121, vitest.config.ts):
// a file that needs a fresh worker must land in `unit`, and every file must run in one project.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ISOLATED_UNIT_TESTS,
  SHARED_WORKER_UNIT_TESTS,
  needsIsolation,
} from '../../../vitest.config';
import { startFileAsIfIsolated } from '../support/shared-worker-setup';

// Spelled in pieces so this file's own source does not read as a jsdom or mocking file.
const JSDOM_PRAGMA = '@vitest-' + 'environment jsdom';
const MODULE_MOCK = 'vi.' + 'mock(';

describe('the unit projects (vitest.config.ts)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('runs every unit test file in exactly one of them', () => {
    expect(ISOLATED_UNIT_TESTS.filter((file) => SHARED_WORKER_UNIT_TESTS.includes(file))).toEqual(
      [],
    );
    expect(ISOLATED_UNIT_TESTS.length + SHARED_WORKER_UNIT_TESTS.length).toBeGreaterThan(200);
    expect(SHARED_WORKER_UNIT_TESTS).toContain('tests/unit/perf/unit-projects.test.ts');
  });

  it('isolates each file that needs a DOM or mocks a module, and only those', () => {
    expect(needsIsolation(`// ${JSDOM_PRAGMA}\nimport x from 'y';`)).toBe(true);
    expect(needsIsolation(`${MODULE_MOCK}'../../../core/request/request');`)).toBe(true);
    expect(needsIsolation(`// @vitest-environment node\nvi.fn();`)).toBe(false);
    for (const file of SHARED_WORKER_UNIT_TESTS) {
      const source = readFileSync(file, 'utf8');
      expect(source.includes(JSDOM_PRAGMA) || source.includes(MODULE_MOCK), file).toBe(false);
    }
    expect(ISOLATED_UNIT_TESTS).toContain('tests/unit/widget/host-api.test.tsx');
    expect(ISOLATED_UNIT_TESTS).toContain('tests/unit/loader/early-errors.test.ts');
  });

  it('starts each shared-worker file with fresh modules, real timers, no stubs', async () => {
    const before = await import('../support/module-state-probe');
    before.probe.changes += 1;
    const originalFetch = globalThis.fetch;
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => undefined);
    vi.stubEnv('QA_FLAVOUR', 'left-behind');

    startFileAsIfIsolated();

    const after = await import('../support/module-state-probe');
    expect(after.probe).not.toBe(before.probe);
    expect(after.probe.changes).toBe(0);
    expect(vi.isFakeTimers()).toBe(false);
    expect(globalThis.fetch).toBe(originalFetch);
    expect(process.env['QA_FLAVOUR']).not.toBe('left-behind');
  });
});
