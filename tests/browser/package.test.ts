// The package as a host's build uses it (docs/host-api.md "The package"): `npm pack`, the tarball
// installed into a host app outside the repository, type-checked with `tsc --strict`, rendered on
// a server, built with Vite in React 19, React 18 and preact/compat, and driven in Chromium with
// the package's own dist/ served under /quick-actions/; and a host page with no backend at all,
// answered by `quick-actions/msw`'s handlers in msw's service worker; and `quick-actions/vite` in a
// real Vite build and dev server; and the two examples (examples/), built from the tarball.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from '../../demo/server.mjs';
import { launchChromium } from '../../tools/browser/launch';
import { A_US } from './support/fixtures';
import { lastServerRequestId, serverRequestsAfter } from './support/security';
import { controlled } from '../../tools/browser/worker';
import {
  expectDocuments,
  expectExpanded,
  openPopup,
  quickActionsButton,
  waitForPopupContent,
  waitForWidget,
} from './support/widget';

const root = fileURLToPath(new URL('../../', import.meta.url));
const versionOf = (name: string): string =>
  (
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

// The host app: a page that renders <QuickActions /> and can unmount it. With `?late`, the
// component mounts only after the page's load (a route the person opens later). What the widget
// reports goes to `window.hostErrors`.
const APP = `import { createElement, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QuickActions } from 'quick-actions/react';

const user = { secureId: 'S-1', loginId: 'jane@example.com', isSignedIn: true };
const late = new URLSearchParams(location.search).has('late');
const hostErrors: string[] = [];
const hostEvents: string[] = [];
Object.assign(window, { hostErrors, hostEvents });

function App() {
  const [shown, setShown] = useState(!late);
  useEffect(() => {
    if (!late) return;
    const mount = () => setTimeout(() => setShown(true), 50);
    if (document.readyState === 'complete') mount();
    else addEventListener('load', mount, { once: true });
  }, []);
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Host app'),
    createElement('button', { id: 'unmount', onClick: () => setShown(false) }, 'Unmount'),
    shown
      ? createElement(QuickActions, {
          getUser: () => user,
          getConfig: () => ({ unsupportedEsignRegions: 'QC,NU' }),
          logError: (error: Error) => void hostErrors.push(error.message),
          onReady: () => void hostEvents.push('ready'),
          onOpen: () => void hostEvents.push('open'),
          onClose: () => void hostEvents.push('close'),
          pageName: 'Host app',
        })
      : null,
  );
}

const element = document.getElementById('root');
if (element) createRoot(element).render(createElement(App));
`;

// A host page before its backend: msw's worker answers every call of docs/endpoints.md with the
// package's handlers (its own scope, so the widget's worker stays off: serviceWorker: false).
const MSW_APP = `import { setupWorker } from 'msw/browser';
import { loadQuickActions } from 'quick-actions';
import { quickActionsHandlers } from 'quick-actions/msw';

const worker = setupWorker(...quickActionsHandlers());
void worker
  .start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/app/msw/mockServiceWorker.js', options: { scope: '/app/msw/' } },
  })
  .then(() => {
    loadQuickActions({
      getUser: () => ({ secureId: 'HOST-7', loginId: 'dev@example.com', isSignedIn: true }),
      getConfig: () => ({ unsupportedEsignRegions: '' }),
      serviceWorker: false,
    });
  });
`;

// A snippet host page served by Vite with `quick-actions/vite`, and no backend: dist/ comes from
// the plugin, and the gate's missing endpoint is named to logError.
// The heading is the page's first contentful paint, which the loader waits for.
const PLUGIN_PAGE = `<!doctype html><html lang="en"><body><h1>Host page</h1><div id="quick-actions"></div>
<script>
  window.logged = [];
  window.QuickActions = window.QuickActions || function () {
    (window.QuickActions.q = window.QuickActions.q || []).push(arguments);
  };
  QuickActions('init', {
    getUser: () => ({ secureId: 'S-1', loginId: 'jane@example.com', isSignedIn: true }),
    getConfig: () => ({ unsupportedEsignRegions: '' }),
    logError: (error) => window.logged.push(error.name + ': ' + error.message),
  });
</script>
<script async src="/quick-actions/loader.js"></script>
</body></html>`;

const PLUGIN_CONFIG = `import { quickActions } from 'quick-actions/vite';
export default {
  root: 'plugin-app',
  logLevel: 'error',
  plugins: [quickActions()],
  build: { outDir: '../out/plugin', emptyOutDir: true },
};
`;

// Every entry point, typed as a host uses it; compiled, never run.
const TYPED_USES = `import {
  loadQuickActions,
  type LoadQuickActionsSettings,
  type QuickActionsActionDetail,
  type QuickActionsConfig,
  type QuickActionsEventName,
  type QuickActionsOptions,
  type QuickActionsUser,
  type MissingEndpointError,
} from 'quick-actions';
import type { QuickActionsProps, QuickActionsHandler, QuickActionsLocaleOption } from 'quick-actions/react';
import { numberToWords } from 'quick-actions/format';
import { download } from 'quick-actions/navigation';
import { quickActionsAssertions, VISITOR_COSTS } from 'quick-actions/lighthouse';
import { quickActionsHandlers } from 'quick-actions/msw';

const settings: LoadQuickActionsSettings = { src: '/qa/loader.js', nonce: 'abc' };
const call = loadQuickActions({ getUser: () => null, theme: 'slate-v4' }, settings);
call('update', { pageName: 'Home' });
call('on', 'action', (detail) => detail.url.toUpperCase());
const props: QuickActionsProps = { getUser: async () => null, position: 'bottom-left' };
const user: QuickActionsUser = { secureId: 'S-1', isSignedIn: true };
const config: QuickActionsConfig = { unsupportedEsignRegions: 'QC,NU' };
const locale: QuickActionsLocaleOption = 'fr-CA';
const options: QuickActionsOptions = { getUser: () => user, getConfig: () => config, locale };
const onAction: QuickActionsHandler<'action'> = (detail: QuickActionsActionDetail) => detail.id;
const names: QuickActionsEventName[] = ['ready', 'action'];
const logError = (error: Error) =>
  error.name === 'MissingEndpointError' ? (error as MissingEndpointError).endpoint : error.message;
const assertions = quickActionsAssertions('returningSignedIn', { scripts: 3, scriptBytes: 9000 });
const handlers = quickActionsHandlers({ person: 'B', variation: 'C' });
export const uses = [call.version, props, options, onAction, names, logError, numberToWords(21, 'en_US'), download, assertions, VISITOR_COSTS.firstVisit.scripts, handlers.length];
`;

const SERVER_RENDER = `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QuickActions } from 'quick-actions/react';
process.stdout.write(renderToString(createElement(QuickActions, { getUser: () => null })));
`;

const FLAVOURS = {
  react19: [],
  react18: [
    { find: /^react$/, replacement: 'react-18' },
    { find: /^react-dom\/(.*)$/, replacement: 'react-dom-18/$1' },
  ],
  preact: [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^(react|react-dom)$/, replacement: 'preact/compat' },
  ],
} as const;

