// spec §5: "The count is 2 or 3, or 3 or 4 in the v2 design. Sales & Loans has 3 (v2: 4). Others
// have 2 (v2: 3), except Business Planning, which has 3 in both designs."
import type { Design } from '../visibility/design';
import type { UpsellGroup } from './upsell-group';

export function offerCount(group: UpsellGroup, design: Design): number {
  const v2 = design === 'desktop-v2';
  if (group === 'businessPlanningHub') return 3;
  if (group === 'salesLoansHub') return v2 ? 4 : 3;
  return v2 ? 3 : 2;
}
