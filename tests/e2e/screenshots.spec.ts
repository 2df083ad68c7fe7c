// Full-page screenshots for review (test-results/screenshots/): the home page in both themes and
// both interface languages on a desktop and a phone, and the maintenance and region-block pages.
// Each shot also checks the layout does not overflow the viewport sideways.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PH_IP, TY, expectAppShell, restoreBrand, setMaintenance, setRegion, skipFirstVisitNews } from './support';

const OUT = resolve(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;
type Theme = 'light' | 'dark';
type Lang = 'ty' | 'en';

const END_TIME = '2030-06-15T10:30:00.000Z';

test.use({ timezoneId: 'Asia/Manila' });

/** Stored preferences the app reads at start, exactly as the language picker and theme switch store them. */
async function prepare(page: Page, viewport: ViewportName, theme: Theme, lang: Lang): Promise<void> {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await skipFirstVisitNews(page);
  // A fixed clock so the header clock and footer year are the same on every run.
  await page.clock.setFixedTime(new Date('2026-03-14T12:00:00+08:00'));
  await page.addInitScript(
    ([storedTheme, storedLang]) => {
      localStorage.setItem('theme', storedTheme);
      localStorage.setItem('lang', storedLang);
      localStorage.setItem('hisLang', storedLang);
    },
    [theme, lang.toUpperCase()] as const,
  );
}

/** Waits for fonts and images, checks nothing sticks out sideways, then saves the shot. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // Every shown image (logo, banners, game pictures) has loaded; lazy ones once scrolled to,
  // also along a sideways strip, which is then put back where it started.
  for (const image of await page.locator('img:visible').all()) {
    if ((await image.getAttribute('loading')) === 'lazy') await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty('complete', true);
  }
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('*')) if (element.scrollLeft) element.scrollLeft = 0;
    window.scrollTo(0, 0);
  });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${name}: no horizontal overflow`).toBeLessThanOrEqual(innerWidth);
  await page.screenshot({ path: resolve(OUT, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Every visible control of the header lies inside the viewport and inside the header bar, with
 * room to spare (a label wrapping onto a second line makes its button as tall as the bar).
 */
async function expectHeaderInside(page: Page, label = ''): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const { bar, contentRight, boxes } = await page.locator('header.header').evaluate((header) => {
    const inner = header.querySelector<HTMLElement>('.header__inner');
    return {
      bar: header.getBoundingClientRect().toJSON() as DOMRect,
      /** Where the header's content box ends: the tools must not spill into its padding. */
      contentRight: inner ? inner.getBoundingClientRect().right - parseFloat(getComputedStyle(inner).paddingRight) : 0,
      boxes: [...header.querySelectorAll<HTMLElement>('a, button, select, time')]
        .filter((element) => element.offsetParent !== null)
        .map((element) => ({
          text: element.textContent,
          inNav: element.closest('nav') !== null,
          rect: element.getBoundingClientRect().toJSON() as DOMRect,
        })),
    };
  });
  expect(boxes.length).toBeGreaterThan(0);
  for (const { text, inNav, rect } of boxes) {
    const what = `${label} "${text}"`;
    expect(rect.left, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(rect.right, `${what} ends inside the viewport`).toBeLessThanOrEqual(width);
    // Nav links may scroll inside the nav; everything else stays inside the header's content box.
    if (!inNav) expect(rect.right, `${what} ends inside the header`).toBeLessThanOrEqual(contentRight + 0.5);
    expect(rect.top, `${what} fits the header bar`).toBeGreaterThanOrEqual(bar.top + 4);
    expect(rect.bottom, `${what} fits the header bar`).toBeLessThanOrEqual(bar.bottom - 4);
  }
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  for (const lang of ['ty', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`home ${theme} ${lang.toUpperCase()} ${viewport}`, async ({ page }) => {
        await prepare(page, viewport, theme, lang);
        await page.goto('/');
        await expectAppShell(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('#main h1')).toHaveText(lang === 'ty' ? TY.welcome : 'Welcome to PlayHub');
        await expectHeaderInside(page);
        await shoot(page, `home-${theme}-${lang}-${viewport}`);
      });
    }
  }
}

test('the header fits every width from phone to desktop in every language', async ({ page }) => {
  // 78 layouts (6 languages, 13 widths): more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await skipFirstVisitNews(page);
  await page.goto('/');
  await expectAppShell(page);
  for (const code of ['ty', 'en', 'cn', 'id', 'th', 'vi']) {
    await page.locator('header select').selectOption(code);
    await expect(page.locator('html')).toHaveAttribute('lang', code === 'ty' ? 'tl' : code === 'cn' ? 'zh-CN' : code);
    for (const width of [320, 360, 390, 641, 761, 860, 861, 1001, 1100, 1101, 1280, 1281, 1440]) {
      await page.setViewportSize({ width, height: 700 });
      // Two frames: the header nav re-measures which game types fit (a ResizeObserver).
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${code} at ${width}px: no horizontal overflow`).toBeLessThanOrEqual(width);
      await expectHeaderInside(page, `${code} at ${width}px:`);
      // The nav is either shown whole or not at all (phones), never cut off mid-label.
      const nav = await page.evaluate(() => {
        const element = document.querySelector('.header__nav');
        return element ? { shown: element.clientWidth, needed: element.scrollWidth } : null;
      });
      if (nav && nav.shown > 0) expect(nav.needed, `${code} at ${width}px: nav fits`).toBeLessThanOrEqual(nav.shown);
    }
  }
});

test.describe('status pages', () => {
  test.afterEach(async ({ request }) => {
    await restoreBrand(request);
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`maintenance ${theme} ${viewport}`, async ({ page, request }) => {
        await setMaintenance(request, true, END_TIME);
        await prepare(page, viewport, theme, 'ty');
        await page.goto('/');
        await expect(page.locator('.status-card time')).toHaveText(TY.endTime('2030-06-15 18:30'));
        await shoot(page, `maintenance-${theme}-ty-${viewport}`);
      });

      test(`region block ${theme} ${viewport}`, async ({ page, request }) => {
        await setRegion(request, ['PH']);
        await page.setExtraHTTPHeaders({ 'X-Forwarded-For': PH_IP });
        await prepare(page, viewport, theme, 'ty');
        await page.goto('/');
        await expect(page.locator('.status-card')).toContainText(TY.ipAddress(PH_IP));
        await shoot(page, `region-block-${theme}-ty-${viewport}`);
      });
    }
  }
});