let app = '';
let demo: DemoServer | undefined;
let browser: Browser | undefined;
let serverHtml = '';
let devServer: ChildProcess | undefined;

// A host's production build: Vitest's NODE_ENV=test would give Vite React's development build.
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });

beforeAll(async () => {
  app = mkdtempSync(join(tmpdir(), 'quick-actions-host-'));
  // The package as `npm pack` makes it, from the build the browser tests use (npm test builds
  // first; the tarball's prepack would build again).
  const tarball = run('npm', ['pack', '--ignore-scripts', '--pack-destination', app], root)
    .trim()
    .split('\n')
    .at(-1)!;
  writeFileSync(
    join(app, 'package.json'),
    '{ "name": "host-app", "private": true, "type": "module" }',
  );
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      // react-dom-18 asks for react 18 as `react`, which the alias below gives it at build time.
      '--legacy-peer-deps',
      `./${tarball}`,
      `react@${versionOf('react')}`,
      `react-dom@${versionOf('react-dom')}`,
      'react-18@npm:react@18.3.1',
      'react-dom-18@npm:react-dom@18.3.1',
      `preact@${versionOf('preact')}`,
      `msw@${versionOf('msw')}`,
      `@types/react@${versionOf('@types/react')}`,
      `@types/react-dom@${versionOf('@types/react-dom')}`,
    ],
    app,
  );
  mkdirSync(join(app, 'src'));
  writeFileSync(join(app, 'src/main.ts'), APP);
  writeFileSync(join(app, 'src/typed-uses.ts'), TYPED_USES);
  writeFileSync(join(app, 'src/msw.ts'), MSW_APP);
  writeFileSync(join(app, 'ssr.mjs'), SERVER_RENDER);
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM'],
        types: [],
      },
      include: ['src'],
    }),
  );
  // tsc --strict on the host's code against the package's declarations (the repository's
  // TypeScript: the host app installs only what it renders with).
  run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', app], app);
  serverHtml = run(process.execPath, ['ssr.mjs'], app);
  for (const [flavour, alias] of Object.entries(FLAVOURS)) {
    writeFileSync(
      join(app, `index.html`),
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.ts"></script></body></html>',
    );
    const config = join(app, `vite.${flavour}.config.mjs`);
    writeFileSync(
      config,
      `export default ${JSON.stringify({ root: app, base: `/app/${flavour}/`, logLevel: 'error', build: { outDir: join(app, 'out', flavour), emptyOutDir: true } }).slice(0, -1)}, resolve: { alias: ${stringifyAlias(alias)} } };`,
    );
    run(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', config],
      app,
    );
  }
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><body><h1>Host page</h1><div id="quick-actions"></div><script type="module" src="/src/msw.ts"></script></body></html>',
  );
  const mswConfig = join(app, 'vite.msw.config.mjs');
  writeFileSync(
    mswConfig,
    `export default ${JSON.stringify({ root: app, base: '/app/msw/', logLevel: 'error', build: { outDir: join(app, 'out', 'msw'), emptyOutDir: true } })};`,
  );
  run(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', mswConfig],
    app,
  );
  copyFileSync(
    join(app, 'node_modules/msw/lib/mockServiceWorker.js'),
    join(app, 'out/msw/mockServiceWorker.js'),
  );
  mkdirSync(join(app, 'plugin-app'));
  writeFileSync(join(app, 'plugin-app/index.html'), PLUGIN_PAGE);
  writeFileSync(join(app, 'vite.plugin.config.mjs'), PLUGIN_CONFIG);
  run(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.plugin.config.mjs'],
    app,
  );
  // examples/, as the tarball ships them: the snippet page as it is, and the Vite + React app
  // built as its README says.
  const shipped = join(app, 'node_modules/quick-actions/examples');
  cpSync(join(shipped, 'html'), join(app, 'out/example-html'), { recursive: true });
  cpSync(join(shipped, 'vite-react'), join(app, 'examples/vite-react'), {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|public)$/.test(source),
  });
  // Strict TypeScript over the example as its tsconfig.json sets it; `vite/client`'s types are
  // those of the repository's Vite, which builds it.
  symlinkSync(join(root, 'node_modules/vite'), join(app, 'node_modules/vite'), 'dir');
  run(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(app, 'examples/vite-react')],
    app,
  );
  run(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'error',
      '--base',
      '/app/example-react/',
      '--outDir',
      join(app, 'out/example-react'),
      '--emptyOutDir',
    ],
    join(app, 'examples/vite-react'),
  );
  copyFileSync(
    join(app, 'node_modules/msw/lib/mockServiceWorker.js'),
    join(app, 'out/example-react/mockServiceWorker.js'),
  );
  [demo, browser] = await Promise.all([
    createDemoServer({
      distDir: join(app, 'node_modules/quick-actions/dist'),
      appDir: join(app, 'out'),
    }),
    launchChromium(),
  ]);
}, 240_000);

