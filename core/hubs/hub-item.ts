// spec §3 "Hub item: title, url", as the hubs section shows and caches it. Estate Vault is ours,
// so its title is a translation key; a dashboard's is the server's text.
import { ESTATE_VAULT_URL } from '../actions';
import type { HubIconName } from './hub-icon';

export const ESTATE_VAULT_TITLE_KEY = 'hub.estateVault';

export interface DashboardHubItem {
  title: string;
  url: string;
  /** True when the dashboard points to another host: the widget opens it in a new tab. */
  newTab: boolean;
  /** 'placeholder' when the title is not one of the nine hubs (the error is reported). */
  icon: HubIconName | 'placeholder';
}

export interface EstateVaultHubItem {
  titleKey: typeof ESTATE_VAULT_TITLE_KEY;
  url: string;
  newTab: false;
  icon: 'hub-estate-vault';
}

export type HubItem = DashboardHubItem | EstateVaultHubItem;

export const ESTATE_VAULT_HUB: EstateVaultHubItem = Object.freeze({
  titleKey: ESTATE_VAULT_TITLE_KEY,
  url: ESTATE_VAULT_URL,
  newTab: false,
  icon: 'hub-estate-vault',
});
