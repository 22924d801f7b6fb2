// In real Chromium, on the demo host: the host's `locale` option (docs/host-api.md). It chooses
// the widget's text, the root's `lang` and the button's name; the country still decides the
// sections, actions and targets; an unsupported value reaches logError and is ignored; `update`
// switches it on a live page. Flavour-specific (vitest.config.ts): the widget chunk renders the
// text and takes the update.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { settle } from './support/visit';
import {
  inWidgetVisit,
  loggedMessagesIn,
  popup,
  readPopup,
  waitForPopupContent,
} from './support/widget';

const suite = useBrowserAndDemo({ worker: false });

// Runs before the demo's snippet: a stub that adds `locale` to the host's `init` (the demo page
// has no knob for it), queued as the snippet's own calls are.
const initWithLocale = (locale: unknown) => `(() => {
  window.QuickActions = function (...args) {
    if (args[0] === 'init') args[1] = { ...args[1], locale: ${JSON.stringify(locale)} };
    (window.QuickActions.q = window.QuickActions.q || []).push(args);
  };
})();`;

const NAMES = /^(Quick Actions|Actions rapides|Acciones rápidas|Schnellaktionen)$/;
const button = (page: Page) => page.getByRole('button', { name: NAMES });

/** The button's name and the root's `lang`, as the page has them now. */
const named = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-quick-actions-root]');
    const fab = root?.shadowRoot?.querySelector('button.qa-fab');
    return { lang: root?.getAttribute('lang'), name: fab?.getAttribute('aria-label') };
  });

const call = (page: Page, ...args: unknown[]) =>
  page.evaluate(
    (callArgs) =>
      (window as unknown as { QuickActions: (...a: unknown[]) => void }).QuickActions(...callArgs),
    args,
  );

/** Intent, then a click: the popup open with all its parts. */
async function open(page: Page): Promise<void> {
  await button(page).hover();
  await page.locator('[data-quick-actions-root] button[aria-controls]').waitFor();
  await button(page).click();
  await waitForPopupContent(page);
  await settle(page);
}

const actionsOf = async (page: Page) =>
  (await readPopup(page)).actions.map(({ id, text, target }) => ({ id, text, target }));

describe('the locale option', () => {
  it('en_CA for a Québec visitor: English text, Canada’s sections and targets, lang en-CA', async () => {
    const path = '/?loc=CAQC&design=desktop';
    await inWidgetVisit(suite, path, { initScript: initWithLocale('en_CA') }, async ({ page }) => {
      await button(page).waitFor();
      // The facade names the button in the chosen language before the widget loads.
      expect(await named(page)).toEqual({ lang: 'en-CA', name: 'Quick Actions' });
      await open(page);
      const content = await readPopup(page);
      expect(content.lang).toBe('en-CA');
      expect(content.label).toBe('Quick Actions');
      // Canada's: no e-sign in QC (the demo's unsupportedEsignRegions), the external notary link
      // in a new tab, documents and hubs without the US upsell.
      expect(content.actions.map(({ id, target }) => ({ id, target }))).toEqual([
        { id: 'create', target: null },
        { id: 'notarize', target: '_blank' },
      ]);
      expect(content.actions[0]!.text).toBe('Create New Document');
      expect(content.sections).toEqual(['documents', 'hubs']);
      expect(await loggedMessagesIn(page)).toEqual([]);
    });
  });

  it('es_MX for a US visitor: Spanish text, the US sections and targets', async () => {
    const path = '/?loc=US&design=desktop';
    await inWidgetVisit(suite, path, { initScript: initWithLocale('es_MX') }, async ({ page }) => {
      await button(page).waitFor();
      expect(await named(page)).toEqual({ lang: 'es-MX', name: 'Acciones rápidas' });
      await open(page);
      const content = await readPopup(page);
      expect(content.lang).toBe('es-MX');
      expect(content.label).toBe('Acciones rápidas');
      expect((await actionsOf(page)).map(({ id, text }) => [id, text])).toEqual([
        ['create', 'Crear un documento nuevo'],
        ['sign', 'Firmar documentos'],
        ['notarize', 'Certificar documentos ante notario'],
      ]);
      expect(content.sections).toEqual(['suggestion', 'documents', 'hubs']);
      expect(await loggedMessagesIn(page)).toEqual([]);
    });
  });

  it('an unsupported value reaches logError once, and the country’s locale is used', async () => {
    const path = '/?loc=US&design=desktop';
    await inWidgetVisit(suite, path, { initScript: initWithLocale('xx_YY') }, async ({ page }) => {
      await button(page).waitFor();
      expect(await named(page)).toEqual({ lang: 'en-US', name: 'Quick Actions' });
      await open(page);
      const content = await readPopup(page);
      expect(content.lang).toBe('en-US');
      expect(content.actions[0]!.text).toBe('Create New Document');
      // Another update with the same bad value in the options is no new report.
      await call(page, 'update', { pageName: 'Home' });
      await settle(page);
      const reports = (await loggedMessagesIn(page)).filter((m) => m.includes('locale'));
      expect(reports).toHaveLength(1);
      expect(reports[0]).toContain("locale 'xx_YY' is not supported");
      expect(reports[0]).toContain('en_CA');
    });
  });

  it('a well-formed locale the list has not: the widget sets the country’s lang and name', async () => {
    const path = '/?loc=US&design=desktop';
    await inWidgetVisit(suite, path, { initScript: initWithLocale('fr_BE') }, async ({ page }) => {
      await open(page);
      await expect.poll(() => named(page)).toEqual({ lang: 'en-US', name: 'Quick Actions' });
      expect((await readPopup(page)).label).toBe('Quick Actions');
      expect(await loggedMessagesIn(page)).toEqual([
        expect.stringContaining("locale 'fr_BE' is not supported"),
      ]);
    });
  });

  it('update switches the text and lang on the live page, without a reload', async () => {
    await inWidgetVisit(suite, '/?loc=US&design=desktop', async (visit) => {
      const { page } = visit;
      await open(page);
      expect((await readPopup(page)).label).toBe('Quick Actions');
      await page.evaluate(
        () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
      );

      await call(page, 'update', { locale: 'de_DE' });
      await expect
        .poll(async () => (await actionsOf(page))[0]?.text, { timeout: 15_000 })
        .toBe('Neues Dokument erstellen');
      expect(await popup(page).isVisible()).toBe(true);
      expect(await named(page)).toEqual({ lang: 'de-DE', name: 'Schnellaktionen' });
      expect((await readPopup(page)).label).toBe('Schnellaktionen');

      // The same locale again: no request of the widget's (no worker here to precache behind it).
      await settle(page);
      const before = visit.requests.length;
      await call(page, 'update', { locale: 'de-DE' });
      await settle(page);
      expect(visit.requests.slice(before)).toEqual([]);
      expect(await named(page)).toEqual({ lang: 'de-DE', name: 'Schnellaktionen' });

      // Back to the country's: English again, with the bundles already loaded.
      await call(page, 'update', { locale: null });
      await expect
        .poll(async () => (await actionsOf(page))[0]?.text, { timeout: 15_000 })
        .toBe('Create New Document');
      expect(await named(page)).toEqual({ lang: 'en-US', name: 'Quick Actions' });
      expect(
        await page.evaluate(
          () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
        ),
      ).toBe(true);
      expect(await loggedMessagesIn(page)).toEqual([]);
    });
  });
});
