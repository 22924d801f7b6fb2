// docs/ holds what the code's comments cite, and this test keeps it in step. The lists
// come from the code itself — the commands stage one installs, the options the parsers read and
// the public types declare, the events `on` accepts, format.js's exports, the `spec §N` numbers
// in comments — so a command, option or rule added to the code without its docs fails here.
// The decision records too: every `ADR-NNNN` cited anywhere has its file in docs/adr/, every file
// is in docs/adr/README.md with the same status, and the tests a record names exist.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';
import type * as CommandQueue from '../../../core/host/host-providers';
import {
  parseColorScheme,
  parseHostConfig,
  parsePlacement,
} from '../../../core/host/widget-handoff';
import { HOST_EVENTS } from '../../../core/host/host-events';
import { parsePopupOptions } from '../../../core/popup/popup-options';
import * as formatModule from '../../../locales/format';
import { startLoader } from '../../../loader/start-loader';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const HOST_API = 'docs/host-api.md';
const RULES = 'docs/rules.md';
const ADR_DIR = 'docs/adr';
const ADR_INDEX = 'docs/adr/README.md';

// The command table stage one hands to installCommandQueue, caught on its way in: the commands
// the host's queue accepts are its keys. In node there is no <script> element for the loader to
// find its base URL from, so that one lookup is stubbed.
const queue = vi.hoisted(() => ({ handlers: [] as Record<string, unknown>[] }));
vi.mock('../../../core/host/host-providers', async (importOriginal) => {
  const actual = await importOriginal<typeof CommandQueue>();
  return {
    ...actual,
    installCommandQueue: (...args: Parameters<typeof actual.installCommandQueue>) => {
      queue.handlers.push(args[1]);
      return actual.installCommandQueue(...args);
    },
  };
});
vi.mock('../../../loader/script-base', () => ({
  scriptBaseUrl: () => 'https://host.example/quick-actions/',
}));

function acceptedCommands(): string[] {
  queue.handlers.length = 0;
  startLoader({} as Window, {} as Document, () => new Promise(() => {}));
  expect(queue.handlers).toHaveLength(1);
  return Object.keys(queue.handlers[0]!);
}

/** The property names a function reads from the object it is given. */
function propertiesRead(parse: (options: Record<string, unknown>) => unknown): string[] {
  const names = new Set<string>();
  const spy = new Proxy(
    {},
    {
      get(_, key) {
        if (typeof key === 'string') names.add(key);
        return undefined;
      },
    },
  );
  parse(spy);
  return [...names];
}

/** The public declarations: an interface's members (inherited ones too), and the commands. */
function publicDeclarations(): { options: string[]; commands: string[] } {
  const file = join(root, 'types/quick-actions.d.ts');
  const program = ts.createProgram([file], { noLib: true, types: [], noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const declared = (name: string) => {
    const node = source.statements.find(
      (statement): statement is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(statement) && statement.name.text === name,
    );
    expect(node, name).toBeDefined();
    return checker.getTypeAtLocation(node!.name);
  };
  const options = checker
    .getPropertiesOfType(declared('QuickActionsOptions'))
    .map((property) => property.name);
  // Each call signature's first parameter: `'init'`, `'refresh' | 'destroy' | ...`.
  const commands = declared('QuickActionsFunction')
    .getCallSignatures()
    .flatMap((signature) => {
      const [first] = signature.getParameters();
      if (!first) return [];
      const type = checker.getTypeOfSymbol(first);
      return (type.isUnion() ? type.types : [type])
        .filter((member) => member.isStringLiteral())
        .map((member) => (member as ts.StringLiteralType).value);
    });
  expect(options.length).toBeGreaterThan(0);
  expect(commands.length).toBeGreaterThan(0);
  return { options, commands };
}

/** Repository paths a markdown file names in prose or code spans. */
function namedPaths(text: string): string[] {
  const pattern =
    /(?<![\w./-])((?:core|widget|loader|sw|locales|themes|types|tests|docs|demo|perf|tools)\/[\w.@-]+(?:\/[\w.@-]+)*)/g;
  return [...text.matchAll(pattern)].map((match) => match[1]!.replace(/\.+$/, ''));
}

/** Targets of relative markdown links, resolved against the file that holds them. */
function linkedPaths(file: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => relative(root, resolve(root, dirname(file), target)));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|css|json)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const CODE_FOLDERS = ['core', 'widget', 'loader', 'sw'];

/** The decision records, `docs/adr/NNNN-short-title.md`, in number order. */
function adrFiles(): string[] {
  return readdirSync(join(root, ADR_DIR))
    .filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name))
    .sort()
    .map((name) => `${ADR_DIR}/${name}`);
}

const adrNumber = (file: string) => file.slice(ADR_DIR.length + 1, ADR_DIR.length + 5);

/** Every text file of the repository that may cite a record: code, tests, tools, docs, config. */
function citingFiles(folder = ''): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      return /^(node_modules|\.git|dist.*|coverage|reports)$/.test(entry.name)
        ? []
        : citingFiles(path);
    }
    return entry.isFile() && /\.(ts|tsx|mts|mjs|js|css|json|md|html)$/.test(entry.name)
      ? [path]
      : [];
  });
}

/** Every section number cited as `spec §N` (and `spec §N, §M`, `spec §N/§M`) in the code. */
function citedSpecSections(): Map<number, string> {
  const cited = new Map<number, string>();
  for (const file of CODE_FOLDERS.flatMap(sourceFiles)) {
    for (const match of read(file).matchAll(/spec §\d+(?:\s*(?:,|\/|and|or)\s*§\d+)*/g)) {
      for (const number of match[0].match(/\d+/g)!) {
        if (!cited.has(Number(number))) cited.set(Number(number), file);
      }
    }
  }
  return cited;
}

