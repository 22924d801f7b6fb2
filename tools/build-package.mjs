// The package's own modules (package/*.ts → lib/*.js and lib/*.d.ts): `quick-actions`,
// `quick-actions/react`, `quick-actions/lighthouse`, `quick-actions/msw` and `quick-actions/vite`
// (docs/host-api.md "The package"), and the
// Lighthouse CI sign-in script, copied as it is. Compiled by TypeScript alone, not
// bundled or minified: they are a few hundred bytes, and the host's bundler minifies them with
// its own code. `npm run build` runs it after the dist/ passes; `npm pack` runs the build first.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { minify } from 'terser';
import ts from 'typescript';
import { readDemoData } from './msw-data.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const OUT = `${root}lib/`;
export const PACKAGE_ENTRIES = ['index', 'react', 'lighthouse', 'msw', 'vite'];

const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const banner = `/*! Quick Actions ${version} */\n`;

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const options = {
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
  strict: true,
  declaration: true,
  skipLibCheck: true,
  types: [],
  rootDir: root,
  outDir: OUT,
};
const program = ts.createProgram(
  PACKAGE_ENTRIES.map((name) => `${root}package/${name}.ts`),
  options,
);
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length > 0) {
  const host = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  console.error(ts.formatDiagnostics(diagnostics, host));
  process.exit(1);
}
// Only the package's own files: the host types it imports ship as types/quick-actions.d.ts.
program.emit(undefined, (fileName, text) => {
  const relative = fileName.slice(OUT.length);
  if (!relative.startsWith('package/')) return;
  const target = `${OUT}${relative.slice('package/'.length)}`;
  writeFileSync(target, banner + text);
});
copyFileSync(`${root}package/lighthouse-sign-in.cjs`, `${OUT}lighthouse-sign-in.cjs`);
// The Mock Service Worker handlers' data: the demo host's own files, read now (package/msw-data.ts).
writeFileSync(
  `${OUT}msw-data.js`,
  `${banner}export const DEMO_DATA = ${JSON.stringify(readDemoData())};\n`,
);

// What each module a host's page bundles costs, minified as its bundler would and
// brotli-compressed, against perf/size-budgets.json's `package` budgets (a few hundred bytes).
const { package: budgets } = JSON.parse(readFileSync(`${root}perf/size-budgets.json`, 'utf8'));
let over = false;
for (const file of ['index.js', 'react.js']) {
  const { code = '' } = await minify(readFileSync(`${OUT}${file}`, 'utf8'), { module: true });
  const brotli = brotliCompressSync(code, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  const budget = budgets[file];
  over ||= !(brotli <= budget);
  console.log(
    `${brotli <= budget ? 'ok  ' : 'OVER'} lib/${file}  ${brotli} B minified + brotli (budget ${budget})`,
  );
}
if (over) process.exit(1);
