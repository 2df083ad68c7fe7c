// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcements, Notice } from '../../../../src/shared/api/content';
import type { MemberInfo } from '../../../../src/shared/api/auth';
import type { BalanceValue } from '../../../../src/shared/api/wallet';
import type { Api } from '../../../../src/renderer/api';
import { AppLayout } from '../../../../src/renderer/layout/AppLayout';
import { Header } from '../../../../src/renderer/layout/Header';
import { readSplashBanner } from '../../../../src/renderer/boot/splashBanner';
import { NEWS_SEEN_KEY } from '../../../../src/renderer/stores/ContentStore';
import { makeHarness } from '../fixtures/harness';
import { memberInfo } from '../fixtures/session';
import { makeStatus } from '../fixtures/status';
import { lanes } from '../games/fakeGames';

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(cleanup);

function notice(id: number, type: Notice['type'], title: string): Notice {
  return {
    id,
    type,
    title,
    content: `<p>${title}</p>`,
    imageUrl: '',
    timestamp: 0,
    endTime: null,
    execution: 'B',
    promotionType: '',
    sort: id,
  };
}

const ANNOUNCEMENTS: Announcements = {
  banners: [
    {
      bannerId: 1,
      groupName: 'w_home',
      title: 'A',
      url: '/a.png',
      width: 1920,
      height: 480,
      linkageType: '',
      linkageTarget: '',
      action: '',
      sort: 1,
    },
    {
      bannerId: 2,
      groupName: 'w_rng',
      title: 'B',
      url: '/b.png',
      width: 1920,
      height: 480,
      linkageType: '',
      linkageTarget: '',
      action: '',
      sort: 2,
    },
  ],
  player: [notice(1, 'PL', 'Marquee')],
  popup: [notice(2, 'PU', 'Popup')],
  promotion: [],
  headline: [notice(3, 'H', 'Headline')],
};

async function signedIn(info: MemberInfo, api: Partial<Api> = {}) {
  const h = await makeHarness(makeStatus(), {
    api: {
      getMemberInfo: () => Promise.resolve(info),
      getBalance: () =>
        Promise.resolve({
          sumBalance: 1284.5,
          balance: [
            { accountTypeId: 0, vendorCode: '', name: '', availBalance: 1234.5 },
            { accountTypeId: 1, vendorCode: 'SPORTS1', name: 'Sports', availBalance: 50 },
          ],
          currency: 'PHP',
          currencySymbol: 'P',
        }),
      ...api,
    },
  });
  act(() => h.store.session.startSession({ token: 't', firstTimeLogin: false }));
  await act(() => h.store.session.loadLoginInfo());
  render(
    h.wrap(
      <MemoryRouter>
        <Header hiddenNav={false} />
      </MemoryRouter>,
    ),
  );
  return h;
}

async function menuItems(info: MemberInfo): Promise<string[]> {
  await signedIn(info);
  fireEvent.click(screen.getByRole('button', { name: new RegExp(info.nickname || info.account) }));
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.getAttribute('data-item') ?? '');
}

describe('account drop-down by role', () => {
  it('a member sees the member-centre items but no agent centre', async () => {
    expect(await menuItems(memberInfo({ type: 0 }))).toEqual([
      'bettingRecord',
      'deposit',
      'withdraw',
      'transactions',
      'changePassword',
      'memberCentre',
      'signOut',
    ]);
  });

  it('an agent also sees the agent centre', async () => {
    expect(await menuItems(memberInfo({ type: 1 }))).toContain('agentCentre');
  });

  it('a trial account sees neither member-centre items nor the agent centre', async () => {
    expect(await menuItems(memberInfo({ type: 4, isTrial: true }))).toEqual(['changePassword', 'signOut']);
  });
});

