// Hostile input: an XSS corpus in the style of OWASP's filter-evasion cheat sheet —
// <script>, event-handler attributes, SVG/MathML tricks, `javascript:` written with entities,
// whitespace, case and control characters, `data:text/html`, `vbscript:`, `file:`, and
// network-path URLs (`//evil.example`) — injected where outside text reaches the popup:
// - document names and their post/download URLs, hub titles and hrefs (the services' JSON,
//   answered by `context.route`);
// - upsell markdown and every other locale string (a tampered `locale-en-*.js` bundle).
// The page runs WITHOUT a CSP, so nothing here is saved by the browser: the widget itself must
// render text as text. In every page: the `window.__xss` sentinel stays unset and no dialog
// opens, each payload shows literally, no element carries an event-handler attribute or is a
// script, frame, object or foreign image, and only http(s) URLs become links or form actions —
// relative ones staying on this origin, others opening in a new tab (spec §5 rejected schemes,
// spec §9 new tab for another host).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ESTATE_VAULT_URL } from '../../core/actions';
import { DIST_DIR } from '../../tools/browser/demo';
import {
  expanded,
  securityRecord,
  widgetButton,
  type SecurityVisit,
  inSecurityVisit,
} from './support/security';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { popup, readPopup, waitForPopupContent } from './support/widget';

const suite = useBrowserAndDemo({ worker: false });

/** Text that would run, or draw markup, if it were ever treated as HTML or a template. */
const TEXT_PAYLOADS = [
  `<script>window.__xss='script'</script>`,
  `<img src=x onerror="window.__xss='img'">`,
  `<svg onload="window.__xss='svg'"><circle r=5 /></svg>`,
  `"><img src=x onerror=window.__xss='attr'>`,
  `'><script>alert('quote')</script>`,
  `<iframe src="javascript:window.__xss='iframe'"></iframe>`,
  `<body onload=window.__xss='body'>`,
  `<a href="javascript:window.__xss='a'">click me</a>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__xss='mxss'>`,
  `<details open ontoggle=window.__xss='toggle'>`,
  `</textarea></title><script>window.__xss='close'</script>`,
  `<object data="data:text/html,<script>window.__xss='object'</script>"></object>`,
  `<input autofocus onfocus=window.__xss='focus'>`,
  `<IMG SRC=JaVaScRiPt:alert('case')>`,
  `<<SCRIPT>window.__xss='nested';//<</SCRIPT>`,
  `{{constructor.constructor('window.__xss="template"')()}} \${window.__xss='literal'}`,
  `&lt;script&gt;window.__xss='entity'&lt;/script&gt; &amp; &#60;b&#62;`,
  `\u202Egnp.exe <script>window.__xss='rtl'</script>`,
];

/** Hrefs: the rejected schemes in every disguise, network paths, and two that are fine. */
const URL_PAYLOADS = [
  `javascript:window.__xss='js'`,
  `JaVaScRiPt:window.__xss='case'`,
  ` javascript:window.__xss='space'`,
  `java\tscript:window.__xss='tab'`,
  `java\nscript:window.__xss='newline'`,
  `java\u0000script:window.__xss='nul'`,
  `\u0001javascript:window.__xss='control'`,
  `&#106;avascript:window.__xss='decimal'`,
  `&#x6A;avascript:window.__xss='hex'`,
  `&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058window.__xss='padded'`,
  `javascript&colon;window.__xss='named'`,
  `jav&#x09;ascript:window.__xss='tab entity'`,
  `vbscript:msgbox('vb')`,
  `VBScript:msgbox('VB')`,
  `data:text/html,<script>window.__xss='data'</script>`,
  `data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9J2I2NCc8L3NjcmlwdD4=`,
  `file:///etc/passwd`,
  `//evil.example/steal/post.aspx`,
  `\\\\evil.example/steal/post.aspx`,
  `/\\evil.example/steal`,
  `https://evil.example/ok/post.aspx`,
  `/post-purchase-dashboard/safe/post.aspx`,
];

// demo/fixtures: user A. One page per batch: two documents (a Document opened by a link, an
// Editor opened by a form POST) and one hub, each with its own text and URL payload.
const BATCH = 3;
const batches = Array.from(
  { length: Math.ceil(Math.max(TEXT_PAYLOADS.length, URL_PAYLOADS.length) / BATCH) },
  (_, index) =>
    [0, 1, 2].map((slot) => ({
      text: TEXT_PAYLOADS[(index * BATCH + slot) % TEXT_PAYLOADS.length]!,
      url: URL_PAYLOADS[(index * BATCH + slot) % URL_PAYLOADS.length]!,
    })),
);

