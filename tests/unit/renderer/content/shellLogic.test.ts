import { describe, expect, it } from 'vitest';
import { easeOutCubic, jackpotFrame } from '../../../../src/renderer/content/jackpot';
import { isImageUrl, qrMatrix } from '../../../../src/renderer/content/QrCode';
import { pageBannerGroup } from '../../../../src/renderer/content/PageTop';
import { GAME_TYPES } from '../../../../src/shared/api/game-rules';
import { formatBalance, navTypes, typePath, vendorIcon, vendorTarget } from '../../../../src/renderer/layout/navMenu';
import { findRoute } from '../../../../src/renderer/layout/useCurrentRoute';
import { ROUTES } from '../../../../src/renderer/router/routeTable';
import type { VendorCard, VendorLane } from '../../../../src/renderer/games/types';

function card(vassalage: string, extra: Partial<VendorCard> = {}): VendorCard {
  return {
    vassalage,
    displayName: vassalage,
    lagerIcon: '',
    smallIcon: `/icons/${vassalage}.png`,
    h5Icon: '',
    gameType: 'RNG',
    isHot: false,
    accountTypeId: 1,
    accountTypeName: vassalage,
    walletMode: 'seamless',
    ...extra,
  };
}

function lane(title: string, count: number): VendorLane {
  return { title, cards: Array.from({ length: count }, (_, i) => card(`${title}${i}`)), gameClassify: [] };
}

describe('header navigation', () => {
  it('lists the configured types with lower-cased paths, at most 30 vendors, fish without a drop-down', () => {
    const items = navTypes([lane('RNG', 42), lane('Fish', 5), lane('LIVE', 3), lane(' ', 2)]);
    expect(items.map((item) => [item.gameType, item.path, item.vendors.length])).toEqual([
      ['RNG', '/rng', 30],
      ['FISH', '/fish', 0],
      ['LIVE', '/live', 3],
    ]);
  });

  it('RNG and PVP vendors are remembered and open their list tab; other types go to their lobby', () => {
    expect(vendorTarget('RNG', 'JL')).toEqual({ path: '/rng?page=JL', remember: true });
    expect(vendorTarget('pvp', 'KY')).toEqual({ path: '/pvp?page=KY', remember: true });
    expect(vendorTarget('LIVE', 'EVO')).toEqual({ path: '/live', remember: false });
    expect(vendorTarget('SPORTS', 'BTI')).toEqual({ path: '/sports', remember: false });
  });

  it('every game type leads to a real page: LOTT to /lottery, types without a lobby to /games/{type}', () => {
    expect(typePath('LOTT')).toBe('/lottery');
    expect(typePath('ELOTT')).toBe('/elott');
    expect(typePath('arcade')).toBe('/games/arcade');
    expect(typePath('COCKFIGHT')).toBe('/cockfight');
    // A type a brand adds later still opens the game list, never "Page not found".
    for (const type of [...GAME_TYPES, 'BINGO']) expect(findRoute(typePath(type)), type).toBeDefined();
    expect(navTypes([lane('LOTT', 1), lane('ARCADE', 2)]).map((item) => item.path)).toEqual([
      '/lottery',
      '/games/arcade',
    ]);
    expect(vendorTarget('ARCADE', 'PIXL')).toEqual({ path: '/games/arcade?page=PIXL', remember: false });
    expect(vendorTarget('LOTT', 'LOTT')).toEqual({ path: '/lottery', remember: false });
  });

  it('vendor icons: none for TCG codes, BTI its own, else the small (or large) icon', () => {
    expect(vendorIcon(card('TCG_LOTTO_VN'))).toEqual({ kind: 'none' });
    expect(vendorIcon(card('tcgSEA'))).toEqual({ kind: 'none' });
    expect(vendorIcon(card('BTI'))).toEqual({ kind: 'bti' });
    expect(vendorIcon(card('JL'))).toEqual({ kind: 'image', src: '/icons/JL.png' });
    expect(vendorIcon(card('PG', { smallIcon: '', lagerIcon: '/big.png' }))).toEqual({
      kind: 'image',
      src: '/big.png',
    });
    expect(vendorIcon(card('XX', { smallIcon: '', lagerIcon: '' }))).toEqual({ kind: 'none' });
  });

  it('formats money with 2 decimals and comma thousands, 0 by default', () => {
    expect(formatBalance(1234567.5)).toBe('1,234,567.50');
    expect(formatBalance(null)).toBe('0.00');
    expect(formatBalance(Number.NaN)).toBe('0.00');
  });
});

describe('banner groups of pages', () => {
  const route = (path: string) => ROUTES.find((r) => r.path === path);
  it('home and its popup variants share home; register has w_register; others by path', () => {
    expect(pageBannerGroup('/', route('/'))).toBe('w_home');
    expect(pageBannerGroup('/login', route('/login'))).toBe('w_home');
    expect(pageBannerGroup('/register', route('/register'))).toBe('w_register');
    expect(pageBannerGroup('/rng', route('/rng'))).toBe('w_rng');
    expect(pageBannerGroup('/help', route('/help'))).toBe('w_help');
    expect(pageBannerGroup('/vip', route('/vip'))).toBeUndefined();
  });
});

describe('jackpot counter animation', () => {
  it('eases from the shown figure to the server figure and lands exactly on it', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(jackpotFrame(1000, 2000, 0)).toBe(1000);
    const mid = jackpotFrame(1000, 2000, 1000);
    expect(mid).toBeGreaterThan(1500);
    expect(mid).toBeLessThan(2000);
    expect(jackpotFrame(1000, 2000, 2000)).toBe(2000);
    expect(jackpotFrame(1000, 2000, 99_999)).toBe(2000);
    // Never beyond the two server figures, whichever way it moves.
    for (let t = 0; t <= 2000; t += 100) {
      const down = jackpotFrame(5000, 4000, t);
      expect(down).toBeLessThanOrEqual(5000);
      expect(down).toBeGreaterThanOrEqual(4000);
    }
  });
});

describe('download QR codes', () => {
  it('uses an image qrCodeUrl as is, and draws a scannable matrix for a link', () => {
    expect(isImageUrl('https://cdn.example.com/qr/android.png')).toBe(true);
    expect(isImageUrl('https://cdn.example.com/qr.svg?v=2')).toBe(true);
    expect(isImageUrl('https://example.com/down/PlayHub.apk')).toBe(false);
    const matrix = qrMatrix('https://example.com/down/PlayHub.apk');
    expect(matrix.length).toBeGreaterThanOrEqual(21);
    expect((matrix.length - 17) % 4).toBe(0);
    // Finder pattern: the top-left corner module is dark, the one inside its ring light.
    expect(matrix[0]?.[0]).toBe(true);
    expect(matrix[1]?.[1]).toBe(false);
  });
});
