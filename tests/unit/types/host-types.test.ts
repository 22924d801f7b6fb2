// For host engineers: dist/quick-actions.d.ts, dist/format.d.ts and dist/navigation.d.ts
// (ADR-0005, ADR-0042), checked by `tsc`
// against a small typed host (tests/types/host-example.ts): the declarations exactly as the build
// writes them (types/host-declarations.ts), copied into a host's folder, and the built copies
// in dist/ when a build is there. Strict mode, nothing else in the program: the files must stand
// on their own.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { version } from '../../../package.json';
import { bannerFor, hostDeclarations } from '../../../types/host-declarations';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const EXAMPLE = join(root, 'tests/types/host-example.ts');

const libFiles = new Map<string, ts.SourceFile | undefined>();

/** The example's diagnostics with the declarations found in `folder`. */
function compileAgainst(folder: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    // Our declarations are checked in full; TypeScript's own lib files need not be.
    skipLibCheck: false,
    skipDefaultLibCheck: true,
    paths: {
      'quick-actions': [join(folder, 'quick-actions.d.ts')],
      'quick-actions/format': [join(folder, 'format.d.ts')],
      'quick-actions/navigation': [join(folder, 'navigation.d.ts')],
    },
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  // TypeScript's lib files are parsed once for the whole file (they are most of the time).
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!fileName.includes('/typescript/lib/'))
      return getSourceFile(fileName, languageVersion, ...rest);
    let file = libFiles.get(fileName);
    if (!file) libFiles.set(fileName, (file = getSourceFile(fileName, languageVersion, ...rest)));
    return file;
  };
  const program = ts.createProgram([EXAMPLE], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName.replace(root, '')}:${
          diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1
        }`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe('the hosts’ type declarations', () => {
  it('a typed host compiles against them, and the misuses it marks are errors', () => {
    const folder = mkdtempSync(join(tmpdir(), 'qa-host-types-'));
    for (const { fileName, source } of hostDeclarations(version)) {
      writeFileSync(join(folder, fileName), source);
    }
    expect(compileAgainst(folder)).toEqual([]);
  }, 30_000);

  it('a misuse the example does not mark fails the check (the check has teeth)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'qa-host-types-'));
    for (const { fileName, source } of hostDeclarations(version)) {
      // Loosen the command overloads: the example's @ts-expect-error lines become unused.
      writeFileSync(
        join(folder, fileName),
        source.replace(
          "(command: 'refresh' | 'destroy' | 'open' | 'close' | 'toggle' | 'hide' | 'show'): void;",
          '(command: string, ...args: unknown[]): void;',
        ),
      );
    }
    expect(compileAgainst(folder).join('\n')).toContain("Unused '@ts-expect-error' directive");
  }, 30_000);

  it('each starts with the version banner', () => {
    for (const { source } of hostDeclarations(version)) {
      expect(source.split('\n')[0]).toBe(bannerFor(version));
      expect(bannerFor(version)).toBe(`/*! Quick Actions ${version} */`);
    }
  });

  const dist = join(root, 'dist');
  it.skipIf(!existsSync(join(dist, 'quick-actions.d.ts')))(
    'the built dist/*.d.ts are those files, and compile the same',
    () => {
      for (const { fileName, source } of hostDeclarations(version)) {
        expect(readFileSync(join(dist, fileName), 'utf8')).toBe(source);
      }
      expect(compileAgainst(dist)).toEqual([]);
    },
    30_000,
  );
});
