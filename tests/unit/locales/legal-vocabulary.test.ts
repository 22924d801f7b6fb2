import { describe, expect, it } from 'vitest';
import { bundleFileNames, readMessages } from './read-bundles';

// The upsell and hub copy uses each country's own legal vocabulary. An LLC and its operating
// agreement exist only in the US (en, en_US, es_US); German law lets parents name no temporary
// Vormund, nor French or Spanish-speaking law a temporary tuteur/tutor, nor the law of the other
// English-speaking countries a temporary guardian: they give a trusted person a power of
// attorney or an authorisation for the child (de: Sorgerechtsvollmacht).
//
// Who can see it: the widget shows an upsell only in the US (spec §2 "Country mix",
// core/actions.ts), and core/upsell.ts picks among all of a group's offers by
// the product code alone, so no offer is kept from a country that shows one. But format.js
// hands a host page any bundle (loadMessages, translate), and CA and GB see the hub names and
// labels: so every bundle is held here, each to what a person in its country signs.

/** What a locale shows: its own bundle over its language over en, as the loader merges them. */
function shown(locale: string): Record<string, string> {
  return { ...readMessages('en'), ...readMessages(locale.slice(0, 2)), ...readMessages(locale) };
}

const US_ONLY = [/\bLLC\b/, /acuerdo operativo/i, /operating agreement/i];
const NO_TEMPORARY_GUARDIAN = [
  /\bVormund\b/,
  /tuteur temporaire/i,
  /tutor temporal/i,
  /temporary guardian/i,
];
// A Vormundschaft is a guardianship a court orders when no parent has custody; a parent's own
// documents are about the Sorgerecht (de_AT: Obsorge).
const NO_COURT_GUARDIANSHIP = [/Vormundschaft/];
const US_BUNDLES = ['en', 'en_US', 'es_US'];
const OUTSIDE_THE_US = bundleFileNames().filter((locale) => !US_BUNDLES.includes(locale));

describe.each(OUTSIDE_THE_US)('%s legal vocabulary', (locale) => {
  const messages = Object.entries(shown(locale));

  it.each([...US_ONLY, ...NO_TEMPORARY_GUARDIAN, ...NO_COURT_GUARDIANSHIP])(
    'never says %s',
    (pattern) => {
      expect(messages.filter(([, text]) => pattern.test(text))).toEqual([]);
    },
  );
});

describe('German: the parents’ hub and who notarizes', () => {
  it.each([
    ['de', 'Eltern & Sorgerecht'],
    ['de_DE', 'Eltern & Sorgerecht'],
    ['de_AT', 'Eltern & Obsorge'],
  ])('%s names the parents’ hub "%s"', (locale, name) => {
    expect(shown(locale)['hub.parentGuardian']).toBe(name);
  });

  // The notary certifies; the person has the documents certified ("beglaubigen lassen").
  it.each(['de', 'de_DE', 'de_AT'])('%s: the person has documents notarized', (locale) => {
    const messages = shown(locale);
    expect(messages.notarizeDocuments).toBe('Dokumente notariell beglaubigen lassen');
    expect(messages.notarizeDocumentsShort).toBe('Beglaubigung');
    const certifies = Object.entries(messages).filter(([, text]) =>
      /beglaubigen\b(?! lassen)/i.test(text),
    );
    expect(certifies).toEqual([]);
  });
});

/** Per locale, the offer's title and a document its content names (in bold). */
function itShowsOffer(
  offer: string,
  cases: [locale: string, title: string, document: string][],
): void {
  it.each(cases)('%s: "%s", %s', (locale, title, document) => {
    const messages = shown(locale);
    expect(messages[`${offer}.title`]).toBe(title);
    expect(messages[`${offer}.content`]).toContain(document);
  });
}

describe('the company form and its owners’ agreement, per country', () => {
  itShowsOffer('upsell.v2.businessPlanningHub.2', [
    ['de', 'Ihre GmbH richtig aufstellen', '**Gesellschaftsvertrag**'],
    ['de_DE', 'Ihre GmbH richtig aufstellen', '**Gesellschaftsvertrag**'],
    ['de_AT', 'Ihre GmbH richtig aufstellen', '**Gesellschaftsvertrag**'],
    ['es', 'Organiza bien tu sociedad', '**pacto de socios**'],
    ['es_ES', 'Organiza bien tu sociedad limitada', '**pacto de socios**'],
    ['es_MX', 'Organiza bien tu S. de R.L.', '**convenio entre socios**'],
    ['es_AR', 'Organizá bien tu SRL', '**pacto de socios**'],
    ['es_CL', 'Organiza bien tu sociedad', '**pacto de socios**'],
    ['es_US', 'Organiza bien tu LLC', '**acuerdo operativo**'],
    ['fr_FR', 'Structurez votre société', '**pacte d’associés**'],
    ['fr_CA', 'Structurez votre société', '**convention entre actionnaires**'],
    ['en_US', 'Set up your LLC properly', '**operating agreement**'],
    ['en_CA', 'Set up your corporation properly', '**shareholder agreement**'],
    ['en_GB', 'Set up your limited company properly', "**shareholders' agreement**"],
    ['en_IE', 'Set up your limited company properly', "**shareholders' agreement**"],
    ['en_NZ', 'Set up your limited company properly', "**shareholders' agreement**"],
    ['en_AU', 'Set up your company properly', "**shareholders' agreement**"],
    ['en_SG', 'Set up your private limited company properly', "**shareholders' agreement**"],
    ['en_IN', 'Set up your private limited company properly', "**shareholders' agreement**"],
    ['en_NG', 'Set up your private limited company properly', "**shareholders' agreement**"],
  ]);
});

