// Starts the demo host (demo/server.mjs) on a free port over the built dist/ —
// browser tests exercise the shipped files, as a host deploys them.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createDemoServer } from '../../demo/server.mjs';

// QA_DIST=dist-preact runs the same suite against the Preact flavour.
export const DIST_DIR = fileURLToPath(
  new URL(`../../${process.env.QA_DIST ?? 'dist'}/`, import.meta.url),
);

export async function startDemo(distDir = DIST_DIR) {
  if (!existsSync(`${distDir}/loader.js`)) {
    throw new Error(
      `${distDir}loader.js is missing: run \`npm run build\` before the browser tests`,
    );
  }
  return createDemoServer({ distDir, port: 0 });
}
