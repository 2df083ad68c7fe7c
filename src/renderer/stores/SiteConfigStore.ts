import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { CHAT_CS_TYPES, CONTACT_CS_TYPES, isContactCsType } from '../../shared/api/contact-channels';
import type { CustomerServiceEntry, RegisterSettings, Resource, SystemStatus } from '../../shared/api/system';
import { flattenWhitelabel, type WhitelabelFlag } from '../../shared/api/system-rules';
import { isSocialProvider, type SocialProvider } from '../../shared/api/auth-rules';
import { DEFAULT_MINIMUM_AGE } from '../../shared/constants';
import type { ServiceChannel } from '../../shared/ipc/contract';
import { ApiError, type Api } from '../api';
import type { Platform } from '../platform';
import { pickRandom, type RandomSource } from './randomPick';

/** The customer-service entry (csType) of each channel: 3 is live chat (spec section 4). */
const CS_TYPES: Record<ServiceChannel, string> = CHAT_CS_TYPES;
import { chooseRootView, type RootViewName } from './rootView';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** Customer-service entry whose `path` is already the plain URL. */
export type CustomerServiceLink = CustomerServiceEntry;

/**
 * The site configuration from the start-up status call: which root view to show, the brand,
 * whitelabel flags, registration rules, resources, customer-service links and CDNs.
 */
export class SiteConfigStore {
  loadState: LoadState = 'idle';
  loadError: ApiError | null = null;
  status: SystemStatus | null = null;
  /** Decrypted customer-service links; filled shortly after the status arrives. */
  customerService: CustomerServiceLink[] = [];
  imageCdn = '';
  launchCdn = '';
  private customerServiceReady: Promise<void> = Promise.resolve();

  constructor(
    private readonly api: Pick<Api, 'getSystemStatus'>,
    private readonly platform: Platform,
    private readonly random?: RandomSource,
  ) {
    makeObservable<SiteConfigStore, 'applyStatus'>(this, {
      loadState: observable,
      loadError: observableRef,
      status: observableRef,
      customerService: observableRef,
      contactChannels: computed,
      imageCdn: observable,
      launchCdn: observable,
      rootView: computed,
      brand: computed,
      flags: computed,
      registerSettings: computed,
      resources: computed,
      minimumAge: computed,
      loginedToHomePage: computed,
      socialProviders: computed,
      visitorIp: computed,
      maintenanceEndTime: computed,
      loadStatus: action,
      applyStatus: action,
    });
  }

  /** Calls the status endpoint; on failure keeps the error so the UI can offer a retry. */
  async loadStatus(host?: string): Promise<void> {
    this.loadState = 'loading';
    this.loadError = null;
    try {
      const status = await this.api.getSystemStatus(host);
      this.applyStatus(status);
    } catch (error) {
      runInAction(() => {
        this.loadState = 'error';
        this.loadError = error instanceof ApiError ? error : null;
      });
    }
  }

  private applyStatus(status: SystemStatus): void {
    this.status = status;
    this.loadState = 'ready';
    this.imageCdn = pickRandom(status.info.imageCDNs, this.random) ?? '';
    this.launchCdn = pickRandom(status.info.launchGameCDNs, this.random) ?? '';
    this.customerServiceReady = this.decryptCustomerService(status.info.customerService);
  }

  /** Customer-service paths are DES-encrypted; crypto-js loads as its own chunk to keep the entry small. */
  private async decryptCustomerService(entries: readonly CustomerServiceEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const { decryptCsPath } = await import('../../shared/crypto/des');
    const links = entries.flatMap((entry) => {
      const url = decryptCsPath(entry.path);
      return url ? [{ ...entry, path: url }] : [];
    });
    runInAction(() => {
      this.customerService = links;
    });
  }

  /**
   * The brand's contact channels (e-mail, phone, messengers) in the contact panel's order: what
   * the customer-service button shows while the brand has no chat window (no live chat yet).
   */
  get contactChannels(): CustomerServiceLink[] {
    const rank = (cs: CustomerServiceLink) => (CONTACT_CS_TYPES as readonly string[]).indexOf(cs.csType);
    return this.customerService.filter((cs) => isContactCsType(cs.csType)).sort((a, b) => rank(a) - rank(b));
  }

  /** Resolves once customer-service links are decrypted. */
  whenCustomerServiceReady(): Promise<void> {
    return this.customerServiceReady;
  }

  get rootView(): RootViewName | null {
    return this.status ? chooseRootView(this.status) : null;
  }

  get brand(): SystemStatus['info']['brand'] | null {
    return this.status?.info.brand ?? null;
  }

  /** Every module of the whitelabel tree, flattened to modId -> on/off. */
  get flags(): Readonly<Record<string, boolean>> {
    return this.status ? flattenWhitelabel(this.status.info.whitelabel) : {};
  }

  isEnabled(flag: WhitelabelFlag): boolean {
    return this.flags[flag] === true;
  }

  get registerSettings(): RegisterSettings {
    return this.status?.info.register ?? {};
  }

  /** Resources keyed by resourceType (Android, WHATSAPP, ...). */
  get resources(): Readonly<Record<string, Resource>> {
    const map: Record<string, Resource> = {};
    for (const resource of this.status?.info.resources ?? []) map[resource.resourceType] = resource;
    return map;
  }

  get minimumAge(): number {
    return this.brand?.minimumAge ?? DEFAULT_MINIMUM_AGE;
  }

  get loginedToHomePage(): boolean {
    return this.brand?.loginedToHomePage ?? false;
  }

  /** The social logins the brand has configured; names this client does not know are skipped. */
  get socialProviders(): readonly SocialProvider[] {
    return (this.status?.info.socialProviders ?? []).filter(isSocialProvider);
  }

  get visitorIp(): string {
    return this.status?.location.ip ?? '';
  }

  get maintenanceEndTime(): number | null {
    return this.status?.maintenanceEndTime ?? null;
  }

  /**
   * Opens a customer-service channel through the platform: the VIP channel is the VIP entry,
   * live chat the csType 3 entry (else the brand's first entry that is not VIP; its path: the
   * original client passed the whole entry there, a bug not to copy). A VIP member whose VIP
   * entry is missing or did not decrypt gets live chat in the live-chat window: the VIP window
   * only ever shows the VIP channel. Answers false when the brand has no chat entry (the
   * customer-service button then shows the contact panel).
   */
  async openCustomerService(channel: ServiceChannel = 'live'): Promise<boolean> {
    await this.customerServiceReady;
    const byType = (channelOf: ServiceChannel) => this.customerService.find((cs) => cs.csType === CS_TYPES[channelOf]);
    const vip = channel === 'vip' ? byType('vip') : undefined;
    if (vip) return this.platform.openCustomerService(vip.path, 'vip');
    // A contact channel (mailto:, tel:, a messenger) is no chat window: the contact panel lists those.
    const live =
      byType('live') ?? this.customerService.find((cs) => cs.csType !== CS_TYPES.vip && !isContactCsType(cs.csType));
    if (!live) return false;
    return this.platform.openCustomerService(live.path, 'live');
  }
}
