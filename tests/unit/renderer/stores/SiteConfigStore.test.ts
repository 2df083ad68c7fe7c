import { describe, expect, it } from 'vitest';
import { DEFAULT_MINIMUM_AGE } from '../../../../src/shared/constants';
import { encryptCsPath } from '../../../../src/shared/crypto/des';
import { SiteConfigStore } from '../../../../src/renderer/stores/SiteConfigStore';
import { fakeApi, makeHarness, RecordingPlatform } from '../fixtures/harness';
import { CS_URL, makeStatus } from '../fixtures/status';

/** A random source that always yields the given value. */
const constant = (value: number) => (buffer: Uint32Array) => buffer.fill(value);

describe('SiteConfigStore', () => {
  it('flattens the whitelabel tree into flags', async () => {
    const { store } = await makeHarness(makeStatus());
    const { siteConfig } = store;
    expect(siteConfig.flags).toEqual({
      REG3: true,
      USERNAMEREG3: true,
      MOBILENUMREG3: false,
      REGMOBVERF3: true,
      DIRECTREG3: true,
    });
    expect(siteConfig.isEnabled('DIRECTREG3')).toBe(true);
    expect(siteConfig.isEnabled('MOBILENUMREG3')).toBe(false);
    expect(siteConfig.isEnabled('FREEPLAY3')).toBe(false);
  });

  it('exposes brand, register settings, resources by type, IP and minimum age', async () => {
    const { store } = await makeHarness(makeStatus({}, { minimumAge: 18, loginedToHomePage: true }));
    const { siteConfig } = store;
    expect(siteConfig.brand?.name).toBe('PlayHub');
    expect(siteConfig.minimumAge).toBe(18);
    expect(siteConfig.loginedToHomePage).toBe(true);
    expect(siteConfig.registerSettings.username?.maxLength).toBe(15);
    expect(siteConfig.resources.Android?.url).toBe('https://cdn.example.com/app.apk');
    expect(Object.keys(siteConfig.resources)).toEqual(['Android', 'WHATSAPP']);
    expect(siteConfig.visitorIp).toBe('203.0.113.7');
  });

  it('defaults the minimum age before the status is known', () => {
    const siteConfig = new SiteConfigStore(fakeApi(makeStatus()), new RecordingPlatform());
    expect(siteConfig.minimumAge).toBe(DEFAULT_MINIMUM_AGE);
    expect(siteConfig.rootView).toBeNull();
  });

  it('decrypts customer-service paths and drops entries that do not decrypt', async () => {
    const { store } = await makeHarness(makeStatus());
    await store.siteConfig.whenCustomerServiceReady();
    expect(store.siteConfig.customerService).toEqual([{ csType: '3', csPosition: 'header', path: CS_URL }]);
  });

  it('opens the live-chat entry (csType 3) on the live channel through the platform', async () => {
    const { store, platform } = await makeHarness(makeStatus());
    await expect(store.siteConfig.openCustomerService()).resolves.toBe(true);
    expect(platform.opened).toEqual([{ url: CS_URL, channel: 'live' }]);
  });

  it('opens the VIP entry on the VIP channel', async () => {
    const status = makeStatus();
    const vipUrl = 'https://vip.example.com/chat';
    status.info.customerService.push({ csType: 'VIP', csPosition: 'header', path: encryptCsPath(vipUrl, 'v1pkey88') });
    const { store, platform } = await makeHarness(status);
    await expect(store.siteConfig.openCustomerService('vip')).resolves.toBe(true);
    expect(platform.opened).toEqual([{ url: vipUrl, channel: 'vip' }]);
  });

  it.each([
    ['the brand has no VIP entry', null],
    ['the VIP path does not decrypt', 'not-a-des-path-00000000'],
  ])('sends a VIP member to live chat in the live-chat window when %s', async (_case, vipPath) => {
    const status = makeStatus();
    if (vipPath) status.info.customerService.push({ csType: 'VIP', csPosition: 'header', path: vipPath });
    const { store, platform } = await makeHarness(status);
    await expect(store.siteConfig.openCustomerService('vip')).resolves.toBe(true);
    expect(platform.opened).toEqual([{ url: CS_URL, channel: 'live' }]);
  });

  it('never opens the VIP entry for live chat, and answers false without any usable entry', async () => {
    const status = makeStatus();
    const vipUrl = 'https://vip.example.com/chat';
    status.info.customerService = [
      { csType: 'VIP', csPosition: 'header', path: encryptCsPath(vipUrl, 'v1pkey88') },
      { csType: '1', csPosition: 'footer', path: encryptCsPath('https://help.example.com/', 'helpkey8') },
    ];
    const { store, platform } = await makeHarness(status);
    await expect(store.siteConfig.openCustomerService('live')).resolves.toBe(true);
    const empty = makeStatus();
    empty.info.customerService = [];
    const { store: none, platform: nonePlatform } = await makeHarness(empty);
    await expect(none.siteConfig.openCustomerService('vip')).resolves.toBe(false);
    expect(platform.opened).toEqual([{ url: 'https://help.example.com/', channel: 'live' }]);
    expect(nonePlatform.opened).toEqual([]);
  });

  it('picks the image and launch CDNs from the lists with the crypto random source', async () => {
    const status = makeStatus();
    const siteConfig = new SiteConfigStore(fakeApi(status), new RecordingPlatform(), constant(2));
    await siteConfig.loadStatus();
    expect(siteConfig.imageCdn).toBe('https://img3.example.com');
    expect(siteConfig.launchCdn).toBe('https://launch1.example.com');
  });

  it('picks CDNs from the lists with the default (crypto) random source', async () => {
    const { store } = await makeHarness(makeStatus());
    expect(makeStatus().info.imageCDNs).toContain(store.siteConfig.imageCdn);
    expect(makeStatus().info.launchGameCDNs).toContain(store.siteConfig.launchCdn);
  });

  it('keeps a failed status call as an error state for the retry screen', async () => {
    const { store } = await makeHarness(new Error('offline'));
    expect(store.siteConfig.loadState).toBe('error');
    expect(store.siteConfig.rootView).toBeNull();
  });

  it('adopts the brand merchant when the session has none', async () => {
    const { store, session } = await makeHarness(makeStatus());
    expect(store.session.merchant).toBe('demo01');
    expect(session.getItem('merchantCode')).toBe('demo01');
  });
});
