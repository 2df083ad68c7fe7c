// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../../src/renderer/router/AppRouter';
import { useSafeNavigate } from '../../../../src/renderer/router/useSafeNavigate';
import { makeHarness, type Harness } from '../fixtures/harness';
import { MemoryStorage } from '../fixtures/memoryStorage';
import { makeStatus } from '../fixtures/status';

let scrollTo: ReturnType<typeof vi.fn>;
let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  scrollIntoView = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  sessionStorage.clear();
});
afterEach(cleanup);

/** Shows where the router is, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}|${type}`}</output>;
}

async function renderAt(path: string, harness?: Harness) {
  const h = harness ?? (await makeHarness(makeStatus()));
  render(
    h.wrap(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>,
    ),
  );
  return h;
}

const location = () => screen.getByTestId('location').textContent ?? '';

describe('shell layout', () => {
  it('renders header nav, login button, clock and footer with the brand minimum age', async () => {
    await renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to PlayHub' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Promotion', '/promotions'],
      ['App', '/down'],
    ]);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(document.querySelector('time.header__clock')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The footer renders after the first paint (an idle moment), not with the page.
    expect(await screen.findByText('You must be 21 years or older to play. Please play responsibly.')).toBeTruthy();
    expect(screen.getByText(/Malta, the British Virgin Islands and the Philippines/)).toBeTruthy();
  });

  it('the clock ticks every second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      await renderAt('/');
      const clock = document.querySelector('time.header__clock');
      const before = clock?.textContent;
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(clock?.textContent).not.toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides the header on /helpmc and uses the hidden-nav header on /seamless and /lottery', async () => {
    await renderAt('/helpmc');
    await screen.findByRole('heading', { name: 'Help Center', level: 1 });
    expect(document.querySelector('header.header')).toBeNull();
    cleanup();

    await renderAt('/seamless');
    await screen.findByRole('heading', { name: 'Game', level: 1 });
    expect(document.querySelector('header.header--hidden-nav')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
    cleanup();

    await renderAt('/lottery?gameCode=VN1&vendor=TCG&playType=x');
    await screen.findByRole('heading', { name: 'Lottery', level: 1 });
    expect(document.querySelector('header.header--hidden-nav')).toBeTruthy();
  });

  it('titles the game list with the name of the type its upper-cased {games} parameter names', async () => {
    await renderAt('/games/fish');
    expect(await screen.findByRole('heading', { name: 'Fishing games', level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Fishing games | PlayHub'));
    cleanup();
    // A type the translations do not name keeps its code.
    await renderAt('/games/bingo');
    expect(await screen.findByRole('heading', { name: 'BINGO games', level: 1 })).toBeTruthy();
  });

  it('shows the 404 page for unknown paths', async () => {
    await renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('opens the register popup on /register.html and carries the referral code', async () => {
    const h = await renderAt('/register.html?referralCode=ABC123');
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeTruthy();
    expect(h.store.ui.modalParams).toEqual({ referralCode: 'ABC123' });
    expect(location()).toBe('/register.html?referralCode=ABC123|POP');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the header login button opens the login popup', async () => {
    await renderAt('/vip');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});

describe('theme and language', () => {
  it('toggles the theme from the header and persists it', async () => {
    const root = document.documentElement;
    const h = await renderAt('/', await makeHarness(makeStatus(), { root }));
    fireEvent.click(screen.getByRole('switch', { name: 'Switch to dark theme' }));
    expect(root.dataset.theme).toBe('dark');
    expect(h.local.getItem('theme')).toBe('dark');
    expect(screen.getByRole('switch', { name: 'Switch to light theme' })).toBeTruthy();
  });

  it('lists six languages by native name and re-renders in the chosen one without reload', async () => {
    const h = await renderAt('/');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Tagalog',
      'English',
      '中文',
      'Bahasa Indonesia',
      'ไทย',
      'Tiếng Việt',
    ]);
    await act(() => {
      fireEvent.change(select, { target: { value: 'cn' } });
      return Promise.resolve();
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toBeTruthy());
    expect(h.local.getItem('hisLang')).toBe('CN');
    expect(h.local.getItem('lang')).toBe('CN');
  });
});

describe('route guard in the shell', () => {
  it('sends visitors without a token to /login when loginedToHomePage is on', async () => {
    await renderAt('/vip', await makeHarness(makeStatus({}, { loginedToHomePage: true })));
    await waitFor(() => expect(location()).toBe('/login|REPLACE'));
  });

  it('lets exempt paths and logged-in visitors through', async () => {
    await renderAt('/down', await makeHarness(makeStatus({}, { loginedToHomePage: true })));
    expect(location()).toBe('/down|POP');
    cleanup();
    const session = new MemoryStorage();
    session.setItem('token', 'tok');
    await renderAt('/vip', await makeHarness(makeStatus({}, { loginedToHomePage: true }), { session }));
    expect(location()).toBe('/vip|POP');
  });

  it('does nothing when loginedToHomePage is off', async () => {
    await renderAt('/vip');
    expect(location()).toBe('/vip|POP');
  });
});

describe('navigation', () => {
  it('scrolls to the top on navigation, or to the hash anchor', async () => {
    // The help articles come from the help centre; #agent is the affiliate section.
    const help = [{ id: 1, tag: 'agent', title: 'Affiliate programme', content: '<p>Join</p>', sort: 1 }];
    await renderAt(
      '/help#agent',
      await makeHarness(makeStatus(), { api: { getHelpCenter: () => Promise.resolve(help) } }),
    );
    const agent = await screen.findByRole('heading', { name: 'Affiliate programme', level: 2 });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(agent.closest('section')?.id).toBe('agent');
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Promotion' }));
    await screen.findByRole('heading', { name: 'Promotions', level: 1 });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('a duplicate navigation is a no-op', async () => {
    function Again() {
      const navigate = useSafeNavigate();
      return (
        <button type="button" onClick={() => navigate('/vip')}>
          again
        </button>
      );
    }
    const h = await makeHarness(makeStatus());
    render(
      h.wrap(
        <MemoryRouter initialEntries={['/vip']}>
          <Again />
          <LocationProbe />
        </MemoryRouter>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(location()).toBe('/vip|POP');
  });
});
