import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import {
  defineConfig,
  type Plugin,
  type Rolldown,
  type TerserOptions,
  type UserConfig,
} from 'vite';
import react from '@vitejs/plugin-react';
import { minify as terserMinify } from 'terser';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { BUILT_NAMES } from './loader/facade/built-names';
import { version } from './package.json';
import { precacheList } from './sw/precache-list';
import { reactDomClientAsEsmPlugin } from './tools/build/react-dom-client-as-esm';
import { bannerFor, hostDeclarations } from './types/host-declarations';

// `npm run build` runs Vite five times (package.json), each pass into dist/:
//   1. `--mode chunks`: the ES-module chunks, content-hashed — the React widget, the open's
//      head start (early-open), the lazy locale bundles and themes — and a manifest;
//   1b. `--mode format`: `format.js` (stable name, a public file of dist/), with the same
//      locale bundles;
//   2. `--mode facade`: the facade (stage two of the loader), one self-contained
//      hashed ES module that knows the widget's file from manifest 1, and `navigation.js`
//      (stable name) beside it;
//   3. `--mode loader`: `loader.js`, a classic IIFE with a stable name that knows the
//      facade's file from manifest 2;
//   4. `--mode sw`: `sw.js`, the service worker (classic script, stable name).
// Passes 1 and 2 are separate so the facade shares no chunk with the widget: an
// eligible visitor's button needs exactly loader.js + facade, never a third file.
// Every file gets `.br` and `.gz` siblings for servers that serve precompressed files.

// The same widget source also builds with `react` aliased to preact/compat
// (`QA_FLAVOUR=preact`, `npm run build:preact`) into dist-preact/, so a host can trade
// React's ~59 KB for Preact's ~7 KB.
const flavour = process.env.QA_FLAVOUR === 'preact' ? 'preact' : 'react';
// QA_OUT_DIR lets a parallel job build elsewhere without touching dist/.
const outDir = resolve(
  __dirname,
  process.env.QA_OUT_DIR ?? (flavour === 'preact' ? 'dist-preact' : 'dist'),
);
const flavourAliases =
  flavour === 'preact'
    ? [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
        // widget/framework.ts from any widget folder ('./framework', '../framework'):
        // tests/unit/perf/build-output.test.ts checks which one each flavour bundled.
        {
          find: /^(\.\.?\/)+framework$/,
          replacement: resolve(__dirname, 'widget/framework-preact.ts'),
        },
      ]
    : [];
const CHUNKS_MANIFEST = '.vite/chunks-manifest.json';
// The ES modules host pages import by name (docs/host-api.md): format.js, navigation.js.
const STABLE_ENTRY_NAMES = new Set(['format', 'navigation']);
const FACADE_MANIFEST = '.vite/facade-manifest.json';
const FORMAT_MANIFEST = '.vite/format-manifest.json';
const CURRENT_FACADE = 'facade.js';

// For host engineers (ADR-0006): every built file names its version on its first line (a banner
// comment, kept by minifiers: `/*!`), and source maps are written beside the build (`.map`) but
// never referenced from the shipped files (`sourcemap: 'hidden'`: no sourceMappingURL comment), so
// a host can keep them for its error tracker without shipping them to visitors.
const BANNER = bannerFor(version);
const SOURCE_MAPS = 'hidden' as const;

/**
 * The banner on emitted stylesheets (the JS chunks get it from `output.postBanner`), and the
 * hosts' type declarations (types/*.d.ts) copied into the build as dist/quick-actions.d.ts and
 * dist/format.d.ts.
 */