describe('a trusted person for the child, not a temporary guardian, outside the US', () => {
  itShowsOffer('upsell.v2.parentGuardianHub.2', [
    ['de', 'Eine Vertrauensperson für Ihr Kind bestimmen', '**Sorgerechtsvollmacht**'],
    ['de_DE', 'Eine Vertrauensperson für Ihr Kind bestimmen', '**Sorgerechtsvollmacht**'],
    [
      'de_AT',
      'Eine Vertrauensperson für Ihr Kind bestimmen',
      '**Vollmacht zur Ausübung der Obsorge**',
    ],
    ['fr_FR', 'Désignez une personne de confiance pour votre enfant', '**autorisation parentale**'],
    ['fr_CA', 'Désignez une personne de confiance pour votre enfant', '**autorisation parentale**'],
    [
      'es_ES',
      'Designa a una persona de confianza para tu hijo',
      '**poder para el cuidado de menores**',
    ],
    [
      'es_MX',
      'Designa a una persona de confianza para tu hijo',
      '**poder para el cuidado de menores**',
    ],
    [
      'es_AR',
      'Designá a una persona de confianza para tu hijo',
      '**poder para el cuidado de menores**',
    ],
    // US law lets a parent name a temporary guardian by a power of attorney for a minor child.
    ['es_US', 'Designa un tutor temporal', '**poder para el cuidado de menores**'],
    ['en_US', 'Name a temporary guardian', '**power of attorney for a child**'],
    ['en_CA', 'Name a trusted person for your child', '**child care authorization**'],
    ...['en_GB', 'en_IE', 'en_AU', 'en_NZ', 'en_SG', 'en_IN', 'en_NG'].map(
      (locale): [string, string, string] => [
        locale,
        'Name a trusted person for your child',
        '**childcare authorisation**',
      ],
    ),
  ]);
});

// English outside the US: where the US signs a health care directive, a lease and a bill of
// sale, each region names its own. In English, Irish and Singapore law (and the received law of
// Nigeria and India) a bill of sale is a loan secured on goods, not the record of a sale; Canada
// and Australia use it for a sale, and lease a home. Canada's provinces name the health care
// directive differently (Manitoba's own word, Alberta's personal directive): en_CA says the
// general "advance directive".
const LEASE = /\bleases?\b/i;
const BILL_OF_SALE = /\bbills? of sale\b/i;
const HEALTH_CARE_DIRECTIVE = /health care directive/i;
const BRITISH_USAGE = ['en_GB', 'en_IE', 'en_NZ', 'en_SG', 'en_IN', 'en_NG'];

describe.each([
  ...BRITISH_USAGE.map((locale): [string, RegExp[]] => [
    locale,
    [LEASE, BILL_OF_SALE, HEALTH_CARE_DIRECTIVE],
  ]),
  ['en_AU', [HEALTH_CARE_DIRECTIVE]],
])('%s: no US document names', (locale, patterns) => {
  const messages = Object.entries(shown(locale));

  it.each(patterns)('never says %s', (pattern) => {
    expect(messages.filter(([, text]) => pattern.test(text))).toEqual([]);
  });
});

describe('the documents of a person’s affairs, per English region', () => {
  itShowsOffer('upsell.v2.estateVault.1', [
    ['en_US', 'Your Estate Vault is ready', '**health care directive**'],
    ['en_CA', 'Your Estate Vault is ready', '**advance directive**'],
    ['en_GB', 'Your Estate Vault is ready', '**lasting power of attorney**'],
    ['en_IE', 'Your Estate Vault is ready', '**advance healthcare directive**'],
    ['en_AU', 'Your Estate Vault is ready', '**advance care directive**'],
    ['en_NZ', 'Your Estate Vault is ready', '**advance directive**'],
    ['en_SG', 'Your Estate Vault is ready', '**advance medical directive**'],
    ['en_IN', 'Your Estate Vault is ready', '**advance medical directive**'],
    ['en_NG', 'Your Estate Vault is ready', '**power of attorney**'],
  ]);

  itShowsOffer('upsell.v2.salesLoansHub.3', [
    ['en_US', 'Selling a vehicle?', '**bill of sale**'],
    ['en_CA', 'Selling a vehicle?', '**bill of sale**'],
    ['en_AU', 'Selling a vehicle?', '**bill of sale**'],
    ...BRITISH_USAGE.map((locale): [string, string, string] => [
      locale,
      'Selling a vehicle?',
      '**vehicle sale agreement**',
    ]),
  ]);

  it.each([
    ['en_US', 'Keep your lease,'],
    ['en_CA', 'Keep your lease,'],
    ['en_AU', 'Keep your lease,'],
    ['en_GB', 'Keep your tenancy agreement,'],
    ['en_IE', 'Keep your tenancy agreement,'],
    ['en_NZ', 'Keep your tenancy agreement,'],
    ['en_SG', 'Keep your tenancy agreement,'],
    ['en_NG', 'Keep your tenancy agreement,'],
    ['en_IN', 'Keep your rent agreement,'],
  ])('%s rents a home by "%s"', (locale, text) => {
    expect(shown(locale)['upsell.classic.rentalHub.1.content']).toContain(text);
  });
});

describe('Argentina notarizes before an escribano', () => {
  it('es_AR: "ante escribano", never a notario', () => {
    const messages = shown('es_AR');
    expect(messages.notarizeDocuments).toBe('Certificar documentos ante escribano');
    expect(Object.entries(messages).filter(([, text]) => /\bnotari[oa]s?\b/i.test(text))).toEqual(
      [],
    );
  });

  it.each(['es', 'es_ES', 'es_MX', 'es_CL'])('%s keeps "ante notario"', (locale) => {
    expect(shown(locale).notarizeDocuments).toBe('Certificar documentos ante notario');
  });
});
