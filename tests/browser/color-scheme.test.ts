// Real browser: the host's `colorScheme` (docs/host-api.md "Options", themes/README.md).
// - The dark palette passes axe's color-contrast rule in every state a person sees: the closed
//   button, the popup while its sections are fetched, the open popup, and a toast; both themes.
// - 'auto' follows prefers-color-scheme (emulated) live; `update` switches the palette of a live
//   page, button and popup, without a reload; an unsupported value reaches the host's logError.
// - Forced colours (Windows high contrast, emulated) still win over the dark palette.
// - One button from first paint (ADR-0035): the facade's dark button before the theme stylesheet
//   loads is the button after it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUTTON_LOOKS, darkButtonLook } from '../../themes/button-look';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { itOncePerBuildPair } from './support/flavour';
import { openContext, settle, type Visit, type VisitOptions } from './support/visit';
import {
  axeWidget,
  expectExpanded,
  loggedMessagesIn,
  openPopup,
  popup,
  quickActionsButton,
  setCookies,
  showNewContentToast,
  waitForPopupContent,
  waitForTheme,
  waitForWidget,
} from './support/widget';

const suite = useBrowserAndDemo({ worker: false });
const HOST = '/?loc=US&design=desktop&user=A';
const THEMES = ['slate-v1', 'slate-v4'] as const;
type Theme = (typeof THEMES)[number];

/**
 * A returning visitor's page whose host passes `colorScheme` to init (the snippet's stub, kept by
 * the snippet, adds it to the init call it queues): exactly what a host writing the option does.
 */
async function visitScheme(
  path: string,
  colorScheme: unknown,
  options: VisitOptions = {},
): Promise<Visit> {
  const opened = await openContext(suite.browser, suite.demo.url, options);
  await opened.context.addInitScript(() => localStorage.setItem('quickactions_seen', '1'));
  await opened.context.addInitScript((scheme) => {
    const host = window as unknown as {
      QuickActions: { (...args: unknown[]): void; q?: unknown[] };
    };
    const stub = (...args: unknown[]) => {
      if (args[0] === 'init') (args[1] as Record<string, unknown>).colorScheme = scheme;
      (stub.q ??= []).push(args);
    };
    stub.q = undefined as unknown[] | undefined;
    host.QuickActions = stub;
  }, colorScheme);
  const page = await opened.newPage();
  await page.goto(suite.demo.url + path);
  return { ...opened, page };
}

async function inSchemeVisit(
  path: string,
  colorScheme: unknown,
  ...rest: [VisitOptions, (visit: Visit) => Promise<void>] | [(visit: Visit) => Promise<void>]
): Promise<void> {
  const [options, body] = rest.length === 2 ? rest : [{}, rest[0]];
  const visit = await visitScheme(path, colorScheme, options);
  try {
    await body(visit);
    expect(visit.pageErrors).toEqual([]);
  } finally {
    await visit.close();
  }
}

/** `#1f3a5f` → `rgb(31, 58, 95)`, as getComputedStyle writes it. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
}

const fab = (page: Page) => page.locator('[data-quick-actions-root] button.qa-fab');

interface Colours {
  button: { background: string; color: string };
  popup: { background: string; color: string; scheme: string } | null;
}

/** The computed colours of the floating button and, when it is in the page, of the popup. */
function colours(page: Page): Promise<Colours> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-quick-actions-root]')!.shadowRoot!;
    const read = (element: Element | null) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color, scheme: style.colorScheme };
    };
    const { background, color } = read(root.querySelector('button.qa-fab'))!;
    return {
      button: { background, color },
      popup: read(root.querySelector('#quick-actions-popup')),
    };
  });
}

/** The light and dark colours each theme file gives the button and the popup. */
const SURFACES: Record<Theme, { light: string; dark: string }> = {
  'slate-v1': { light: '#ffffff', dark: '#0f1623' },
  'slate-v4': { light: '#ffffff', dark: '#0b1120' },
};