function hostFiles({ declarations }: { declarations: boolean }): Plugin {
  return {
    name: 'quick-actions:host-files',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          file.source = `${BANNER}\n${String(file.source)}`;
        }
      }
      if (!declarations) return;
      for (const { fileName, source } of hostDeclarations(version)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

// vite-plugin-compression (the card's pick) cannot emit .br and .gz together: its
// instances share one mtime cache and skip each other's files (ADR-0001).
const precompress = () =>
  compression({
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    include: /\.(js|css|json|svg|html)$/,
    exclude: /\.vite\//,
    threshold: 0,
  });

/**
 * Terser's compression, safe options only, on the ES chunks before Rolldown's own minifier (Oxc)
 * renames and prints them (ADR-0004): Vite's terser skips library-mode ES output. Not on the
 * framework's chunk, which its packages ship minified.
 */
function compressChunks(): Plugin {
  return {
    name: 'quick-actions:compress-chunks',
    async renderChunk(code, chunk) {
      if (chunk.name === WIDGET_RUNTIME_CHUNK) return null;
      const result = await terserMinify(code, {
        module: true,
        ecma: 2020,
        compress: { passes: 3 },
        mangle: false,
        format: { comments: 'some' },
        sourceMap: { asObject: true },
      });
      return { code: result.code ?? code, map: result.map as never };
    },
  };
}

interface ManifestEntry {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The framework's packages, in either flavour (preact/compat stands in for react), and
 * widget/framework.ts (widget/framework-preact.ts in the preact flavour), which initialises them
 * when their chunk is evaluated.
 */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|preact)[\\/]|[\\/]widget[\\/]framework(-preact)?\.ts$/;
const WIDGET_RUNTIME_CHUNK = 'widget-runtime';

// No long task from us (ADR-0008): V8's explicit compile hint (Chrome 136+; other engines read a
// comment). A file that carries it is compiled whole, function by function, on the background
// thread that streams it in, where a function is otherwise compiled on the main thread the first
// time it runs. The first render runs most of the widget chunk and of the framework chunk (the
// interop helper is part of the framework): measured on a first visit in Lighthouse's traces, 10
// runs per flavour, our longest task fell from 83 to 34 ms (React) and 51 to 39 ms (Preact) at
// 3.5×, and our tasks' total by 17-19%. Not on the locale chunks (data), the facade or the loader.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const COMPILED_WHOLE = new Set(['widget', WIDGET_RUNTIME_CHUNK, 'rolldown-runtime']);

const readManifest = (manifestName: string) =>
  JSON.parse(readFileSync(resolve(outDir, manifestName), 'utf8')) as Record<string, ManifestEntry>;

function entryOf(manifest: Record<string, ManifestEntry>, manifestName: string, name: string) {
  const entry = Object.values(manifest).find((item) => item.isEntry && item.name === name);
  if (!entry) throw new Error(`${manifestName} has no ${name} entry: run the earlier passes first`);
  return entry;
}

const entryChunkFile = (manifestName: string, name: string): string =>
  entryOf(readManifest(manifestName), manifestName, name).file;

/**
 * The files the widget entry imports statically, the framework first: the facade evaluates them
 * one per task before the widget itself (ADR-0013).
 */
function widgetImports(): string[] {
  const manifest = readManifest(CHUNKS_MANIFEST);
  const keys = entryOf(manifest, CHUNKS_MANIFEST, 'widget').imports ?? [];
  const runtimeFirst = (key: string) => (manifest[key]?.name === WIDGET_RUNTIME_CHUNK ? 0 : 1);
  return [...keys]
    .sort((a, b) => runtimeFirst(a) - runtimeFirst(b))
    .map((key) => manifest[key]?.file ?? key);
}

// The files the earlier passes wrote (top level: the build is flat), for the worker's precache.
const builtFiles = () =>
  readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({ name: entry.name, content: readFileSync(resolve(outDir, entry.name)) }));
const contentRevision = (content: Uint8Array) =>
  createHash('sha256').update(content).digest('hex').slice(0, 16);

const production = {
  'process.env.NODE_ENV': JSON.stringify('production'),
};

// `facade.js`, a stable name (served no-cache): the current deploy's facade, re-exported. A page
// loaded before a deploy finds the files of the deploy that replaced its own through it
// (ADR-0103); nothing else loads it.
function currentFacadeAlias(): Plugin {
  return {
    name: 'quick-actions:current-facade',
    generateBundle(_options, bundle) {
      const facade = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === 'facade',
      );
      if (!facade) return;
      this.emitFile({
        type: 'asset',
        fileName: CURRENT_FACADE,
        source: `${BANNER}\nexport * from './${facade.fileName}';\n`,
      });
    },
  };
}

