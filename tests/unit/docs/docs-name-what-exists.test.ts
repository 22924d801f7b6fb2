// Every document about the code names only what exists: each file or folder path, and each code
// symbol written in backticks (`createWidgetLoader`, `STATE`, `loadQuickActions(…)`), in every
// Markdown file of the repository but the CHANGELOG (a history), records that a later record
// superseded and the Context of a record (both say what was). A path is read from the
// repository's root, the document's folder or an installed package; a symbol must be a word of
// the code, tests, tools or configuration, of the DOM's declarations, or one of OTHERS_NAMES.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'lib', '.git', 'coverage', 'reports']);

function walk(dir: string, keep: (path: string) => boolean, found: string[] = []): string[] {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    if (/^dist-/.test(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(path, keep, found);
    else if (keep(path)) found.push(path);
  }
  return found;
}

const superseded = (path: string, text: string) =>
  path.startsWith('docs/adr/') && /^Status: Superseded/m.test(text);

/** A record's Context tells how things were before it: its names may be gone. */
const withoutContext = (path: string, text: string) =>
  path.startsWith('docs/adr/') ? text.replace(/^## Context\n[\s\S]*?(?=^## )/m, '') : text;

const documents = walk('', (path) => path.endsWith('.md'))
  .filter((path) => path !== 'CHANGELOG.md')
  .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))
  .filter(({ path, text }) => !superseded(path, text))
  .map(({ path, text }) => ({ path, text: withoutContext(path, text) }));

// Names of other people's code the documents discuss, each for a reason of its own.
const OTHERS_NAMES = new Set([
  'lazyOnload', // Next.js's Script strategy, which hosts compare with the snippet
  'maxConcurrency', // a Vitest option the test runner does not use
  'onlyCategories', // a Lighthouse setting the gate's runs do not use
  'ThrottleUnresponsiveClient', // a Chromium feature the Lighthouse runs turn off
  'dataLayer', // Google Tag Manager's queue, in the consent example
  'currentConsent', // the host's consent tool, in the consent example
  'onConsentChange',
  'userAgentData', // Chromium's client hints, which the device rule does not use
]);

// Every word of the code: what a symbol in backticks must be one of.
const CODE = /\.(ts|tsx|mjs|cjs|js|json|css|html)$/;
const words = new Set<string>(OTHERS_NAMES);
const DOM = 'node_modules/typescript/lib/lib.dom.d.ts';
for (const word of readFileSync(join(root, DOM), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []) {
  words.add(word);
}
for (const path of walk('', (file) => CODE.test(file) && !file.endsWith('.min.js'))) {
  if (statSync(join(root, path)).size > 2_000_000) continue;
  for (const word of readFileSync(join(root, path), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []) {
    words.add(word);
  }
}

/** Backticked spans outside fenced code blocks (those are examples, with a host's own names). */
function spans(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

const PATH = /^(?:\.{1,2}\/)?[\w.-]+(?:\/[\w.-]+)*\/?$/;
const FILE_OR_FOLDER = /\.(ts|tsx|mjs|cjs|js|json|md|css|yml|yaml)$|\/$/;
// Build outputs, the host's own paths (its `quick-actions/` folder) are not files of the repository.
const NOT_OURS =
  /^(dist|dist-preact|lib|node_modules|quick-actions\/|\/|https?:)|^quick-actions-[\d.]+\.tgz$/;

function missingPaths(path: string, text: string): string[] {
  const missing: string[] = [];
  for (const span of spans(text)) {
    if (!PATH.test(span) || !FILE_OR_FOLDER.test(span) || !span.includes('/')) continue;
    if (NOT_OURS.test(span)) continue;
    const candidates = [
      join(root, span),
      join(root, dirname(path), span),
      join(root, 'node_modules', span),
    ];
    if (!candidates.some((candidate) => existsSync(candidate))) missing.push(span);
  }
  return missing;
}

// A symbol: an identifier with an inner capital or an underscore (camelCase, PascalCase,
// SCREAMING_CASE), alone or called (`name(…)`, `object.name`); plain words are prose or options.
const SYMBOL = /^([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?(?:\(.*\))?$/;
// A locale or `loc` value (`fr_CA`, `ca_qc`) is a value, not a symbol.
const looksLikeCode = (word: string) =>
  /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]|_/.test(word) && !/^[a-z]{2}_[a-z]{2,3}$/i.test(word);

function missingSymbols(text: string): string[] {
  const missing: string[] = [];
  for (const span of spans(text)) {
    const match = SYMBOL.exec(span);
    if (!match) continue;
    for (const word of [match[1], match[2]]) {
      if (word && looksLikeCode(word) && !words.has(word)) missing.push(word);
    }
  }
  return missing;
}

describe('documents name only what exists', () => {
  it('reads the documents it means to', () => {
    const paths = documents.map((document) => document.path);
    for (const expected of ['README.md', 'CONTRIBUTING.md', 'docs/offline.md', 'perf/README.md']) {
      expect(paths).toContain(expected);
    }
  });

  it.each(documents.map((document) => [document.path, document.text] as const))(
    '%s: every path and symbol it names exists',
    (path, text) => {
      expect({ paths: missingPaths(path, text), symbols: missingSymbols(text) }).toEqual({
        paths: [],
        symbols: [],
      });
      expect(relative(root, join(root, path))).toBe(path);
    },
  );
});
