// Real browser: what a person sees of the widget's look.
// - One button from first paint to unmount: the facade's button and the widget's are the same
//   (size, colour, radius, shadow), in both themes.
// - Icons: built-in placeholders while the definitions load and when they fail (ADR-0036).
// - Toasts: the widget's defaults (bottom centre, no progress bar, no pause on hover) and drag to
//   dismiss at 60 % of the width (spec §9).
// - The visible error registry (spec §8): on development hosts only.
// - Errors before the widget loads reach the error-logging service, with loader.js as source.
// - Forced colours (Windows high contrast, emulated): the icons and the button's boundary stay
//   visible, and axe finds nothing.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUTTON_LOOKS } from '../../themes/button-look';
import { launchChromium } from '../../tools/browser/launch';
import { describeOncePerBuildPair, itOncePerBuildPair } from './support/flavour';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { decodePng } from './support/png';
import { IPHONE } from './support/visit';
import {
  axeWidget,
  inWidgetVisit,
  loggedErrorsIn,
  loggedMessagesIn,
  openPopup,
  popup,
  quickActionsButton,
  showNewContentToast,
  waitForTheme,
  waitForWidget,
} from './support/widget';

const suite = useBrowserAndDemo({ worker: false });
// Unless a test says otherwise: user A on the US desktop design.
const HOST = '/?loc=US&design=desktop&user=A';
const THEMES = ['slate-v1', 'slate-v4'] as const;

/** `#1f3a5f` → `rgb(31, 58, 95)`, as getComputedStyle writes it. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
}

interface ButtonLookSeen {
  backgroundColor: string;
  color: string;
  width: string;
  height: string;
  borderRadius: string;
  boxShadow: string;
  borderStyle: string;
  borderWidth: string;
  borderColor: string;
}

const fab = (page: Page) => page.locator('[data-quick-actions-root] button.qa-fab');

function buttonLook(page: Page): Promise<ButtonLookSeen> {
  return fab(page).evaluate((button) => {
    const style = getComputedStyle(button);
    return {
      backgroundColor: style.backgroundColor,
      color: style.color,
      width: style.width,
      height: style.height,
      borderRadius: style.borderRadius,
      boxShadow: style.boxShadow,
      borderStyle: style.borderTopStyle,
      borderWidth: style.borderTopWidth,
      borderColor: style.borderTopColor,
    };
  });
}

describeOncePerBuildPair('one button from first paint to unmount', () => {
  it.each(THEMES)('%s: the same look before and after the widget loads', async (theme) => {
    await inWidgetVisit(suite, `${HOST}&theme=${theme}`, async ({ page, requests, pageErrors }) => {
      await fab(page).waitFor();
      // The facade alone: nothing has asked for the widget or the theme yet.
      expect(requests.some((path) => /\/widget-[^/]*\.js/.test(path))).toBe(false);
      const before = await buttonLook(page);
      const look = BUTTON_LOOKS[theme];
      expect(before.backgroundColor).toBe(rgb(look.background));
      expect(before.color).toBe(rgb(look.foreground));
      expect(before.width).toBe(look.size);
      expect(before.height).toBe(look.size);

      await waitForWidget(page);
      await waitForTheme(page, theme);
      // The pointer rests on the button (intent): still the same button.
      const after = await buttonLook(page);
      expect(after).toEqual(before);

      // And away from it, once the theme is in.
      await page.mouse.move(5, 5);
      expect(await buttonLook(page)).toEqual(before);
      expect(pageErrors).toEqual([]);
    });
  });

  it('the two themes draw different buttons (the theme reaches the facade)', async () => {
    const looks: ButtonLookSeen[] = [];
    for (const theme of THEMES) {
      await inWidgetVisit(suite, `${HOST}&theme=${theme}`, async ({ page }) => {
        await fab(page).waitFor();
        looks.push(await buttonLook(page));
      });
    }
    expect(looks[0]?.backgroundColor).not.toBe(looks[1]?.backgroundColor);
    expect(looks[0]?.borderRadius).not.toBe(looks[1]?.borderRadius);
  });
});

interface IconSlot {
  label: string;
  placeholder: { width: number; height: number; visible: boolean } | null;
  images: number;
}

/** What every icon slot of the open popup shows. */
function iconSlots(page: Page): Promise<IconSlot[]> {
  return popup(page).evaluate((section) =>
    [...section.querySelectorAll('.qa-icon')].map((slot) => {
      const glyph = slot.querySelector('svg.qa-placeholder');
      const box = glyph?.getBoundingClientRect();
      const style = glyph ? getComputedStyle(glyph) : undefined;
      return {
        label: slot.parentElement?.textContent?.trim() ?? '',
        placeholder:
          glyph && box
            ? {
                width: Math.round(box.width),
                height: Math.round(box.height),
                visible: style?.visibility === 'visible' && style.display !== 'none',
              }
            : null,
        images: [...slot.querySelectorAll('img')].filter((image) => !image.hidden).length,
      };
    }),
  );
}

