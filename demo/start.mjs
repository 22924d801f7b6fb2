// `npm start`: build the widget, then serve the demo host page. `--no-build` skips the build.
// Port: $PORT or 5173; a busy port falls back to a free one.
import { spawn } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createDemoServer, DEFAULT_DIST_DIR } from './server.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_PORT = 5173;

/** @returns {Promise<void>} */
function build() {
  return new Promise((resolve, reject) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * @param {string | undefined} text
 */
function requestedPort(text) {
  if (text === undefined || text === '') return DEFAULT_PORT;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${text}"`);
  }
  return port;
}

async function main() {
  if (!process.argv.includes('--no-build')) await build();
  if (!fs.existsSync(path.join(DEFAULT_DIST_DIR, 'loader.js'))) {
    console.warn('Warning: dist/loader.js is missing; the page will show no widget until a build.');
  }
  const port = requestedPort(process.env.PORT);
  let demo;
  try {
    demo = await createDemoServer({ port });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EADDRINUSE') throw error;
    console.warn(`Port ${port} is busy; using a free port instead.`);
    demo = await createDemoServer({ port: 0 });
  }
  console.log(`Quick Actions demo: http://localhost:${demo.port}/`);

  const stop = () => {
    demo.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
