// In real Chromium, on the demo host: the host's own launcher (`launcher: false` and `toggle`) and
// `hide`/`show` (docs/host-api.md "Commands"), switched live with `update`. Flavour-specific
// (vitest.config.ts): the widget chunk places the popup, closes it and returns focus.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import {
  expectExpanded,
  inWidgetVisit,
  popup,
  quickActionsButton,
  waitForPopupContent,
} from './support/widget';

const suite = useBrowserAndDemo({ worker: false });

interface ApiWindow {
  QuickActions: (...args: unknown[]) => void;
  __qaEvents: string[];
}

// Before the page's scripts: the snippet's stub with a handler on every event.
function recordEvents(): void {
  const win = window as unknown as ApiWindow & { QuickActions: { q?: unknown[] } };
  win.__qaEvents = [];
  win.QuickActions = function (...args: unknown[]) {
    (win.QuickActions.q = win.QuickActions.q || []).push(args);
  } as ApiWindow['QuickActions'] & { q?: unknown[] };
  for (const name of ['ready', 'open', 'close', 'hidden']) {
    win.QuickActions('on', name, () => win.__qaEvents.push(name));
  }
}

const events = (page: Page) => page.evaluate(() => (window as unknown as ApiWindow).__qaEvents);
const call = (page: Page, ...args: unknown[]) =>
  page.evaluate((callArgs) => (window as unknown as ApiWindow).QuickActions(...callArgs), args);
/** The demo's own control for `toggle`: a host's launcher button. */
const hostLauncher = (page: Page) =>
  page.getByRole('button', { name: 'Toggle (your own launcher)' });
const fab = (page: Page) => page.locator('[data-quick-actions-root] button.qa-fab');

/** The element with focus, through our shadow root: 'host:<text>' or 'widget:<tag>'. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const inner = active?.shadowRoot?.activeElement;
    return inner ? `widget:${inner.tagName}` : `host:${active?.textContent?.trim() ?? ''}`;
  });

describe('launcher: false, the host’s own control', () => {
  it('update hides our button live; toggle opens and closes; it comes back with launcher', async () => {
    await inWidgetVisit(suite, '/', { initScript: recordEvents }, async ({ page }) => {
      await quickActionsButton(page).waitFor();
      await call(page, 'update', { launcher: false });
      await expect.poll(() => fab(page).isVisible()).toBe(false);
      await hostLauncher(page).click();
      await expectExpanded(page, 'true');
      await waitForPopupContent(page);
      // The popup takes the button's corner: 24 px from the bottom, not above a button (its
      // style, not its box, which the rise as it shows moves by a fraction of a pixel).
      expect(await popup(page).evaluate((panel) => getComputedStyle(panel).bottom)).toBe('24px');
      // A click on the host's control is its toggle, not an outside click that reopens.
      await hostLauncher(page).click();
      await expectExpanded(page, 'false');
      await expect.poll(() => popup(page).isVisible()).toBe(false);
      await expect.poll(() => events(page)).toEqual(['ready', 'open', 'close']);
      // Back to our button, by the demo's placement form (update).
      await page.getByLabel('Floating button').check();
      await page.getByRole('button', { name: 'Apply (update)' }).click();
      await expect.poll(() => fab(page).isVisible()).toBe(true);
      await quickActionsButton(page).click();
      await expectExpanded(page, 'true');
    });
  });

  it('Escape closes and focus goes back to the host’s control; so does an outside click', async () => {
    await inWidgetVisit(suite, '/', async ({ page }) => {
      await quickActionsButton(page).waitFor();
      await call(page, 'update', { launcher: false });
      await expect.poll(() => fab(page).isVisible()).toBe(false);
      await hostLauncher(page).focus();
      await page.keyboard.press('Enter');
      await waitForPopupContent(page);
      // The popup is far from the host's control in the tab order: focus moves to its title.
      await expect.poll(() => focusedName(page)).toBe('widget:H2');
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toMatch(/^widget:(A|BUTTON)$/);
      await page.keyboard.press('Escape');
      await expectExpanded(page, 'false');
      expect(await focusedName(page)).toBe('host:Toggle (your own launcher)');
      // Opened again; a click on the page's background leaves nothing focused.
      await hostLauncher(page).click();
      await waitForPopupContent(page);
      await page.mouse.click(5, 5);
      await expectExpanded(page, 'false');
      expect(await focusedName(page)).toBe('host:Toggle (your own launcher)');
    });
  });
});

describe('hide and show', () => {
  it('hide takes the button and popup away, no hidden event, no request; show brings them back', async () => {
    await inWidgetVisit(suite, '/', { initScript: recordEvents }, async (visit) => {
      const { page } = visit;
      await quickActionsButton(page).click();
      await waitForPopupContent(page);
      await call(page, 'hide');
      await expect.poll(() => fab(page).isVisible()).toBe(false);
      await expect.poll(() => popup(page).isVisible()).toBe(false);
      await expect.poll(() => events(page)).toEqual(['ready', 'open', 'close']);
      // While hidden: refresh, update and open ask nothing of the network and show nothing.
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await call(page, 'refresh');
      await call(page, 'update', { zIndex: 1000 });
      await call(page, 'open');
      await call(page, 'toggle');
      await page.waitForTimeout(300);
      expect(requests).toEqual([]);
      expect(await fab(page).isVisible()).toBe(false);
      expect(await events(page)).toEqual(['ready', 'open', 'close']);
      await call(page, 'show');
      await expect.poll(() => fab(page).isVisible()).toBe(true);
      // The widget was kept: no chunk is fetched again to open it.
      await quickActionsButton(page).click();
      await waitForPopupContent(page);
      expect(requests.filter((url) => /\/widget-[\w-]+\.js$/.test(url))).toEqual([]);
      expect(await events(page)).toEqual(['ready', 'open', 'close', 'open']);
    });
  });
});
