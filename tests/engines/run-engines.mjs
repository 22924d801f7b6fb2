// The cross-engine subset (scenarios.mjs) in Firefox ESR (WebDriver BiDi) and
// WebKitGTK (W3C WebDriver, under xvfb-run), against the built files. Exits non-zero when any
// scenario fails in either engine.
//
//   node tests/engines/run-engines.mjs                 both engines, side by side, over dist/
//   QA_DIST=dist-engines node tests/engines/run-engines.mjs webkit
//
// Each engine runs in a child process of its own (WebKit's under xvfb-run -a); the parent prints
// both outputs and a timing line per engine.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SCENARIOS } from './scenarios.mjs';
import { startSite } from './site.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const DIST = `${root}${process.env.QA_DIST ?? 'dist'}`;
const ALL = ['firefox', 'webkit'];
const SCENARIO_TIMEOUT = 90_000;

const [mode, engineName] = process.argv.slice(2);

if (mode === '--engine') {
  process.exitCode = (await runEngine(engineName)) ? 0 : 1;
} else {
  const wanted = process.argv.slice(2).filter((arg) => ALL.includes(arg));
  const engines = wanted.length ? wanted : ALL;
  const missing = [
    ['firefox', '/usr/bin/firefox-esr', process.env.FIREFOX_PATH],
    ['webkit', '/usr/bin/WebKitWebDriver', process.env.WEBKIT_DRIVER],
    ['webkit', '/usr/bin/xvfb-run', undefined],
  ].filter(([name, path, override]) => engines.includes(name) && !existsSync(override ?? path));
  if (missing.length) {
    console.error(
      `Missing ${missing.map(([, path]) => path).join(', ')}: run \`node tests/browser/ensure-engines.mjs\``,
    );
    process.exit(1);
  }
  const started = Date.now();
  const results = await Promise.all(engines.map(spawnEngine));
  console.log('\nEngines:');
  for (const { name, ok, ms } of results) {
    console.log(`  ${ok ? '✔' : '✘'} ${name.padEnd(8)} ${(ms / 1000).toFixed(1)} s`);
  }
  console.log(`  total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

/** @param {string} name */
function spawnEngine(name) {
  const started = Date.now();
  const script = fileURLToPath(import.meta.url);
  const [command, args] =
    name === 'webkit'
      ? ['xvfb-run', ['-a', process.execPath, script, '--engine', name]]
      : [process.execPath, [script, '--engine', name]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let partial = '';
    const onData = (/** @type {Buffer} */ chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => {
      if (partial) process.stdout.write(`[${name}] ${partial}\n`);
      resolve({ name, ok: code === 0, ms: Date.now() - started });
    });
  });
}

/** @param {string | undefined} name */
async function runEngine(name) {
  const site = await startSite(DIST);
  const launch =
    name === 'firefox'
      ? (await import('./firefox.mjs')).launchFirefox
      : (await import('./webkit.mjs')).launchWebKit;
  const launchStarted = Date.now();
  const engine = await launch();
  console.log(`${engine.version}, started in ${Date.now() - launchStarted} ms`);
  const only = process.env.ENGINE_SCENARIO;
  let failures = 0;
  try {
    for (const scenario of SCENARIOS) {
      if (only && !scenario.name.includes(only)) continue;
      const started = Date.now();
      /** @type {string[]} */
      const notes = [];
      /** @type {import('./site.mjs').Origin[]} */
      const origins = [];
      let timer;
      try {
        await Promise.race([
          scenario.run({
            engine,
            origin: async () => {
              const created = await site.origin();
              origins.push(created);
              return created;
            },
            note: (text) => notes.push(text),
          }),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`scenario took over ${SCENARIO_TIMEOUT} ms`)),
              SCENARIO_TIMEOUT,
            );
          }),
        ]);
        console.log(`  ✔ ${scenario.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failures++;
        console.log(`  ✘ ${scenario.name} (${Date.now() - started} ms)`);
        console.log(
          `    ${String(error instanceof Error ? error.stack : error).replace(/\n/g, '\n    ')}`,
        );
      } finally {
        clearTimeout(timer);
        for (const text of notes) console.log(`    note: ${text}`);
        // Leave the origin before closing it, so no page of it keeps running.
        await engine.goto('about:blank').catch(() => undefined);
        await Promise.all(origins.map((o) => o.close()));
      }
    }
  } finally {
    await engine.close();
    await site.close();
  }
  console.log(failures ? `${failures} scenario(s) failed in ${name}` : `all passed in ${name}`);
  return failures === 0;
}
