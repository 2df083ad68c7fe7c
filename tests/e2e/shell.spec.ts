// The app shell: status-first start in the default language, the language picker and the
// theme switch (stored choices, no flash of the wrong theme before the app mounts).
import { expect, test, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EN, STATUS_PATH, TY, collectErrors, expectAppShell } from './support';

const LOCALES = resolve(import.meta.dirname, '../../locales');

/** Each language, the <html lang> it sets and its own name in the picker (spec: languages). */
const LANGUAGES = [
  { code: 'ty', htmlLang: 'tl', name: 'Tagalog' },
  { code: 'en', htmlLang: 'en', name: 'English' },
  { code: 'cn', htmlLang: 'zh-CN', name: '中文' },
  { code: 'id', htmlLang: 'id', name: 'Bahasa Indonesia' },
  { code: 'th', htmlLang: 'th', name: 'ไทย' },
  { code: 'vi', htmlLang: 'vi', name: 'Tiếng Việt' },
] as const;

interface LocaleTexts {
  header: { login: string };
  home: { welcome: string };
}

function localeTexts(code: string): LocaleTexts {
  return JSON.parse(readFileSync(resolve(LOCALES, code, 'common.json'), 'utf8')) as LocaleTexts;
}

/** Calls to the platform APIs, in the order the page made them. */
function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(wps|lgw|lotto)\//.test(pathname)) calls.push(request);
  });
  return calls;
}

/** Holds the status call until the returned function is called. */
async function holdStatusCall(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${STATUS_PATH}*`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const languagePicker = (page: Page) => page.locator('header select');

test.describe('home shell', () => {
  test('loads in TY with header and footer, status call first, no console errors', async ({ page, baseURL }) => {
    const errors = collectErrors(page);
    const calls = recordApiCalls(page);
    const release = await holdStatusCall(page);

    const statusRequest = page.waitForRequest((request) => request.url().includes(STATUS_PATH));
    const tyChunk = page.waitForResponse(/\/assets\/locale-ty-common-[^/]+\.js$/);
    const response = await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    const status = await statusRequest;
    await tyChunk;

    // The language chunk is in, only the status call is outstanding: the app must not have mounted.
    await expect(page.locator('#root .splash')).toBeVisible();
    await expect(page.locator('header.header')).toHaveCount(0);
    expect(new URL(status.url()).searchParams.get('host')).toBe(new URL(baseURL ?? '').host);
    expect(status.headers()['language']).toBe('TY');

    release();
    await expectAppShell(page);
    expect(calls[0]?.url()).toContain(STATUS_PATH);

    await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page).toHaveTitle('Tahanan | PlayHub');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TY.welcome);

    const header = page.locator('header.header');
    await expect(header.getByRole('link', { name: 'Home page ng PlayHub' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('navigation')).toContainText(TY.navPromotion);
    await expect(header.getByRole('button', { name: TY.login, exact: true })).toBeVisible();
    await expect(header.locator('time.header__clock')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(languagePicker(page)).toHaveValue('ty');

    const footer = page.locator('footer.footer');
    await expect(footer).toContainText(TY.licence);
    await expect(footer).toContainText(TY.age);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} PlayHub.`);

    // The clock ticks every second.
    const clock = header.locator('time.header__clock');
    const before = await clock.textContent();
    await expect(clock).not.toHaveText(before ?? '', { timeout: 2500 });

    expect(errors).toEqual([]);
  });
});

test.describe('language picker', () => {
  test('switches TY to EN, and the choice survives a reload', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expectAppShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TY.welcome);

    const picker = page.getByRole('combobox', { name: 'Wika' });
    await picker.selectOption('en');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.welcome);
    await expect(page.locator('header').getByRole('button', { name: EN.login, exact: true })).toBeVisible();
    await expect(page.locator('header nav')).toContainText(EN.navPromotion);
    await expect(page.locator('footer')).toContainText(EN.licence);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Home | PlayHub');
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
      'EN',
      'EN',
    ]);

    const status = page.waitForRequest((request) => request.url().includes(STATUS_PATH));
    await page.reload();
    expect((await status).headers()['language']).toBe('EN');
    await expectAppShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.welcome);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(errors).toEqual([]);
  });

  test('lists every language by its own name, and each one translates the page', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expectAppShell(page);
    const picker = languagePicker(page);
    const options = picker.locator('option');
    await expect(options).toHaveText(LANGUAGES.map((language) => language.name));
    for (const language of LANGUAGES) {
      await expect(picker.locator(`option[value="${language.code}"]`)).toHaveAttribute('lang', language.htmlLang);
    }

    const welcomes = new Set<string>();
    for (const language of [...LANGUAGES.slice(1), LANGUAGES[0]]) {
      const texts = localeTexts(language.code);
      const welcome = texts.home.welcome.replace('{{brand}}', 'PlayHub');
      welcomes.add(welcome);
      await picker.selectOption(language.code);
      await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome);
      await expect(page.locator('header').getByRole('button', { name: texts.header.login, exact: true })).toBeVisible();
      await expect(picker.locator('option:checked')).toHaveText(language.name);
      expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe(language.code.toUpperCase());
    }
    // Six different welcome lines: no language silently shows another's strings.
    expect(welcomes.size).toBe(LANGUAGES.length);
    expect(errors).toEqual([]);
  });
});

test.describe('theme switch', () => {
  test('light by default, dark after the switch, kept after reload with no light flash', async ({ page }) => {
    const errors = collectErrors(page);
    // Records the theme on <html> when <body> is first parsed (before first paint) and at
    // DOMContentLoaded, and whether the app had mounted by then.
    await page.addInitScript(() => {
      const seen: Record<string, unknown> = {};
      (window as unknown as { __theme: Record<string, unknown> }).__theme = seen;
      const observer = new MutationObserver(() => {
        if (document.body && !('atBody' in seen)) {
          seen.atBody = document.documentElement.dataset.theme;
          observer.disconnect();
        }
      });
      // The init script runs before <html> exists, so watch the whole document.
      observer.observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', () => {
        seen.atDomContentLoaded = document.documentElement.dataset.theme;
        seen.appMountedAtDomContentLoaded = document.querySelector('header.header') !== null;
        seen.splashAtDomContentLoaded = document.querySelector('#root .splash') !== null;
      });
    });
    const themeSeen = () => page.evaluate(() => (window as unknown as { __theme: Record<string, unknown> }).__theme);

    await page.goto('/');
    await expectAppShell(page);
    expect(await themeSeen()).toMatchObject({ atBody: 'light', atDomContentLoaded: 'light' });
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    const toggle = page.getByRole('switch', { name: TY.themeToDark });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    // The theme name next to the switch changes, but nothing in the header moves.
    const pickerBefore = await languagePicker(page).boundingBox();
    await toggle.click();
    await expect(page.locator('.theme-switch__name--shown')).toHaveText('Madilim');
    expect(await languagePicker(page).boundingBox()).toEqual(pickerBefore);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch')).toHaveAccessibleName('Lumipat sa maliwanag na tema');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 18, 36)');

    // Reload with the status call held: the splash must already be dark.
    const release = await holdStatusCall(page);
    const status = page.waitForRequest((request) => request.url().includes(STATUS_PATH));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await status;
    expect(await themeSeen()).toEqual({
      atBody: 'dark',
      atDomContentLoaded: 'dark',
      appMountedAtDomContentLoaded: false,
      splashAtDomContentLoaded: true,
    });
    await expect(page.locator('#root .splash')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 18, 36)');
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');

    release();
    await expectAppShell(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');

    // And back to light, also stored.
    await page.getByRole('switch').click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(errors).toEqual([]);
  });
});
