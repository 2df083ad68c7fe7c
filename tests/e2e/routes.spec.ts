// Every route of the spec's route table opened directly (the server's history-mode fallback),
// the 404 view, and the route guard (loginedToHomePage).
import { expect, test, type Page } from '@playwright/test';
import type { SystemStatus } from '../../src/shared/api/system';
import { ROUTES } from '../../src/renderer/router/routeTable';
import { STATUS_PATH, TY, collectErrors, expectAppShell, rewriteAnswers, skipFirstVisitNews } from './support';

type View =
  /** The home page (page group index). */
  | 'home'
  /** The home page with a popup titled after the route. */
  | 'modal'
  /** A page whose heading is the route title. */
  | 'page';
type Chrome = 'full' | 'headerOnly' | 'hiddenNav' | 'none';

interface Expected {
  path: string;
  /** The TY title, shown in document.title and, for pages, the heading. */
  title: string;
  view: View;
  chrome?: Chrome;
  /** Where the visitor ends up when the page sends visitors elsewhere. */
  landsOn?: string;
}

/** Spec section 2, route by route, with the TY titles of locales/ty/common.json. */
const EXPECTED: readonly Expected[] = [
  { path: '/', title: 'Tahanan', view: 'home' },
  { path: '/index.html', title: 'Tahanan', view: 'home' },
  { path: '/home', title: 'Tahanan', view: 'home' },
  { path: '/login', title: 'Mag-login', view: 'modal' },
  { path: '/forget', title: 'Nakalimutan ang password', view: 'modal' },
  { path: '/register', title: 'Magparehistro', view: 'modal' },
  { path: '/register.html', title: 'Magparehistro', view: 'modal' },
  { path: '/noticePage', title: 'Mga abiso', view: 'page' },
  { path: '/agent', title: 'Pag-login ng ahente', view: 'modal' },
  // Only agents stay on /agentHome; a visitor is sent to the agent login.
  { path: '/agentHome', title: 'Pag-login ng ahente', view: 'modal', landsOn: '/agent' },
  { path: '/vip', title: 'VIP', view: 'page' },
  { path: '/pointMall', title: 'Tindahan ng Puntos', view: 'page' },
  { path: '/live', title: 'Live na Casino', view: 'page' },
  { path: '/sports', title: 'Palakasan', view: 'page' },
  { path: '/esports', title: 'E-Sports', view: 'page' },
  { path: '/elott', title: 'Loterya', view: 'page' },
  { path: '/cockfight', title: 'Sabong', view: 'page' },
  { path: '/rng', title: 'Mga Slot', view: 'page' },
  { path: '/fish', title: 'Pangingisda', view: 'page' },
  { path: '/pvp', title: 'Poker', view: 'page' },
  { path: '/hot', title: 'Mga Sikat na Laro', view: 'page' },
  { path: '/games', title: 'Lahat ng laro', view: 'page' },
  { path: '/games/rng', title: 'Mga Slot: mga laro', view: 'page' },
  { path: '/lottery', title: 'Loterya', view: 'page', chrome: 'hiddenNav' },
  { path: '/vnlottery', title: 'Loterya ng Vietnam', view: 'page', chrome: 'headerOnly' },
  { path: '/sealottery', title: 'Loterya ng Timog-silangang Asya', view: 'page', chrome: 'headerOnly' },
  { path: '/promotions', title: 'Mga Promosyon', view: 'page' },
  { path: '/promoDetail', title: 'Detalye ng promosyon', view: 'page' },
  { path: '/seamless', title: 'Laro', view: 'page', chrome: 'hiddenNav' },
  { path: '/fbsports', title: 'FB Sports', view: 'page' },
  { path: '/help', title: 'Sentro ng Tulong', view: 'page' },
  { path: '/helpmc', title: 'Sentro ng Tulong', view: 'page', chrome: 'none' },
  { path: '/down', title: 'I-download ang App', view: 'page' },
  { path: '/download', title: 'I-download ang App', view: 'page' },
  { path: '/join', title: 'Sumali sa Amin', view: 'page' },
  { path: '/game', title: 'Laro', view: 'page', chrome: 'headerOnly' },
];

const GUARD_EXEMPT = ['/login', '/register', '/register.html', '/helpmc', '/down', '/download'];

/** The page-group chunk a route loads, from the renderer's route table. */
function groupOf(path: string): string {
  const def = ROUTES.find((route) => route.path === (path.startsWith('/games/') ? '/games/:games' : path));
  if (!def) throw new Error(`no route-table entry for ${path}`);
  return def.group;
}

/** Serves the real status answer with loginedToHomePage switched on (the guard's brand setting). */
async function withLoginedToHomePage(page: Page): Promise<void> {
  await rewriteAnswers<{ value: SystemStatus }>(page, `**${STATUS_PATH}*`, (body) => {
    body.value.info.brand.loginedToHomePage = true;
  });
}

