import { describe, expect, it } from 'vitest';
import { ESTATE_VAULT_URL } from '../../../core/actions';
import {
  OFFER_COUNTS,
  offerCount,
  upsellFamily,
  parseCachedUpsell,
  pickUpsell,
  upsellFor,
  UPSELL_GROUPS,
  upsellGroupFor,
  type UpsellGroup,
  upsellUrl,
} from '../../../core/upsell';
import type { Design } from '../../../core/visibility';

describe('upsellGroupFor (spec §3 "Upsell groups by product code")', () => {
  it.each([
    [['WILL', 'PWRATT', 'HEALTH', 'ENDPLN', 'JICASE', 'PCARE', 'EMPLAN'], 'estateVault'],
    [['RESLSE', 'RINSPR', 'RENTRECPT', 'NOTICE', 'RENTINC'], 'rentalHub'],
    [['BOS', 'BLOAN', 'SALES', 'CBUSPS', 'SREALT'], 'salesLoansHub'],
    [['BUSPLN', 'LLCOPR', 'TERMS', 'EMPLOY', 'SERVAG', 'CONFID'], 'businessPlanningHub'],
    [['MDCNST', 'CONSNT', 'AFFGEN', 'PWRATTCHILD'], 'parentGuardianHub'],
  ] as const)('%j → %s', (codes, group) => {
    for (const code of codes) expect(upsellGroupFor(code)).toBe(group);
  });

  it('gives lastWill without a product code and allContracts for any other code', () => {
    expect(upsellGroupFor(undefined)).toBe('lastWill');
    expect(upsellGroupFor(null)).toBe('lastWill');
    expect(upsellGroupFor('  ')).toBe('lastWill');
    expect(upsellGroupFor('XYZ')).toBe('allContracts');
    expect(upsellGroupFor('WILLS')).toBe('allContracts');
  });

  it('compares codes case-insensitively', () => {
    expect(upsellGroupFor(' reslse ')).toBe('rentalHub');
  });
});

describe('offerCount (spec §5)', () => {
  const groups: UpsellGroup[] = [
    'lastWill',
    'estateVault',
    'rentalHub',
    'salesLoansHub',
    'businessPlanningHub',
    'parentGuardianHub',
    'allContracts',
  ];

  it('classic designs: Sales & Loans 3, Business Planning 3, others 2', () => {
    for (const design of ['mobile', 'desktop'] as const) {
      expect(groups.map((group) => offerCount(group, design))).toEqual([2, 2, 2, 3, 3, 2, 2]);
    }
  });

  it('desktop v2: Sales & Loans 4, Business Planning 3, others 3', () => {
    expect(groups.map((group) => offerCount(group, 'desktop-v2'))).toEqual([3, 3, 3, 4, 3, 3, 3]);
  });
});

// The counts above are the spec's, pinned once; everything that uses a count reads it
// from OFFER_COUNTS. A number restated anywhere (a picker that multiplies by 3, a cache parser
// that allows offer 4) fails here for the group and design it gets wrong.
describe('every use of the offer count follows OFFER_COUNTS', () => {
  /** A product code of each group (spec §3); no code at all is Last Will. */
  const PRODUCT_CODE: Record<UpsellGroup, string | undefined> = {
    lastWill: undefined,
    estateVault: 'WILL',
    rentalHub: 'RESLSE',
    salesLoansHub: 'BOS',
    businessPlanningHub: 'BUSPLN',
    parentGuardianHub: 'CONSNT',
    allContracts: 'XYZ',
  };
  const designs: Design[] = ['mobile', 'desktop', 'desktop-v2'];

  it('covers every group in both families', () => {
    for (const counts of Object.values(OFFER_COUNTS)) {
      expect(Object.keys(counts).sort()).toEqual([...UPSELL_GROUPS].sort());
    }
  });

  it.each(designs)('%s: pickUpsell, upsellFor and parseCachedUpsell', (design) => {
    for (const group of UPSELL_GROUPS) {
      const count = OFFER_COUNTS[upsellFamily(design)][group];
      expect(offerCount(group, design), group).toBe(count);
      const code = PRODUCT_CODE[group];
      expect(upsellGroupFor(code)).toBe(group);
      // pickUpsell gives each offer an equal share of [0, 1): the middle of share k is offer k.
      for (let offer = 1; offer <= count; offer++) {
        expect(pickUpsell(code, design, () => (offer - 0.5) / count).offer).toBe(offer);
        expect(upsellFor(group, offer, design)?.offer).toBe(offer);
        expect(parseCachedUpsell({ group, offer }, design)?.offer).toBe(offer);
      }
      expect(pickUpsell(code, design, () => 0.9999).offer).toBe(count);
      expect(upsellFor(group, count + 1, design)).toBeUndefined();
      expect(parseCachedUpsell({ group, offer: count + 1 }, design)).toBeUndefined();
    }
  });
});

