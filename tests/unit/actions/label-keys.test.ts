import { describe, expect, it } from 'vitest';
import en from '../../../locales/bundles/en.json';
import { quickActionsFor } from '../../../core/actions';
import { ESTATE_VAULT_TITLE_KEY } from '../../../core/hubs/hub-item';
import { upsellFor, offerCount, UPSELL_GROUPS } from '../../../core/upsell';
import type { Design } from '../../../core/visibility';

// The keys core hands to the widget must exist in the bundles, which hold their text.
const messages = en as Record<string, string>;

describe('translation keys used by core exist in the en bundle', () => {
  it('action labels, full and short', () => {
    for (const country of ['US', 'CA', 'GB']) {
      const actions = quickActionsFor({
        country,
        region: '',
        esignExperimentOn: true,
        unsupportedEsignRegions: [],
      });
      for (const action of actions) {
        expect(messages[action.labelKey], action.labelKey).toBeTruthy();
        expect(messages[action.shortLabelKey], action.shortLabelKey).toBeTruthy();
      }
    }
  });

  it('the Estate Vault hub title', () => {
    expect(messages[ESTATE_VAULT_TITLE_KEY]).toBe('Estate Vault');
  });

  it('every upsell offer of every group and design', () => {
    const designs: Design[] = ['mobile', 'desktop', 'desktop-v2'];
    for (const group of UPSELL_GROUPS)
      for (const design of designs)
        for (let offer = 1; offer <= offerCount(group, design); offer++) {
          const upsell = upsellFor(group, offer, design);
          expect(messages[upsell!.titleKey], upsell!.titleKey).toBeTruthy();
          expect(messages[upsell!.contentKey], upsell!.contentKey).toBeTruthy();
        }
  });
});
