// @vitest-environment jsdom
// The host's consent options have one reader (ADR-0106): core/host/widget-handoff.ts parseConsent.
// Everything else gets its value: the facade's evaluation parses once and hands it to the widget in
// its context. Stage one (loader/leftovers.ts) spells the same rule out for its bytes, the one
// exception: it must agree with the parser.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConsent } from '../../../core/host/widget-handoff';
import { mayHaveLeftovers } from '../../../loader/leftovers';

const root = join(__dirname, '../../../');
const PARSER = 'core/host/widget-handoff.ts';
const STAGE_ONE = 'loader/leftovers.ts';

function productFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
    .map((file) => join(folder, file));
}

// A read of either option: `.persist`, `?.serviceWorker`, `['persist']`, or a destructuring
// `{ persist }` / `{ serviceWorker: sw }`. `navigator.serviceWorker` is the browser's, not ours.
const READS =
  /(?<!navigator\??)\.(?:persist|serviceWorker)\b|\[['"`](?:persist|serviceWorker)['"`]\]|\{[^}]*\b(?:persist|serviceWorker)\b\s*[,:}=][^}]*\}\s*=(?!=)/;

/** The lines of `source` that read an option, comments left out. */
function optionReads(source: string): string[] {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/\/\/.*$/, ''))
    .filter((line) => READS.test(line));
}

describe('parseConsent', () => {
  it('only persist: false or serviceWorker: false withhold', () => {
    const both = { keepOnDevice: true, keepInWorker: true };
    expect(parseConsent({})).toEqual(both);
    expect(parseConsent({ persist: true, serviceWorker: 'no' })).toEqual(both);
    expect(parseConsent({ persist: 0, serviceWorker: null })).toEqual(both);
    expect(parseConsent({ persist: false })).toEqual({ keepOnDevice: false, keepInWorker: false });
    expect(parseConsent({ serviceWorker: false })).toEqual({
      keepOnDevice: true,
      keepInWorker: false,
    });
  });
});

describe('the consent options have one reader (ADR-0106)', () => {
  it('the scan finds every way of reading them, and not the browser’s serviceWorker', () => {
    expect(optionReads('const a = options.persist !== false;')).toHaveLength(1);
    expect(optionReads('if (context.options?.serviceWorker === false) x();')).toHaveLength(1);
    expect(optionReads("const b = options['persist'];")).toHaveLength(1);
    expect(optionReads('const { persist, design } = options;')).toHaveLength(1);
    expect(optionReads('const { serviceWorker: sw } = next;')).toHaveLength(1);
    expect(optionReads('const c = win.navigator.serviceWorker?.controller;')).toEqual([]);
    expect(optionReads('// options.persist is read in one place')).toEqual([]);
    expect(optionReads('if (a === b) { persist(); }')).toEqual([]);
  });

  it('no product file but the parser reads persist or serviceWorker', () => {
    const readers = ['core', 'loader', 'widget', 'sw', 'package', 'themes', 'locales']
      .flatMap(productFiles)
      .filter((file) => file !== PARSER && file !== STAGE_ONE)
      .flatMap((file) =>
        optionReads(readFileSync(join(root, file), 'utf8')).map(
          (line) => `${file}: ${line.trim()}`,
        ),
      );
    expect(readers).toEqual([]);
    // The parser itself is seen by the scan: it is not vacuous.
    expect(optionReads(readFileSync(join(root, PARSER), 'utf8'))).toHaveLength(2);
    expect(optionReads(readFileSync(join(root, STAGE_ONE), 'utf8'))).toHaveLength(1);
  });

  it('stage one’s own check agrees with parseConsent for every value', () => {
    localStorage.setItem('quickactions_user', 'a'.repeat(64)); // a note: the options decide
    const values = [undefined, false, true, 0, null, 'false'];
    for (const persist of values) {
      for (const serviceWorker of values) {
        const options = { persist, serviceWorker };
        expect(mayHaveLeftovers(options, true), JSON.stringify(options)).toBe(
          !parseConsent(options).keepInWorker,
        );
      }
    }
    localStorage.clear();
  });
});