function tile(id: number, name: string, url: string, editor: boolean) {
  return {
    TileType: 'Document',
    ItemId: id,
    Name: name,
    CountryCode: 'US',
    LastModified: `2025-11-2${id % 10}T09:00:00Z`,
    Blob: null,
    DocumentType: editor ? 'Editor' : 'Document',
    Template: 'WILL',
    PostUrl: url,
    DownloadUrl: editor ? url : null,
    ContractUrl: url,
    NotarySessionId: null,
    NotaryDocumentId: null,
  };
}

async function routeServices(
  context: BrowserContext,
  batch: { text: string; url: string }[],
): Promise<void> {
  const [first, second, hub] = batch as [
    { text: string; url: string },
    { text: string; url: string },
    { text: string; url: string },
  ];
  await context.route('**/ItemTileService/api/FolderTile', (route) =>
    route.fulfill({
      json: {
        Data: [
          { Children: [tile(99002, first.text, first.url, false)] },
          tile(99001, second.text, second.url, true),
        ],
      },
    }),
  );
  await context.route('**/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles*', (route) =>
    route.fulfill({
      json: { succeeded: true, result: [{ title: hub.text, href: hub.url }], errors: [] },
    }),
  );
}

/** Everything in the widget's shadow root that could run or load something, and every link. */
interface Surface {
  /** Elements that must never be there: script, iframe, object, embed, style, svg other than icons. */
  forbidden: string[];
  /** `tag[attribute]` for every on* attribute. */
  handlers: string[];
  /** img src values (resolved). */
  images: string[];
  links: { href: string; resolved: string; target: string | null; rel: string | null }[];
  forms: { action: string; resolved: string; method: string }[];
  /** The host document's script and iframe count (the widget must not add any). */
  hostScripts: number;
  hostFrames: number;
}

const readSurface = (page: Page): Promise<Surface> =>
  page.evaluate(() => {
    const root = document.querySelector('[data-quick-actions-root]')?.shadowRoot;
    if (!root) throw new Error('no widget');
    const all = [...root.querySelectorAll('*')];
    return {
      forbidden: all
        .filter((element) =>
          [
            'SCRIPT',
            'IFRAME',
            'FRAME',
            'OBJECT',
            'EMBED',
            'STYLE',
            'BASE',
            'META',
            'LINK',
          ].includes(element.tagName)
            ? !(element.tagName === 'LINK' && element.hasAttribute('data-qa-theme'))
            : false,
        )
        .map((element) => element.outerHTML.slice(0, 120)),
      handlers: all.flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name))
          .map((attribute) => `${element.tagName}[${attribute.name}]`),
      ),
      images: [...root.querySelectorAll('img')].map((img) => img.src),
      links: [...root.querySelectorAll('a[href]')].map((a) => ({
        href: a.getAttribute('href') ?? '',
        resolved: (a as HTMLAnchorElement).href,
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
      forms: [...root.querySelectorAll('form')].map((form) => ({
        action: form.getAttribute('action') ?? '',
        resolved: form.action,
        method: form.method,
      })),
      hostScripts: document.scripts.length,
      hostFrames: document.querySelectorAll('iframe, frame, object, embed').length,
    };
  });

/** The rules every page must keep, whatever the payloads. */
async function expectInert(
  page: Page,
  visit: SecurityVisit,
  expect: ExpectStatic,
  hostBefore: { scripts: number; frames: number },
): Promise<Surface> {
  const surface = await readSurface(page);
  expect(surface.forbidden).toEqual([]);
  expect(surface.handlers).toEqual([]);
  const origin = new URL(page.url()).origin;
  for (const src of surface.images) {
    // Icons come from the definitions' own path on this origin (spec §7).
    expect(new URL(src).origin).toBe(origin);
    expect(new URL(src).pathname.startsWith('/images/icons/')).toBe(true);
  }
  for (const link of [
    ...surface.links,
    ...surface.forms.map((form) => ({ ...form, href: form.action, target: '_self', rel: null })),
  ]) {
    const url = new URL(link.resolved);
    expect(['http:', 'https:'], link.href).toContain(url.protocol);
    const relative = !/^[a-z][a-z0-9+.-]*:|^[\\/]{2}/i.test(link.href);
    if (relative) expect(url.origin, link.href).toBe(origin);
  }
  for (const link of surface.links) {
    // spec §9: another host opens in a new tab, without access to this page.
    if (new URL(link.resolved).origin !== origin) {
      expect(link.target, link.href).toBe('_blank');
      expect(link.rel, link.href).toContain('noopener');
    }
  }
  expect(surface.hostScripts).toBe(hostBefore.scripts);
  expect(surface.hostFrames).toBe(hostBefore.frames);
  const record = await securityRecord(page);
  expect(record.xss).toBeNull();
  expect(visit.dialogs).toEqual([]);
  expect(visit.pageErrors.map(String)).toEqual([]);
  expect(record.rejections).toEqual([]);
  return surface;
}

