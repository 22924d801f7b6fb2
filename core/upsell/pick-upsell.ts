// spec §3 "Upsell: title, content, url. It is picked by the product code of the most recent
// document." spec §5: "Upsell content is chosen randomly between 1 and the offer count of the
// group." Title and content are translation keys; the content is markdown (parse-markdown.ts).
import type { Design } from '../visibility/design';
import { offerCount, upsellFamily, type UpsellFamily } from './offer-count';
import { upsellGroupFor } from './upsell-group';
import type { UpsellGroup } from './upsell-group';
import { upsellUrl } from './upsell-url';

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

// Picks the group from the product code and an offer from `random()` in [0, 1). A random source
// that misbehaves (NaN, 1, negative) still gives an offer in range.
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
