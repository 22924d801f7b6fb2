// The markdown the package ships is read where the tarball is unpacked (node_modules/quick-actions),
// not in the repository: every relative link in it must resolve to a file the tarball holds.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The packed file list, as `npm pack` would make it from the files present. */
function packedFiles(): string[] {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [pack] = JSON.parse(output) as [{ files: { path: string }[] }];
  return pack.files.map((file) => file.path);
}

/** Relative link targets of a markdown text, outside code (fenced blocks and code spans). */
function relativeLinks(markdown: string): string[] {
  const prose = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!),
    ...[...prose.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]!),
  ];
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURI(target.replace(/[?#].*$/, '')));
}

describe('links in the shipped markdown', () => {
  it('finds links in prose, not in code', () => {
    expect(
      relativeLinks(
        '[a](docs/a.md#x) [b](https://x.test) [c](#here)\n`[d](d.md)`\n```md\n[e](e.md)\n```\n[f]: ../f.md\n',
      ),
    ).toEqual(['docs/a.md', '../f.md']);
  });

  it('every relative link of every packed markdown file resolves inside the tarball', () => {
    const files = packedFiles();
    const packed = new Set(files);
    const folders = new Set(
      files.flatMap((file) =>
        file
          .split('/')
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
      ),
    );
    const markdown = files.filter((file) => file.endsWith('.md'));
    expect(markdown).toEqual(
      expect.arrayContaining(['README.md', 'docs/host-api.md', 'docs/endpoints.md']),
    );
    const broken: string[] = [];
    for (const file of markdown) {
      for (const link of relativeLinks(readFileSync(`${root}${file}`, 'utf8'))) {
        const target = posix.normalize(posix.join(posix.dirname(file), link)).replace(/\/$/, '');
        if (
          link.startsWith('/') ||
          target.startsWith('..') ||
          !(packed.has(target) || folders.has(target))
        ) {
          broken.push(`${file} → ${link}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
