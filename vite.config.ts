import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';

// `npm run build` runs Vite twice (see package.json):
//   1. default mode — the ES-module chunks, content-hashed: the facade (stage two of
//      the loader), the React widget, plus `format.js` (stable name, contract §2)
//      and a manifest;
//   2. `--mode loader` — `loader.js`, a classic IIFE script with a stable name that
//      finds the hashed facade chunk through the manifest of step 1.
// Every file gets `.br` and `.gz` siblings for servers that serve precompressed files.

const outDir = resolve(__dirname, 'dist');

// vite-plugin-compression (the card's pick) cannot emit .br and .gz together: its
// instances share one mtime cache and skip each other's files (docs/decisions.md).
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

interface ManifestEntry {
  file: string;
  name?: string;
  isEntry?: boolean;
}

function entryChunkFile(name: string): string {
  const manifest = JSON.parse(
    readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestEntry>;
  const entry = Object.values(manifest).find((item) => item.isEntry && item.name === name);
  if (!entry)
    throw new Error(`dist/.vite/manifest.json has no ${name} entry: run \`vite build\` first`);
  return entry.file;
}

const loaderConfig = (): UserConfig => ({
  define: { __DEV__: 'false', __FACADE_CHUNK__: JSON.stringify(entryChunkFile('facade')) },
  publicDir: false,
  plugins: [precompress()],
  build: {
    outDir,
    emptyOutDir: false,
    // Class fields and `??=` stay native: every browser with adoptedStyleSheets has them.
    target: 'es2022',
    minify: true,
    rollupOptions: {
      input: resolve(__dirname, 'loader/index.ts'),
      output: { format: 'iife', entryFileNames: 'loader.js' },
    },
  },
});

// The service worker: a classic script with a stable name (it is registered by URL).
const swConfig = (): UserConfig => ({
  define: { __DEV__: 'false' },
  publicDir: false,
  plugins: [precompress()],
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2022',
    rollupOptions: {
      input: resolve(__dirname, 'sw/sw.ts'),
      output: { format: 'iife', entryFileNames: 'sw.js' },
    },
  },
});

const chunksConfig = (): UserConfig => ({
  define: { __DEV__: 'false', 'process.env.NODE_ENV': JSON.stringify('production') },
  base: './',
  publicDir: false,
  plugins: [react(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2020',
    manifest: true,
    // Library mode: app mode wraps every dynamic import in Vite's preload helper (an
    // extra request, and <link rel=modulepreload> elements added to the host's head,
    // even with modulePreload: false — vitejs/vite#18551). Library mode leaves plain
    // import() calls. It does not minify ES output itself, hence `output.minify`.
    lib: {
      entry: {
        facade: resolve(__dirname, 'loader/facade/index.ts'),
        widget: resolve(__dirname, 'widget/index.tsx'),
        format: resolve(__dirname, 'locales/format/index.ts'),
      },
      formats: ['es'],
    },
    rollupOptions: {
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        minify: true,
        entryFileNames: (chunk) => (chunk.name === 'format' ? 'format.js' : '[name]-[hash].js'),
        // Locale bundles get a recognisable name for their size budget (issue 7).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/locales/bundles/')
            ? 'locale-[name]-[hash].js'
            : '[name]-[hash].js',
        assetFileNames: '[name]-[hash][extname]',
      },
    },
  },
});

export default defineConfig(({ mode }) =>
  mode === 'loader' ? loaderConfig() : mode === 'sw' ? swConfig() : chunksConfig(),
);
