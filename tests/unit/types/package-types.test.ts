// The package's entries as a host imports them (docs/host-api.md "The package"): every type
// types/quick-actions.d.ts exports is importable by name from `quick-actions` and from
// `quick-actions/react`, checked by `tsc --strict` over a host file that imports each. The
// tarball as installed is checked the same way in tests/browser/package.test.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const declared = [
  ...readFileSync(`${root}types/quick-actions.d.ts`, 'utf8').matchAll(
    /^export (?:type|interface) (\w+)/gm,
  ),
].map(([, name]) => name!);

/** tsc's messages for `source`, a host file importing from the package's two entries. */
function diagnostics(source: string): string[] {
  const file = `${root}tests/types/package-host.generated.ts`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    paths: {
      'quick-actions': [`${root}package/index.ts`],
      'quick-actions/react': [`${root}package/react.ts`],
    },
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === file ? ts.createSourceFile(name, source, version, true) : read(name, version, ...rest);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the package’s types, imported as a host imports them', () => {
  it('types/quick-actions.d.ts declares the types the docs name', () => {
    expect(declared).toEqual(
      expect.arrayContaining([
        'QuickActionsOptions',
        'QuickActionsUpdateOptions',
        'QuickActionsUser',
        'QuickActionsConfig',
        'QuickActionsTrackEvent',
        'QuickActionsActionDetail',
        'QuickActionsActionId',
        'QuickActionsEventMap',
        'QuickActionsEventName',
        'QuickActionsHandler',
        'QuickActionsLocale',
        'QuickActionsLocaleOption',
        'QuickActionsFunction',
      ]),
    );
  });

  it.each(['quick-actions', 'quick-actions/react'])(
    'each one imports from %s',
    (entry) => {
      const source = `import type { ${declared.join(', ')} } from '${entry}';
export type Used = [${declared.map((name) => (name === 'QuickActionsHandler' ? `${name}<'action'>` : name)).join(', ')}];
`;
      expect(diagnostics(source)).toEqual([]);
    },
    30_000,
  );

  it('a type the entry does not export is an error (the check has teeth)', () => {
    expect(
      diagnostics(`import type { QuickActionsNoSuchType } from 'quick-actions/react';
export type Used = QuickActionsNoSuchType;
`).join('\n'),
    ).toMatch(/has no exported member/);
  }, 30_000);
});
