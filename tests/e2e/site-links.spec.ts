// Every link leads somewhere real (issue 16). For each role (visitor, member, trial, agent) the
// links of the header (its game-type drop-downs and "More" menu on a desktop, the menu drawer on
// a phone), the footer, the side bar, the banners and the account menu are collected at desktop
// and phone width, deduplicated and each opened once: none may show "Page not found", and none
// that names a file (an installer, a banner picture, a download on a page it leads to) may
// answer 404. Pages are opened inside the running app (as a click would), so the walk stays fast.
import { expect, test, type Page } from '@playwright/test';
import type { Banner } from '../../src/shared/api/content';
import { findRoute } from '../../src/renderer/layout/useCurrentRoute';
import { asNewVisitor } from './auth-support';
import { ROLES, signInAs } from './role-support';
import { skipFirstVisitNews } from './support';

const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** Where each same-origin target was found (for the failure message), by path, query and hash. */
type Targets = Map<string, string>;

test.describe.configure({ timeout: 90_000 });

function addTarget(targets: Targets, origin: string, href: string, where: string): void {
  const url = new URL(href, origin);
  if (url.origin !== origin) return;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (!targets.has(target)) targets.set(target, where);
}

/** A path the route table does not know but that names a file (/downloads/app.apk, /img/x.svg). */
function isFile(path: string): boolean {
  return findRoute(path) === undefined && /\.[a-z0-9]+$/i.test(path);
}

/** Home with the footer's product links (the vendor lanes have arrived). */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  const products = page.locator('footer').getByRole('navigation', { name: 'Products' });
  await expect(products.getByRole('link').first()).toBeVisible();
}

/** The hrefs of every link the selector matches, shown or folded away (drop-downs, "More"). */
function hrefs(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
}

/**
 * Picks every vendor of the header's drop-downs (desktop) or of the drawer (phone, reopened for
 * each pick) and notes where each leads, coming back home in between. Runs inside the page, as
 * 24 vendors picked through Playwright one by one would take most of the test's time.
 */
function vendorTargets(page: Page, selector: string, opener: string | null): Promise<string[]> {
  return page.evaluate(
    async ({ selector, opener }) => {
      // A deadline, not a count of tries: timers slow down on a busy machine, and the evaluation
      // itself has no timeout, so a count could outlast the test and hide which wait failed.
      const until = async <T>(probe: () => T | null | undefined): Promise<T> => {
        for (const deadline = performance.now() + 5_000; performance.now() < deadline;) {
          const value = probe();
          if (value) return value;
          await new Promise((done) => setTimeout(done, 20));
        }
        throw new Error(`timed out waiting for ${selector}`);
      };
      const buttons = () => document.querySelectorAll<HTMLButtonElement>(selector);
      const open = () => {
        if (opener && buttons().length === 0) document.querySelector<HTMLButtonElement>(opener)?.click();
      };
      open();
      const count = (await until(() => (buttons().length > 0 ? buttons() : null))).length;
      const targets: string[] = [];
      for (let index = 0; index < count; index += 1) {
        open();
        const button = await until(() => buttons()[index]);
        button.click();
        await until(() => location.pathname !== '/');
        targets.push(`${location.pathname}${location.search}`);
        history.back();
        await until(() => location.pathname === '/' && document.querySelector('.header__inner'));
      }
      return targets;
    },
    { selector, opener },
  );
}

/** Opens a path inside the running app, as following a link does. */
async function openInApp(page: Page, target: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === target);
  await expect(page.locator('#main h1').first()).toBeVisible();
}

/**
 * Opens each account-menu entry but Sign out (it ends the session): each opens a popup (a member
 * centre page, change password, the real-account warning) or a page; pages are noted as targets.
 */
async function walkAccountMenu(page: Page, origin: string, targets: Targets, where: string): Promise<void> {
  const button = page.locator('.account-menu__button');
  await button.click();
  const entries = await page
    .locator('.account-menu__list [data-item]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-item') ?? ''));
  expect(entries.length, `${where}: account menu entries`).toBeGreaterThan(1);
  for (const entry of entries.filter((key) => key !== 'signOut')) {
    if (!(await page.locator('.account-menu__list').isVisible())) await button.click();
    await page.locator(`.account-menu__list [data-item="${entry}"]`).click();
    const popup = page.locator('[role="dialog"], [role="alertdialog"]').first();
    await expect
      .poll(async () => (await popup.isVisible()) || new URL(page.url()).pathname !== '/', {
        message: `${where}: account menu "${entry}" opens something`,
      })
      .toBe(true);
    if (new URL(page.url()).pathname !== '/') {
      addTarget(targets, origin, page.url(), `${where} account menu "${entry}"`);
      await openHome(page);
      continue;
    }
    // The popups close with Escape (a member-centre page may sit over the centre itself).
    for (let tries = 0; tries < 3 && (await popup.isVisible()); tries += 1) await page.keyboard.press('Escape');
    await expect(popup, `${where}: account menu "${entry}" popup closes`).toBeHidden();
  }
}

