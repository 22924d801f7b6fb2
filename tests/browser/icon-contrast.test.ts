// Real browser: the popup's icons are drawn in the palette's ink (themes/README.md), measured from
// pixels, not from styles (WCAG 2.1 1.4.11, non-text contrast ≥ 3:1).
// - Each loaded icon's screenshot against the popup's surface, in the light, dark and auto-dark
//   palettes and under forced colours; both themes; the desktop, desktop-v2 and mobile designs.
// - The host's icon files draw in black (their strokes are currentColor, which an image file
//   cannot take from the page): only the palette's ink keeps them visible on the dark surface.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { contrastRatio } from '../unit/themes/wcag';
import { decodePng } from './support/png';
import { IPHONE, type VisitOptions } from './support/visit';
import { inWidgetVisit, openPopup, popup, waitForTheme } from './support/widget';

const suite = useBrowserAndDemo({ worker: false });
const THEMES = ['slate-v1', 'slate-v4'] as const;
const DESIGNS: [string, VisitOptions][] = [
  ['desktop', {}],
  ['desktop-v2', {}],
  ['mobile', IPHONE],
];
/** Fewest pixels at ≥ 3:1 that make a glyph: a stroke, not an anti-aliased speck. */
const MIN_GLYPH_PIXELS = 12;

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

interface Pixels {
  width: number;
  rgba: Uint8Array;
}
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The RGBA pixels of `box` (whole CSS pixels, device scale 1) cut out of a screenshot. */
function crop({ width, rgba }: Pixels, box: Box): Uint8Array {
  const [x, y] = [Math.round(box.x), Math.round(box.y)];
  const [w, h] = [Math.round(box.width), Math.round(box.height)];
  const out = new Uint8Array(w * h * 4);
  for (let row = 0; row < h; row++) {
    out.set(
      rgba.subarray(((y + row) * width + x) * 4, ((y + row) * width + x + w) * 4),
      row * w * 4,
    );
  }
  return out;
}

/** The most common colour of some pixels: what the element is drawn on. */
function mostCommon(rgba: Uint8Array): string {
  const counts = new Map<string, number>();
  for (let i = 0; i < rgba.length; i += 4) {
    const colour = hex(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!);
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

interface IconSeen {
  background: string;
  ink: string;
  contrast: number;
  /** Pixels at ≥ 3:1 against the background. */
  glyphPixels: number;
}

/** One icon's pixels: its background, its most contrasting pixel (its ink), their ratio. */
function measureIcon(rgba: Uint8Array): IconSeen {
  const background = mostCommon(rgba);
  let ink = background;
  let contrast = 1;
  let glyphPixels = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    const colour = hex(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!);
    const ratio = contrastRatio(colour, background);
    if (ratio >= 3) glyphPixels++;
    if (ratio > contrast) [ink, contrast] = [colour, ratio];
  }
  return { background, ink, contrast, glyphPixels };
}

/**
 * Every loaded icon of the open popup, measured in one screenshot of the viewport; an icon the
 * popup has scrolled out of view gets a screenshot of its own (which scrolls it in).
 */
async function measureIcons(page: Page, state: string): Promise<void> {
  const shot = decodePng(await page.screenshot({ animations: 'disabled' }));
  const boxes = await popup(page).evaluate((section) => {
    const visible = section.getBoundingClientRect();
    const inView = (rect: DOMRect) =>
      rect.top >= visible.top &&
      rect.bottom <= visible.bottom &&
      rect.left >= visible.left &&
      rect.right <= visible.right &&
      rect.bottom <= innerHeight;
    const top = Math.max(visible.top, 0);
    return {
      popup: {
        x: visible.left,
        y: top,
        width: visible.width,
        height: Math.min(visible.bottom, innerHeight) - top,
      },
      icons: [...section.querySelectorAll('.qa-icon[data-ready]')].map((slot) => {
        const rect = slot.getBoundingClientRect();
        const box = { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
        return inView(rect) ? box : null;
      }),
    };
  });
  const surface = mostCommon(crop(shot, boxes.popup));
  expect(boxes.icons.length, state).toBeGreaterThanOrEqual(8);
  const slots = popup(page).locator('.qa-icon[data-ready]');
  for (const [index, box] of boxes.icons.entries()) {
    const rgba = box
      ? crop(shot, box)
      : decodePng(await slots.nth(index).screenshot({ animations: 'disabled' })).rgba;
    const seen = measureIcon(rgba);
    const label = `${state}, icon ${index}: ${JSON.stringify(seen)}`;
    // Drawn on the popup's surface (no hovered row), and visible on it.
    expect(seen.background, label).toBe(surface);
    expect(seen.contrast, label).toBeGreaterThanOrEqual(3);
    expect(seen.glyphPixels, label).toBeGreaterThanOrEqual(MIN_GLYPH_PIXELS);
  }
}

const setColorScheme = (page: Page, colorScheme: string) =>
  page.evaluate(
    (scheme) =>
      (window as unknown as { QuickActions(...args: unknown[]): void }).QuickActions('update', {
        colorScheme: scheme,
      }),
    colorScheme,
  );

/** The popup's palette as the shadow host carries it, once its stylesheet has applied it. */
const paletteApplied = (page: Page, scheme: string) =>
  page.waitForFunction(
    (wanted) =>
      document.querySelector('[data-quick-actions-root]')?.getAttribute('data-color-scheme') ===
      wanted,
    scheme,
  );

describe('icons follow the palette: ≥ 3:1 against the popup, from pixels', () => {
  const cases = THEMES.flatMap((theme) =>
    DESIGNS.map(([design, options]) => [theme, design, options] as const),
  );
  it.each(cases)(
    '%s, %s: light, auto-dark, dark and forced colours',
    async (theme, design, options) => {
      await inWidgetVisit(
        suite,
        `/?loc=US&design=${design}&user=A&theme=${theme}`,
        { ...options, colorScheme: 'light' },
        async ({ page, pageErrors }) => {
          await openPopup(page);
          await waitForTheme(page, theme);
          await popup(page).locator('li[data-document-id]').first().waitFor({ timeout: 15_000 });
          await popup(page).locator('[data-section="hubs"] li a').first().waitFor();
          // Every icon whose file was asked for has loaded (none of the demo's fails).
          await expect
            .poll(
              () =>
                popup(page)
                  .locator('.qa-icon')
                  .evaluateAll(
                    (slots) =>
                      slots.filter(
                        (slot) => slot.querySelector('img') && !slot.hasAttribute('data-ready'),
                      ).length,
                  ),
              { timeout: 15_000 },
            )
            .toBe(0);
          // Nothing hovered: each row shows the popup's surface.
          await page.mouse.move(1, 1);

          await setColorScheme(page, 'auto');
          await paletteApplied(page, 'auto');
          await measureIcons(page, 'auto on a light device (light)');
          await page.emulateMedia({ colorScheme: 'dark' });
          await measureIcons(page, 'auto on a dark device (dark)');
          await page.emulateMedia({ colorScheme: 'light' });
          await setColorScheme(page, 'dark');
          await paletteApplied(page, 'dark');
          await measureIcons(page, 'dark');
          await page.emulateMedia({ forcedColors: 'active' });
          await measureIcons(page, 'dark, forced colours');
          expect(pageErrors).toEqual([]);
        },
      );
    },
  );
});
