// core/'s rooms (its folders, and its files that are one concept alone) import one another without
// a cycle: each room can be read knowing only the rooms below it. The graph is read from the sources (static and dynamic imports, types too).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const core = fileURLToPath(new URL('../../../core/', import.meta.url));

/** Each core room (a folder, or a file directly in core/) and the other rooms its files import. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const addImports = (room: string, text: string, prefix: string) => {
    const imports = graph.get(room) ?? new Set<string>();
    const pattern = new RegExp(`(?:from|import)\\s*\\(?\\s*'${prefix}([\\w-]+)[/']`, 'g');
    for (const match of text.matchAll(pattern)) {
      if (match[1] !== room) imports.add(match[1]!);
    }
    graph.set(room, imports);
  };
  for (const entry of readdirSync(core, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      for (const file of readdirSync(join(core, entry.name))) {
        if (!/\.tsx?$/.test(file)) continue;
        addImports(entry.name, readFileSync(join(core, entry.name, file), 'utf8'), '\\.\\./');
      }
    } else if (/\.tsx?$/.test(entry.name)) {
      const room = entry.name.replace(/\.tsx?$/, '');
      addImports(room, readFileSync(join(core, entry.name), 'utf8'), '\\./');
    }
  }
  return graph;
}

/** A cycle of folders, as a path that comes back to its start, or undefined. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (folder: string): string[] | undefined => {
    if (state.get(folder) === 'done') return undefined;
    if (state.get(folder) === 'open') return [...path.slice(path.indexOf(folder)), folder];
    state.set(folder, 'open');
    path.push(folder);
    for (const next of graph.get(folder) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(folder, 'done');
    return undefined;
  };
  for (const folder of graph.keys()) {
    const cycle = visit(folder);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('core’s folders', () => {
  it('import one another without a cycle', () => {
    const graph = folderGraph();
    expect(graph.get('reporting')).toEqual(new Set(['errors', 'request']));
    expect(graph.get('visibility')).toEqual(new Set(['scheduling', 'device']));
    expect(findCycle(graph)).toBeUndefined();
  });

  it('the check finds a cycle where there is one', () => {
    const graph = new Map([
      ['errors', new Set(['request'])],
      ['request', new Set(['errors'])],
    ]);
    expect(findCycle(graph)).toEqual(['errors', 'request', 'errors']);
  });
});

// ADR-0115: a room is one concept. A folder holds several files, each a concept of its own, and its
// index.ts only re-exports them; a concept alone is a file directly in core/, with no barrel.
describe('core’s rooms', () => {
  const folders = readdirSync(core, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  // Still a folder of one file, its machine behind an index: core/facade.ts once that is merged.
  const ONE_FILE_FOLDERS = new Set(['facade']);
  const merged = folders.filter((folder) => !ONE_FILE_FOLDERS.has(folder.name));

  it.each(merged.map((folder) => folder.name))('core/%s holds several files', (folder) => {
    const files = readdirSync(join(core, folder)).filter((file) => /\.tsx?$/.test(file));
    expect(files.filter((file) => file !== 'index.ts').length).toBeGreaterThan(1);
  });

  it.each(folders.map((folder) => folder.name))('core/%s/index.ts only re-exports', (folder) => {
    const index = join(core, folder, 'index.ts');
    const code = readFileSync(index, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('//'));
    expect(code.filter((line) => !/^export \* from '\.\/[\w-]+';$/.test(line))).toEqual([]);
  });

  it('are at most 110 files', () => {
    const files = readdirSync(core, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => /\.tsx?$/.test(file)).length).toBeLessThanOrEqual(110);
  });
});
