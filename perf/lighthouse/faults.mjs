// The gate fails on each fact it holds (ADR-0097): per fault, a copy of dist/ gets a few lines
// appended to loader.js and the gate runs on it (bare page, anonymous visitor). No fault must
// hold; each fault must fail with its own breach. `node faults.mjs [dist] [fault ...]`, locked.
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** After the page's load event, in a task of its own, so only the fault itself breaks a budget. */
const LATER = `const qaLater = (f) => document.readyState === 'complete' ? setTimeout(f, 0) : addEventListener('load', () => setTimeout(f, 0));`;
/** A busy loop of 60 ms in one task, `body` run at every turn. */
const busy = (/** @type {string} */ body) =>
  `qaLater(() => { const end = performance.now() + 60; let n = 0; while (performance.now() < end) { ${body} } window.qaFault = n; });`;

/** @type {Record<string, { code: string, breach: RegExp }>} */
export const FAULTS = {
  none: { code: '', breach: /^$/ },
  'extra-request': {
    code: `qaLater(() => document.head.append(Object.assign(document.createElement('script'), { src: '/quick-actions/extra.js' })));`,
    breach: /requests extra\.js, one more than its 1 allowed/,
  },
  'early-request': {
    code: `fetch('/quick-actions/early.json').catch(() => {});`,
    breach: /requests early\.json at \d+ ms, before the page's load and first paint/,
  },
  'lcp-element': {
    code: `qaLater(() => { const d = document.createElement('div'); d.setAttribute('data-quick-actions-root', ''); d.style.cssText = 'position:fixed;inset:0;z-index:9;background:#fff;font-size:48px'; d.textContent = 'Quick Actions '.repeat(40); document.body.append(d); });`,
    breach: /the LCP element is ours/,
  },
  'layout-shift': {
    code: `qaLater(() => { const d = document.createElement('div'); d.style.height = '300px'; document.body.prepend(d); });`,
    breach: /layout shift [\d.]+ > 0 without us/,
  },
  'long-task': { code: busy('n++;'), breach: /a task of ours, loader\.js, is long: \d+ ms at 4×/ },
  'storage-wait': {
    code: busy(`n += (localStorage.getItem('qa-fault') ?? '').length + 1;`),
    breach: /a task of ours, loader\.js, is long: \d+ ms at 4×|waits off the CPU/,
  },
};

/**
 * @param {string} dist
 * @param {string} fault
 * @returns {Promise<{ fault: string, code: number, breaches: string[], held: boolean }>}
 */
async function runWith(dist, fault) {
  const dir = mkdtempSync(join(tmpdir(), `qa-fault-${fault}-`));
  try {
    const copy = join(dir, 'dist');
    cpSync(dist, copy, { recursive: true });
    const { code } = /** @type {{ code: string }} */ (FAULTS[fault]);
    const loader = join(copy, 'loader.js');
    if (code) appendFileSync(loader, `\n;{ ${LATER} ${code} }\n`);
    // The demo serves the precompressed copies: they follow the patched file.
    writeFileSync(`${loader}.br`, brotliCompressSync(readFileSync(loader)));
    writeFileSync(`${loader}.gz`, gzipSync(readFileSync(loader)));
    const env = { ...process.env, LH_VARIANTS: 'anonymous', LH_REPORTS: join(dir, 'reports') };
    const run = `${root}perf/lighthouse/run-lighthouse.mjs`;
    const { status, output } = await new Promise((done) => {
      execFile(process.execPath, [run, copy], { env }, (error, stdout, stderr) =>
        done({ status: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
    const breaches = output
      .split('\n')
      .filter((line) => line.startsWith('  - '))
      .map((line) => line.slice(4));
    const { breach } = /** @type {{ breach: RegExp }} */ (FAULTS[fault]);
    const held =
      fault === 'none' ? status === 0 : status === 1 && breaches.some((b) => breach.test(b));
    return { fault, code: status, breaches, held };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [distArg = 'dist', ...asked] = process.argv.slice(2);
  const dist = resolve(root, distArg);
  let failed = false;
  for (const fault of asked.length > 0 ? asked : Object.keys(FAULTS)) {
    if (!FAULTS[fault])
      throw new Error(`Unknown fault ${fault} (${Object.keys(FAULTS).join(', ')})`);
    const result = await runWith(dist, fault);
    failed ||= !result.held;
    console.log(
      `${result.held ? 'as expected' : 'NOT AS EXPECTED'}: ${fault}, gate exit ${result.code}` +
        (result.breaches.length ? `\n${result.breaches.map((b) => `    ${b}`).join('\n')}` : ''),
    );
  }
  process.exitCode = failed ? 1 : 0;
}
