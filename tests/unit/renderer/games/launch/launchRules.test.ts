import { describe, expect, it } from 'vitest';
import {
  absoluteGameUrl,
  frameSandbox,
  launchStep,
  lotteryPath,
  openWay,
  vendorStep,
  withSiteTheme,
  type LaunchStep,
  type LaunchTarget,
  type StartOptions,
  type Viewer,
} from '../../../../../src/renderer/games/launch/launchRules';

const VISITOR: Viewer = { isLogin: false, isTrial: false };
const MEMBER: Viewer = { isLogin: true, isTrial: false };
const TRIAL: Viewer = { isLogin: true, isTrial: true };

const game = (vassalage: string, gameType: string, extra: Partial<LaunchTarget> = {}): LaunchTarget => ({
  vassalage,
  gameType,
  gameCode: `${vassalage}0001`,
  nodeId: '100001',
  isGame: 'GAME',
  ...extra,
});

describe('launchStep: vendor, type and role decide how a game starts', () => {
  const cases: [string, LaunchTarget, Viewer, StartOptions, LaunchStep][] = [
    // Lotteries need a session before their page: visitors are asked to log in, even for FREE TRIAL.
    ['VN lottery, visitor', game('TCG_LOTTO_VN', 'ELOTT'), VISITOR, {}, { kind: 'login' }],
    ['ELOTT game, visitor, FREE TRIAL', game('PHLOT', 'ELOTT'), VISITOR, { free: true }, { kind: 'login' }],
    [
      'VN lottery, member',
      game('TCG_LOTTO_VN', 'ELOTT'),
      MEMBER,
      {},
      { kind: 'route', path: '/vnlottery?gameCode=TCG_LOTTO_VN0001' },
    ],
    [
      'SEA lottery, member',
      game('TCG_SEA', 'LOTT'),
      MEMBER,
      {},
      { kind: 'route', path: '/sealottery?gameCode=TCG_SEA0001' },
    ],
    [
      'ELOTT vendor',
      game('ELOTT', 'ELOTT'),
      MEMBER,
      {},
      { kind: 'route', path: '/lottery?gameCode=ELOTT0001&vendor=ELOTT' },
    ],
    // A trial account reaches the page, which launches free play or shows in_need_true_account.
    [
      'LOTT vendor, trial account',
      game('LOTT', 'LOTT'),
      TRIAL,
      {},
      { kind: 'route', path: '/lottery?gameCode=LOTT0001&vendor=LOTT' },
    ],
    [
      'a lottery-type game of another vendor',
      game('PHLOT', 'ELOTT'),
      MEMBER,
      {},
      { kind: 'route', path: '/lottery?gameCode=PHLOT0001&vendor=PHLOT' },
    ],
    ['VASSALAGE item, visitor', game('ARNA', 'SPORTS', { isGame: 'VASSALAGE' }), VISITOR, {}, { kind: 'vendorList' }],
    [
      'VASSALAGE item from its own list',
      game('ARNA', 'SPORTS', { isGame: 'VASSALAGE' }),
      MEMBER,
      { fromList: true },
      { kind: 'launch', accountType: '1', visitor: false },
    ],
    ['slot, visitor', game('PHS', 'RNG'), VISITOR, {}, { kind: 'login' }],
    [
      'slot, visitor, FREE TRIAL',
      game('PHS', 'RNG'),
      VISITOR,
      { free: true },
      { kind: 'launch', accountType: '0', visitor: true },
    ],
    ['slot, member', game('PHS', 'RNG'), MEMBER, {}, { kind: 'launch', accountType: '1', visitor: false }],
    [
      'slot, member, FREE TRIAL',
      game('PHS', 'RNG'),
      MEMBER,
      { free: true },
      { kind: 'launch', accountType: '0', visitor: false },
    ],
    ['slot, trial account', game('PHS', 'RNG'), TRIAL, {}, { kind: 'launch', accountType: '0', visitor: false }],
    ['live table, member', game('AURA', 'LIVE'), MEMBER, {}, { kind: 'launch', accountType: '1', visitor: false }],
    ['PvP, member', game('TONG', 'PVP'), MEMBER, {}, { kind: 'rooms', accountType: '1' }],
    ['PvP, trial account', game('TONG', 'pvp'), TRIAL, {}, { kind: 'rooms', accountType: '0' }],
    ['PvP, visitor', game('TONG', 'PVP'), VISITOR, {}, { kind: 'login' }],
  ];
  it.each(cases)('%s', (_name, target, viewer, options, expected) => {
    expect(launchStep(target, viewer, options)).toEqual(expected);
  });
});

