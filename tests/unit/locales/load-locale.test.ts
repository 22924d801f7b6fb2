import { describe, expect, it, vi } from 'vitest';
import { importBundle, loadMessages } from '../../../locales/load-locale';
import type { BundleImporter } from '../../../types/format';
import { FALLBACK_MESSAGES } from '../../../locales/fallback-messages';
import { readMessages } from './read-bundles';

const fake = (bundles: Record<string, unknown>, fail: string[] = []): BundleImporter =>
  vi.fn(async (locale: string) => {
    if (fail.includes(locale)) throw new Error(`network error for ${locale}`);
    if (!(locale in bundles)) throw new Error(`no bundle ${locale}`);
    return bundles[locale];
  });

const BUNDLES = {
  fr_CA: { 'hub.freelance': 'Travail autonome' },
  fr: {
    quickActions: 'Actions rapides',
    'hub.freelance': 'Travail indépendant',
    refresh: 'Actualiser',
  },
  en: { quickActions: 'Quick Actions', refresh: 'Refresh', viewAll: 'View all', onlyEn: 'English' },
};

describe('loadMessages (spec §1 chain, §4 loaded/errored)', () => {
  it('merges locale → language → en, the more specific winning', async () => {
    const result = await loadMessages(['fr_CA', 'fr', 'en'], fake(BUNDLES));
    expect(result.messages).toMatchObject({
      'hub.freelance': 'Travail autonome',
      quickActions: 'Actions rapides',
      refresh: 'Actualiser',
      viewAll: 'View all',
      onlyEn: 'English',
    });
    expect(result).toMatchObject({ loaded: true, errored: false, failed: [] });
  });

  it('asks only for the bundles of the chain, plus en', async () => {
    const importer = fake(BUNDLES);
    await loadMessages(['fr_CA', 'fr'], importer);
    expect(vi.mocked(importer).mock.calls.map(([locale]) => locale)).toEqual(['fr_CA', 'fr', 'en']);
  });

  it('asks for en once when the chain already ends with it', async () => {
    const importer = fake(BUNDLES);
    await loadMessages(['en'], importer);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('falls back to the rest of the chain when the regional bundle fails', async () => {
    const result = await loadMessages(['fr_CA', 'fr', 'en'], fake(BUNDLES, ['fr_CA']));
    expect(result.messages['hub.freelance']).toBe('Travail indépendant');
    expect(result.messages.quickActions).toBe('Actions rapides');
    expect(result).toMatchObject({ loaded: true, errored: true, failed: ['fr_CA'] });
  });

  it('falls back to en when the language bundle fails too', async () => {
    const result = await loadMessages(['fr_CA', 'fr', 'en'], fake(BUNDLES, ['fr_CA', 'fr']));
    expect(result.messages.quickActions).toBe('Quick Actions');
    expect(result).toMatchObject({ loaded: true, errored: true, failed: ['fr_CA', 'fr'] });
  });

  it('keeps the specific bundles and the built-in labels when only en fails', async () => {
    const result = await loadMessages(['fr_CA', 'fr', 'en'], fake(BUNDLES, ['en']));
    expect(result.messages.quickActions).toBe('Actions rapides');
    expect(result.messages.viewAll).toBe('View all');
    expect(result.messages.onlyEn).toBeUndefined();
    expect(result).toMatchObject({ loaded: true, errored: true, failed: ['en'] });
  });

  it('never blanks: everything failing leaves the built-in English labels', async () => {
    const result = await loadMessages(['fr_CA', 'fr', 'en'], fake({}, ['fr_CA', 'fr', 'en']));
    expect(result.messages.quickActions).toBe('Quick Actions');
    expect(result.messages.createNewDocument).toBe('Create New Document');
    expect(result).toMatchObject({ loaded: false, errored: true, failed: ['fr_CA', 'fr', 'en'] });
  });

  it('treats an importer that throws synchronously as a failed bundle', async () => {
    const importer: BundleImporter = (locale) => {
      if (locale === 'de') throw new Error('boom');
      return Promise.resolve({ quickActions: 'Quick Actions' });
    };
    await expect(loadMessages(['de', 'en'], importer)).resolves.toMatchObject({
      loaded: true,
      errored: true,
      failed: ['de'],
    });
  });

  it.each([
    ['null', null],
    ['an array', ['Schnellaktionen']],
    ['a string', 'Schnellaktionen'],
  ])('counts a bundle that is %s as failed', async (_name, value) => {
    const result = await loadMessages(['de', 'en'], fake({ de: value, en: BUNDLES.en }));
    expect(result.failed).toEqual(['de']);
    expect(result.messages.quickActions).toBe('Quick Actions');
  });

  it('drops entries that are not non-empty strings', async () => {
    const de = { quickActions: 'Schnellaktionen', refresh: 42, viewAll: '', myAccount: null };
    const result = await loadMessages(['de', 'en'], fake({ de, en: BUNDLES.en }));
    expect(result.messages).toMatchObject({
      quickActions: 'Schnellaktionen',
      refresh: 'Refresh',
      viewAll: 'View all',
      myAccount: 'My Account',
    });
    expect(result.errored).toBe(false);
  });

  it('has built-in labels equal to bundles/en.json', () => {
    const en = readMessages('en');
    for (const [key, value] of Object.entries(FALLBACK_MESSAGES)) expect(value, key).toBe(en[key]);
    expect(Object.keys(FALLBACK_MESSAGES)).toHaveLength(26);
  });
});

describe('the bundled importer (lazy import.meta.glob)', () => {
  it('loads the real fr_CA chain', async () => {
    const result = await loadMessages(['fr_CA', 'fr', 'en']);
    expect(result).toMatchObject({ loaded: true, errored: false });
    expect(result.messages.quickActions).toBe('Actions rapides');
    expect(result.messages['hub.freelance']).toBe('Travail autonome');
    expect(result.messages['region.CA.QC']).toBe('Québec');
  });

  it('loads de_AT over de', async () => {
    const { messages } = await loadMessages(['de_AT', 'de', 'en']);
    expect(messages['hub.parentGuardian']).toBe('Eltern & Obsorge');
    expect(messages['hub.rentalProperty']).toBe('Mietobjekt');
  });

  it('rejects a locale without a bundle, so the chain reports it', async () => {
    await expect(importBundle('xx_YY')).rejects.toThrow('No locale bundle "xx_YY"');
    await expect(importBundle('../bundles/en')).rejects.toThrow('No locale bundle');
    const result = await loadMessages(['en_ZZ', 'en']);
    expect(result).toMatchObject({ loaded: true, errored: true, failed: ['en_ZZ'] });
  });
});
