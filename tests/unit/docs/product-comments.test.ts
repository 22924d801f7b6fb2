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
const OTHER_FOLDERS = ['tests', 'tools', 'demo', 'perf', 'docs'];
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

/**
 * Folders whose tests still cite issues, `contract §N` and design.md: they are swept apart from
 * the rest, and left out here until they are. Remove a folder once it is clean. When the list is
 * empty, delete it, CITATION_KEY, the key's section in docs/rules.md and the test of the key below.
 */
const STILL_TO_SWEEP = [
  'tests/unit/loader/',
  'tests/unit/widget/',
  'tests/unit/popup/',
  'tests/unit/facade/',
];

/** The key to those folders' citations: docs/rules.md from this heading on names them. */
const CITATION_KEY = {
  file: 'docs/rules.md',
  heading: '## Where the contract and design citations point',
};

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
  file === THIS_FILE || [...GENERATED, ...STILL_TO_SWEEP].some((folder) => file.startsWith(folder));

/** The files scanned outside the product's folders. */
function otherFiles(): string[] {
  return [...OTHER_FOLDERS.flatMap(sourceFiles), ...ROOT_FILES].filter((file) => !skipped(file));
}

/** A file's text as scanned: the citation key of docs/rules.md left out. */
function scannedText(file: string): string {
  const text = read(file);
  if (file !== CITATION_KEY.file) return text;
  const key = text.indexOf(CITATION_KEY.heading);
  return key === -1 ? text : text.slice(0, key);
}

/** Every `file:line  text  (why)` of these files that matches a forbidden pattern. */
function findings(files: string[]): string[] {
  return files.flatMap((file) =>
    scannedText(file)
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

describe('the key to the citations of the folders still to sweep', () => {
  it('docs/rules.md decodes every contract section and design.md they cite', () => {
    const key = read(CITATION_KEY.file).split(CITATION_KEY.heading)[1] ?? '';
    const cited = STILL_TO_SWEEP.flatMap((folder) =>
      sourceFiles('tests').filter((file) => file.startsWith(folder)),
    )
      .map(read)
      .join('\n');
    const contract = new Set([...cited.matchAll(/contract §(\d+)/g)].map((match) => match[1]));
    expect(contract.size).toBeGreaterThan(0);
    expect([...contract].filter((number) => !key.includes(`\`contract §${number}\``))).toEqual([]);
    if (cited.includes('design.md')) expect(key).toContain('`design.md`');
  });
});
