// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './helpers';

const server = useDemoServer();

async function page(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await server.raw(pathAndQuery, { headers });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return response;
}

/** The literal value of one init option in the snippet, e.g. `pageName: "About",`. */
function initOption(html: string, name: string): string | undefined {
  return new RegExp(`\\n    ${name}: (.+),\\n`).exec(html)?.[1];
}

// The snippet of docs/host-api.md "The snippet", line by line, as hosts copy it.
const SNIPPET_LINES = [
  '<div id="quick-actions"></div>',
  '  window.QuickActions = window.QuickActions || function () {',
  '    (window.QuickActions.q = window.QuickActions.q || []).push(arguments);',
  '  };',
  "  QuickActions('init', {",
  '    getUser: () => window.demoHost.user(),',
  '    getConfig: () => window.demoHost.config(),',
  '    track: (event) => window.demoHost.track(event),',
  '    logError: (error) => window.demoHost.logError(error),',
  '  });',
  '<script async src="/quick-actions/loader.js"></script>',
];

describe('host page', () => {
  it('carries the host-contract snippet, in the contract order, after #quick-actions', async () => {
    const { text } = await page('/');
    let from = 0;
    for (const line of SNIPPET_LINES) {
      const at = text.indexOf(line, from);
      expect(at, line).toBeGreaterThanOrEqual(from);
      from = at + line.length;
    }
    // window.demoHost exists before the snippet can call it.
    expect(text.indexOf('window.demoHost = host')).toBeLessThan(
      text.indexOf("QuickActions('init'"),
    );
  });

  it.each([
    ['/', 'Home'],
    ['/all/', 'All Contracts'],
    ['/about/', 'About'],
    ['/how-it-works/', 'How It Works'],
    ['/estate-vault/', 'Estate Vault'],
    ['/post-purchase-dashboard/', 'Post Purchase Dashboard'],
    ['/business-solutions/', 'Business Solutions'],
    ['/affiliate-program/', 'Affiliate Program'],
  ])('%s has page name %s, passed to init as pageName', async (pagePath, name) => {
    const { text } = await page(pagePath);
    expect(text).toContain(`<body data-page-name="${name}">`);
    expect(initOption(text, 'pageName')).toBe(JSON.stringify(name));
    expect(text).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(text).toContain('<main id="main">');
  });

  it('redirects a page path without its trailing slash, keeping the query', async () => {
    const response = await server.raw('/all?user=B');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/all/?user=B');
  });

  it('passes design, theme and iconsUrl through from the query', async () => {
    const { text } = await page('/?design=desktop-v2&theme=slate-v1&iconsUrl=/cdn/icons.json');
    expect(initOption(text, 'design')).toBe('"desktop-v2"');
    expect(initOption(text, 'theme')).toBe('"slate-v1"');
    expect(initOption(text, 'iconsUrl')).toBe('"/cdn/icons.json"');
  });

  it('omits design, theme and iconsUrl when unset or invalid', async () => {
    for (const query of ['', '?design=tablet&theme=slate-v9&iconsUrl=//evil.example/x.json']) {
      const { text } = await page(`/${query}`);
      expect(initOption(text, 'design')).toBeUndefined();
      expect(initOption(text, 'theme')).toBeUndefined();
      expect(initOption(text, 'iconsUrl')).toBeUndefined();
    }
  });

  it('passes init’s position through from the query, and only a valid one', async () => {
    expect(initOption((await page('/?position=bottom-left')).text, 'position')).toBe(
      '"bottom-left"',
    );
    expect(initOption((await page('/?position=top-left')).text, 'position')).toBeUndefined();
    expect(initOption((await page('/')).text, 'position')).toBeUndefined();
  });

  it('keeps the demo state in links to the other host pages', async () => {
    const { text } = await page('/?user=B&loc=CAQC&design=mobile&utm_source=x');
    expect(text).toContain('href="/about/?user=B&amp;loc=CAQC&amp;design=mobile"');
  });

  it('escapes query values everywhere they appear', async () => {
    const evil = encodeURIComponent('</script><script>alert(1)</script>');
    const { text } = await page(`/?loc=${evil}&esignRegions=${evil}&iconsUrl=/${evil}`);
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('Custom: &lt;/script&gt;');
  });

  it('has no inline styles or inline event handlers', async () => {
    for (const query of ['', '?csp=strict', '?snippet=off']) {
      const { text } = await page(`/${query}`);
      expect(text).not.toMatch(/\sstyle\s*=/i);
      expect(text).not.toMatch(/<style/i);
      expect(text).not.toMatch(/\son[a-z]+\s*=/i);
      expect(text).not.toMatch(/javascript:/i);
    }
  });

  it('references no external origin (no fonts, no CDNs)', async () => {
    const { text } = await page('/');
    expect(text).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});

describe('csp=strict', () => {
  it('sends the strict CSP with a fresh nonce on every script of the page', async () => {
    const first = await page('/?csp=strict');
    const csp = first.headers['content-security-policy'];
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(csp))?.[1];
    expect(csp).toBe(
      `script-src 'self' 'nonce-${nonce}'; style-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'`,
    );
    const scripts = [...first.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.filter((attrs) => !attrs.includes('src=')).length).toBe(2);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);

    const second = await page('/?csp=strict');
    expect(second.headers['content-security-policy']).not.toBe(csp);
  });

  it("sends the guides' 'strict-dynamic' policy, with or without worker-src", async () => {
    for (const [query, worker] of [
      ['strict-dynamic', "; worker-src 'self'"],
      ['strict-dynamic-no-worker', ''],
    ] as const) {
      const { headers, text } = await page(`/?csp=${query}`);
      const csp = String(headers['content-security-policy']);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(csp).toBe(
        `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'${worker}`,
      );
      for (const [, attrs] of text.matchAll(/<script\b([^>]*)>/g)) {
        expect(attrs).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it('sends no CSP and no nonces otherwise', async () => {
    const { headers, text } = await page('/');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(text).not.toContain('nonce=');
  });
});

describe('snippet=off (the Lighthouse baseline)', () => {
  it('has no snippet, no loader and no #quick-actions, but the rest of the page', async () => {
    const { text } = await page('/?snippet=off');
    expect(text).not.toContain('loader.js');
    expect(text).not.toContain("QuickActions('init'");
    expect(text).not.toContain('id="quick-actions"');
    expect(text).toContain('/demo-assets/controls.js');
    expect(text).toContain('window.demoHost = host');
  });
});

interface Dom {
  window: Window & typeof globalThis;
}
type JsdomConstructor = new (
  html: string,
  options: { url: string; runScripts: 'dangerously' },
) => Dom;

// jsdom ships no type declarations here (no @types/jsdom); a non-literal specifier keeps the
// compiler from looking for them, and the one constructor we use is typed above.
const JSDOM_MODULE = 'jsdom';
const { JSDOM } = (await import(JSDOM_MODULE)) as { JSDOM: JsdomConstructor };

describe('the page in a DOM (inline scripts run, loader.js not loaded)', () => {
  async function load(pathAndQuery: string, cookie?: string) {
    const { text } = await page(pathAndQuery, cookie ? { Cookie: cookie } : {});
    const dom = new JSDOM(text, { url: `${server.url}${pathAndQuery}`, runScripts: 'dangerously' });
    if (cookie) dom.window.document.cookie = cookie;
    return dom;
  }

  type Win = Window & {
    demoHost: {
      user(): unknown;
      config(): unknown;
      track(event: unknown): void;
      logError(error: unknown): void;
      signIn(key: string): void;
      signOut(): void;
      tracked: unknown[];
      loggedErrors: Array<{ message: string; causes: Array<{ message: string }> }>;
    };
    QuickActions: ((...args: unknown[]) => void) & { q: ArrayLike<unknown>[] };
    quickActionsDebug?: boolean;
  };

  it('queues init with providers backed by the demo state (user A by default)', async () => {
    const dom = await load('/all/');
    const win = dom.window as unknown as Win;
    const init = win.QuickActions.q[0] as unknown as [string, Record<string, unknown>];
    expect(init[0]).toBe('init');
    const options = init[1] as {
      getUser(): unknown;
      getConfig(): unknown;
      pageName: string;
    };
    expect(options.pageName).toBe('All Contracts');
    expect(options.getUser()).toEqual({
      secureId: 'S-1',
      loginId: 'jane@example.com',
      isSignedIn: true,
    });
    expect(options.getConfig()).toEqual({ unsupportedEsignRegions: 'QC,NU' });
    expect(win.document.cookie).toContain('demo_session=A');
    dom.window.close();
  });

  it('takes user B, no user, and e-sign regions from the query', async () => {
    const b = await load('/?user=B&esignRegions=QC');
    expect((b.window as unknown as Win).demoHost.user()).toEqual({
      secureId: 'S-2',
      loginId: 'omar@example.com',
      isSignedIn: true,
    });
    expect((b.window as unknown as Win).demoHost.config()).toEqual({
      unsupportedEsignRegions: 'QC',
    });
    b.window.close();

    const none = await load('/?user=none');
    expect((none.window as unknown as Win).demoHost.user()).toBeNull();
    expect(none.window.document.cookie).not.toContain('demo_session');
    none.window.close();
  });

  it('falls back to the session cookie when the query names no user', async () => {
    const dom = await load('/', 'demo_session=B');
    expect((dom.window as unknown as Win).demoHost.user()).toMatchObject({ secureId: 'S-2' });
    dom.window.close();
  });

  it('returns Promises from the providers with providers=async', async () => {
    const dom = await load('/?providers=async');
    const user = (dom.window as unknown as Win).demoHost.user();
    expect(user).toBeInstanceOf(dom.window.Promise);
    await expect(user).resolves.toMatchObject({ secureId: 'S-1' });
    dom.window.close();
  });

  it('signs out and in without a reload: cookie, URL, then QuickActions("refresh")', async () => {
    const dom = await load('/?design=mobile');
    const win = dom.window as unknown as Win;
    win.demoHost.signOut();
    expect(win.demoHost.user()).toBeNull();
    expect(win.document.cookie).not.toContain('demo_session');
    expect(win.location.search).toBe('?design=mobile&user=none');
    expect(Array.from(win.QuickActions.q.at(-1) ?? [])).toEqual(['refresh']);

    win.demoHost.signIn('B');
    expect(win.demoHost.user()).toMatchObject({ secureId: 'S-2' });
    expect(win.document.cookie).toContain('demo_session=B');
    expect(win.location.search).toBe('?design=mobile&user=B');
    expect(win.QuickActions.q.length).toBe(3);
    expect(() => win.demoHost.signIn('C')).toThrow('demoHost.signIn expects "A" or "B"');
    dom.window.close();
  });

  it('records track events and logged errors with their cause chain', async () => {
    const dom = await load('/');
    const win = dom.window as unknown as Win;
    const event = { section: 'Quick Actions', component: 'Popup', action: 'open', extra: {} };
    win.demoHost.track(event);
    expect(win.demoHost.tracked).toEqual([event]);

    const cause = new Error('inner');
    win.demoHost.logError(new Error('outer', { cause }));
    win.demoHost.logError('just a string');
    expect(win.demoHost.loggedErrors[0]).toMatchObject({
      name: 'Error',
      message: 'outer',
      causes: [{ name: 'Error', message: 'inner' }],
    });
    expect(win.demoHost.loggedErrors[1]).toMatchObject({
      name: 'string',
      message: 'just a string',
    });
    dom.window.close();
  });

  it('turns on quickActionsDebug only with debug=1', async () => {
    const on = await load('/?debug=1');
    expect((on.window as unknown as Win).quickActionsDebug).toBe(true);
    on.window.close();
    const off = await load('/');
    expect((off.window as unknown as Win).quickActionsDebug).toBeUndefined();
    off.window.close();
  });
});

describe('controls panel', () => {
  it('is rendered with the current settings selected', async () => {
    const { text } = await page('/?loc=CAQC&design=mobile&theme=slate-v4&user=B', {
      Cookie: 'demo_fault=tiles:hang; demo_latency=750; demo_exp=QuickActionsGate:C',
    });
    expect(text).toContain('<option value="CAQC" selected>');
    expect(text).toContain('<option value="mobile" selected>');
    expect(text).toContain('<option value="slate-v4" selected>');
    expect(text).toMatch(/data-demo-fault="tiles">.*<option value="hang" selected>/);
    expect(text).toContain('id="demo-latency" min="0" max="120000" step="100" value="750"');
    expect(text).toMatch(/data-demo-exp="QuickActionsGate">.*<option value="C" selected>/);
    expect(text).toContain('data-demo-sign-in="B" aria-pressed="true"');
    expect(text).toContain('href="/demo/errors"');
    expect(text).toContain('href="/demo/reset"');
  });

  it('has a Host API card: open and close, placement through update, the events', async () => {
    const { text } = await page('/?position=bottom-left');
    expect(text).toContain('id="demo-api-title">Host API</h3>');
    expect(text).toContain('data-demo-api="open"');
    expect(text).toContain('data-demo-api="close"');
    expect(text).toMatch(/id="demo-api-position"[^>]*>.*<option value="bottom-left" selected>/);
    expect(text).toContain('id="demo-api-events"');
    expect(text).toContain('id="demo-api-version"');
    // Apply and reload keeps the position.
    expect(text).toContain('<input type="hidden" name="position" value="bottom-left">');
  });

  it('gives every form control a label', async () => {
    const { text } = await page('/', { Cookie: 'demo_exp=A1:N' });
    const ids = [
      ...text.matchAll(/<(?:select|input)\b(?![^>]*type="hidden")[^>]*\bid="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(text).toContain(`for="${id}"`);
  });
});