test.describe('route table', () => {
  test('covers exactly the routes the renderer declares', () => {
    const declared = ROUTES.map((route) => route.path).sort();
    const expected = EXPECTED.map((route) => (route.path.startsWith('/games/') ? '/games/:games' : route.path)).sort();
    expect(declared).toEqual(expected);
  });

  test('every route loads when opened directly and shows its title, not the 404 view', async ({ page }) => {
    test.setTimeout(60_000);
    await skipFirstVisitNews(page);
    const errors = collectErrors(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      const match = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
      if (match?.[1]) chunks.push(match[1]);
    });

    for (const route of EXPECTED) {
      await test.step(route.path, async () => {
        const response = await page.goto(route.path);
        expect(response?.status(), `${route.path}: the server answers with the app`).toBe(200);
        expect(response?.headers()['content-type']).toContain('text/html');
        await expect(page.locator('#main')).toBeVisible();
        await expect(page).toHaveTitle(`${route.title} | PlayHub`);
        // No guard is active on the demo brand: the visitor stays where they asked to go.
        await expect.poll(() => new URL(page.url()).pathname).toBe(route.landsOn ?? route.path);

        const heading = page.locator('#main h1');
        if (route.view === 'page') await expect(heading).toHaveText(route.title);
        else await expect(heading).toHaveText(TY.welcome);
        const dialog = page.getByRole('dialog');
        if (route.view === 'modal') await expect(dialog.getByRole('heading')).toHaveText(route.title);
        else await expect(dialog).toHaveCount(0);
        await expect(page.getByText(TY.notFound)).toHaveCount(0);

        const chrome = route.chrome ?? 'full';
        const header = page.locator('header.header');
        await expect(header).toHaveCount(chrome === 'none' ? 0 : 1);
        await expect(page.locator('footer.footer')).toHaveCount(chrome === 'full' ? 1 : 0);
        if (chrome !== 'none') {
          await expect(header.getByRole('navigation')).toHaveCount(chrome === 'hiddenNav' ? 0 : 1);
          await expect(header).toHaveClass(chrome === 'hiddenNav' ? /header--hidden-nav/ : /^header$/);
        }
        await expect(page.locator('.shell')).toHaveClass(
          route.path === '/pointMall' ? /shell--no-side-menu/ : /^shell shell--[a-zA-Z]+$/,
        );
        expect(chunks, `${route.path} loads its page group`).toContain(groupOf(route.path));
        chunks.length = 0;
      });
    }
    expect(errors).toEqual([]);
  });

  test('an unknown route shows the 404 view with a way home', async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto('/no-such-page/at-all?x=1');
    expect(response?.status()).toBe(200);
    await expectAppShell(page);
    await expect(page.locator('#main h1')).toHaveText(TY.notFound);
    await expect(page).toHaveTitle(`${TY.notFound} | PlayHub`);
    await expect(page.locator('#main')).toContainText('Wala o nailipat na ang pahinang hinahanap mo.');
    await page.locator('#main').getByRole('link', { name: 'Bumalik sa home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#main h1')).toHaveText(TY.welcome);
    expect(errors).toEqual([]);
  });

  test('a missing asset is a plain 404, not the app', async ({ request }) => {
    const response = await request.get('/assets/no-such-chunk-abc123.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).not.toContain('text/html');
  });

  test('opening /help#term scrolls to the terms once the help chunk has loaded', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/help#term');
    // #term also opens the terms in the help modal; closed, the page shows the terms section.
    const terms = page.getByRole('dialog', { name: 'Mga tuntunin at kundisyon' });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Isara' }).click();
    await expect(page.locator('#term')).toBeInViewport({ ratio: 0.9 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // A malformed escape in the hash must not break the page.
    await page.goto('/help#%E0%A4%A');
    await expect(page.locator('#main h1')).toHaveText('Sentro ng Tulong');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
  });
});

test.describe('route guard (brand setting loginedToHomePage on)', () => {
  test('sends a visitor without a session to /login, except on the exempt paths', async ({ page }) => {
    const errors = collectErrors(page);
    await withLoginedToHomePage(page);
    for (const path of ['/', '/vip', '/promotions', '/games/fish', '/no-such-page']) {
      await page.goto(path);
      await expect(page, `${path} redirects`).toHaveURL(/\/login$/);
      await expect(page.getByRole('dialog').getByRole('heading')).toHaveText('Mag-login');
    }
    for (const path of GUARD_EXEMPT) {
      await page.goto(path);
      await expect(page.locator('#main h1')).toBeVisible();
      expect(new URL(page.url()).pathname, `${path} is exempt`).toBe(path);
    }
    expect(errors).toEqual([]);
  });

  test('lets a visitor with a session token through', async ({ page }) => {
    await withLoginedToHomePage(page);
    // A real session (free play): the app checks a stored token against the server at start,
    // and a made-up one would end in the login popup.
    await page.goto('/login');
    await page.getByRole('dialog').getByRole('button', { name: 'LIBRENG SUBOK' }).click();
    await expect(page.locator('.account-menu__button')).toBeVisible();
    await page.goto('/vip');
    await expect(page.locator('#main h1')).toHaveText('VIP');
    expect(new URL(page.url()).pathname).toBe('/vip');
  });
});
