// @vitest-environment jsdom
// The host's `locale` option in the widget (widget/model/widget-model.ts): it chooses the text,
// the root's `lang` and the button's name; the country keeps deciding the actions; a value the
// list has not is reported once when given; `update` switches it in place, and the same locale
// again changes nothing.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWidgetModel } from '../../../widget/model/widget-model';
import {
  createFakeHost,
  mountWidget,
  settle,
  click,
  type MountedHost,
} from './support/widget-harness';

const actionIds = (host: MountedHost) =>
  [...host.shadowRoot.querySelectorAll('.qa-actions a')].map((a) => a.getAttribute('data-action'));
const firstAction = (host: MountedHost) =>
  host.shadowRoot.querySelector('.qa-actions a')?.textContent?.trim();
const panelLabel = (host: MountedHost) =>
  host.shadowRoot.querySelector('.qa-popup')?.getAttribute('aria-label');
const localeReports = (host: { logError: { mock: { calls: [Error][] } } }) =>
  host.logError.mock.calls.map(([error]) => error.message).filter((m) => m.includes('locale'));

// waitForPopup finds the popup by its English name; this one by its state, in any language.
async function openIn(host: MountedHost) {
  await click(host.button);
  for (let turn = 0; turn < 20 && !shownPopup(host); turn++) await settle();
  expect(shownPopup(host)).not.toBeNull();
}
const shownPopup = (host: MountedHost) =>
  host.shadowRoot.querySelector('.qa-popup:not([hidden]):not([data-unseen])');

describe('the widget picks the host’s locale', () => {
  it('es_MX for a US visitor: Spanish text, lang and name; the US actions', async () => {
    const host = await mountWidget({ country: 'US', options: { locale: 'es_MX' } });
    await openIn(host);
    expect(firstAction(host)).toBe('Crear un documento nuevo');
    expect(panelLabel(host)).toBe('Acciones rápidas');
    expect(host.root.lang).toBe('es-MX');
    expect(host.button.getAttribute('aria-label')).toBe('Acciones rápidas');
    expect(actionIds(host)).toEqual(['create', 'sign', 'notarize']);
    expect(localeReports(host)).toEqual([]);
  });

  it('en_CA for a Québec visitor: English text, Canada’s actions', async () => {
    const host = await mountWidget({
      country: 'CA',
      region: 'QC',
      config: { unsupportedEsignRegions: 'QC' },
      options: { locale: 'en_CA' },
    });
    await openIn(host);
    expect(firstAction(host)).toBe('Create New Document');
    expect(host.root.lang).toBe('en-CA');
    expect(actionIds(host)).toEqual(['create', 'notarize']);
  });

  it('an unsupported value is reported once and the country’s locale is used', async () => {
    const host = await mountWidget({ country: 'CA', region: 'QC', options: { locale: 'fr_BE' } });
    await openIn(host);
    expect(host.root.lang).toBe('fr-CA');
    expect(panelLabel(host)).toBe('Actions rapides');
    expect(host.button.getAttribute('aria-label')).toBe('Actions rapides');
    expect(localeReports(host)).toEqual([
      expect.stringContaining("QuickActions locale 'fr_BE' is not supported"),
    ]);
    // The options still hold it: no new report on a later update, a new one for a new value.
    act(() => host.widget.update({ locale: 'fr_BE', pageName: 'Home' }));
    await settle();
    expect(localeReports(host)).toHaveLength(1);
    act(() => host.widget.update({ locale: 7 }));
    await settle();
    expect(localeReports(host)).toEqual([
      expect.stringContaining("'fr_BE'"),
      expect.stringContaining('locale a number is not supported'),
    ]);
  });
});

