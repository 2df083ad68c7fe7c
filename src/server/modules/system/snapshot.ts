import {
  DEFAULT_AUTH_SETTINGS,
  DEFAULT_WALLET_SETTINGS,
  type AuthSettings,
  type BrandRow,
  type StoredCustomerService,
  type WalletSettings,
} from '../../db/schema';
import { IpMatcher } from '../../lib/ip';
import { cashierSettingsOf, type CashierSettings } from '../cashier/settings';
import { houseSettingsOf, type HouseSettings } from '../house/settings';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '../../../shared/i18n/languages';
import { flattenWhitelabel, type CustomerServiceEntry, type SystemStatus } from '../../../shared/api/system';
import { SOCIAL_PROVIDERS } from '../../../shared/api/auth-rules';

/**
 * Everything the hot path needs about one brand, computed once per change: request handling
 * then reads plain fields and never touches the database.
 */
export interface BrandSnapshot {
  id: number;
  merchantCode: string;
  updatedAt: number;
  isDefault: boolean;
  defaultLanguage: Language;
  maintenance: boolean;
  maintenanceEndTime: number | null;
  blockedCountries: ReadonlySet<string>;
  allowedIps: IpMatcher;
  /** modId -> enabled, from the whitelabel tree. */
  modules: Readonly<Record<string, boolean>>;
  /** Plain customer-service URLs; encrypted per response. */
  customerService: readonly StoredCustomerService[];
  /** The encrypted form last served and when it was made (see encryptCustomerService). */
  encryptedCs?: { at: number; entries: CustomerServiceEntry[] };
  /** Account settings (password expiry, SMS code life, third-party keys); never served. */
  auth: AuthSettings;
  /** Wallet currency (ISO 4217), its display symbol, single/transfer mode and transfer-mode vendors. */
  wallet: WalletSettings & { currency: string; currencySymbol: string };
  /** Deposit, withdrawal and approval rules (defaults merged in). */
  cashier: CashierSettings;
  /** House-game rules of the brand's jurisdiction (spin interval, autoplay, jackpot; defaults merged in). */
  house: HouseSettings;
  /** The status `info` minus customer service. */
  info: Omit<SystemStatus['info'], 'customerService'>;
}

/** Builds the snapshot of a brand row. */
export function buildSnapshot(row: BrandRow): BrandSnapshot {
  const auth = { ...DEFAULT_AUTH_SETTINGS, ...row.authSettings };
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    updatedAt: row.updatedAt.getTime(),
    isDefault: row.isDefault,
    defaultLanguage: parseLanguage(row.defaultLanguage) ?? DEFAULT_LANGUAGE,
    maintenance: row.maintenance,
    maintenanceEndTime: row.maintenanceEndAt ? row.maintenanceEndAt.getTime() : null,
    blockedCountries: new Set(row.blockedCountries),
    allowedIps: new IpMatcher(row.allowedIps),
    modules: flattenWhitelabel(row.whitelabel),
    customerService: row.customerService,
    auth,
    wallet: {
      ...DEFAULT_WALLET_SETTINGS,
      ...row.walletSettings,
      currency: row.currency,
      currencySymbol: row.currencySymbol,
    },
    cashier: cashierSettingsOf(row.cashierSettings),
    house: houseSettingsOf(row.houseSettings),
    info: {
      brand: {
        merchantCode: row.merchantCode,
        name: row.name,
        currencySymbol: row.currencySymbol,
        lotteryType: row.lotteryType,
        platform: row.platform,
        device: row.device,
        defaultLanguage: row.defaultLanguage,
        minimumAge: row.minimumAge,
        loginedToHomePage: row.loginedToHomePage,
        timeZone: row.timeZone,
      },
      whitelabel: row.whitelabel,
      register: row.registerSettings,
      resources: row.resources,
      analytics: row.analytics,
      domainRoute: row.domainRoutes,
      mainDomain: row.mainDomain,
      imageCDNs: row.imageCdns,
      launchGameCDNs: row.launchCdns,
      socialProviders: enabledSocialProviders(auth),
    },
  };
}

/** The social logins a brand offers: those with a client id and secret (the secrets stay here). */
export function enabledSocialProviders(auth: AuthSettings): string[] {
  return SOCIAL_PROVIDERS.filter((provider) => {
    const settings = auth.social[provider];
    return Boolean(settings?.clientId && settings.clientSecret);
  });
}
