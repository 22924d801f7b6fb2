// core/'s folders import one another without a cycle: each folder can be read knowing only the
// folders below it. The graph is read from the sources (static and dynamic imports, types too).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const core = fileURLToPath(new URL('../../../core/', import.meta.url));

/** Each core folder and the other core folders its files import. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of readdirSync(core, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const imports = new Set<string>();
    for (const file of readdirSync(join(core, folder.name))) {
      if (!/\.tsx?$/.test(file)) continue;
      const text = readFileSync(join(core, folder.name, file), 'utf8');
      for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'\.\.\/([\w-]+)\//g)) {
        if (match[1] !== folder.name) imports.add(match[1]!);
      }
    }
    graph.set(folder.name, imports);
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
