// Flat config: typescript-eslint's recommended rules on TS, plain recommended on the .mjs scripts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const OUTSIDE_THE_PRODUCT = ['**/tests/**', '**/tools/**', '**/perf/**', '**/demo/**'];
// The product's folders above core, which core and the package both stay out of.
const ABOVE_CORE = ['**/loader/**', '**/widget/**', '**/sw/**', '**/locales/**', '**/themes/**'];
// What loader.js may import from core/: each module here is paid for on every page view of the
// host (perf/size-budgets.json, loader.js 1,536 B brotli).
const STAGE_ONE_CORE = [
  'cookie',
  'experiments/experiment-store',
  'host/host-providers',
  'locale',
  'storage/local-storage',
  'visibility',
];

// What no core file imports: the layers above it, what is not the product, a framework.
const CORE_FORBIDDEN = [
  ...ABOVE_CORE,
  ...OUTSIDE_THE_PRODUCT,
  'react',
  'react-dom',
  'react-dom/*',
  'preact',
  'preact/*',
];

// A file inside a core folder: page code outside core imports `core/<folder>` (its index.ts, the
// folder's public face) instead. Stage one keeps its allow-list of files (each one is paid for by
// every visitor) and the worker its files (the folders mix page and worker code; sw/ compiles
// against the WebWorker library).
const CORE_FILE = '**/core/*/*';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'lib', 'node_modules', 'coverage', 'perf/reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Page code is built for ES2020 (ADR-0014), where a class field or parameter property is
  // lowered through the transform's define helpers, which then ship in the chunk (ADR-0083):
  // fields are declared and assigned in the constructor instead.
  {
    files: ['{core,widget,loader}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'PropertyDefinition[declare!=true], TSParameterProperty',
          message: 'declare the field and assign it in the constructor (eslint.config.js)',
        },
      ],
    },
  },
  // The module graph (README "Layout"). Page and worker code never import tests, tools, perf or
  // the demo; each layer imports only the layers below it.
  ...layer(
    'core/**/*.{ts,tsx}',
    'core imports only core (and the public types and version)',
    CORE_FORBIDDEN,
  ),
  // core's folders without a cycle (ADR-0104; tests/unit/layering/core-folders.test.ts reads the whole
  // graph): what an error says (errors) is below how a call is made (request), and both are below
  // reporting them (reporting). A folder's block repeats core's list: a later block replaces it.
  ...layer('core/errors/**/*.ts', 'core/errors is below core/request and core/reporting', [
    ...CORE_FORBIDDEN,
    '../request',
    '../request/*',
    '../reporting',
    '../reporting/*',
  ]),
  ...layer('core/request/**/*.ts', 'core/request is below core/reporting', [
    ...CORE_FORBIDDEN,
    '../reporting',
    '../reporting/*',
  ]),
  ...layer(
    'loader/*.ts',
    'stage one (loader.js, paid by every visitor) imports only the core modules listed in eslint.config.js',
    ['**/widget/**', '**/sw/**', ...OUTSIDE_THE_PRODUCT],
    `^\\.\\./core/(?!(?:${STAGE_ONE_CORE.join('|')})$)`,
  ),
  ...layer(
    'loader/facade/**/*.ts',
    'the facade imports core (through each folder’s index.ts), themes and locales, never the widget or the worker',
    ['**/widget/**', '**/sw/**', ...OUTSIDE_THE_PRODUCT, CORE_FILE],
  ),
  ...layer(
    'widget/**/*.{ts,tsx}',
    'the widget imports core through each folder’s index.ts, never the loader or the worker',
    ['**/loader/**', '**/sw/**', ...OUTSIDE_THE_PRODUCT, CORE_FILE],
  ),
  ...layer('sw/**/*.ts', 'the worker never imports page code', [
    '**/loader/**',
    '**/widget/**',
    '**/locales/**',
    ...OUTSIDE_THE_PRODUCT,
  ]),
  ...layer(
    'package/**/*.ts',
    'the package (bundled by the host with its own code) imports only the public types and react',
    ['**/core/**', ...ABOVE_CORE, ...OUTSIDE_THE_PRODUCT],
  ),
  ...layer('{perf,demo,tools}/**/*.{ts,mjs}', 'perf, the demo and tools never import tests', [
    '**/tests/**',
  ]),
);

/**
 * @param {string} files
 * @param {string} message
 * @param {string[]} group gitignore-style patterns of forbidden import paths
 * @param {string} [regex] a forbidden import path, as a regular expression
 */
function layer(files, message, group, regex) {
  const patterns = [{ group, message }];
  if (regex) patterns.push({ regex, message });
  return [{ files: [files], rules: { 'no-restricted-imports': ['error', { patterns }] } }];
}
