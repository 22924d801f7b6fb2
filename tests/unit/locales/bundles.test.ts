import { describe, expect, it } from 'vitest';
import { bundleFileNames, readBundle, readMessages } from './read-bundles';
import { SUPPORTED_LOCALES } from '../../../core/locale';
import { OFFER_COUNTS } from '../../../core/upsell';
import { byLocale, type ByLocale } from '../support/locale-cases';

// spec §1 "Locale bundles exist for: ..." (literal, so a dropped bundle fails).
const LOCALES = [
  'de',
  'de_AT',
  'de_DE',
  'en',
  'en_AU',
  'en_CA',
  'en_GB',
  'en_IE',
  'en_IN',
  'en_NG',
  'en_NZ',
  'en_SG',
  'en_US',
  'es',
  'es_AR',
  'es_CL',
  'es_ES',
  'es_MX',
  'es_US',
  'fr',
  'fr_CA',
  'fr_FR',
];
const LANGUAGES = ['en', 'fr', 'es', 'de'];

it('core resolves exactly the locales that have bundles', () => {
  expect([...SUPPORTED_LOCALES]).toEqual(LOCALES);
});
const REGIONAL = LOCALES.filter((locale) => locale.includes('_'));

const en = readBundle('en');
const enKeys = Object.keys(en).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** A test per message: the bundle of the locale (or language) says the key as the text. */
function itSays(messages: ByLocale<string>): void {
  it.each(byLocale(messages))('%s says %s as "%s"', (locale, key, text) => {
    expect(readMessages(locale)[key]).toBe(text);
  });
}

describe('locale bundles (spec §1)', () => {
  it('exist for exactly the 22 locales of spec §1', () => {
    expect(bundleFileNames()).toEqual(LOCALES);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const bundle = readBundle(locale);

    it('is a flat object of non-empty strings', () => {
      expect(typeof bundle).toBe('object');
      expect(Array.isArray(bundle)).toBe(false);
      for (const [key, value] of Object.entries(bundle)) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
      }
    });

    it('has no key that en lacks', () => {
      expect(Object.keys(bundle).filter((key) => !(key in en))).toEqual([]);
    });

    it('keeps the placeholders of en', () => {
      for (const [key, value] of Object.entries(bundle)) {
        expect(placeholders(value as string), key).toEqual(placeholders(en[key] as string));
      }
    });
  });

  it.each(LANGUAGES)('language bundle %s has every key en has', (language) => {
    expect(Object.keys(readBundle(language)).sort()).toEqual(enKeys);
  });

  it.each(REGIONAL)('regional bundle %s holds only what differs from its language', (locale) => {
    const language = readBundle(locale.slice(0, 2));
    for (const [key, value] of Object.entries(readBundle(locale))) {
      expect(value, key).not.toBe(language[key]);
    }
  });

  it('holds every label the widget uses (spec §2 "Labels", §9 close label)', () => {
    expect(en).toMatchObject({
      quickActions: 'Quick Actions',
      refresh: 'Refresh',
      myDocuments: 'My Documents',
      viewAll: 'View all',
      myAccount: 'My Account',
      myHubs: 'My Hubs',
      createNewDocument: 'Create New Document',
      createNewDocumentShort: 'New',
      signDocuments: 'Sign Documents',
      signDocumentsShort: 'Sign',
      notarizeDocuments: 'Notarize Documents',
      notarizeDocumentsShort: 'Notarize',
      emptyDocumentsV2: 'Documents you make will appear here',
      close: 'close',
      lastModified: 'Edited {date}',
    });
    for (const key of [
      'refreshAvailable',
      'emptyDocuments',
      'emptyHubs',
      'documentsFailed',
      'hubsFailed',
      'loading',
      'opensInNewTab',
      'suggestion',
      'documentType.Document',
      'documentType.Editor',
      'documentType.NotarySession',
    ]) {
      expect(en, key).toHaveProperty([key]);
    }
  });

  it('names the button "Actions rapides" in French, as the loader does', () => {
    expect(readMessages('fr').quickActions).toBe('Actions rapides');
    expect(readMessages('fr_CA').quickActions).toBeUndefined();
  });

  it('names the nine hubs of spec §3', () => {
    expect(Object.keys(en).filter((key) => key.startsWith('hub.'))).toHaveLength(9);
    expect(en).toMatchObject({
      'hub.estateVault': 'Estate Vault',
      'hub.parentGuardian': 'Parent & Guardian',
      'hub.salesLoans': 'Sales & Loans',
      'hub.businessPlanning': 'Business Planning',
      'hub.confidentialityAgreement': 'Confidentiality Agreement',
      'hub.freelance': 'Freelance',
      'hub.rentalProperty': 'Rental Property',
      'hub.separationAgreement': 'Separation Agreement',
      'hub.trustEstate': 'Trust Estate',
    });
  });
});