describe('docs/ in step with the code', () => {
  it.each([HOST_API, RULES])('every repository path %s names exists', (file) => {
    const text = read(file);
    const paths = [...new Set([...namedPaths(text), ...linkedPaths(file, text)])];
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('host-api.md names every command the queue accepts, and every declared one', () => {
    const commands = new Set([...acceptedCommands(), ...publicDeclarations().commands]);
    expect(commands.size).toBeGreaterThan(0);
    const text = read(HOST_API);
    const missing = [...commands].filter((command) => !text.includes(`QuickActions('${command}'`));
    expect(missing).toEqual([]);
    expect(text).toContain('QuickActions.version');
  });

  it('host-api.md names every option the parsers read and the types declare', () => {
    const options = new Set([
      ...propertiesRead(parsePlacement),
      ...propertiesRead(parseColorScheme),
      ...propertiesRead(parsePopupOptions),
      ...propertiesRead(parseHostConfig),
      ...publicDeclarations().options,
    ]);
    expect(options.size).toBeGreaterThan(0);
    const text = read(HOST_API);
    expect([...options].filter((option) => !text.includes(`\`${option}\``))).toEqual([]);
  });

  it('host-api.md names every event `on` accepts and every export of format.js', () => {
    const text = read(HOST_API);
    const names = [...HOST_EVENTS, ...Object.keys(formatModule)];
    expect(names.filter((name) => !text.includes(`\`${name}`))).toEqual([]);
  });

  it('rules.md has an entry for every spec section the code cites', () => {
    const cited = citedSpecSections();
    expect(cited.size).toBeGreaterThan(0);
    const text = read(RULES);
    const missing = [...cited]
      .filter(([number]) => !new RegExp(`^#{2,3} §${number}\\b`, 'm').test(text))
      .map(([number, file]) => `§${number} (cited in ${file})`);
    expect(missing).toEqual([]);
  });

  it('each rule entry in rules.md names its code and its test', () => {
    const entries = read(RULES)
      .split(/^### /m)
      .filter((entry) => entry.startsWith('§'));
    expect(entries.length).toBeGreaterThan(0);
    const incomplete = entries
      .filter((entry) => {
        const [code = '', test = ''] = ['- Code:', '- Test:'].map(
          (label) => entry.split(label)[1]?.split(/\n- |\n\n/)[0] ?? '',
        );
        return !namedPaths(code).length || !namedPaths(test).some((p) => p.startsWith('tests/'));
      })
      .map((entry) => entry.split('\n')[0]);
    expect(incomplete).toEqual([]);
  });

  it('every ADR-NNNN cited in the code, the tests and the docs has its record in docs/adr/', () => {
    const records = new Set(adrFiles().map(adrNumber));
    expect(records.size).toBeGreaterThan(0);
    const citations = citingFiles().flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(/\bADR-(\d{4})\b/g)].map((match) => ({
            number: match[1]!,
            where: `${file}:${index + 1}`,
          })),
        ),
    );
    expect(citations.length).toBeGreaterThan(0);
    const missing = citations
      .filter(({ number }) => !records.has(number))
      .map(({ number, where }) => `ADR-${number} (${where})`);
    expect(missing).toEqual([]);
  });

  it('docs/adr/README.md lists every record, and no record that does not exist', () => {
    const index = read(ADR_INDEX);
    const listed = [...index.matchAll(/\]\((\d{4}-[a-z0-9-]+\.md)\)/g)].map(
      (match) => `${ADR_DIR}/${match[1]}`,
    );
    expect([...new Set(listed)].sort()).toEqual(adrFiles());
  });

  it.each(adrFiles())('%s: its number, a status, its sections, and paths that exist', (file) => {
    const text = read(file);
    const number = adrNumber(file);
    expect(text.startsWith(`# ADR-${number}: `)).toBe(true);
    const status = /^Status: (Accepted|Superseded by ADR-(\d{4}))$/m.exec(text);
    expect(status, 'Status: Accepted, or Superseded by ADR-NNNN').not.toBeNull();
    if (status?.[2]) expect(status[2] > number, 'superseded by a later record').toBe(true);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual(['Context', 'Decision', 'Consequences', 'Tests']);
    // The index row says the same status.
    const row = read(ADR_INDEX)
      .split('\n')
      .find((line) => line.startsWith(`| [${number}](`));
    expect(row?.replace(/\[(ADR-\d{4})\]\([^)]*\)/g, '$1')).toMatch(
      new RegExp(`\\| ${status?.[0].slice('Status: '.length)} \\|$`),
    );
    const paths = [...new Set([...namedPaths(text), ...linkedPaths(file, text)])];
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('each test a record names exists, with the titles it quotes', () => {
    const missing = adrFiles().flatMap((file) => {
      const tests = read(file).split(/^## Tests$/m)[1] ?? '';
      return tests.split(/\n- /).flatMap((item) => {
        const flat = item.replace(/\s+/g, ' ');
        const [, path, titles = ''] = /`(tests\/[^`]+)`(?: › (.*))?/.exec(flat) ?? [];
        if (!path) return [];
        if (!existsSync(join(root, path))) return [`${file}: ${path}`];
        const source = read(path).replace(/\s+/g, ' ');
        return [...titles.matchAll(/"([^"]+)"/g)]
          .filter((match) => !source.includes(match[1]!))
          .map((match) => `${file}: ${path} › "${match[1]}"`);
      });
    });
    expect(missing).toEqual([]);
  });
});