for (const role of ROLES) {
  test(`every header, drop-down, footer, side bar, banner and account menu link is real: ${role}`, async ({
    page,
    request,
  }) => {
    await asNewVisitor(page);
    await skipFirstVisitNews(page);
    await page.setViewportSize(WIDTHS.desktop);
    const restore = await signInAs(page, request, role);
    try {
      const origin = new URL(test.info().project.use.baseURL ?? '').origin;
      const targets: Targets = new Map();
      const banners: Banner[] = [];
      page.on('response', async (response) => {
        if (!response.url().includes('MCSFE_getListAnnouncements')) return;
        const body = (await response.json().catch(() => null)) as { value?: { banners?: Banner[] } } | null;
        banners.push(...(body?.value?.banners ?? []));
      });

      for (const [width, size] of Object.entries(WIDTHS)) {
        await page.setViewportSize(size);
        await openHome(page);
        const found = (where: string, list: string[]) => {
          for (const href of list) addTarget(targets, origin, href, `${width} ${where}`);
        };
        found('header', await hrefs(page, 'header a[href]'));
        found('footer', await hrefs(page, 'footer a[href]'));
        found('side bar', await hrefs(page, '.side-bar a[href]'));
        found('banners', await hrefs(page, '.page-top a[href]'));
        if (width === 'phone') {
          await page.getByRole('button', { name: 'Menu', exact: true }).click();
          const drawer = page.getByRole('dialog', { name: 'Menu' });
          await expect(drawer).toBeVisible();
          found('menu drawer', await hrefs(page, '.phone-menu a[href]'));
          await page.keyboard.press('Escape');
          await expect(drawer).toBeHidden();
          found('drawer vendor', await vendorTargets(page, '.phone-menu [data-vendor]', '.header__menu-button'));
          // On a busy machine the last pick can come back home with the drawer still open, and its
          // overlay would then take the account menu's clicks (a click waits for the test's end).
          if (await drawer.isVisible()) await page.keyboard.press('Escape');
          await expect(drawer).toBeHidden();
        } else {
          found('header vendor', await vendorTargets(page, '.header__nav [data-vendor]', null));
        }
        if (role !== 'visitor') await walkAccountMenu(page, origin, targets, `${role} ${width}`);
      }

      // Banners link to pages (ROUTE) and show pictures: both must exist.
      expect(banners.length, 'the banner call answered').toBeGreaterThan(0);
      for (const banner of banners) {
        if (banner.linkageType === 'ROUTE')
          addTarget(targets, origin, banner.linkageTarget, `banner ${banner.bannerId}`);
        if (banner.url) addTarget(targets, origin, banner.url, `banner ${banner.bannerId} picture`);
      }

      const failures: string[] = [];
      const files = new Map<string, string>();
      for (const [target, where] of targets) {
        const path = target.replace(/[?#].*$/, '');
        if (isFile(path)) {
          files.set(target, where);
          continue;
        }
        if (!findRoute(path)) {
          failures.push(`${target} (from ${where}): Page not found`);
          continue;
        }
        await openInApp(page, target);
        const heading = (await page.locator('#main h1').first().textContent()) ?? '';
        if (heading === 'Page not found' || (await page.locator('.chunk-error').count()) > 0)
          failures.push(`${target} (from ${where}): ${heading}`);
        // Files the page links to (installers, documents) must exist too.
        for (const href of await hrefs(page, '#main a[href]')) {
          const url = new URL(href, origin);
          if (url.origin === origin && isFile(url.pathname)) files.set(url.pathname, `${target} page`);
        }
      }
      for (const [file, where] of files) {
        const response = await page.request.get(file);
        if (response.status() === 404) failures.push(`${file} (from ${where}): 404`);
      }
      expect(failures, `${role}: ${targets.size} links, ${files.size} files`).toEqual([]);
      // The walk really walked: the header's types, the footer and the vendors were all there.
      expect(targets.size, [...targets.keys()].join(' ')).toBeGreaterThan(20);
    } finally {
      await restore();
    }
  });
}
