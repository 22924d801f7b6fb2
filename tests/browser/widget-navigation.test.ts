// Real browser: tile and row clicks land where spec §2 says (including the
// editor document's form POST of spec §7), an invalid session sends a document click to
// /signin/, and every click is tracked without document names (spec §7).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  ESIGN_URL,
  ESTATE_VAULT_URL,
  MY_ACCOUNT_URL,
  SIGN_IN_URL,
  VIEW_ALL_URL,
} from '../../core/actions';
import { offerCount } from '../../core/upsell';
import { useBrowserAndDemo } from '../../tools/browser/suite';
import { A_US, editorFormFields, fixtureTile } from './support/fixtures';
import {
  ageCachedSections,
  documentNamesIn,
  expectExpanded,
  inWidgetVisit,
  loggedMessagesIn,
  openPopup,
  popup,
  readPopup,
  trackedIn,
  type TrackedEvent,
} from './support/widget';

const suite = useBrowserAndDemo({ worker: false });

const track = (component: string, extra?: TrackedEvent['extra']): TrackedEvent =>
  extra === undefined
    ? { section: 'Quick Actions', component, action: 'Click' }
    : { section: 'Quick Actions', component, action: 'Click', extra };

/** Opens the popup on the host page, clicks `target`, and waits for the destination page. */
async function clickThrough(
  page: Page,
  hostPath: string,
  target: (popup: Locator) => Locator,
): Promise<URL> {
  if (page.url() !== suite.demo.url + hostPath) await page.goto(suite.demo.url + hostPath);
  await openPopup(page);
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/', { waitUntil: 'domcontentloaded' }),
    target(popup(page)).click(),
  ]);
  await page.getByRole('heading', { name: /^Demo destination/ }).waitFor();
  return new URL(page.url());
}

