import { describe, expect, it } from 'vitest';
import { BUNDLE_ENTRY_URL, BUNDLE_SCHEME_DEFINITION, isBundleUrl } from '../../../../src/main/bundle/scheme';

describe('app://bundle scheme', () => {
  it('is privileged as standard, secure and fetch-capable, and nothing more', () => {
    expect(BUNDLE_SCHEME_DEFINITION).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    });
  });

  it('is where the app starts (never file://)', () => {
    expect(BUNDLE_ENTRY_URL).toBe('app://bundle/');
  });

  it.each(['app://bundle/', 'app://bundle/promo/1?x=1#y', 'APP://BUNDLE/index.html'])('recognises %s', (url) => {
    expect(isBundleUrl(url)).toBe(true);
  });

  it.each([
    'app://bundle.evil.com/',
    'app://evil@other/',
    'app://other/',
    'https://bundle/',
    'file:///app/bundle/index.html',
    'not a url',
  ])('rejects %s', (url) => {
    expect(isBundleUrl(url)).toBe(false);
  });
});
