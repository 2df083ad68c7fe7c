// Phones and tablets can navigate (issue 16): at 360, 390, 768, 1024 and 1280 px every game
// category is at most two taps from home, the header's items never overlap, nothing scrolls
// sideways and Sign Up stays in the bar; the menu drawer works with a keyboard and a screen
// reader, follows the brand's DIRECTREG3, and a member's account button keeps its name on phones.
import { expect, test, type Page } from '@playwright/test';
import { asNewVisitor, newUsername, registerByUsername } from './auth-support';
import { STATUS_PATH, skipFirstVisitNews } from './support';

const WIDTHS = [360, 390, 768, 1024, 1280] as const;

// The drawer opens without its slide: clicks need not wait for it to come to rest.
test.use({ reducedMotion: 'reduce' });

/** Home with the vendor lanes loaded (the footer lists the game types). */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  const products = page.locator('footer').getByRole('navigation', { name: 'Products' });
  await expect(products.getByRole('link').first()).toBeVisible();
}

/** No sideways scrolling, and the header's visible controls lie side by side inside the viewport. */
async function expectHeaderApart(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${what}: no sideways scroll`).toBeLessThanOrEqual(width);
  const boxes = await page
    .locator('header.header')
    .locator('a, button, select, time')
    .evaluateAll((all) =>
      all
        // The drop-downs open over the page; they are not items of the bar.
        .filter((e) => (e as HTMLElement).offsetParent !== null && !e.closest('.nav-vendors, .nav-more'))
        .map((e) => {
          const { left, right } = e.getBoundingClientRect();
          return { name: e.textContent?.trim() || e.getAttribute('aria-label') || e.tagName, left, right };
        }),
    );
  expect(boxes.length).toBeGreaterThan(2);
  const sorted = [...boxes].sort((a, b) => a.left - b.left);
  for (const [index, box] of sorted.entries()) {
    expect(box.left, `${what}: "${box.name}" starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${what}: "${box.name}" ends inside the viewport`).toBeLessThanOrEqual(width);
    const before = sorted[index - 1];
    if (before)
      expect(box.left, `${what}: "${box.name}" does not overlap "${before.name}"`).toBeGreaterThanOrEqual(
        before.right - 1,
      );
  }
}

/**
 * Reaches a game type from home the way a visitor would, counting clicks: its link in the bar,
 * else the menu drawer's link (phones and tablets), else the bar's "More" menu.
 */
async function reachType(page: Page, name: string): Promise<number> {
  const inBar = page.locator('.header__nav').getByRole('link', { name, exact: true });
  if (await inBar.isVisible()) {
    await inBar.click();
    return 1;
  }
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
    return 2;
  }
  await page.locator('.header__nav').getByRole('button', { name: 'More' }).click();
  await page.locator('.nav-more').getByRole('link', { name, exact: true }).click();
  return 2;
}

for (const width of WIDTHS) {
  test(`${width} px: every game category is two taps from home; the header never overlaps or scrolls`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await asNewVisitor(page);
    await skipFirstVisitNews(page);
    await page.setViewportSize({ width, height: 800 });
    await openHome(page);
    await expectHeaderApart(page, `${width} px`);
    // Sign Up stays in the bar at every width (the demo brand registers directly).
    await expect(page.locator('header').getByRole('button', { name: 'Sign Up' })).toBeVisible();
    // The footer lists every configured type with its lobby: each is reached from the header.
    const types = await page
      .locator('footer')
      .getByRole('navigation', { name: 'Products' })
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => ({ name: link.textContent ?? '', path: link.getAttribute('href') ?? '' })),
      );
    expect(types.length, 'the demo brand offers every game type').toBe(10);
    for (const { name, path } of types) {
      const taps = await reachType(page, name);
      await expect(page, name).toHaveURL((url) => url.pathname === path);
      await expect(page.locator('#main h1').first()).not.toHaveText('Page not found');
      expect(taps, name).toBeLessThanOrEqual(2);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    }
  });
}

test('in every language, from 1025 to 1280 px, a game type the bar cannot show is behind More or the menu', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await asNewVisitor(page);
  await skipFirstVisitNews(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  for (const code of ['ty', 'en', 'cn', 'id', 'th', 'vi']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('header select').selectOption(code);
    for (const width of [1025, 1100, 1180, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Two frames: the nav measures again which game types fit (a ResizeObserver).
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const state = await page.evaluate(() => {
        const shown = (selector: string) => {
          const element = document.querySelector<HTMLElement>(selector);
          return element !== null && element.offsetParent !== null;
        };
        const hidden = [...document.querySelectorAll<HTMLElement>('.header__nav [data-nav-type]')].some(
          (item) => item.hidden,
        );
        return { hidden, more: shown('.header__nav [data-nav-more]'), menu: shown('.header__menu-button') };
      });
      if (state.hidden) expect(state.more || state.menu, `${code} at ${width} px`).toBe(true);
      await expectHeaderApart(page, `${code} at ${width} px`);
    }
  }
});

test('the menu drawer: named button, keyboard, focus, Escape, vendors, account, language and theme', async ({
  page,
}) => {
  await asNewVisitor(page);
  await skipFirstVisitNews(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // No language picker or theme switch left in a phone's bar: they are in the drawer.
  await expect(page.locator('header select')).toBeHidden();

  await menu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  // Focus stays in the drawer: Shift+Tab from the first control wraps to the last, Tab back.
  await page.keyboard.press('Shift+Tab');
  await expect(drawer.getByRole('switch')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // A type's vendors unfold under it; picking a slot vendor opens its tab and closes the drawer.
  await menu.click();
  const slots = drawer.getByRole('button', { name: 'Slots providers' });
  await expect(slots).toHaveAttribute('aria-expanded', 'false');
  await slots.click();
  await expect(slots).toHaveAttribute('aria-expanded', 'true');
  const vendor = drawer.locator('[data-vendor]').first();
  const code = await vendor.getAttribute('data-vendor');
  await vendor.click();
  await expect(page).toHaveURL(new RegExp(`/rng\\?page=${code}$`));
  await expect(drawer).toBeHidden();

  // Sign Up and Login open their popups.
  await menu.click();
  await drawer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  await page.keyboard.press('Escape');
  await menu.click();
  await drawer.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Language and theme are switched from the drawer.
  await menu.click();
  await drawer.getByLabel('Language').selectOption('ty');
  await expect(page.locator('html')).toHaveAttribute('lang', /^tl|^ty/);
  await expect(page.getByRole('dialog', { name: 'Menu ng site' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Menu ng site' }).getByRole('switch').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The backdrop closes it too.
  await page.mouse.click(385, 400);
  await expect(page.getByRole('dialog', { name: 'Menu ng site' })).toBeHidden();
});

test('without direct registration (DIRECTREG3 off) neither the bar nor the drawer offers Sign Up', async ({ page }) => {
  await asNewVisitor(page);
  await skipFirstVisitNews(page);
  await page.route(`**${STATUS_PATH}*`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({
      response,
      body: body.replace('"modId":"DIRECTREG3","enabled":"1"', '"modId":"DIRECTREG3","enabled":"0"'),
    });
  });
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await openHome(page);
    await expect(page.locator('header').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
  }
});

test('a member: the account button keeps its name on a phone, the drawer navigates, nothing overlaps', async ({
  page,
}) => {
  await asNewVisitor(page);
  await skipFirstVisitNews(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const username = newUsername('nav');
  await registerByUsername(page, username, 'Phone-nav-2026');
  await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
  for (const width of [360, 390, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectHeaderApart(page, `member at ${width} px`);
  }
  // Up to 1100 px a member's bar has no room for the navigation: the drawer stands in for it.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  await drawer.getByRole('link', { name: 'Live Casino' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(drawer).toBeHidden();
});