function expected(theme: Theme, palette: 'light' | 'dark') {
  const look = palette === 'dark' ? darkButtonLook(BUTTON_LOOKS[theme]) : BUTTON_LOOKS[theme];
  return {
    button: { background: rgb(look.background), color: rgb(look.foreground) },
    surface: rgb(SURFACES[theme][palette]),
  };
}

async function expectPalette(page: Page, theme: Theme, palette: 'light' | 'dark') {
  const want = expected(theme, palette);
  await expect
    .poll(async () => (await colours(page)).button, { timeout: 5_000 })
    .toEqual(want.button);
  const seen = await colours(page);
  if (seen.popup) {
    expect(seen.popup.background, `${palette} popup`).toBe(want.surface);
    // Its scrollbars too: the browser draws them in the palette's scheme.
    expect(seen.popup.scheme, `${palette} popup's color-scheme`).toBe(palette);
  }
}

/** axe on the widget: no violation, nothing it could not decide, and color-contrast applied. */
async function expectAxeClean(page: Page, state: string, contrastApplies = true) {
  const results = await axeWidget(page);
  expect(results.violations, state).toEqual([]);
  expect(
    results.incomplete.filter((result) => result.id === 'color-contrast'),
    state,
  ).toEqual([]);
  if (contrastApplies) expect(results.passes, state).toContain('color-contrast');
}

describe('the dark palette meets WCAG AA contrast (axe color-contrast)', () => {
  it.each(THEMES)('%s: closed, sections fetching, open, and with a toast', async (theme) => {
    await inSchemeVisit(`${HOST}&theme=${theme}`, 'dark', async ({ page, context }) => {
      // Closed: the floating button (its name is an aria-label: no text for contrast).
      await waitForWidget(page);
      await waitForTheme(page, theme);
      await expectPalette(page, theme, 'dark');
      await expectAxeClean(page, 'closed', false);

      // Fetching: the first open, documents slow to answer, the popup shows what it has.
      await setCookies(context, suite.demo.url, { demo_latency: '4000' });
      await quickActionsButton(page).click();
      await expectExpanded(page, 'true');
      await waitForPopupContent(page);
      await popup(page).getByText('Loading…').first().waitFor();
      await expectAxeClean(page, 'fetching');

      // Open, every section in.
      await popup(page).locator('li[data-document-id]').first().waitFor({ timeout: 15_000 });
      await setCookies(context, suite.demo.url, { demo_latency: '0' });
      await settle(page);
      await expectPalette(page, theme, 'dark');
      await expectAxeClean(page, 'open');
    });
    // A toast: "New content is available" (docs/rules.md §9 "Toasts"). No service worker: once
    // it controls the page, it answers the tile calls from its own fresh copy, and the slow live
    // answer with the new document never comes.
    const noWorker = { serviceWorkers: 'block' } as const;
    await inSchemeVisit(`${HOST}&theme=${theme}`, 'dark', noWorker, async ({ page }) => {
      await showNewContentToast(page, suite.demo.url);
      await waitForTheme(page, theme);
      await expectPalette(page, theme, 'dark');
      await expectAxeClean(page, 'toast');
    });
  });
});

