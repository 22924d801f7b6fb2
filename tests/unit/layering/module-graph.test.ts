// CONTRIBUTING.md "Layout and the module graph": the module graph, enforced by ESLint (eslint.config.js). Each case lints one
// import as if it were written in the file named, against the project's own config.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restricted(filePath: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath });
  return (result?.messages ?? []).some((message) => message.ruleId === 'no-restricted-imports');
}

describe('the enforced module graph', () => {
  it.each([
    ['core/visibility.ts', '../widget/use-store', 'core imports the widget'],
    ['core/visibility.ts', '../loader/script-base', 'core imports the loader'],
    ['core/visibility.ts', 'react', 'core imports React'],
    ['core/hubs/x.ts', 'react', 'a file in a core folder imports React'],
    ['core/errors/x.ts', '../request/request-errors', 'core/errors imports core/request'],
    ['core/errors/x.ts', '../reporting', 'core/errors imports core/reporting'],
    ['core/request/x.ts', '../reporting/report-error', 'core/request imports core/reporting'],
    ['core/errors/x.ts', 'react', 'a core folder’s own block keeps core’s list'],
    ['loader/x.ts', '../core/errors/scrub-error', 'stage one imports a core module not listed'],
    ['loader/x.ts', '../widget/index', 'stage one imports the widget'],
    ['loader/facade/x.ts', '../../widget/index', 'the facade imports the widget'],
    ['widget/x.ts', '../loader/start-loader', 'the widget imports the loader'],
    ['widget/x.ts', '../core/errors/scrub-error', 'the widget imports a file inside a core folder'],
    ['loader/facade/x.ts', '../../core/errors/scrub-error', 'the facade imports a core file'],
    ['sw/x.ts', '../loader/index', 'the worker imports page code'],
    ['perf/bench/x.ts', '../../tests/unit/demo/helpers', 'perf imports tests'],
    ['demo/lib/x.mjs', '../../tests/unit/demo/helpers', 'the demo imports tests'],
    ['tools/browser/x.ts', '../../tests/browser/support/widget', 'tools import tests'],
  ])('%s may not import %s (%s)', async (file, specifier) => {
    expect(await restricted(file, specifier)).toBe(true);
  });

  it.each([
    ['core/visibility.ts', './scheduling'],
    ['core/hubs/x.ts', '../actions'],
    ['loader/x.ts', '../core/host/host-providers'],
    ['loader/facade/x.ts', '../../core/errors'],
    ['widget/x.ts', '../core/errors'],
    ['sw/x.ts', '../core/worker'],
    ['perf/bench/x.ts', '../../tools/browser/suite'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await restricted(file, specifier)).toBe(false);
  });
});
