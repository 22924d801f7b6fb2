// spec §9 "Cookie max age: 31,536,000 s" has nothing to apply to: the product reads the cookies
// `L` and `dcsExp` (spec §1, §4) and writes none (docs/rules.md §9 "Cookie max age"). This keeps it so:
// a cookie write in the shipped sources would need that lifetime, and a decision.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const SHIPPED = ['core', 'loader', 'widget', 'sw', 'themes', 'locales'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

// `document.cookie = ...`, `.cookie +=`, the Cookie Store API, a Set-Cookie header from the worker.
const COOKIE_WRITE = /\.cookie\s*\+?=(?!=)|cookieStore\s*\.\s*set|['"]set-cookie['"]/i;

describe('no cookie is written (spec §9 cookie max age: not applicable)', () => {
  it('no shipped source writes a cookie', () => {
    const files = SHIPPED.flatMap((dir) => sources(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    const writers = files.filter((file) => COOKIE_WRITE.test(readFileSync(file, 'utf8')));
    expect(writers.map((file) => file.slice(ROOT.length + 1))).toEqual([]);
  });

  it('the pattern catches the ways a cookie is written', () => {
    for (const write of [
      "document.cookie = 'a=b'",
      'doc.cookie += x',
      "cookieStore.set('a', 'b')",
      "headers.set('Set-Cookie', v)",
    ]) {
      expect(COOKIE_WRITE.test(write), write).toBe(true);
    }
    expect(COOKIE_WRITE.test('readDcsExp(doc.cookie)')).toBe(false);
    expect(COOKIE_WRITE.test('if (doc.cookie === x)')).toBe(false);
  });
});
