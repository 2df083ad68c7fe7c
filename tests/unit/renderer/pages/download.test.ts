// @vitest-environment jsdom
// /down offers only phone apps that exist: a published Android file or a store link the brand set.
import { describe, expect, it } from 'vitest';
import type { Installer } from '../../../../src/shared/api/downloads';
import { phoneApps } from '../../../../src/renderer/pages/download';

const ORIGIN = 'https://play.example.com';
const apk: Installer = {
  os: 'android',
  arch: 'universal',
  kind: 'apk',
  version: '1.3.0',
  file: 'PlayHub-1.3.0-android-universal.apk',
  url: '/down/updates/PlayHub-1.3.0-android-universal.apk',
  size: 1,
  sha512: '',
};
const windows: Installer = { ...apk, os: 'windows', kind: 'exe', file: 'PlayHub-1.3.0-win-x64.exe', url: '/x.exe' };
const STORE = {
  ANDROID: { resourceType: 'ANDROID', url: 'https://play.google.com/store/apps/details?id=x', labelNameEn: 'Android' },
  IOS: {
    resourceType: 'IOS',
    url: 'https://apps.apple.com/app/id1',
    qrCodeUrl: 'https://cdn.example/ios.png',
    labelNameEn: 'iOS',
  },
};

describe('phoneApps', () => {
  it('offers nothing when nothing is published and the brand has no store links', () => {
    expect(phoneApps([windows], {}, ORIGIN)).toEqual([]);
  });

  it('offers a published Android app with the full address in its QR code', () => {
    expect(phoneApps([windows, apk], {}, ORIGIN)).toEqual([
      {
        type: 'ANDROID',
        label: 'Android',
        href: apk.url,
        qr: `${ORIGIN}${apk.url}`,
        version: '1.3.0',
      },
    ]);
  });

  it("prefers the published file to the brand's Android link, and takes iOS only from the brand", () => {
    const apps = phoneApps([apk], STORE, ORIGIN);
    expect(apps.map((app) => [app.type, app.href, app.qr])).toEqual([
      ['ANDROID', apk.url, `${ORIGIN}${apk.url}`],
      ['IOS', STORE.IOS.url, STORE.IOS.qrCodeUrl],
    ]);
  });

  it("falls back to the brand's link where the page has no web address to put in a QR code", () => {
    expect(phoneApps([apk], STORE, null)[0]).toMatchObject({ type: 'ANDROID', href: STORE.ANDROID.url });
  });
});