describe('upsellUrl (spec §2 "Upsell targets")', () => {
  it.each([
    ['lastWill', '/contracts/last-will-and-testament-usa/'],
    ['estateVault', ESTATE_VAULT_URL],
    ['rentalHub', '/post-purchase-dashboard/RESLSE'],
    ['salesLoansHub', '/post-purchase-dashboard/BOS'],
    ['businessPlanningHub', '/post-purchase-dashboard/BUSPLN'],
    ['parentGuardianHub', '/post-purchase-dashboard/CONSNT'],
    ['allContracts', '/contracts/groups/'],
  ] as const)('%s → %s', (group, url) => {
    expect(upsellUrl(group)).toBe(url);
  });
});

describe('pickUpsell (spec §5 "chosen randomly between 1 and the offer count")', () => {
  it('picks offer 1 for random 0 and the last offer for random 0.9999', () => {
    expect(pickUpsell('BOS', 'desktop', () => 0).offer).toBe(1);
    expect(pickUpsell('BOS', 'desktop', () => 0.9999).offer).toBe(3);
    expect(pickUpsell('BOS', 'desktop-v2', () => 0.9999).offer).toBe(4);
    expect(pickUpsell('WILL', 'mobile', () => 0.9999).offer).toBe(2);
    expect(pickUpsell('WILL', 'desktop-v2', () => 0.9999).offer).toBe(3);
    expect(pickUpsell('BUSPLN', 'mobile', () => 0.9999).offer).toBe(3);
  });

  it('splits [0, 1) evenly between the offers', () => {
    expect(pickUpsell(undefined, 'desktop', () => 0.4999).offer).toBe(1);
    expect(pickUpsell(undefined, 'desktop', () => 0.5).offer).toBe(2);
  });

  it('stays in range for a random source that misbehaves', () => {
    expect(pickUpsell('BOS', 'desktop', () => 1).offer).toBe(3);
    expect(pickUpsell('BOS', 'desktop', () => -5).offer).toBe(1);
    expect(pickUpsell('BOS', 'desktop', () => Number.NaN).offer).toBe(1);
  });

  it('builds the keys and url of the classic family', () => {
    expect(pickUpsell('RESLSE', 'mobile', () => 0.6)).toEqual({
      group: 'rentalHub',
      offer: 2,
      family: 'classic',
      titleKey: 'upsell.classic.rentalHub.2.title',
      contentKey: 'upsell.classic.rentalHub.2.content',
      url: '/post-purchase-dashboard/RESLSE',
    });
  });

  it('builds the keys of the v2 family in desktop v2', () => {
    expect(pickUpsell(undefined, 'desktop-v2', () => 0)).toMatchObject({
      group: 'lastWill',
      family: 'v2',
      titleKey: 'upsell.v2.lastWill.1.title',
      contentKey: 'upsell.v2.lastWill.1.content',
      url: '/contracts/last-will-and-testament-usa/',
    });
  });

  it('uses Math.random by default and stays in range', () => {
    for (let run = 0; run < 50; run += 1) {
      const { offer } = pickUpsell('SALES', 'desktop-v2');
      expect(offer).toBeGreaterThanOrEqual(1);
      expect(offer).toBeLessThanOrEqual(4);
    }
  });
});

describe('parseCachedUpsell', () => {
  it('rebuilds the upsell from its group and offer', () => {
    const upsell = pickUpsell('BOS', 'desktop-v2', () => 0.9);
    expect(parseCachedUpsell(JSON.parse(JSON.stringify(upsell)), 'desktop-v2')).toEqual(upsell);
  });

  it('drops an offer out of range for the current design, and bad groups', () => {
    const v2Only = pickUpsell('BOS', 'desktop-v2', () => 0.9);
    expect(parseCachedUpsell(v2Only, 'desktop')).toBeUndefined();
    expect(parseCachedUpsell({ group: 'evil', offer: 1 }, 'desktop')).toBeUndefined();
    expect(parseCachedUpsell({ group: 'lastWill', offer: '1' }, 'desktop')).toBeUndefined();
    expect(parseCachedUpsell(null, 'desktop')).toBeUndefined();
  });

  it('rebuilds keys and url rather than trusting stored ones', () => {
    const tampered = { group: 'lastWill', offer: 1, url: 'javascript:alert(1)', titleKey: 'x' };
    expect(parseCachedUpsell(tampered, 'desktop')).toMatchObject({
      url: '/contracts/last-will-and-testament-usa/',
      titleKey: 'upsell.classic.lastWill.1.title',
    });
  });
});
