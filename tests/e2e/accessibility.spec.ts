// Accessibility (issue 16): axe-core finds no critical or serious violation, colour contrast
// included, on the pages a new player meets first: home, the login and register popups, a game
// list, the member centre, its deposit page (the cashier) and the house slot in its /game page,
// at desktop and phone width in both themes. Each test walks every page and reports them all.
// Run alone: E2E_PORT=<port> npx playwright test -c tests/e2e/playwright.config.ts tests/e2e/accessibility.spec.ts
import { expect, test, type Page } from '@playwright/test';
import { asNewVisitor, newUsername, registerByUsername } from './auth-support';
import { expectNoSeriousAxeViolations } from './axe';
import { expectAppShell, skipFirstVisitNews } from './support';

const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;

/** A house-slot game link (README "Game links"): the demo's PHS vendor plays Lucky Crown, free. */
const FREE_SLOT = '/game?vassalage=PHS&gameCode=PHS0001&accountType=0';

test.describe.configure({ timeout: 240_000 });
test.use({ reducedMotion: 'reduce' });

async function openMemberCentre(page: Page) {
  await page.locator('.account-menu__avatar').click();
  const centre = page.getByRole('dialog', { name: 'Member center' });
  await expect(centre.getByRole('heading', { name: 'My Account' })).toBeVisible();
  return centre;
}

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  for (const theme of THEMES) {
    test(`no critical or serious axe violations, ${widthName} ${theme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await asNewVisitor(page);
      await skipFirstVisitNews(page);
      await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
      const check = (what: string) => expectNoSeriousAxeViolations(page, `${what} (${widthName}, ${theme})`);

      await page.goto('/');
      await expectAppShell(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await check('home');

      await page.goto('/login');
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
      await check('login popup');

      await page.goto('/register');
      await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
      await check('register popup');

      await page.goto('/rng');
      await expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible();
      await check('game list /rng');

      await registerByUsername(page, newUsername('axe'), 'Axe-check-pass-1');
      const centre = await openMemberCentre(page);
      await check('member centre (securityCenter)');

      await centre.getByRole('navigation').getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(centre.locator('.cashier').first()).toBeVisible();
      await check('cashier (depositv2)');

      await page.goto(FREE_SLOT);
      const frame = page.frameLocator('iframe.game-stage__frame');
      await expect(frame.getByRole('button', { name: /Spin/ })).toBeVisible({ timeout: 30_000 });
      await check('house slot (/game, free play)');
    });
  }
}