describe('vendorStep: what a vendor tile does', () => {
  it.each([
    ['PHS', 'RNG', VISITOR, { kind: 'pickVendor' }],
    ['TONG', 'PVP', MEMBER, { kind: 'pickVendor' }],
    ['AURA', 'LIVE', VISITOR, { kind: 'vendorList' }],
    ['REEF', 'FISH', MEMBER, { kind: 'vendorList' }],
    ['TCG_LOTTO_VN', 'ELOTT', MEMBER, { kind: 'route', path: '/vnlottery?gameCode=' }],
    ['TCG_SEA', 'LOTT', TRIAL, { kind: 'route', path: '/sealottery?gameCode=' }],
    ['PHLOT', 'ELOTT', MEMBER, { kind: 'route', path: '/lottery?gameCode=&vendor=PHLOT' }],
    ['PHLOT', 'ELOTT', VISITOR, { kind: 'login' }],
  ] as const)('%s (%s) for %o', (vassalage, gameType, viewer, expected) => {
    expect(vendorStep({ vassalage, gameType }, viewer)).toEqual(expected);
  });
});

describe('lotteryPath', () => {
  it('is null for games that are not lotteries', () => {
    expect(lotteryPath(game('PHS', 'RNG'))).toBeNull();
  });
  it('encodes the game code', () => {
    expect(lotteryPath({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'A&B' })).toBe('/sealottery?gameCode=A%26B');
  });
});

describe('openWay: where an answered launch is shown', () => {
  it.each([
    ['iframe', 'RNG', false, 'page'],
    ['iframe', 'FISH', false, 'page'],
    ['iframe', 'PVP', false, 'page'],
    ['iframe', 'LIVE', false, 'popup'],
    ['iframe', 'sports', false, 'popup'],
    ['iframe', 'COCKFIGHT', false, 'popup'],
    ['window', 'RNG', false, 'window'],
    ['window', 'LIVE', false, 'window'],
    ['iframe', 'RNG', true, 'desktopView'],
    ['window', 'LIVE', true, 'desktopView'],
  ] as const)('%s %s (game view %s) -> %s', (openMode, gameType, hasView, expected) => {
    expect(openWay({ openMode }, gameType, hasView)).toBe(expected);
  });
});

describe('frameSandbox', () => {
  const page = 'https://play.example.com';
  it('never lets a game on our own origin be same-origin', () => {
    for (const url of ['/house/slot/?token=t', 'https://play.example.com/house/slot/']) {
      const sandbox = frameSandbox(url, page).split(' ');
      expect(sandbox).not.toContain('allow-same-origin');
      expect(sandbox).toEqual(
        expect.arrayContaining(['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox']),
      );
    }
  });
  it('lets a third-party origin keep its own origin', () => {
    expect(frameSandbox('https://vendor.example.net/play', page).split(' ')).toContain('allow-same-origin');
  });
});

describe('withSiteTheme', () => {
  const page = 'https://play.example.com';
  it("tells our own sandboxed pages the site's theme", () => {
    expect(withSiteTheme('/house/lottery/?token=t&game=XSMB5', page, 'dark')).toBe(
      '/house/lottery/?token=t&game=XSMB5&theme=dark',
    );
    expect(withSiteTheme('https://play.example.com/house/slot/', page, 'light')).toBe(
      'https://play.example.com/house/slot/?theme=light',
    );
  });
  it('leaves a third-party URL and a URL that names its theme as they are', () => {
    expect(withSiteTheme('https://vendor.example.net/play?x=1', page, 'dark')).toBe(
      'https://vendor.example.net/play?x=1',
    );
    expect(withSiteTheme('/house/slot/?theme=light', page, 'dark')).toBe('/house/slot/?theme=light');
  });
});

describe('absoluteGameUrl', () => {
  it('resolves site-relative URLs against the API server and keeps absolute ones', () => {
    expect(absoluteGameUrl('/house/slot/?token=t', 'https://api.example.com')).toBe(
      'https://api.example.com/house/slot/?token=t',
    );
    expect(absoluteGameUrl('https://v.example.net/x', 'https://api.example.com')).toBe('https://v.example.net/x');
  });
});
