// Every page of the agent centre as the demo agent sees it on a fresh start, at 1280 and 390 px in
// both themes: each opens from the menu in the right panel, shows its own content (never a
// placeholder, a chunk error or an undefined figure), nothing sticks out sideways on a phone, axe finds
// nothing serious, and a screenshot is kept for review (test-results/screenshots/agent-*.png).
import { expect, test, type Page } from '@playwright/test';
import { AGENT_PAGES } from '../../src/renderer/agent/menu';
import { asNewVisitor } from './auth-support';
import { expectNoSeriousAxeViolations } from './axe';
import { signInAs } from './role-support';
import { collectErrors, skipFirstVisitNews } from './support';

test.describe.configure({ timeout: 240_000 });
test.use({ reducedMotion: 'reduce' });

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

async function visitEveryPage(page: Page, viewport: keyof typeof VIEWPORTS, theme: 'light' | 'dark') {
  const menu = page.getByRole('navigation', { name: 'Agent centre pages' });
  await expect(menu).toBeVisible();
  // The demo brand runs every contract kind (seed), so all twelve pages are in the menu.
  await expect(menu.getByRole('button')).toHaveCount(AGENT_PAGES.length);
  for (const name of AGENT_PAGES) {
    await page.goto(`/agentHome?page=${name}`);
    const panel = page.locator('.agent-centre__panel');
    await expect(panel.locator('.page-loading, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    // Sections load their own calls without a busy marker: read the panel once every call answered.
    await page.waitForLoadState('networkidle');
    await expect(panel).not.toContainText('This page is being built');
    await expect(panel).not.toContainText(/Loading chunk|undefined|NaN/);
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    if (viewport === 'phone') {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
      // The menu is a sideways strip there: the current page's tab is scrolled into sight.
      const tabInSight = await menu.locator('[aria-current="page"]').evaluate((tab) => {
        const strip = tab.closest('ul')!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left >= strip.left - 1 && box.right <= strip.right + 1;
      });
      expect(tabInSight, `${name}'s tab is in sight`).toBe(true);
    }
    await page.screenshot({ path: `test-results/screenshots/agent-${name}-${viewport}-${theme}.png`, fullPage: true });
  }
}

for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every agent-centre page, ${viewport} ${theme}`, async ({ page, request }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
      await asNewVisitor(page);
      await skipFirstVisitNews(page);
      const restore = await signInAs(page, request, 'agent');
      // Counted from here: during the forced password change of signInAs the site's token calls
      // are refused by design (password.change.required).
      const errors = collectErrors(page);
      // Which call failed, so a refusal names itself (the console line does not).
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      try {
        await page.goto('/agentHome');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { name: 'Team Overview' })).toBeVisible();
        await visitEveryPage(page, viewport, theme);
        if (viewport === 'phone' && theme === 'light') await expectNoSeriousAxeViolations(page, 'agent centre 390 px');
        expect(errors).toEqual([]);
      } finally {
        await restore();
      }
    });
  }
}