describe('header balance', () => {
  it('shows the main wallet (what games play with), *** when hidden, a placeholder while refreshing', async () => {
    let answer: (v: BalanceValue) => void = () => undefined;
    const h = await signedIn(memberInfo());
    await act(() => h.store.balance.refresh());
    const amount = screen.getByTestId('header-balance');
    // Not the 1,284.50 total: the 50 moved to the sports wallet is not playable here.
    expect(amount.textContent).toBe('P1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount.textContent).toBe('P***');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    h.store.balance['api'].getBalance = () => new Promise((resolve) => (answer = resolve));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(amount.querySelector('.balance-box__placeholder')).not.toBeNull();
    act(() =>
      answer({
        sumBalance: 10,
        balance: [{ accountTypeId: 0, vendorCode: '', name: '', availBalance: 10 }],
        currency: 'PHP',
        currencySymbol: 'P',
      }),
    );
    await waitFor(() => expect(amount.textContent).toBe('P10.00'));
  });

  it('the avatar opens the member centre', async () => {
    const h = await signedIn(memberInfo());
    fireEvent.click(screen.getByRole('button', { name: 'Open member center' }));
    expect(h.store.ui.modal).toBe('memberCentre');
    expect(h.store.ui.modalParams).toEqual({ page: 'securityCenter' });
  });
});

describe('header vendor drop-down', () => {
  it("marks hot vendors (the spec's isHot 1, true in our answer) with the hot icon, and only those", async () => {
    const [lane] = lanes(['JL', 'PG', 'FC']);
    const cards = lane!.cards.map((card) => ({ ...card, isHot: card.vassalage === 'PG' }));
    const h = await makeHarness(makeStatus(), {
      api: { getGameVendors: () => Promise.resolve({ data: { lanes: [{ ...lane!, cards }] } }) },
    });
    await h.store.header.loadLanes(true);
    const { container } = render(
      h.wrap(
        <MemoryRouter>
          <Header hiddenNav={false} />
        </MemoryRouter>,
      ),
    );
    const hotOf = (code: string) => container.querySelector(`.nav-vendor[data-vendor="${code}"] .nav-vendor__hot`);
    expect(container.querySelectorAll('.nav-vendor')).toHaveLength(3);
    expect(hotOf('PG')?.textContent).toBe('HOT');
    expect(hotOf('JL')).toBeNull();
    expect(hotOf('FC')).toBeNull();
    // A vendor that is not hot shows nothing in its place (no stray "false" or "0").
    expect(container.querySelector('.nav-vendor[data-vendor="JL"]')?.textContent).toBe('JL Gaming');
  });
});

describe('mini-game overlay', () => {
  it('its mount point is always there, on every kind of page and under every popup, and never re-mounted', async () => {
    const h = await makeHarness(makeStatus());
    let navigate: ReturnType<typeof useNavigate> | undefined;
    const go = (path: string) => void navigate?.(path);
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    render(
      h.wrap(
        <MemoryRouter initialEntries={['/']}>
          <Navigator />
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="*" element={<p>page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>,
      ),
    );
    const mount = screen.getByTestId('mini-game-root');
    const still = () => expect(screen.getByTestId('mini-game-root')).toBe(mount);
    act(() => h.store.content.openNews());
    still();
    act(() => h.store.ui.openModal('login'));
    still();
    act(() => h.store.ui.closeModal());
    still();
    // A page without the header and footer (/helpmc) and a hidden-nav game page keep it too.
    for (const [path, header] of [
      ['/helpmc', false],
      ['/seamless', true],
      ['/', true],
    ] as const) {
      act(() => go(path));
      expect(document.querySelector('header.header') !== null, path).toBe(header);
      still();
    }
  });
});

describe('vendor pick', () => {
  it('stores an RNG vendor as the chosen one and navigates to its tab', async () => {
    const h = await makeHarness(makeStatus());
    const navigate = vi.fn();
    h.store.ui.setNavigator(navigate);
    h.store.header.pickVendor('RNG', 'JL');
    expect(h.session.getItem('chosenVendor')).toBe('JL');
    expect(navigate).toHaveBeenCalledWith('/rng?page=JL');
    h.store.header.pickVendor('LIVE', 'EVO');
    expect(navigate).toHaveBeenLastCalledWith('/live');
    expect(h.session.getItem('chosenVendor')).toBe('JL');
  });
});

describe('content store', () => {
  it('groups banners, opens the News once per session on home only, and yields to other popups', async () => {
    const h = await makeHarness(makeStatus(), { api: { getAnnouncements: () => Promise.resolve(ANNOUNCEMENTS) } });
    const content = h.store.content;
    await content.load();
    expect(content.bannersOf('w_home').map((b) => b.bannerId)).toEqual([1]);
    expect(content.bannersOf('w_rng').map((b) => b.bannerId)).toEqual([2]);
    expect(content.bannersOf(undefined)).toEqual([]);
    expect(content.notices.map((n) => n.title)).toEqual(['Marquee']);
    expect(content.newsItems.map((n) => n.title)).toEqual(['Headline', 'Popup']);

    content.maybeShowNews(false);
    expect(content.newsOpen).toBe(false);
    content.maybeShowNews(true);
    expect(content.newsOpen).toBe(true);
    expect(h.session.getItem(NEWS_SEEN_KEY)).toBe('1');
    act(() => h.store.ui.openModal('login'));
    expect(content.newsOpen).toBe(false);
    content.maybeShowNews(true);
    expect(content.newsOpen).toBe(false);
  });

  it('for a member: leaves out the notices the server flags seen and reports the ones shown', async () => {
    const seen = (n: Notice, flag: boolean): Notice => ({ ...n, seen: flag });
    const marked: number[][] = [];
    const member: Announcements = {
      ...ANNOUNCEMENTS,
      headline: [seen(notice(3, 'H', 'Headline'), true)],
      popup: [seen(notice(2, 'PU', 'Popup'), false), seen(notice(4, 'PU', 'Changed popup'), false)],
    };
    const h = await makeHarness(makeStatus(), {
      api: {
        getAnnouncements: () => Promise.resolve(member),
        markNoticesSeen: (body) => {
          marked.push(body.ids);
          return Promise.resolve(null);
        },
      },
    });
    const content = h.store.content;
    await content.load();
    expect(content.newsItems.map((n) => n.title)).toEqual(['Popup', 'Changed popup']);
    content.maybeShowNews(true);
    expect(content.newsOpen).toBe(true);
    expect(marked).toEqual([[2, 4]]);

    // Everything seen (another device, an earlier sign-in): no News at all, nothing to report.
    const all = await makeHarness(makeStatus(), {
      api: {
        getAnnouncements: () =>
          Promise.resolve({ ...member, popup: member.popup.map((n) => seen(n, true)) } satisfies Announcements),
        markNoticesSeen: (body) => {
          marked.push(body.ids);
          return Promise.resolve(null);
        },
      },
    });
    await all.store.content.load();
    all.store.content.maybeShowNews(true);
    expect(all.store.content.newsOpen).toBe(false);
    expect(marked).toHaveLength(1);
  });

  it('for a visitor or a trial account (no flags): the session remembers, the server is not told', async () => {
    const markNoticesSeen = vi.fn(() => Promise.resolve(null));
    const h = await makeHarness(makeStatus(), {
      api: { getAnnouncements: () => Promise.resolve(ANNOUNCEMENTS), markNoticesSeen },
    });
    await h.store.content.load();
    h.store.content.maybeShowNews(true);
    expect(h.store.content.newsOpen).toBe(true);
    expect(markNoticesSeen).not.toHaveBeenCalled();
    expect(h.session.getItem(NEWS_SEEN_KEY)).toBe('1');
    // A failed report costs nothing: the popup still opens once per session.
    const failing = await makeHarness(makeStatus(), {
      api: {
        getAnnouncements: () =>
          Promise.resolve({ ...ANNOUNCEMENTS, popup: [{ ...notice(2, 'PU', 'P'), seen: false }] }),
        markNoticesSeen: () => Promise.reject(new Error('offline')),
      },
    });
    await failing.store.content.load();
    failing.store.content.maybeShowNews(true);
    expect(failing.store.content.newsOpen).toBe(true);
  });

  it('shows the banner the server drew into the splash until the banners call answers', async () => {
    let answer: (value: Announcements) => void = () => undefined;
    const pending = new Promise<Announcements>((resolve) => (answer = resolve));
    const h = await makeHarness(makeStatus(), { api: { getAnnouncements: () => pending } });
    const content = h.store.content;
    document.body.innerHTML = `<script type="application/json" id="splash-banner">${JSON.stringify({
      ...ANNOUNCEMENTS.banners[0],
      bannerId: 9,
    })}</script>`;
    content.setSplashBanner(readSplashBanner(document));
    const loading = content.load();
    expect(content.bannersOf('w_home').map((b) => b.bannerId)).toEqual([9]);
    expect(content.bannersOf('w_rng')).toEqual([]);
    answer(ANNOUNCEMENTS);
    await loading;
    expect(content.bannersOf('w_home').map((b) => b.bannerId)).toEqual([1]);

    document.body.innerHTML = '<script type="application/json" id="splash-banner">{"url": 5}</script>';
    expect(readSplashBanner(document)).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="splash-banner">not json</script>';
    expect(readSplashBanner(document)).toBeUndefined();
    document.body.innerHTML = '';
  });

  it('the affiliate link depends on an agent help item', async () => {
    const h = await makeHarness(makeStatus(), {
      api: {
        getHelpCenter: () => Promise.resolve([{ id: 1, tag: 'agent', title: 'Affiliate', content: '', sort: 1 }]),
      },
    });
    expect(h.store.content.hasAgentHelp).toBe(false);
    await h.store.content.loadHelp();
    expect(h.store.content.hasAgentHelp).toBe(true);
  });
});
