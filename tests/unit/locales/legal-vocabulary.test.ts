import { describe, expect, it } from 'vitest';
import { bundleFileNames, readMessages } from './read-bundles';

// The upsell and hub copy uses each country's own legal vocabulary. An LLC and its
// operating agreement exist only in the US (en, es_US); German law lets parents name no
// temporary Vormund, nor French or Spanish-speaking law a temporary tuteur/tutor: they give a
// trusted person a power of attorney for the child (de: Sorgerechtsvollmacht).

/** What a locale shows: its own bundle over its language over en, as the loader merges them. */
function shown(locale: string): Record<string, string> {
  return { ...readMessages('en'), ...readMessages(locale.slice(0, 2)), ...readMessages(locale) };
}

const US_ONLY = [/\bLLC\b/, /acuerdo operativo/i, /operating agreement/i];
const NO_TEMPORARY_GUARDIAN = [/\bVormund\b/, /tuteur temporaire/i, /tutor temporal/i];
const OUTSIDE_THE_US = bundleFileNames().filter(
  (locale) => !locale.startsWith('en') && locale !== 'es_US',
);

describe.each(OUTSIDE_THE_US)('%s legal vocabulary', (locale) => {
  const messages = Object.entries(shown(locale));

  it.each([...US_ONLY, ...NO_TEMPORARY_GUARDIAN])('never says %s', (pattern) => {
    expect(messages.filter(([, text]) => pattern.test(text))).toEqual([]);
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
  ]);
});
