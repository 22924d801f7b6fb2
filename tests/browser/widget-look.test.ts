// Issue 14, real browser: what a person sees of the widget's look.
// - One button from first paint to unmount: the facade's button and the widget's are the same
//   (size, colour, radius, shadow), in both themes.
// - Icons: built-in placeholders while the definitions load and when they fail (contract §3).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUTTON_LOOKS } from '../../themes/button-look';
import { useBrowserAndDemo } from './support/suite';
import {
  openPopup,
  popup,
  quickActionsButton,
  visitWidget,
  waitForTheme,
  waitForWidget,
} from './support/widget';

const suite = useBrowserAndDemo();
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
    };
  });
}

describe('one button from first paint to unmount (issue 14)', () => {
  it.each(THEMES)('%s: the same look before and after the widget loads', async (theme) => {
    const visit = await visitWidget(
      suite.browser,
      suite.demo.url,
      `/?loc=US&design=desktop&user=A&theme=${theme}`,
    );
    try {
      const { page, requests } = visit;
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
      expect(visit.pageErrors).toEqual([]);
    } finally {
      await visit.close();
    }
  });

  it('the two themes draw different buttons (the theme reaches the facade)', async () => {
    const looks: ButtonLookSeen[] = [];
    for (const theme of THEMES) {
      const visit = await visitWidget(
        suite.browser,
        suite.demo.url,
        `/?loc=US&design=desktop&user=A&theme=${theme}`,
      );
      try {
        await fab(visit.page).waitFor();
        looks.push(await buttonLook(visit.page));
      } finally {
        await visit.close();
      }
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

describe('placeholder icons without the network (contract §3, spec §7)', () => {
  it.each([
    ['fail (500)', 'icons:500'],
    ['never answer', 'icons:hang'],
  ])('icon definitions that %s: every slot shows the built-in placeholder', async (_, fault) => {
    const visit = await visitWidget(
      suite.browser,
      suite.demo.url,
      '/?loc=US&design=desktop&user=A',
      {
        cookies: { demo_fault: fault },
      },
    );
    try {
      const { page, requests } = visit;
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
      expect(visit.pageErrors).toEqual([]);
    } finally {
      await visit.close();
    }
  });

  it('with working definitions, the icons replace the placeholders', async () => {
    const visit = await visitWidget(
      suite.browser,
      suite.demo.url,
      '/?loc=US&design=desktop&user=A',
    );
    try {
      const { page } = visit;
      await openPopup(page);
      await expect
        .poll(async () => (await iconSlots(page)).filter((slot) => slot.images === 1).length, {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(8);
      const slots = await iconSlots(page);
      expect(slots.filter((slot) => slot.placeholder !== null)).toEqual([]);
      await expect(quickActionsButton(page).getAttribute('aria-expanded')).resolves.toBe('true');
    } finally {
      await visit.close();
    }
  });
});