describe('placeholder icons without the network (spec §7)', () => {
  it.each([
    ['fail (500)', 'icons:500'],
    ['never answer', 'icons:hang'],
  ])('icon definitions that %s: every slot shows the built-in placeholder', async (_, fault) => {
    await inWidgetVisit(
      suite,
      HOST,
      { cookies: { demo_fault: fault } },
      async ({ page, requests, pageErrors }) => {
        await openPopup(page);
        // Documents and hubs have arrived (their rows have icon slots too).
        await popup(page).locator('li[data-document-id]').first().waitFor();
        await popup(page).locator('[data-section="hubs"] li a').first().waitFor();
        const slots = await iconSlots(page);
        expect(slots.length).toBeGreaterThanOrEqual(8);
        for (const slot of slots) {
          expect(slot.placeholder, slot.label).toEqual({ width: 24, height: 24, visible: true });
          expect(slot.images, slot.label).toBe(0);
        }
        // No icon file was asked for: the placeholder is built in.
        expect(requests.filter((path) => /\/images\/icons\/.*\.svg/.test(path))).toEqual([]);
        expect(pageErrors).toEqual([]);
      },
    );
  });

  it('with working definitions, the icons replace the placeholders, each file fetched once', async () => {
    await inWidgetVisit(suite, HOST, async ({ page, requests }) => {
      await openPopup(page);
      await expect
        .poll(async () => (await iconSlots(page)).filter((slot) => slot.images === 1).length, {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(8);
      const slots = await iconSlots(page);
      // Each placeholder stays in the DOM, hidden (icon.tsx): none is shown beside an icon.
      expect(slots.filter((slot) => slot.placeholder?.visible !== false)).toEqual([]);
      await expect(quickActionsButton(page).getAttribute('aria-expanded')).resolves.toBe('true');
      // The hidden image and the mask are one request (ADR-0089): no worker here to answer twice.
      const icons = requests.filter((path) => /\/images\/icons\/.*\.svg/.test(path));
      expect(icons.length).toBeGreaterThanOrEqual(8);
      expect(icons).toEqual([...new Set(icons)]);
    });
  });
});

/**
 * How many pixels of the element's screenshot stand out from its most common colour (its
 * background) by more than a faint anti-aliased edge: the glyph a person can see.
 */
async function visiblePixels(element: Locator): Promise<number> {
  const { rgba } = decodePng(await element.screenshot({ animations: 'disabled' }));
  const counts = new Map<number, number>();
  for (let i = 0; i < rgba.length; i += 4) {
    const key = (rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const background = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const [br, bg, bb] = [background >> 16, (background >> 8) & 255, background & 255];
  let visible = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    const distance =
      Math.abs(rgba[i]! - br) + Math.abs(rgba[i + 1]! - bg) + Math.abs(rgba[i + 2]! - bb);
    if (distance > 200) visible++;
  }
  return visible;
}

describe('forced colours (Windows high contrast, emulated)', () => {
  // The other two cases vary only the theme stylesheet and the system colours (CSS both builds
  // share): they run in the React run only (ADR-0078).
  const forcedColours = async (scheme: 'dark' | 'light', theme: 'slate-v1' | 'slate-v4') => {
    await inWidgetVisit(
      suite,
      `${HOST}&theme=${theme}`,
      { forcedColors: 'active', colorScheme: scheme },
      async ({ page, pageErrors }) => {
        await fab(page).waitFor();
        // The resting button: a border in the system's button-text colour draws its boundary.
        const look = await buttonLook(page);
        expect(look.borderStyle).toBe('solid');
        expect(look.borderWidth).toBe('2px');
        expect(look.borderColor).not.toBe(look.backgroundColor);
        expect(await visiblePixels(fab(page)), 'button glyph').toBeGreaterThan(40);

        await openPopup(page);
        await waitForTheme(page, theme);
        const actions = popup(page).locator('.qa-actions .qa-icon');
        await expect
          .poll(
            () =>
              actions.evaluateAll((slots) => slots.filter((s) => s.hasAttribute('style')).length),
            { timeout: 15_000 },
          )
          .toBe(3);
        await popup(page).locator('[data-section="hubs"] li a').first().waitFor();
        // Every loaded icon draws a glyph a person can see on the system background.
        const slots = await popup(page).locator('.qa-icon').all();
        expect(slots.length).toBeGreaterThanOrEqual(8);
        for (const [index, slot] of slots.entries()) {
          expect(await visiblePixels(slot), `icon ${index}`).toBeGreaterThan(20);
        }
        // Under forced colours the system's palette decides every colour pair; axe measures the
        // author colours the text is not drawn in (yellow links on black here), so its contrast
        // rule is left to widget-a11y.test.ts, which checks both themes unforced.
        const results = await axeWidget(page);
        expect(results.violations.filter((violation) => violation.id !== 'color-contrast')).toEqual(
          [],
        );
        expect(results.passes).toEqual(expect.arrayContaining(['button-name', 'link-name']));
        expect(pageErrors).toEqual([]);
      },
    );
  };
  const title = '%s system colours, %s: icons and the button stay visible; axe finds nothing';
  it.each([['dark', 'slate-v1']] as const)(title, forcedColours);
  itOncePerBuildPair.each([
    ['dark', 'slate-v4'],
    ['light', 'slate-v1'],
  ] as const)(title, forcedColours);

  it('the placeholders show under forced colours too (definitions failing)', async () => {
    await inWidgetVisit(
      suite,
      HOST,
      {
        forcedColors: 'active',
        colorScheme: 'dark',
        cookies: { demo_fault: 'icons:500' },
      },
      async ({ page }) => {
        await openPopup(page);
        for (const [index, slot] of (
          await popup(page).locator('.qa-actions .qa-icon').all()
        ).entries()) {
          expect(await visiblePixels(slot), `placeholder ${index}`).toBeGreaterThan(20);
        }
      },
    );
  });
});

/** Drags `toast` horizontally by `fraction` of its width with the mouse (pointer events). */
async function drag(page: Page, toast: Locator, fraction: number): Promise<void> {
  const box = await toast.boundingBox();
  if (!box) throw new Error('toast not rendered');
  const y = box.y + box.height / 2;
  const x = box.x + 12; // on the message, not on the close button
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + box.width * fraction, y, { steps: 8 });
  await page.mouse.up();
}

describe('toasts (spec §9)', () => {
  it('the widget toast: bottom centre, no progress bar, no pause on hover; dragged 60 % of its width it goes', async () => {
    await inWidgetVisit(suite, HOST, { serviceWorkers: 'block' }, async ({ page, pageErrors }) => {
      const toast = await showNewContentToast(page, suite.demo.url);
      const viewport = page.viewportSize()!;
      const box = (await toast.boundingBox())!;
      // Bottom centre.
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
      expect(viewport.height - (box.y + box.height)).toBeGreaterThanOrEqual(0);
      expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(24);
      // No progress bar: nothing in the toast counts down or animates.
      const inside = await toast.evaluate((element) => ({
        progress: element.querySelectorAll('progress, [role="progressbar"], [class*="progress"]')
          .length,
        animations: element.getAnimations({ subtree: true }).length,
      }));
      expect(inside).toEqual({ progress: 0, animations: 0 });
      // No pause on hover: hovering neither changes nor holds it (an info toast has no timeout).
      await toast.hover();
      await expect(toast.evaluate((element) => element.getAnimations().length)).resolves.toBe(0);

      // A drag shorter than 60 % springs back.
      await drag(page, toast, 0.4);
      await expect(toast.isVisible()).resolves.toBe(true);
      expect(await toast.evaluate((element) => element.style.transform)).toBe('');
      expect((await toast.boundingBox())!.x).toBeCloseTo(box.x, 0);
      // Leftwards past 60 %: dismissed.
      await drag(page, toast, -0.65);
      await expect.poll(() => toast.count()).toBe(0);
      // The popup and its Refresh button stay: only the announcement went.
      await expect(popup(page).getByRole('button', { name: 'Refresh' }).isVisible()).resolves.toBe(
        true,
      );
      expect(pageErrors).toEqual([]);
    });
  });

  it('a drag to the right past 60 % dismisses too', async () => {
    await inWidgetVisit(suite, HOST, { serviceWorkers: 'block' }, async ({ page }) => {
      const toast = await showNewContentToast(page, suite.demo.url);
      await drag(page, toast, 0.62);
      await expect.poll(() => toast.count()).toBe(0);
    });
  });
});

describe('max height (spec §4 "from the viewport ... minus 32 px")', () => {
  it.each([
    ['desktop', {}],
    ['mobile', IPHONE],
  ] as const)(
    '%s: 32 px between the popup and the top of a short viewport',
    async (design, options) => {
      await inWidgetVisit(
        suite,
        `/?loc=US&design=${design}&user=A`,
        { ...options, viewport: { width: design === 'mobile' ? 390 : 1280, height: 480 } },
        async ({ page }) => {
          await openPopup(page);
          await popup(page).locator('[data-section="hubs"] li a').first().waitFor();
          // Once the 120 ms rise has finished.
          await popup(page).evaluate((section) =>
            Promise.all(section.getAnimations().map((animation) => animation.finished)),
          );
          const box = await popup(page).evaluate((section) => {
            const rect = section.getBoundingClientRect();
            return { top: rect.top, overflows: section.scrollHeight > section.clientHeight };
          });
          // The content is taller than the room: the popup fills it up to 32 px below the top.
          expect(box.overflows).toBe(true);
          expect(box.top).toBeCloseTo(32, 0);
        },
      );
    },
  );
});

const errorsPanel = (page: Page) => page.locator('[data-quick-actions-root] section.qa-errors');

describeOncePerBuildPair(
  'the visible error registry (spec §8 "on hosts starting with {ip}, localhost, test or qc")',
  () => {
    // Both hosts get an error to show, or not: the icon definitions fail.
    const failingIcons = { cookies: { demo_fault: 'icons:500' } };

    it('a dev host (127.0.0.1) shows what failed in a dismissible, accessible panel', async () => {
      await inWidgetVisit(suite, HOST, failingIcons, async ({ page, pageErrors }) => {
        await openPopup(page);
        const panel = errorsPanel(page);
        await panel.waitFor({ state: 'visible', timeout: 15_000 });
        await expect(panel.getAttribute('lang')).resolves.toBe('en');
        const record = panel.getByRole('button', { name: /Unable to retrieve icon definitions/ });
        await expect(record.getAttribute('aria-expanded')).resolves.toBe('false');
        // axe on the whole widget, the panel and the open popup included.
        const results = await axeWidget(page);
        expect(results.violations).toEqual([]);

        // The open flag: the full description with its cause.
        await record.click();
        await expect(record.getAttribute('aria-expanded')).resolves.toBe('true');
        await expect(panel.locator('pre').textContent()).resolves.toContain('Caused by');
        // A click in the panel is inside the widget: the popup stays open.
        await expect(quickActionsButton(page).getAttribute('aria-expanded')).resolves.toBe('true');

        // The visible flag: dismissed, from the keyboard.
        const count = await panel.getByRole('button', { name: /^Dismiss error / }).count();
        for (let i = 0; i < count; i++) {
          await panel
            .getByRole('button', { name: /^Dismiss error / })
            .first()
            .focus();
          await page.keyboard.press('Enter');
        }
        await panel.waitFor({ state: 'hidden' });
        expect(pageErrors).toEqual([]);
      });
    });

    it('a production host shows nothing and never fetches the panel, yet still reports', async () => {
      // The same demo server under a production-like name.
      const { port } = new URL(suite.demo.url);
      const browser = await launchChromium([
        '--host-resolver-rules=MAP www.quick-actions.example 127.0.0.1',
      ]);
      try {
        const origin = `http://www.quick-actions.example:${port}`;
        await inWidgetVisit(
          { browser, demo: { url: origin } },
          HOST,
          failingIcons,
          async ({ page, requests }) => {
            await openPopup(page);
            await expect
              .poll(() => loggedMessagesIn(page), { timeout: 15_000 })
              .toContain('Unable to retrieve icon definitions');
            await page.waitForTimeout(300);
            await expect(errorsPanel(page).count()).resolves.toBe(0);
            expect(requests.filter((path) => path.includes('error-registry-panel'))).toEqual([]);
          },
        );
      } finally {
        await browser.close();
      }
    });
  },
);

interface LoggerReport {
  description: string;
  url: string;
  line: string;
  stackTrace: string;
}

/** What the demo's error logger received (spec §7 form fields). */
async function loggerReports(): Promise<LoggerReport[]> {
  const response = await fetch(`${suite.demo.url}/demo/errors.json`);
  return (await response.json()) as LoggerReport[];
}

/**
 * Waits until the host's logError has an error, then until the demo's error logger holds
 * exactly one report of it that `keep` keeps, and returns that report.
 */
async function reportOfFirstLoggedError(
  page: Page,
  keep: (report: LoggerReport) => boolean = () => true,
): Promise<LoggerReport> {
  await expect
    .poll(async () => (await loggedErrorsIn(page)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const logged = (await loggedErrorsIn(page))[0]!;
  const reports = async () =>
    (await loggerReports()).filter(
      (report) => report.description.includes(logged.message) && keep(report),
    );
  await expect.poll(reports, { timeout: 15_000 }).toHaveLength(1);
  return (await reports())[0]!;
}

const loaderUrl = () => `${suite.demo.url}/quick-actions/loader.js`;

describeOncePerBuildPair(
  'errors before the widget loads (spec §7 "also forwarded to an error-logging service")',
  () => {
    it('a failed gate request is reported by the facade, with loader.js as the source', async () => {
      await inWidgetVisit(
        suite,
        `${HOST}&logDevEnvironmentErrors=true&qa=early-gate`,
        { cookies: { demo_fault: 'experiment:500' } },
        async ({ page, requests }) => {
          const report = await reportOfFirstLoggedError(page);
          expect(report.url).toBe(loaderUrl());
          // The gate said no: no button, and no widget chunk was ever loaded.
          expect(requests.some((path) => /\/widget-[^/]*\.js/.test(path))).toBe(false);
        },
      );
    });

    it('a widget chunk that fails to load is reported by the facade', async () => {
      await inWidgetVisit(
        suite,
        `${HOST}&logDevEnvironmentErrors=true&qa=early-chunk`,
        { serviceWorkers: 'block' },
        async ({ page }) => {
          await page.route(/\/quick-actions\/widget-[^/]*\.js/, (route) => route.abort());
          await fab(page).waitFor();
          await quickActionsButton(page).click();
          await reportOfFirstLoggedError(page, (report) => report.url === loaderUrl());
        },
      );
    });
  },
);

describeOncePerBuildPair('the viewport rule after a resize (spec §2, §9)', () => {
  it('a CA desktop window narrowed below 768 px loses the button; widened, it comes back', async () => {
    await inWidgetVisit(suite, '/?loc=CAON&design=desktop&user=A', async ({ page, pageErrors }) => {
      await fab(page).waitFor();
      await page.setViewportSize({ width: 700, height: 800 });
      await fab(page).waitFor({ state: 'detached' });
      await page.setViewportSize({ width: 1100, height: 800 });
      await fab(page).waitFor();
      expect(pageErrors).toEqual([]);
    });
  });
});
