// The package's entries as a host imports them (docs/host-api.md "The package"): every type name
// the host documents write is declared in types/quick-actions.d.ts, every type declared there is
// importable by name from `quick-actions` and from `quick-actions/react` (`tsc --strict` over a
// host file that imports each), and the errors logError gets have the declared shapes. The
// tarball as installed is checked the same way in tests/browser/package.test.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  ESIGN_EXPERIMENT_CA,
  ESIGN_EXPERIMENT_GB,
  GATE_EXPERIMENT,
} from '../../../core/experiments';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// Every document a host reads: README and what the tarball ships (package.json `files`).
const HOST_DOCS = [
  'README.md',
  'CHANGELOG.md',
  'docs/host-api.md',
  'docs/endpoints.md',
  'docs/offline.md',
  'docs/security.md',
  'docs/lighthouse-for-hosts.md',
  'examples/html/README.md',
  'examples/vite-react/README.md',
];
// The names of types a host may write: ours start with QuickActions, and an error a host is told
// it receives ends in Error. Experiment names and JavaScript's own errors are not types of ours.
const NOT_OURS = new Set([GATE_EXPERIMENT, ESIGN_EXPERIMENT_CA, ESIGN_EXPERIMENT_GB]);
const documented = [
  ...new Set(
    HOST_DOCS.flatMap((file) =>
      [
        ...readFileSync(`${root}${file}`, 'utf8').matchAll(
          /\b(QuickActions[A-Z]\w*|[A-Z][A-Za-z]*Error)\b/g,
        ),
      ].map(([, name]) => name!),
    ),
  ),
].filter((name) => !NOT_OURS.has(name) && !(name in globalThis));
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
  it('types/quick-actions.d.ts declares every type the host documents name', () => {
    // The scan reads names, not prose: these are in the documents today.
    expect(documented).toEqual(
      expect.arrayContaining([
        'QuickActionsUser',
        'QuickActionsActionDetail',
        'QuickActionsLocaleOption',
        'MissingEndpointError',
        'DependencyError',
      ]),
    );
    expect(documented.filter((name) => !declared.includes(name))).toEqual([]);
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
        'MissingEndpointError',
        'DependencyError',
      ]),
    );
  });

  it('the errors logError gets are the declared ones', () => {
    const source = `import type { DependencyError, MissingEndpointError } from 'quick-actions';
import { MissingEndpointError as Reported } from '${root}core/reporting/report-error';
import { dependencyError } from '${root}core/host/host-providers';
export const missing: MissingEndpointError = new Reported('POST /api/x', { cause: new Error('404') });
export const dependency: DependencyError = dependencyError('getUser');
export const endpoint: string = missing.endpoint;
`;
    expect(diagnostics(source)).toEqual([]);
  }, 30_000);

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
