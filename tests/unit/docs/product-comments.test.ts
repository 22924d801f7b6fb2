// Every file of the repository says what the code does and why in words, or points at a page a
// newcomer can open: docs/adr/ (ADR-NNNN), docs/rules.md (spec §N), docs/host-api.md,
// docs/security.md, docs/offline.md. Not at an issue number, at the host contract's or the design
// notes' section numbers (neither file is in the repository), or at the decision log docs/adr/
// replaced. This test lists every file:line that does: in the product's folders, and in the tests,
// tools, demo, perf scripts, docs and build configs around them.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

const PRODUCT_FOLDERS = ['core', 'loader', 'widget', 'sw', 'themes', 'locales'];
const OTHER_FOLDERS = ['tests', 'tools', 'demo', 'perf', 'docs', 'types', 'package'];
// CHANGELOG.md is not here: a changelog is the one file that tells history.
const ROOT_FILES = [
  'README.md',
  'CONTRIBUTING.md',
  'vite.config.ts',
  'vitest.config.ts',
  'eslint.config.js',
];
const SOURCE = /\.(ts|tsx|mts|js|mjs|css|md|json|html)$/;

/** Written by the scripts that measure (perf/lighthouse/report.mjs, the benchmarks), which are scanned. */
const GENERATED = ['perf/reports/', 'perf/results/'];

/** This file: its patterns and examples are the pointers it forbids. */
const THIS_FILE = relative(root, fileURLToPath(import.meta.url));

const FORBIDDEN: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\bissues? \d+/i, why: 'an issue number: say the reason, or cite an ADR' },
  { pattern: /contract §/i, why: 'a contract section: say the rule, or cite docs/host-api.md' },
  { pattern: /design\.md/i, why: 'the design notes: say the rule, or cite an ADR' },
  { pattern: /docs\/decisions\.md/i, why: 'the old decision log: cite an ADR or docs/rules.md' },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split('/').includes('node_modules'));
}

const skipped = (file: string) =>
  file === THIS_FILE || GENERATED.some((folder) => file.startsWith(folder));

/** The files scanned outside the product's folders. */
function otherFiles(): string[] {
  return [...OTHER_FOLDERS.flatMap(sourceFiles), ...ROOT_FILES].filter((file) => !skipped(file));
}

/** Every `file:line  text  (why)` of these files that matches a forbidden pattern. */
function findings(files: string[]): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) =>
        FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(
          ({ why }) => `${file}:${index + 1}  ${line.trim()}  (${why})`,
        ),
      ),
  );
}

describe('comments in the product describe the code as it is', () => {
  it('scans the product folders', () => {
    expect(PRODUCT_FOLDERS.flatMap(sourceFiles).length).toBeGreaterThan(100);
  });

  it('cite no issue number, contract section, design.md or docs/decisions.md', () => {
    expect(findings(PRODUCT_FOLDERS.flatMap(sourceFiles))).toEqual([]);
  });

  it.each([
    ['// issue 12: only our requests', true],
    ['// (issues 3 and 13)', true],
    ['/* Issue 4: tracked */', true],
    ['// contract §1 `update`', true],
    ['Contract §2. `npm run build`', true],
    ['// design.md "Section state"', true],
    ['// see docs/decisions.md', true],
    ['// spec §4 "On open" (ADR-0032)', false],
    ['// no issue with that', false],
  ])('the patterns catch %j: %s', (line, caught) => {
    expect(FORBIDDEN.some(({ pattern }) => pattern.test(line))).toBe(caught);
  });
});

describe('tests, tools, the demo, perf, docs and configs describe the code as it is', () => {
  it('scans every folder around the product, and the files at the root', () => {
    const files = otherFiles();
    for (const folder of OTHER_FOLDERS) {
      const inFolder = files.filter((file) => file.startsWith(`${folder}/`));
      expect(inFolder.length, folder).toBeGreaterThan(3);
    }
    expect(files).toEqual(expect.arrayContaining(ROOT_FILES));
    expect(files).not.toContain(THIS_FILE);
  });

  it('cite no issue number, contract section, design.md or docs/decisions.md', () => {
    expect(findings(otherFiles())).toEqual([]);
  });
});