// The facade chunk's entry: loader/facade/index.ts's exports under their built names, the ones
// loader.js and other deploys call (loader/facade/built-names.ts, ADR-0010). No file has its
// path: the plugin writes the module.
const FACADE_ENTRY = resolve(__dirname, 'loader/facade/built-entry');
function facadeEntry(): Plugin {
  const source = JSON.stringify(resolve(__dirname, 'loader/facade/index.ts'));
  const names = Object.entries(BUILT_NAMES).map(([name, built]) => `${name} as ${built}`);
  return {
    name: 'quick-actions:facade-entry',
    resolveId: (id) => (id === FACADE_ENTRY ? FACADE_ENTRY : null),
    load: (id) => (id === FACADE_ENTRY ? `export { ${names.join(', ')} } from ${source};\n` : null),
  };
}

// Library mode for the ES passes: app mode wraps every dynamic import in Vite's
// preload helper (an extra request, and <link rel=modulepreload> elements added to
// the host's head, even with modulePreload: false — vitejs/vite#18551). Library
// mode leaves plain import() calls; it does not minify ES output itself, hence
// `output.minify`.
function esModulesConfig(
  entry: Record<string, string>,
  manifest: string,
  define: Record<string, string>,
  emptyOutDir: boolean,
): UserConfig {
  return {
    define: { ...production, ...define },
    base: './',
    publicDir: false,
    resolve: { alias: flavourAliases },
    // The first pass empties dist/, so it writes the declarations.
    plugins: [
      ...(flavour === 'react' ? [reactDomClientAsEsmPlugin(__dirname)] : []),
      react(),
      hostFiles({ declarations: emptyOutDir }),
      currentFacadeAlias(),
      facadeEntry(),
      compressChunks(),
      precompress(),
    ],
    build: {
      outDir,
      emptyOutDir,
      target: 'es2020',
      sourcemap: SOURCE_MAPS,
      manifest,
      lib: { entry, formats: ['es'] },
      rollupOptions: {
        // An entry may export more than its own exports: what a lazy chunk shares with the chunk
        // that imports it (the error-logging client, ADR-0084) stays in that chunk, instead of a
        // third file every page would load.
        preserveEntrySignatures: 'allow-extension',
        output: {
          format: 'es',
          minify: true,
          // The banner stays the first line; V8 reads the compile hint on the next, before any code.
          postBanner: (chunk) =>
            COMPILED_WHOLE.has(chunk.name) ? `${BANNER}\n${COMPILE_HINT}` : BANNER,
          entryFileNames: (chunk) =>
            STABLE_ENTRY_NAMES.has(chunk.name) ? '[name].js' : '[name]-[hash].js',
          // Locale bundles get a recognisable name for their size budget.
          // The bundler's CommonJS interop helpers, which the framework chunk and the widget
          // share, get a chunk of their own that no group can take: named as part of the
          // framework (budgets and the facade's import order go by that name).
          chunkFileNames: (chunk) =>
            chunk.facadeModuleId?.includes('/locales/bundles/')
              ? 'locale-[name]-[hash].js'
              : chunk.name === 'rolldown-runtime'
                ? `${WIDGET_RUNTIME_CHUNK}-interop-[hash].js`
                : '[name]-[hash].js',
          assetFileNames: '[name]-[hash][extname]',
          // The framework in a chunk of its own (widget-runtime-<hash>.js, ADR-0013), so the
          // facade evaluates it and the app code in separate tasks (import-widget-in-steps.ts).
          // Only the widget imports these packages; the facade pass never matches.
          codeSplitting: {
            groups: [{ name: WIDGET_RUNTIME_CHUNK, test: FRAMEWORK_MODULES }],
          },
        },
      },
    },
  };
}

// Terser's extra passes take ~4% more off the classic scripts than the default minifier
// (loader.js: 1,656 → 1,594 B brotli); loader.js's budget is what every visitor pays.
const TERSER_COMPRESS = { passes: 3, unsafe: true, unsafe_arrows: true, pure_getters: true };

interface ClassicMinify {
  terser: TerserOptions;
  /** Rolldown's own minifier (Oxc), run on terser's output; false for none. */
  oxc: Rolldown.OutputOptions['minify'];
}

