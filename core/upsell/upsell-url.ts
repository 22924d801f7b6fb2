// spec §2 "Upsell targets", one per group (the group's hub or page).
import { ESTATE_VAULT_URL } from '../actions/targets';
import type { UpsellGroup } from './upsell-group';

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
