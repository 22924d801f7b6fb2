// The product's code says what it does and why in words, or points at a page a newcomer can
// open: docs/adr/ (ADR-NNNN), docs/rules.md (spec §N), docs/host-api.md, docs/security.md,
// docs/offline.md. Not at an issue number, at the host contract's or the design notes' section
// numbers (neither file is in the repository), or at the decision log docs/adr/ replaced. This
// test lists every file:line of the product's folders that does.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const PRODUCT_FOLDERS = ['core', 'loader', 'widget', 'sw', 'themes', 'locales'];
const SOURCE = /\.(ts|tsx|mts|js|mjs|css|md)$/;

const FORBIDDEN: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\bissues? \d+/i, why: 'an issue number: say the reason, or cite an ADR' },
  { pattern: /contract §/, why: 'a contract section: say the rule, or cite docs/host-api.md' },
  { pattern: /design\.md/, why: 'the design notes: say the rule, or cite an ADR' },
  { pattern: /docs\/decisions\.md/, why: 'the old decision log: cite an ADR or docs/rules.md' },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Every `file:line  text  (why)` in the product's folders that matches a forbidden pattern. */
function findings(): string[] {
  return PRODUCT_FOLDERS.flatMap(sourceFiles).flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
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
    expect(findings()).toEqual([]);
  });

  it.each([
    ['// issue 12: only our requests', true],
    ['// (issues 3 and 13)', true],
    ['/* Issue 4: tracked */', true],
    ['// contract §1 `update`', true],
    ['// design.md "Section state"', true],
    ['// see docs/decisions.md', true],
    ['// spec §4 "On open" (ADR-0032)', false],
    ['// no issue with that', false],
  ])('the patterns catch %j: %s', (line, caught) => {
    expect(FORBIDDEN.some(({ pattern }) => pattern.test(line))).toBe(caught);
  });
});