describe("'auto' and update: the palette changes on a live page", () => {
  it.each(THEMES)("%s: 'auto' follows prefers-color-scheme, back and forth", async (theme) => {
    await inSchemeVisit(
      `${HOST}&theme=${theme}`,
      'auto',
      { colorScheme: 'light' },
      async ({ page }) => {
        await openPopup(page);
        await waitForTheme(page, theme);
        await expectPalette(page, theme, 'light');
        await page.emulateMedia({ colorScheme: 'dark' });
        await expectPalette(page, theme, 'dark');
        await expectAxeClean(page, 'auto, dark');
        await page.emulateMedia({ colorScheme: 'light' });
        await expectPalette(page, theme, 'light');
      },
    );
  });

  it('update switches colorScheme without a reload; an unknown one is reported and light', async () => {
    const theme = 'slate-v4';
    await inSchemeVisit(
      `${HOST}&theme=${theme}`,
      undefined,
      { colorScheme: 'dark' },
      async ({ page }) => {
        await openPopup(page);
        await waitForTheme(page, theme);
        // No option: light, whatever the device prefers.
        await expectPalette(page, theme, 'light');
        const pageView = await page.evaluate(() => ((window as { view?: number }).view = 1));
        const root = await page.locator('[data-quick-actions-root]').elementHandle();
        const update = (colorScheme: unknown) =>
          page.evaluate(
            (scheme) =>
              (window as unknown as { QuickActions(...args: unknown[]): void }).QuickActions(
                'update',
                { colorScheme: scheme },
              ),
            colorScheme,
          );

        await update('dark');
        await expectPalette(page, theme, 'dark');
        await update('auto'); // the device prefers dark
        await expectPalette(page, theme, 'dark');
        await update('light');
        await expectPalette(page, theme, 'light');
        await update('night');
        await expectPalette(page, theme, 'light');
        await expect
          .poll(() => loggedMessagesIn(page))
          .toContain(
            `Unsupported colorScheme "night": use 'light', 'dark' or 'auto'; 'light' applies`,
          );

        // The same page view and the same widget, still open.
        expect(await page.evaluate(() => (window as { view?: number }).view)).toBe(pageView);
        expect(await root!.evaluate((element) => element.isConnected)).toBe(true);
        await expectExpanded(page, 'true');
      },
    );
  });
});

describe('forced colours (Windows high contrast, emulated) win over the dark palette', () => {
  it.each(THEMES)('%s', async (theme) => {
    await inSchemeVisit(
      `${HOST}&theme=${theme}`,
      'dark',
      { forcedColors: 'active', colorScheme: 'dark' },
      async ({ page }) => {
        await openPopup(page);
        await waitForTheme(page, theme);
        await settle(page);
        const system = await page.evaluate(() => {
          const probe = document.createElement('div');
          probe.style.cssText =
            'background-color:Canvas;color:CanvasText;border:2px solid ButtonText';
          document.body.append(probe);
          const style = getComputedStyle(probe);
          const seen = {
            canvas: style.backgroundColor,
            text: style.color,
            buttonText: style.borderTopColor,
          };
          probe.remove();
          return seen;
        });
        const seen = await colours(page);
        const dark = expected(theme, 'dark');
        // The popup in the system's colours, not the theme's dark ones.
        expect(seen.popup).toMatchObject({ background: system.canvas, color: system.text });
        expect(seen.popup!.background).not.toBe(dark.surface);
        // The button keeps the boundary the forced-colours rule gives it (ADR-0037).
        const border = await fab(page).evaluate((button) => {
          const style = getComputedStyle(button);
          return `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`;
        });
        expect(border).toBe(`2px solid ${system.buttonText}`);
        expect(seen.button.background).not.toBe(dark.button.background);
      },
    );
  });
});

describe('one button from first paint (ADR-0035), in the dark palette', () => {
  const cases = THEMES.flatMap((theme) => [
    [theme, 'dark', 'light'],
    [theme, 'auto', 'dark'],
  ]) as [Theme, string, 'light' | 'dark'][];

  itOncePerBuildPair.each(cases)(
    '%s, colorScheme %s (device %s): the same button before and after the theme loads',
    async (theme, colorScheme, device) => {
      await inSchemeVisit(
        `${HOST}&theme=${theme}`,
        colorScheme,
        { colorScheme: device },
        async ({ page, requests }) => {
          await fab(page).waitFor();
          // The facade alone: nothing has asked for the widget or the theme yet.
          expect(
            requests.some((path) => /\/(widget-[^/]*\.js|slate-v\d[^/]*\.css)/.test(path)),
          ).toBe(false);
          const before = (await colours(page)).button;
          expect(before).toEqual(expected(theme, 'dark').button);
          await waitForWidget(page);
          await waitForTheme(page, theme);
          expect((await colours(page)).button).toEqual(before);
          await page.mouse.move(5, 5);
          expect((await colours(page)).button).toEqual(before);
        },
      );
    },
  );
});