describe('update switches the locale in place', () => {
  it('the text, lang and name change on the open popup; back to the country’s with none', async () => {
    const host = await mountWidget({ country: 'US' });
    await openIn(host);
    const panel = host.shadowRoot.querySelector('.qa-popup');
    expect(firstAction(host)).toBe('Create New Document');
    act(() => host.widget.update({ locale: 'de_DE' }));
    await settle();
    await settle();
    expect(firstAction(host)).toBe('Neues Dokument erstellen');
    expect(host.root.lang).toBe('de-DE');
    expect(host.button.getAttribute('aria-label')).toBe('Schnellaktionen');
    // The same popup, still open.
    expect(host.shadowRoot.querySelector('.qa-popup')).toBe(panel);
    expect(host.button.getAttribute('aria-expanded')).toBe('true');
    act(() => host.widget.update({ locale: undefined }));
    await settle();
    await settle();
    expect(firstAction(host)).toBe('Create New Document');
    expect(host.root.lang).toBe('en-US');
    expect(host.button.getAttribute('aria-label')).toBe('Quick Actions');
  });

  it('the same locale again, or its tag, loads and renders nothing', async () => {
    const fake = createFakeHost({ country: 'US', options: { locale: 'es_MX' } });
    const model = createWidgetModel(fake.handoff, fake.deps);
    try {
      await settle();
      const loaded = model.i18n.getSnapshot();
      expect(loaded.loaded).toBe(true);
      model.update({ locale: 'es_MX' });
      model.update({ locale: 'es-MX', pageName: 'Home' });
      await settle();
      expect(model.i18n.getSnapshot()).toBe(loaded);
      model.update({ locale: 'es_US' });
      await settle();
      expect(model.i18n.getSnapshot()).not.toBe(loaded);
    } finally {
      model.dispose();
      fake.root.remove();
    }
  });

  it('two quick updates: the last one’s text, lang and name', async () => {
    const fake = createFakeHost({ country: 'US' });
    const model = createWidgetModel(fake.handoff, fake.deps);
    try {
      await settle();
      model.update({ locale: 'de_DE' });
      model.update({ locale: 'fr_CA' });
      await settle();
      await settle();
      expect(model.i18n.getSnapshot().messages.quickActions).toBe('Actions rapides');
      expect(fake.root.lang).toBe('fr-CA');
      expect(fake.button.getAttribute('aria-label')).toBe('Actions rapides');
    } finally {
      model.dispose();
      fake.root.remove();
    }
  });
});

// The legal content follows the country (core/locale.ts): a US person reading en_GB
// gets British labels and spelling, and the US upsell, which names US documents (a "power of
// attorney", never the UK's "lasting power of attorney").
describe('the upsell follows the country, the text the locale', () => {
  const upsellText = (host: MountedHost) =>
    host.shadowRoot.querySelector('.qa-suggestion')?.textContent?.trim();

  async function upsellFor(options: Record<string, unknown>) {
    const host = await mountWidget({ country: 'US', random: () => 0, options });
    await openIn(host);
    for (let turn = 0; turn < 20 && !upsellText(host); turn++) await settle();
    return { host, upsell: upsellText(host), labels: [...actionLabels(host)] };
  }
  const actionLabels = (host: MountedHost) =>
    [...host.shadowRoot.querySelectorAll('.qa-actions a')].map((a) => a.textContent?.trim());

  it('en_GB for a US person: British labels, the US upsell', async () => {
    const us = await upsellFor({});
    const british = await upsellFor({ locale: 'en_GB' });
    expect(us.upsell).toContain('power of attorney');
    expect(british.upsell).toBe(us.upsell);
    expect(british.upsell).not.toMatch(/lasting power of attorney/i);
    expect(british.labels).toContain('Notarise Documents');
    expect(us.labels).toContain('Notarize Documents');
    expect(british.host.root.lang).toBe('en-GB');
  });

  it('es_MX for a US person: Spanish labels, the US upsell in Spanish (es_US)', async () => {
    const spanish = await upsellFor({ locale: 'es_MX' });
    const usSpanish = await upsellFor({ locale: 'es_US' });
    expect(spanish.labels[0]).toBe('Crear un documento nuevo');
    expect(spanish.upsell).toBe(usSpanish.upsell);
  });
});