const TERSER_ONLY: ClassicMinify = {
  terser: { ecma: 2020, compress: TERSER_COMPRESS, mangle: { toplevel: true } },
  oxc: false,
};

// loader.js: terser compresses, Oxc renames and prints. Oxc's names and printing (`let`, merged
// declarations) brotli better than terser's, and with `inline: 1` (simple functions only) each
// helper stays a function of its own instead of its body at the call site with the temporaries
// that takes. Passes stop paying at 4; 5 keeps a margin for the code to change.
const TERSER_THEN_OXC: ClassicMinify = {
  terser: { ecma: 2020, compress: { ...TERSER_COMPRESS, passes: 5, inline: 1 }, mangle: false },
  oxc: { compress: { target: 'es2020' }, mangle: true },
};

// A classic script with a stable name (loader.js, sw.js).
function classicScriptConfig(
  input: string,
  fileName: string,
  define: Record<string, string>,
  target: 'es2020' | 'es2022',
  { terser, oxc }: ClassicMinify,
) {
  return {
    define: { ...production, ...define },
    publicDir: false as const,
    plugins: [precompress()],
    build: {
      outDir,
      emptyOutDir: false,
      target,
      sourcemap: SOURCE_MAPS,
      minify: 'terser' as const,
      terserOptions: terser,
      rollupOptions: {
        input: resolve(__dirname, input),
        // Rolldown minifies after the plugins' renderChunk (terser's) and before the banner.
        output: {
          format: 'iife' as const,
          entryFileNames: fileName,
          postBanner: BANNER,
          minify: oxc,
        },
      },
    },
  } satisfies UserConfig;
}

export default defineConfig(({ mode }) => {
  switch (mode) {
    case 'facade':
      // dist/navigation.js (types/navigation.d.ts) is built here, not with the widget: it then
      // shares no chunk with the widget, whose open path stays the files it was.
      return esModulesConfig(
        {
          facade: FACADE_ENTRY,
          navigation: resolve(__dirname, 'core/navigation.ts'),
        },
        FACADE_MANIFEST,
        {
          __WIDGET_CHUNK__: JSON.stringify(entryChunkFile(CHUNKS_MANIFEST, 'widget')),
          __WIDGET_IMPORTS__: JSON.stringify(widgetImports()),
          __EARLY_CHUNK__: JSON.stringify(entryChunkFile(CHUNKS_MANIFEST, 'early-open')),
        },
        false,
      );
    case 'loader':
      // README "Browser support": loader.js runs on every page view, so it must parse where
      // the facade and the widget do (ES2020: Chrome 80, Firefox 74, Safari 13.1); those
      // then leave a browser too old for the widget without a button (core/visibility.ts
      // `runsTheWidget`). `??=` lowered costs 2 B brotli.
      return classicScriptConfig(
        'loader/index.ts',
        'loader.js',
        { __FACADE_CHUNK__: JSON.stringify(entryChunkFile(FACADE_MANIFEST, 'facade')) },
        'es2020',
        TERSER_THEN_OXC,
      );
    case 'sw':
      // The worker precaches what passes 1-3 wrote (sw/precache-list.ts).
      // Class fields and `??=` stay native (ES2022): a browser too old to parse them fails to
      // register the worker, a rejection the facade ignores, and keeps the widget online.
      return classicScriptConfig(
        'sw/sw.ts',
        'sw.js',
        { __PRECACHE_LIST__: JSON.stringify(precacheList(builtFiles(), contentRevision)) },
        'es2022',
        TERSER_ONLY,
      );
    case 'format':
      // dist/format.js (types/format.d.ts) in a pass of its own: the locale loader it shares with
      // the widget would otherwise be a chunk of its own, one more file on the widget's open path.
      return esModulesConfig(
        { format: resolve(__dirname, 'locales/format/index.ts') },
        FORMAT_MANIFEST,
        {},
        false,
      );
    default:
      return esModulesConfig(
        {
          widget: resolve(__dirname, 'widget/index.tsx'),
          // The open's head start, which the facade imports at the first sign of intent (ADR-0105).
          'early-open': resolve(__dirname, 'widget/early-open.ts'),
        },
        CHUNKS_MANIFEST,
        {},
        true,
      );
  }
});