describe('upsell copy (spec §3 groups, §5 offer counts)', () => {
  // Each family and group has exactly the offers core picks from (core/upsell.ts,
  // where the spec §5 counts live and tests/unit/upsell/upsell.test.ts pins them).
  const COUNTS: [string, string, number][] = Object.entries(OFFER_COUNTS).flatMap(
    ([family, counts]) =>
      Object.entries(counts).map(([group, count]): [string, string, number] => [
        family,
        group,
        count,
      ]),
  );
  const offersInAll = COUNTS.reduce((sum, [, , count]) => sum + count, 0);

  it.each(COUNTS)(
    '%s %s has exactly %i offers, each with title and content',
    (family, group, count) => {
      const prefix = `upsell.${family}.${group}.`;
      const offers = new Set(
        enKeys.filter((key) => key.startsWith(prefix)).map((key) => key.split('.')[3]),
      );
      expect([...offers].sort()).toEqual(Array.from({ length: count }, (_, i) => String(i + 1)));
      for (let n = 1; n <= count; n++) {
        expect(en).toHaveProperty([`${prefix}${n}.title`]);
        expect(en).toHaveProperty([`${prefix}${n}.content`]);
      }
    },
  );

  it('has no upsell keys outside those groups', () => {
    const groups = new Set(COUNTS.map(([family, group]) => `${family}.${group}`));
    const upsell = enKeys.filter((key) => key.startsWith('upsell.'));
    expect(upsell.filter((key) => !groups.has(key.split('.').slice(1, 3).join('.')))).toEqual([]);
    // A title and a content per offer.
    expect(upsell).toHaveLength(2 * offersInAll);
  });

  // Markdown subset, all that core/markdown.ts reads: **bold** and [text]({url});
  // a newline is a space. A link's target is the group's own, filled in from core/upsell.ts
  // (tests/unit/upsell/upsell-copy-links.test.ts).
  it.each(LOCALES)('%s upsell content uses only the markdown subset', (locale) => {
    const bundle = readMessages(locale);
    for (const [key, value] of Object.entries(bundle)) {
      if (!key.startsWith('upsell.')) continue;
      const links = [...value.matchAll(/\[([^\]]+)\]\(([^)]*)\)/g)];
      for (const [, text, url] of links) {
        expect(text, key).not.toBe('');
        expect(url, key).toBe('{url}');
      }
      const plain = value
        .replace(/\[([^\]]+)\]\(([^)]*)\)/g, '$1')
        .replace(/\*\*([^*]+)\*\*/g, '$1');
      expect(plain, key).not.toMatch(/[*_`#<>[\]|~]|^\s*[-+]\s|^\s*\d+\.\s/m);
      if (key.endsWith('.title')) expect(value, key).not.toContain('\n');
    }
  });
});

describe('region names (spec §1)', () => {
  const COUNTS: [string, number][] = [
    ['US', 51],
    ['CA', 13],
    ['GB', 4],
    ['MX', 32],
    ['ES', 19],
    ['DE', 16],
    ['AT', 9],
  ];

  it.each(COUNTS)('%s has %i regions in every language', (country, count) => {
    for (const language of LANGUAGES) {
      const keys = Object.keys(readBundle(language)).filter((key) =>
        key.startsWith(`region.${country}.`),
      );
      expect(keys, language).toHaveLength(count);
    }
  });

  it('uses ISO 3166-2 codes', () => {
    expect(en).toMatchObject({
      'region.US.DC': 'District of Columbia',
      'region.CA.QC': 'Quebec',
      'region.CA.YT': 'Yukon',
      'region.GB.NIR': 'Northern Ireland',
      'region.MX.CMX': 'Mexico City',
      'region.ES.CT': 'Catalonia',
      'region.ES.ML': 'Melilla',
      'region.DE.NW': 'North Rhine-Westphalia',
      'region.AT.9': 'Vienna',
    });
  });

  itSays({
    fr: {
      'region.CA.BC': 'Colombie-Britannique',
      'region.US.NC': 'Caroline du Nord',
      'region.GB.SCT': 'Écosse',
    },
    es: {
      'region.US.NY': 'Nueva York',
      'region.MX.NLE': 'Nuevo León',
      'region.ES.PV': 'País Vasco',
    },
    de: {
      'region.DE.BY': 'Bayern',
      'region.AT.2': 'Kärnten',
      'region.US.CA': 'Kalifornien',
    },
  });
});

describe('a section that could not be loaded (ADR-0100), not "no documents yet"', () => {
  itSays({
    en: {
      documentsFailed: "Your documents couldn't be loaded",
      hubsFailed: "Your hubs couldn't be loaded",
    },
    fr: {
      documentsFailed: 'Vos documents n’ont pas pu être chargés',
      hubsFailed: 'Vos espaces n’ont pas pu être chargés',
    },
    es: {
      documentsFailed: 'No se pudieron cargar tus documentos',
      hubsFailed: 'No se pudieron cargar tus espacios',
    },
    de: {
      documentsFailed: 'Ihre Dokumente konnten nicht geladen werden',
      hubsFailed: 'Ihre Bereiche konnten nicht geladen werden',
    },
  });

  it('fr_CA says it as fr does (its bundle holds only what differs)', () => {
    expect(readMessages('fr_CA').documentsFailed).toBeUndefined();
    expect(readMessages('fr_CA').hubsFailed).toBeUndefined();
  });
});

describe('regional usage', () => {
  itSays({
    en_GB: { notarizeDocuments: 'Notarise Documents' },
    en_AU: { 'documentType.NotarySession': 'Online notarisation' },
    en_CA: { 'upsell.v2.parentGuardianHub.3.title': 'Travelling with children?' },
    fr_CA: {
      'hub.confidentialityAgreement': 'Entente de confidentialité',
      'hub.freelance': 'Travail autonome',
    },
    es_MX: { 'hub.rentalProperty': 'Propiedad en renta' },
    es_CL: { 'hub.rentalProperty': 'Propiedad en arriendo' },
    es_ES: { 'hub.rentalProperty': 'Inmueble en alquiler' },
    es_AR: { suggestion: 'Sugerencias para vos' },
    es_US: { notarizeDocumentsShort: 'Notarizar' },
    de_AT: { 'hub.parentGuardian': 'Eltern & Obsorge' },
  });

  it('fr_CA writes "courriel" where fr writes "e-mail"', () => {
    const key = 'upsell.v2.rentalHub.2.content';
    expect(readMessages('fr')[key]).toContain('e-mail');
    expect(readMessages('fr_CA')[key]).toContain('courriel');
  });

  it('fr puts a no-break space before "?", fr_CA (OQLF) none', () => {
    const key = 'upsell.v2.allContracts.3.title';
    expect(readMessages('fr')[key]).toBe('Besoin d’autre chose\u00a0?');
    expect(readMessages('fr_CA')[key]).toBe('Besoin d’autre chose?');
  });

  it.each(['en_US', 'fr_FR', 'de_DE'])('%s is the language itself (empty bundle)', (locale) => {
    expect(readBundle(locale)).toEqual({});
  });
});