/**
 * Whether a payload is a link we want: once cleaned as the URL parser cleans it (tabs and
 * newlines anywhere, controls at the start) and its character references decoded, an http(s)
 * URL. A control character left inside is never a real link.
 */
function isHttpOrRelative(raw: string): boolean {
  return cleanedUrl(raw) !== undefined;
}

/**
 * An editor document's form POST carries its name and ids, so it only goes to the
 * page's own origin (ADR-0051): a relative URL once cleaned, never another host.
 */
function isSameOriginPost(raw: string): boolean {
  const url = cleanedUrl(raw);
  return url !== undefined && url.origin === 'https://page.example';
}

function cleanedUrl(raw: string): URL | undefined {
  const decoded = raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/g, ':')
    // eslint-disable-next-line no-control-regex -- the URL parser drops these; so does this
    .replace(/[\t\n\r]|^[\u0000-\u0020]+/g, '');
  // eslint-disable-next-line no-control-regex -- what is left is not a link
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  try {
    const url = new URL(decoded, 'https://page.example/');
    return ['http:', 'https:'].includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

async function openAndRead(page: Page, expect: ExpectStatic) {
  await widgetButton(page).click();
  await expect.poll(() => expanded(page), { timeout: 15_000 }).toBe('true');
  await waitForPopupContent(page);
}

describe.concurrent('document names and URLs, hub titles and hrefs (spec §5, §7)', () => {
  batches.forEach((batch, index) => {
    it(`batch ${index + 1} of ${batches.length}`, async ({ expect }) => {
      const { demo } = suite;
      await inSecurityVisit(suite, { serviceWorkers: 'block' }, async (visit) => {
        await routeServices(visit.context, batch);
        const { page } = visit;
        await page.goto(`${demo.url}/?loc=US&design=desktop&user=A&qa=xss-${index}`);
        const hostBefore = await page.evaluate(() => ({
          scripts: document.scripts.length,
          frames: document.querySelectorAll('iframe, frame, object, embed').length,
        }));
        await openAndRead(page, expect);
        const [first, second, hub] = batch as [
          { text: string; url: string },
          { text: string; url: string },
          { text: string; url: string },
        ];
        // Newest first (spec §5): 99002 (a Document, 22 Nov), then 99001 (an Editor, 21 Nov).
        await expect
          .poll(async () => (await readPopup(page)).documents.map((document) => document.id), {
            timeout: 15_000,
          })
          .toEqual(['99002', '99001']);
        const content = await readPopup(page);
        const [link, form] = content.documents;
        // Text shows literally (the service's names are trimmed, spec §3 mapping).
        expect(link?.title).toBe(first.text.trim());
        expect(form?.title).toBe(second.text.trim());
        if (isSameOriginPost(second.url)) expect(form?.fields.filename).toBe(second.text.trim());
        // A bad URL gives no link at all; a good one its spec §2 target.
        expect(link?.href ?? null, first.url).toSatisfy((href: string | null) =>
          isHttpOrRelative(first.url)
            ? href !== null && href.endsWith('preview.aspx')
            : href === null,
        );
        expect(form?.href ?? null, second.url).toSatisfy((href: string | null) =>
          isSameOriginPost(second.url) ? href !== null : href === null,
        );
        // The last dashboard is the hub unless its href is unsafe; Estate Vault always stays.
        await expect
          .poll(async () => (await readPopup(page)).hubs.length, { timeout: 15_000 })
          .toBe(isHttpOrRelative(hub.url) ? 2 : 1);
        const hubs = (await readPopup(page)).hubs;
        if (isHttpOrRelative(hub.url)) expect(hubs[0]?.text).toBe(hub.text.trim());
        expect(hubs.at(-1)?.href).toBe(ESTATE_VAULT_URL);
        await expectInert(page, visit, expect, hostBefore);
      });
    });
  });
});

// The en bundle, tampered: every string a payload, every upsell's copy a markdown corpus. The
// renderer reads only `**strong**` and `[text](url)`, and no text payload holds either, so the
// text it must show is exactly the payload.
const HOSTILE_MARKDOWN = [
  `**Payloads** as text: ${TEXT_PAYLOADS.slice(0, 6).join(' · ')}`,
  '',
  URL_PAYLOADS.map((url, index) => `[link ${index}](${url})`).join(' '),
  '',
  `Raw <a href="javascript:window.__xss='raw'">anchor</a>, <b onmouseover=window.__xss=1>b</b>`,
  `[nested [link](javascript:alert(1))](https://ok.example/) and ![img](javascript:alert(2))`,
  `[angle](<javascript:alert('angle')>) [title](/fine "t\\" onmouseover=\\"alert(3)")`,
].join('\n');

let hostileBundle = '';
let hostileMessages: Record<string, string> = {};

beforeAll(async () => {
  const file = readdirSync(DIST_DIR).find((name) => /^locale-en-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no locale-en chunk in ${DIST_DIR}`);
  const original = (
    (await import(pathToFileURL(join(DIST_DIR, file)).href)) as {
      default: Record<string, string>;
    }
  ).default;
  hostileMessages = Object.fromEntries(
    Object.keys(original).map((key, index) => [
      key,
      /^upsell\..*\.content$/.test(key)
        ? HOSTILE_MARKDOWN
        : `${TEXT_PAYLOADS[index % TEXT_PAYLOADS.length]!} ${key}`,
    ]),
  );
  hostileBundle = `export default ${JSON.stringify(hostileMessages)};`;
});

describe.concurrent('upsell markdown and locale strings (a tampered bundle)', () => {
  for (const design of ['desktop', 'mobile'] as const) {
    it(`${design}: every label literal, only http(s) links from the markdown`, async ({
      expect,
    }) => {
      const { demo } = suite;
      await inSecurityVisit(suite, { serviceWorkers: 'block' }, async (visit) => {
        const { page, context } = visit;
        await context.route('**/quick-actions/locale-en-*.js', (route) =>
          route.fulfill({ contentType: 'text/javascript', body: hostileBundle }),
        );
        await page.goto(`${demo.url}/?loc=US&design=${design}&user=A&qa=xss-locale-${design}`);
        const hostBefore = await page.evaluate(() => ({
          scripts: document.scripts.length,
          frames: document.querySelectorAll('iframe, frame, object, embed').length,
        }));
        await openAndRead(page, expect);
        // The tampered labels arrived and show as text.
        await expect
          .poll(async () => (await readPopup(page)).label, { timeout: 15_000 })
          .toBe(hostileMessages.quickActions);
        await popup(page).locator('[data-upsell-group]').waitFor({ timeout: 15_000 });
        const texts = await popup(page).evaluate((section) => ({
          titles: [...section.querySelectorAll('.qa-section-title')].map((h) => h.textContent),
          actions: [...section.querySelectorAll('.qa-actions a')].map((a) => a.textContent),
          tooltips: [...section.querySelectorAll('[role="tooltip"]')].map((t) => t.textContent),
          upsell: section.querySelector('[data-upsell-group]')?.textContent ?? '',
          upsellLinks: [...section.querySelectorAll('[data-upsell-group] a')].map((a) => ({
            href: a.getAttribute('href'),
            text: a.textContent,
          })),
        }));
        const messages = hostileMessages;
        expect(texts.titles).toEqual(
          expect.arrayContaining([messages.myDocuments, messages.myHubs, messages.suggestion]),
        );
        for (const label of texts.actions) {
          // Each action's visible text is one of the tampered labels, character for character.
          expect(Object.values(messages).some((message) => label?.startsWith(message))).toBe(true);
        }
        if (design === 'mobile') {
          expect(texts.tooltips.length).toBeGreaterThan(0);
          for (const tip of texts.tooltips) expect(Object.values(messages)).toContain(tip);
        }
        // The markdown's text payloads are text; its links only the http(s) ones.
        for (const payload of TEXT_PAYLOADS.slice(0, 6)) expect(texts.upsell).toContain(payload);
        expect(texts.upsell).toContain(
          `Raw <a href="javascript:window.__xss='raw'">anchor</a>, <b onmouseover=window.__xss=1>b</b>`,
        );
        const markdownLinks = texts.upsellLinks.slice(1); // the first is the upsell's own title
        const allowed = URL_PAYLOADS.map((url, index) => ({ url, index })).filter(({ url }) =>
          isHttpOrRelative(url),
        );
        for (const { index } of allowed) {
          expect(markdownLinks.map((link) => link.text)).toContain(`link ${index}`);
        }
        for (const link of markdownLinks) {
          const index = /^link (\d+)$/.exec(link.text ?? '')?.[1];
          if (index !== undefined)
            expect(isHttpOrRelative(URL_PAYLOADS[Number(index)]!)).toBe(true);
        }
        await expectInert(page, visit, expect, hostBefore);
        // Hover and focus every control (tooltips, handlers): still nothing runs.
        for (const control of await popup(page).locator('a, button').all()) {
          await control.hover({ timeout: 2_000 }).catch(() => undefined);
        }
        await expectInert(page, visit, expect, hostBefore);
      });
    });
  }
});
