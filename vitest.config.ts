import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: fast unit/component tests (node or jsdom), and real-browser tests that
// drive Debian Chromium against the demo server (tests/browser).
export default defineConfig({
  plugins: [react()],
  define: {
    __DEV__: 'true',
    __FACADE_CHUNK__: JSON.stringify('facade-TEST.js'),
    __WIDGET_CHUNK__: JSON.stringify('widget-TEST.js'),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure modules run in node; files that need a DOM say `@vitest-environment jsdom`.
          environment: 'node',
          pool: 'threads',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // `npm run bench` only (issue 7: benchmarks are not timed tests).
        extends: true,
        test: {
          name: 'bench',
          environment: 'node',
          pool: 'forks',
          execArgv: ['--expose-gc'],
          include: ['perf/bench/**/*.bench.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
