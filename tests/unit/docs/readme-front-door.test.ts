// README.md is the host engineer's front door (CONTRIBUTING.md): short enough to read in one go,
// and it leads to the examples that are also tests (tests/browser/package.test.ts builds and
// drives both from the packed tarball).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const README = readFileSync(`${root}README.md`, 'utf8');
const EXAMPLES = ['examples/html/', 'examples/vite-react/'];

describe('README, the front door', () => {
  it('is at most 200 lines', () => {
    expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it.each(EXAMPLES)('links %s, a folder with its own README', (folder) => {
    expect(README).toContain(`](${folder})`);
    expect(existsSync(`${root}${folder}README.md`)).toBe(true);
  });
});