/** The destination page's definition lists (demo/lib/destinations.mjs). */
const definitions = (page: Page, list: string) =>
  page.locator(`dl#${list}`).evaluate((dl) => {
    const entries: Record<string, string> = {};
    dl.querySelectorAll('dt').forEach((dt) => {
      entries[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? '';
    });
    return entries;
  });

describe('clicks land on the spec §2 targets and are tracked', () => {
  it('US desktop: documents, hubs, My Account, View all, an action and the upsell', async () => {
    const host = '/?loc=US&design=desktop&user=A';
    await inWidgetVisit(suite, host, async (visit) => {
      const { page } = visit;
      const documents = (p: Locator) => p.locator('[data-section="documents"] li');
      const hubs = (p: Locator) => p.locator('[data-section="hubs"] li a');

      // A Document: its post URL with /preview.aspx.
      let landed = await clickThrough(page, host, (p) => documents(p).nth(0).locator('a'));
      expect(landed.pathname).toBe('/mydocuments/document/48213/preview.aspx');
      // A NotarySession: /online-notary/DocumentSelection/{notary session id}.
      landed = await clickThrough(page, host, (p) => documents(p).nth(1).locator('a'));
      expect(landed.pathname).toBe('/online-notary/DocumentSelection/NS-7781');
      // Hubs: the last dashboard's href, then Estate Vault.
      landed = await clickThrough(page, host, (p) => hubs(p).nth(0));
      expect(landed.pathname).toBe('/post-purchase-dashboard/BUSPLN');
      landed = await clickThrough(page, host, (p) => hubs(p).nth(1));
      expect(landed.pathname).toBe(ESTATE_VAULT_URL);
      landed = await clickThrough(page, host, (p) => p.getByRole('link', { name: 'My Account' }));
      expect(landed.pathname).toBe(MY_ACCOUNT_URL);
      landed = await clickThrough(page, host, (p) => p.getByRole('link', { name: 'View all' }));
      expect(landed.pathname).toBe(VIEW_ALL_URL);
      landed = await clickThrough(page, host, (p) =>
        p.getByRole('link', { name: 'Sign Documents' }),
      );
      expect(landed.pathname + landed.search).toBe(ESIGN_URL);
      // The upsell title: user A's most recent document is a WILL → Estate Vault (spec §3).
      landed = await clickThrough(page, host, (p) =>
        p.locator('[data-section="suggestion"] a').first(),
      );
      expect(landed.pathname).toBe(ESTATE_VAULT_URL);

      // Positions are 1-based; the upsell offer is random (spec §5: 1..the group's offer count).
      const clicks = visit.tracked.filter((event) => event.action === 'Click');
      expect(clicks.slice(0, 7)).toEqual([
        track('Document', { type: 'Document', position: 1 }),
        track('Document', { type: 'NotarySession', position: 2 }),
        track('Hub', { kind: 'dashboard', position: 1 }),
        track('Hub', { kind: 'estateVault', position: 2 }),
        track('MyAccount'),
        track('ViewAll'),
        track('QuickAction', { id: 'sign', position: 2 }),
      ]);
      expect(clicks[7]).toEqual(
        track('Upsell', { group: 'estateVault', offer: expect.any(Number) as number }),
      );
      const offers = Array.from({ length: offerCount('estateVault', 'desktop') }, (_, i) => i + 1);
      expect(offers).toContain(clicks[7]?.extra?.offer);
      expect(clicks).toHaveLength(8);
      expect(visit.tracked.filter((event) => event.action === 'Open')).toHaveLength(8);
      expect(documentNamesIn(visit.tracked)).toEqual([]);
      expect(visit.pageErrors).toEqual([]);
    });
  });

  it('desktop v2: the header goes to /mydocuments/', async () => {
    const host = '/?loc=US&design=desktop-v2&user=B';
    await inWidgetVisit(suite, host, async (visit) => {
      const landed = await clickThrough(visit.page, host, (p) =>
        // The My Documents section header links there, not the popup's title.
        p.getByRole('link', { name: 'My Documents', exact: true }),
      );
      expect(landed.pathname).toBe(VIEW_ALL_URL);
      expect(visit.tracked.filter((event) => event.action === 'Click')).toEqual([track('Header')]);
    });
  });

  it('CA: an editor document opens by form POST with the spec §7 fields; notarize opens a new tab', async () => {
    const host = '/?loc=CAON&design=desktop&user=A';
    await inWidgetVisit(suite, host, async (visit) => {
      const { page, context } = visit;
      // The CA booking link is external: answer it here instead of the internet.
      await context.route(/^https:\/\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>booking</title>' }),
      );
      await openPopup(page);
      const notarizeHref = (await readPopup(page)).actions.find((a) => a.id === 'notarize')?.href;
      const [booking] = await Promise.all([
        context.waitForEvent('page'),
        popup(page)
          .getByRole('link', { name: /^Notarize Documents/ })
          .click(),
      ]);
      await booking.waitForLoadState('domcontentloaded');
      expect(booking.url()).toBe(notarizeHref);
      expect(new URL(page.url()).pathname).toBe('/'); // the host page stayed
      await expect(trackedIn(page)).resolves.toContainEqual(
        track('QuickAction', { id: 'notarize', position: 3 }),
      );
      await booking.close();
      await page.keyboard.press('Escape');
      await expectExpanded(page, 'false');

      const landed = await clickThrough(page, host, (p) =>
        p.locator('[data-section="documents"] li').nth(0).getByRole('button'),
      );
      expect(landed.pathname).toBe('/mydocuments/editor/48388/open.aspx');
      await expect(definitions(page, 'demo-request')).resolves.toMatchObject({ Method: 'POST' });
      // The fixture's "Residential Tenancy Agreement – Ontario" (RESLSE), as spec §7 posts it.
      await expect(definitions(page, 'demo-form-fields')).resolves.toEqual(
        editorFormFields(fixtureTile(48388)),
      );
      expect(visit.tracked).toContainEqual(track('Document', { type: 'Editor', position: 1 }));
      expect(documentNamesIn(visit.tracked)).toEqual([]);
      expect(visit.pageErrors).toEqual([]);
    });
  });
});

describe('an invalid session (spec §2, §8)', () => {
  it('a document click goes to /signin/ when the tile service answers 401', async () => {
    const host = '/?loc=US&design=desktop&user=A';
    // Service workers are blocked so the route below sees the widget's API calls.
    await inWidgetVisit(suite, host, { serviceWorkers: 'block' }, async (visit) => {
      const { page } = visit;
      // An earlier open cached the documents.
      await openPopup(page);
      await expect
        .poll(async () => (await readPopup(page)).documents.length, { timeout: 10_000 })
        .toBe(2);

      // Now the session is gone: the tile service says 401. The cache is made older than the
      // 10 s freshness so the next open asks the service again.
      await page.route('**/ItemTileService/api/FolderTile', (route) =>
        route.fulfill({ status: 401, json: { Message: 'Authorization has been denied.' } }),
      );
      expect(await ageCachedSections(page, 60_000)).toBeGreaterThan(0);
      await page.reload();
      await openPopup(page);
      await expect
        .poll(() => loggedMessagesIn(page), { timeout: 10_000 })
        .toContain('Failed to retrieve quick actions data');
      // The cached documents stay on show ...
      const content = await readPopup(page);
      expect(content.documents.map((document) => document.id)).toEqual(A_US);
      // ... and a click on one goes to sign in instead of the document.
      await Promise.all([
        page.waitForURL((url) => url.pathname === SIGN_IN_URL),
        popup(page).locator('[data-section="documents"] li a').first().click(),
      ]);
      expect(visit.tracked).toContainEqual(track('Document', { type: 'Document', position: 1 }));
    });
  });
});
