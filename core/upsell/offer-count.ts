// spec §5: "Upsell content is chosen randomly between 1 and the offer count of the group. The
// count is 2 or 3, or 3 or 4 in the v2 design. Sales & Loans has 3 (v2: 4). Others have 2 (v2: 3),
// except Business Planning, which has 3 in both designs." The one home of those numbers (the
// bundles' copy is tested against it: tests/unit/locales/bundles.test.ts).
import type { Design } from '../visibility/design';
import type { UpsellGroup } from './upsell-group';

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
