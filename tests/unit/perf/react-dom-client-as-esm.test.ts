// No long task from us, React included (ADR-0009): the React flavour bundles react-dom/client as
// an ES module (tools/build/react-dom-client-as-esm.ts), so its code is the framework chunk's top
// level, compiled while the file streams in, instead of one 600 KB CommonJS initialiser compiled
// on the main thread when the chunk is evaluated.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'espree';
import { describe, expect, it } from 'vitest';
import { reactDomClientAsEsm } from '../../../tools/build/react-dom-client-as-esm';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const reactDomDir = dirname(createRequire(root).resolve('react-dom/package.json'));
const source = readFileSync(join(reactDomDir, 'cjs/react-dom-client.production.js'), 'utf8');

describe('react-dom/client as an ES module', () => {
  it('turns the installed file into a module that imports React and exports the client API', () => {
    const converted = reactDomClientAsEsm(source);
    const program = parse(converted, { ecmaVersion: 'latest', sourceType: 'module' });
    const imports = program.body
      .filter((node) => node.type === 'ImportDeclaration')
      .map((node) => node.source.value);
    expect(imports).toEqual(['scheduler', 'react', 'react-dom']);
    const exported = program.body
      .filter((node) => node.type === 'ExportNamedDeclaration')
      .flatMap((node) =>
        node.declaration?.type === 'VariableDeclaration'
          ? node.declaration.declarations.map((d) => (d.id.type === 'Identifier' ? d.id.name : ''))
          : [],
      );
    expect(exported).toEqual(['createRoot', 'hydrateRoot', 'version']);
    expect(converted).not.toMatch(/\brequire\(|\bexports\b/);
  });

  it('fails the build, naming what changed, when a React release changes the file', () => {
    expect(() =>
      reactDomClientAsEsm(source.replace('require("react")', 'require("react/x")')),
    ).toThrow(/require\(\) calls moved/);
    expect(() => reactDomClientAsEsm(`${source}\nexports.preload = 1;`)).toThrow(/exports 4 times/);
    expect(() =>
      reactDomClientAsEsm(source.replace('\nexports.version = ', '\n  exports.version = ')),
    ).toThrow(/exports.version moved/);
  });

  // Skipped when there is no build to look at (npm test builds before the unit tests).
  const dist = join(root, 'dist');
  const runtime = existsSync(dist)
    ? readdirSync(dist).find((name) => /^widget-runtime-[\w-]+\.js$/.test(name))
    : undefined;
  it.skipIf(!runtime)("is the built framework chunk's top level, not one initialiser", () => {
    const program = parse(readFileSync(join(dist, String(runtime)), 'utf8'), {
      ecmaVersion: 'latest',
      sourceType: 'module',
    });
    // React DOM's functions (over a thousand) are declared at the top; wrapped as CommonJS they
    // were all inside one function expression and the top level declared a handful.
    const topLevelFunctions = program.body.filter((node) => node.type === 'FunctionDeclaration');
    expect(topLevelFunctions.length).toBeGreaterThan(300);
  });
});