afterAll(async () => {
  devServer?.kill();
  await Promise.all([browser?.close(), demo?.close()]);
  if (app) rmSync(app, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The host app's Vite dev server (the plugin's config), once it answers. */
async function startDevServer(): Promise<string> {
  const port = await freePort();
  devServer = spawn(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      '--config',
      'vite.plugin.config.mjs',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: app, stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${origin}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  return origin;
}

function stringifyAlias(alias: readonly { find: RegExp; replacement: string }[]): string {
  return `[${alias.map(({ find, replacement }) => `{ find: ${String(find)}, replacement: ${JSON.stringify(replacement)} }`).join(', ')}]`;
}

describe('the package in a host app', () => {
  it('type-checks strictly and renders #quick-actions on a server', () => {
    expect(serverHtml).toBe('<div id="quick-actions"></div>');
  });

  it('builds each app with its own framework', () => {
    const bundle = (flavour: string) =>
      readdirSync(join(app, 'out', flavour, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(join(app, 'out', flavour, 'assets', file), 'utf8'))
        .join('');
    // React's version string, in whichever quotes the minifier chose.
    const react = (version: string) => new RegExp(`["'\`]${version.replaceAll('.', '\\.')}["'\`]`);
    expect(bundle('react19')).toMatch(react(versionOf('react')));
    expect(bundle('react18')).toMatch(react('18.3.1'));
    expect(bundle('preact')).not.toMatch(react(versionOf('react')));
    expect(bundle('preact')).not.toMatch(react('18.3.1'));
  });

  it.each(Object.keys(FLAVOURS))(
    '%s: the button appears, opens with documents, and unmounting removes everything',
    async (flavour) => {
      const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
      // Person A, signed in to the demo host, returning (the first use would open by itself).
      await context.addCookies([{ name: 'demo_session', value: 'A', url: demo!.url }]);
      await context.addInitScript(() => localStorage.setItem('quickactions_seen', '1'));
      const page = await context.newPage();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      try {
        await page.goto(`${demo!.url}/app/${flavour}/`);
        await quickActionsButton(page).waitFor();
        await openPopup(page);
        await expectDocuments(page, A_US);
        // The component's event props hear the widget's events.
        await expect
          .poll(() =>
            page.evaluate(() => (window as unknown as { hostEvents: string[] }).hostEvents),
          )
          .toEqual(['ready', 'open']);
        await page.click('#unmount');
        await expect
          .poll(() =>
            page.evaluate(() => ({
              root: document.querySelector('[data-quick-actions-root]') !== null,
              element: document.getElementById('quick-actions') !== null,
            })),
          )
          .toEqual({ root: false, element: false });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('with no backend, quick-actions/msw answers every call: the button and the documents', async () => {
    // A fresh context: no demo_session cookie, so the demo server would answer no documents.
    const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => localStorage.setItem('quickactions_seen', '1'));
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const before = await lastServerRequestId(demo!.url);
    try {
      await page.goto(`${demo!.url}/app/msw/`);
      await quickActionsButton(page).waitFor();
      await openPopup(page);
      await expectDocuments(page, A_US);
      // Every call was answered in the page: none reached a server.
      expect(await serverRequestsAfter(demo!.url, before)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('quick-actions/vite writes dist/ into the build under /quick-actions/', () => {
    const dist = join(app, 'node_modules/quick-actions/dist');
    const shipped = readdirSync(dist).filter((file) => !file.startsWith('.'));
    const emitted = join(app, 'out/plugin/quick-actions');
    expect(readdirSync(emitted).sort()).toEqual(shipped.sort());
    for (const file of ['loader.js', 'sw.js']) {
      expect(readFileSync(join(emitted, file))).toEqual(readFileSync(join(dist, file)));
    }
  });

  it('quick-actions/vite serves dist/ in development with its headers; a missing endpoint is named', async () => {
    const origin = await startDevServer();
    const sw = await fetch(`${origin}/quick-actions/sw.js`);
    expect(sw.headers.get('service-worker-allowed')).toBe('/');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${origin}/quick-actions/loader.js`)).headers.get('cache-control')).toBe(
      'no-cache',
    );
    const hashed = readdirSync(join(app, 'node_modules/quick-actions/dist')).find((file) =>
      /^facade-.*\.js$/.test(file),
    );
    expect((await fetch(`${origin}/quick-actions/${hashed}`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );

    const context = await browser!.newContext();
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    try {
      await page.goto(`${origin}/`);
      // No backend: the gate answers 404, once named, and the widget stays hidden.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { logged: string[] }).logged), {
          timeout: 15_000,
        })
        .toEqual([
          'MissingEndpointError: Quick Actions: POST /api/foundation/user-account-management/v1/user-experiment answered 404. The widget needs this call from your server: see docs/endpoints.md in the quick-actions package.',
        ]);
      expect(await quickActionsButton(page).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('examples/html: the snippet page shows the button and the documents', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'demo_session', value: 'A', url: demo!.url }]);
    await context.addInitScript(() => localStorage.setItem('quickactions_seen', '1'));
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    try {
      await page.goto(`${demo!.url}/app/example-html/`);
      await quickActionsButton(page).waitFor();
      await openPopup(page);
      await expectDocuments(page, A_US);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// examples/vite-react as a host builds it from the tarball: its index.html's CSP requires Trusted
// Types and lists `quick-actions`; the widget mounts after the page's load, in the dark palette,
// answered by quick-actions/msw. Served again with `quick-actions` taken out of that list, the
// same app stays up and the widget reports once, as docs/host-api.md "CSP" says.
describe('examples/vite-react: strict CSP with Trusted Types, dark, no backend', () => {
  const EXAMPLE = '/app/example-react/';
  // The example's CSP as shipped, and the same with the package's policy name taken out.
  const ALLOWED = 'trusted-types quick-actions default';
  const REFUSED = 'trusted-types default';

  async function visit(refuseOurPolicy: boolean) {
    const context = await browser!.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: 'dark',
    });
    await context.addInitScript(() => {
      localStorage.setItem('quickactions_seen', '1');
      // Whether the component had mounted by the page's load (it must not have).
      addEventListener('load', () =>
        Object.assign(window, { mountedAtLoad: document.getElementById('quick-actions') !== null }),
      );
    });
    if (refuseOurPolicy) {
      await context.route(`${demo!.url}${EXAMPLE}`, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        expect(html).toContain(ALLOWED);
        await route.fulfill({ response, body: html.replace(ALLOWED, REFUSED) });
      });
    }
    const page = await context.newPage();
    const pageErrors: string[] = [];
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const before = await lastServerRequestId(demo!.url);
    const response = await page.goto(`${demo!.url}${EXAMPLE}`);
    expect(await response?.text()).toContain(refuseOurPolicy ? REFUSED : ALLOWED);
    // The host's app is up, under a policy that refuses a plain string as a script's URL.
    await page.getByRole('heading', { name: 'Host app' }).waitFor();
    expect(
      await page.evaluate(() => {
        try {
          document.createElement('script').src = '/not-trusted.js';
          return 'accepted';
        } catch (error) {
          return (error as Error).name;
        }
      }),
    ).toBe('TypeError');
    return { context, page, pageErrors, consoleErrors, before };
  }
  const hostButton = (page: Page) =>
    page.getByRole('button', { name: 'Open or close Quick Actions' });
  const reported = (page: Page) =>
    page.getByRole('list', { name: 'Reported by Quick Actions' }).getByRole('listitem');

  it('the app, the button, and the hook opens the popup with documents, dark, after load', async () => {
    const { context, page, pageErrors, consoleErrors, before } = await visit(false);
    try {
      await quickActionsButton(page).waitFor();
      expect(await page.evaluate(() => (window as { mountedAtLoad?: boolean }).mountedAtLoad)).toBe(
        false,
      );
      // useQuickActions().toggle, from the host's own button: opens, then closes.
      await waitForWidget(page);
      await hostButton(page).click();
      await expectExpanded(page, 'true');
      await waitForPopupContent(page);
      await expectDocuments(page, A_US);
      await hostButton(page).click();
      await expectExpanded(page, 'false');
      // The widget's own button opens it as well.
      await openPopup(page);
      await expectDocuments(page, A_US);
      expect(
        await page.evaluate(
          () =>
            document.querySelector<HTMLElement>('[data-quick-actions-root]')?.dataset.colorScheme,
        ),
      ).toBe('dark');
      // msw answered every call in the page: none reached a server.
      expect(await serverRequestsAfter(demo!.url, before)).toEqual([]);
      expect(await reported(page).count()).toBe(0);
      // No CSP or Trusted Types violation, no error: each would be on the console.
      expect(consoleErrors).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('without `quick-actions` in trusted-types: the app stays, one logError, no widget', async () => {
    const { context, page, pageErrors } = await visit(true);
    try {
      await expect.poll(() => reported(page).allTextContents()).toHaveLength(1);
      expect((await reported(page).allTextContents())[0]).toMatch(
        /^Quick Actions is not loaded: the page's Trusted Types refused \/quick-actions\/loader\.js\. Allow our policy with `trusted-types quick-actions`/,
      );
      // The hook's commands wait in the queue for a widget that never comes: nothing happens.
      await hostButton(page).click();
      await hostButton(page).click();
      expect(await page.getByRole('heading', { name: 'Host app' }).count()).toBe(1);
      expect(await page.locator('#quick-actions').count()).toBe(1);
      expect(await page.locator('script[data-quick-actions-loader]').count()).toBe(0);
      expect(await page.locator('[data-quick-actions-root]').count()).toBe(0);
      expect(await reported(page).count()).toBe(1);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// A host that requires Trusted Types, with the header a security guide gives: the app's pages are
// served with it (the demo host serves them without, so the header is added on the way).
describe('the package under Trusted Types, mounting after the page’s load', () => {
  async function visit(policies: string) {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'demo_session', value: 'A', url: demo!.url }]);
    await context.addInitScript(() => localStorage.setItem('quickactions_seen', '1'));
    await context.route(`${demo!.url}/app/**`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy': `require-trusted-types-for 'script'; trusted-types ${policies}`,
        },
      });
    });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const response = await page.goto(`${demo!.url}/app/react19/?late`);
    expect(response?.headers()['content-security-policy']).toContain('require-trusted-types-for');
    return { context, page, errors };
  }
  const hostErrors = (page: Page) =>
    page.evaluate(() => (window as unknown as { hostErrors: string[] }).hostErrors);

  it('with `trusted-types quick-actions`: the button, documents, the worker, no error', async () => {
    const { context, page, errors } = await visit('quick-actions');
    try {
      await quickActionsButton(page).waitFor();
      await openPopup(page);
      await expectDocuments(page, A_US);
      // The facade registers the worker through the policy the package made: one per page.
      await controlled(page);
      expect(await page.locator('h1').textContent()).toBe('Host app');
      expect(await hostErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('without the quick-actions policy allowed: the host’s app stays, one logError, no widget', async () => {
    const { context, page, errors } = await visit('host-only');
    try {
      await expect.poll(() => hostErrors(page)).toHaveLength(1);
      expect((await hostErrors(page))[0]).toMatch(
        /Trusted Types refused.*trusted-types quick-actions/,
      );
      expect(await page.locator('h1').textContent()).toBe('Host app');
      expect(await page.locator('#quick-actions').count()).toBe(1);
      expect(await page.locator('script[data-quick-actions-loader]').count()).toBe(0);
      expect(await page.locator('[data-quick-actions-root]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
