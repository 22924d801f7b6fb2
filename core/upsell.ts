// The upsell (spec §3, §5): its group, offer counts, link, pick and cached copy.
import type { Design } from './visibility';
import { ESTATE_VAULT_URL } from './actions';

// spec §3 "Upsell groups by product code": the newest document's Template, any case.
export const UPSELL_GROUPS = [
  'lastWill',
  'estateVault',
  'rentalHub',
  'salesLoansHub',
  'businessPlanningHub',
  'parentGuardianHub',
  'allContracts',
] as const;

export type UpsellGroup = (typeof UPSELL_GROUPS)[number];

const CODES_BY_GROUP: Readonly<Partial<Record<UpsellGroup, string>>> = {
  estateVault: 'WILL PWRATT HEALTH ENDPLN JICASE PCARE EMPLAN',
  rentalHub: 'RESLSE RINSPR RENTRECPT NOTICE RENTINC',
  salesLoansHub: 'BOS BLOAN SALES CBUSPS SREALT',
  businessPlanningHub: 'BUSPLN LLCOPR TERMS EMPLOY SERVAG CONFID',
  parentGuardianHub: 'MDCNST CONSNT AFFGEN PWRATTCHILD',
};

const GROUP_BY_CODE = new Map(
  Object.entries(CODES_BY_GROUP).flatMap(([group, codes]) =>
    codes.split(' ').map((code) => [code, group as UpsellGroup] as const),
  ),
);

/** "no product code: Last Will"; "any other code: all contracts". */
export function upsellGroupFor(productCode: string | null | undefined): UpsellGroup {
  const code = (productCode ?? '').trim().toUpperCase();
  if (code === '') return 'lastWill';
  return GROUP_BY_CODE.get(code) ?? 'allContracts';
}

// spec §5: "Sales & Loans has 3 (v2: 4). Others have 2 (v2: 3), except Business Planning, which has
// 3 in both designs." The bundles are tested against these (tests/unit/locales/bundles.test.ts).
/** v2 has its own, longer set of offers, so its copy has its own keys (`upsell.v2.…`). */
export type UpsellFamily = 'classic' | 'v2';

export const upsellFamily = (design: Design): UpsellFamily =>
  design === 'desktop-v2' ? 'v2' : 'classic';

export const OFFER_COUNTS: Readonly<Record<UpsellFamily, Readonly<Record<UpsellGroup, number>>>> = {
  classic: {
    lastWill: 2,
    estateVault: 2,
    rentalHub: 2,
    salesLoansHub: 3,
    businessPlanningHub: 3,
    parentGuardianHub: 2,
    allContracts: 2,
  },
  v2: {
    lastWill: 3,
    estateVault: 3,
    rentalHub: 3,
    salesLoansHub: 4,
    businessPlanningHub: 3,
    parentGuardianHub: 3,
    allContracts: 3,
  },
};

export const offerCount = (group: UpsellGroup, design: Design): number =>
  OFFER_COUNTS[upsellFamily(design)][group];

// spec §2 "Upsell targets", one per group (the group's hub or page).
const UPSELL_URLS: Readonly<Record<UpsellGroup, string>> = {
  lastWill: '/contracts/last-will-and-testament-usa/',
  estateVault: ESTATE_VAULT_URL,
  rentalHub: '/post-purchase-dashboard/RESLSE',
  salesLoansHub: '/post-purchase-dashboard/BOS',
  businessPlanningHub: '/post-purchase-dashboard/BUSPLN',
  parentGuardianHub: '/post-purchase-dashboard/CONSNT',
  allContracts: '/contracts/groups/',
};

export function upsellUrl(group: UpsellGroup): string {
  return UPSELL_URLS[group];
}

// spec §3 "Upsell: title, content, url", picked by the product code of the most recent document;
// title and content are translation keys, the content markdown (core/markdown.ts).
export interface Upsell {
  group: UpsellGroup;
  /** 1 .. offerCount(group, design). */
  offer: number;
  family: UpsellFamily;
  /** `upsell.<family>.<group>.<offer>.title` */
  titleKey: string;
  /** `upsell.<family>.<group>.<offer>.content` (markdown) */
  contentKey: string;
  url: string;
}

/** The upsell for a known group and offer; undefined when the offer is out of range for the design. */
export function upsellFor(group: UpsellGroup, offer: number, design: Design): Upsell | undefined {
  if (!Number.isInteger(offer) || offer < 1 || offer > offerCount(group, design)) return undefined;
  const family = upsellFamily(design);
  const key = `upsell.${family}.${group}.${offer}`;
  return {
    group,
    offer,
    family,
    titleKey: `${key}.title`,
    contentKey: `${key}.content`,
    url: upsellUrl(group),
  };
}

// spec §5: "Upsell content is chosen randomly between 1 and the offer count of the group", from
// `random()` in [0, 1); a source that misbehaves (NaN, 1, negative) still gives one in range.
export function pickUpsell(
  productCode: string | null | undefined,
  design: Design,
  random: () => number = Math.random,
): Upsell {
  const group = upsellGroupFor(productCode);
  const count = offerCount(group, design);
  const value = random();
  const unit = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1 - Number.EPSILON) : 0;
  const offer = 1 + Math.floor(unit * count);
  // In range by construction, so upsellFor always answers.
  return upsellFor(group, offer, design) as Upsell;
}

// A cached Upsell: only its group and offer are read back; an offer out of range drops the entry.
export function parseCachedUpsell(data: unknown, design: Design): Upsell | undefined {
  const { group, offer } = Object(data) as Record<string, unknown>;
  const known = UPSELL_GROUPS.find((name) => name === group);
  return known && typeof offer === 'number' ? upsellFor(known, offer, design) : undefined;
}
