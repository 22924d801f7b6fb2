// WebKitGTK through plain W3C WebDriver over HTTP (Debian's webkit2gtk-driver: WebKitWebDriver
// driving MiniBrowser; needs a display, so run-engines.mjs runs this under xvfb-run). Node's
// fetch only, no client library. One session (one MiniBrowser) for the whole run; each scenario
// is its own origin (site.mjs), so nothing carries over.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS = { Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** @returns {Promise<import('./engine.mjs').Engine>} */
export async function launchWebKit() {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let driverLog = '';
  driver.stderr.on('data', (chunk) => (driverLog = (driverLog + chunk).slice(-2000)));
  const base = `http://127.0.0.1:${port}`;
  /** @param {string} method @param {string} path @param {unknown} [body] */
  const call = async (method, path, body) => {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = /** @type {{ value: any }} */ (await response.json());
    if (!response.ok) {
      throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(json.value).slice(0, 500)}`);
    }
    return json.value;
  };
  // The driver takes a moment to listen: a poll for its /status, not a sleep.
  const end = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await call('GET', '/status')).ready !== undefined) break;
    } catch (error) {
      if (Date.now() > end)
        throw new Error(`WebKitWebDriver did not start: ${driverLog || error}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const session = await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    },
  });
  const s = `/session/${session.sessionId}`;
  await call('POST', `${s}/window/rect`, { width: 1280, height: 800 }).catch(() => undefined);
  // WebDriver sends every command to the session's current window: a tab's methods make theirs
  // current first (scenarios with two tabs of one browser, which share storage and workers).
  let current = /** @type {string} */ (await call('GET', `${s}/window`));
  /** @param {string} handle */
  const use = async (handle) => {
    if (current === handle) return;
    await call('POST', `${s}/window`, { handle });
    current = handle;
  };
  /**
   * The page-level part of the Engine interface for the window `handle`.
   * @param {string} handle
   * @returns {Omit<import('./engine.mjs').Tab, 'close'>}
   */
  const driving = (handle) => {
    /** @param {{ type: string, id: string, parameters?: object, actions: object[] }} source */
    const act = async (source) => {
      await use(handle);
      await call('POST', `${s}/actions`, { actions: [source] });
      await call('DELETE', `${s}/actions`);
    };
    const mouse = (/** @type {object[]} */ actions) =>
      act({ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions });
    return {
      async goto(url) {
        await use(handle);
        await call('POST', `${s}/url`, { url });
      },
      async reload() {
        await use(handle);
        await call('POST', `${s}/refresh`, {});
      },
      async evaluate(fn, ...args) {
        await use(handle);
        const result = await call('POST', `${s}/execute/async`, {
          script: `const done = arguments[arguments.length - 1];
            Promise.resolve().then(() => (${fn})(...${JSON.stringify(args)})).then(
              (value) => done({ value: value === undefined ? null : value }),
              (error) => done({ error: String(error && error.stack || error) }));`,
          args: [],
        });
        if (result?.error) throw new Error(result.error);
        return result?.value;
      },
      async click(x, y) {
        await mouse([
          { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ]);
      },
      async hover(x, y) {
        await mouse([
          { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
        ]);
      },
      async press(key) {
        const value = KEYS[key];
        await act({
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        });
      },
    };
  };
  const first = current;
  return {
    name: 'webkit',
    version: `WebKitGTK ${session.capabilities.browserVersion}`,
    ...driving(first),
    async openTab() {
      // A window, not a tab: MiniBrowser opens a tab hidden, and a hidden page never paints, so
      // the loader (which waits for the first paint) never draws the widget there.
      const { handle } = await call('POST', `${s}/window/new`, { type: 'window' });
      await use(handle);
      await call('POST', `${s}/window/rect`, { width: 1280, height: 800 }).catch(() => undefined);
      return {
        ...driving(handle),
        async close() {
          await use(handle);
          await call('DELETE', `${s}/window`);
          // The session has no current window now: the first one is made current again.
          current = '';
          await use(first);
        },
      };
    },
    async close() {
      await call('DELETE', s).catch(() => undefined);
      driver.kill('SIGTERM');
    },
  };
}
