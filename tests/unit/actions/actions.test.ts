import { describe, expect, it } from 'vitest';
import {
  CA_NOTARY_BOOKING_URL,
  resolveCaNotaryUrl,
  esignExperimentFor,
  quickActionsFor,
  type QuickActionsInput,
} from '../../../core/actions';
import * as targets from '../../../core/actions';
import { countrySections } from '../../../core/country-sections';

const input = (overrides: Partial<QuickActionsInput>): QuickActionsInput => ({
  country: 'US',
  region: '',
  esignExperimentOn: false,
  unsupportedEsignRegions: [],
  ...overrides,
});
const ids = (overrides: Partial<QuickActionsInput>) =>
  quickActionsFor(input(overrides)).map((action) => action.id);

describe('countrySections (spec §2 "Country mix")', () => {
  it('US: upsell, documents, hubs; CA: documents, hubs; GB: documents', () => {
    expect(countrySections('US')).toEqual(['suggestion', 'documents', 'hubs']);
    expect(countrySections('CA')).toEqual(['documents', 'hubs']);
    expect(countrySections('GB')).toEqual(['documents']);
  });

  it('reads the country case-insensitively and gives other countries documents only', () => {
    expect(countrySections(' ca ')).toEqual(['documents', 'hubs']);
    expect(countrySections('DE')).toEqual(['documents']);
    expect(countrySections('constructor')).toEqual(['documents']);
  });
});

describe('quickActionsFor (spec §2 targets, spec §5 e-sign rules)', () => {
  it('US: create, sign second, notarize — with the spec §2 targets', () => {
    expect(quickActionsFor(input({}))).toEqual([
      {
        id: 'create',
        labelKey: 'createNewDocument',
        shortLabelKey: 'createNewDocumentShort',
        href: targets.CREATE_DOCUMENT_URL,
        newTab: false,
        icon: 'create-document',
      },
      {
        id: 'sign',
        labelKey: 'signDocuments',
        shortLabelKey: 'signDocumentsShort',
        href: targets.ESIGN_URL,
        newTab: false,
        icon: 'sign',
      },
      {
        id: 'notarize',
        labelKey: 'notarizeDocuments',
        shortLabelKey: 'notarizeDocumentsShort',
        href: targets.NOTARIZE_URL,
        newTab: false,
        icon: 'notarize',
      },
    ]);
  });

  it('US shows e-sign whatever the experiment says', () => {
    expect(ids({ esignExperimentOn: false })).toEqual(['create', 'sign', 'notarize']);
  });

  it('hides e-sign when unsupportedEsignRegions contains the region', () => {
    expect(ids({ region: 'NY', unsupportedEsignRegions: ['QC', 'NY'] })).toEqual([
      'create',
      'notarize',
    ]);
    expect(ids({ region: 'ny', unsupportedEsignRegions: [' NY '] })).toEqual([
      'create',
      'notarize',
    ]);
    expect(ids({ region: 'CA', unsupportedEsignRegions: ['QC'] })).toEqual([
      'create',
      'sign',
      'notarize',
    ]);
    expect(ids({ region: '', unsupportedEsignRegions: [''] })).toEqual([
      'create',
      'sign',
      'notarize',
    ]);
  });

  it('CA: e-sign only with the CA experiment on and the region supported; notary in a new tab', () => {
    expect(ids({ country: 'CA', esignExperimentOn: false })).toEqual(['create', 'notarize']);
    expect(ids({ country: 'CA', esignExperimentOn: true })).toEqual(['create', 'sign', 'notarize']);
    expect(
      ids({
        country: 'CA',
        region: 'QC',
        esignExperimentOn: true,
        unsupportedEsignRegions: ['QC'],
      }),
    ).toEqual(['create', 'notarize']);
    const notarize = quickActionsFor(input({ country: 'CA' })).at(-1);
    expect(notarize).toMatchObject({
      id: 'notarize',
      href: CA_NOTARY_BOOKING_URL,
      newTab: true,
    });
  });

  it('GB: no notarize; e-sign only with the GB experiment on', () => {
    expect(ids({ country: 'GB', esignExperimentOn: false })).toEqual(['create']);
    expect(ids({ country: 'GB', esignExperimentOn: true })).toEqual(['create', 'sign']);
  });

  it('other countries notarize like the US', () => {
    expect(quickActionsFor(input({ country: 'MX' })).at(-1)?.href).toBe(targets.NOTARIZE_URL);
  });

  it("CA uses the host's caNotaryUrl when it is an absolute https URL", () => {
    const href = (caNotaryUrl: unknown) =>
      quickActionsFor(input({ country: 'CA', caNotaryUrl })).at(-1)?.href;
    expect(href('https://book.example.ca/x?tenant=t&subid=s')).toBe(
      'https://book.example.ca/x?tenant=t&subid=s',
    );
    expect(href('javascript:alert(1)')).toBe(CA_NOTARY_BOOKING_URL);
    expect(href('http://book.example.ca/')).toBe(CA_NOTARY_BOOKING_URL);
    expect(href('/relative')).toBe(CA_NOTARY_BOOKING_URL);
  });
});

describe('CA notary booking link', () => {
  it('carries tenant and sub-id parameters', () => {
    const url = new URL(CA_NOTARY_BOOKING_URL);
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('tenant')).toBe('quickactions');
    expect(url.searchParams.get('subid')).toBe('quick-actions');
    expect(resolveCaNotaryUrl(undefined)).toBe(CA_NOTARY_BOOKING_URL);
  });
});

describe('fixed targets and e-sign experiments', () => {
  // The one place in the tests that states the spec §2 "Navigation targets" literally; every
  // other test imports them from core/actions.ts, so changing a target touches only
  // core/actions.ts, this pin and the demo's destination list.
  it.each<[keyof typeof targets, string]>([
    ['VIEW_ALL_URL', '/mydocuments/'],
    ['MY_ACCOUNT_URL', '/MyAccount/'],
    ['SIGN_IN_URL', '/signin/'],
    ['ESTATE_VAULT_URL', '/EstateDashboard/'],
    ['CREATE_DOCUMENT_URL', '/contracts/groups/?via=create'],
    [
      'ESIGN_URL',
      '/esign/?utm_source=QuickActions&utm_medium=StarteSign&utm_campaign=EsignSourcesCampaign',
    ],
    ['NOTARIZE_URL', '/online-notary/?notary_source=QUICK_ACTIONS'],
  ])('exports the spec §2 target %s = %s', (name, url) => {
    expect(targets[name]).toBe(url);
  });

  it('names the e-sign experiment of CA and GB only', () => {
    expect(esignExperimentFor('CA')).toBe('QuickActionsEsignCA');
    expect(esignExperimentFor('gb')).toBe('QuickActionsEsignGB');
    expect(esignExperimentFor('US')).toBeUndefined();
  });
});
