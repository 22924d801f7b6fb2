// A cached Upsell: only its group and offer are read back; an offer out of range drops the entry.
import type { Design } from '../visibility/design';
import { upsellFor } from './pick-upsell';
import type { Upsell } from './pick-upsell';
import { UPSELL_GROUPS } from './upsell-group';
import type { UpsellGroup } from './upsell-group';

export function parseCachedUpsell(data: unknown, design: Design): Upsell | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { group, offer } = data as Record<string, unknown>;
  if (!UPSELL_GROUPS.includes(group as UpsellGroup) || typeof offer !== 'number') return undefined;
  return upsellFor(group as UpsellGroup, offer, design);
}
