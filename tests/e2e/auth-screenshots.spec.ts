// Screenshots of every account modal for review (test-results/screenshots/auth-*.png): TY and
// EN, light and dark, desktop and a 390 px phone. Each shot checks the modal fits the viewport.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { newUsername } from './auth-support';
import { setModule } from './support';

const OUT = resolve(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
type Lang = 'ty' | 'en';

/** Texts the steps click, per language (locales/<lng>/*.json). */
const TEXT = {
  en: {
    login: 'Login',
    signOut: 'Sign out',
    changePassword: 'Change password',
    freeTrial: 'FREE TRIAL',
    memberCentre: 'Member center',
    agentLogin: 'Agent login',
  },
  ty: {
    login: 'Mag-login',
    signOut: 'Mag-sign out',
    changePassword: 'Palitan ang password',
    freeTrial: 'LIBRENG SUBOK',
    memberCentre: 'Sentro ng Miyembro',
    agentLogin: 'Pag-login ng ahente',
  },
} as const;

let ipCounter = 0;

async function prepare(page: Page, viewport: keyof typeof VIEWPORTS, theme: string, lang: Lang) {
  ipCounter += 1;
  await page.setViewportSize(VIEWPORTS[viewport]);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${(ipCounter % 250) + 1}` });
  await page.addInitScript(
    ([storedTheme, storedLang]) => {
      localStorage.setItem('theme', storedTheme);
      localStorage.setItem('lang', storedLang);
      localStorage.setItem('hisLang', storedLang);
    },
    [theme, lang.toUpperCase()] as const,
  );
}

/** The modal lies inside the viewport and nothing overflows sideways; then the shot. */
async function shoot(page: Page, modal: Locator, name: string) {
  await expect(modal).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const box = await modal.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, name).not.toBeNull();
  expect(box?.x ?? -1, `${name}: starts inside`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${name}: ends inside`).toBeLessThanOrEqual(width);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${name}: no horizontal overflow`).toBeLessThanOrEqual(width);
  await page.screenshot({ path: resolve(OUT, `${name}.png`), animations: 'disabled' });
}

/** Free play: a logged-in (trial) session without a form. */
async function freePlay(page: Page, lang: Lang) {
  await page.goto('/login');
  await page.locator('.modal').getByRole('button', { name: TEXT[lang].freeTrial }).click();
  await expect(page.locator('.account-menu__button')).toBeVisible();
}

for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
  for (const lang of ['ty', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const suffix = `${theme}-${lang}-${viewport}`;

      test(`login, register and forgot modals ${suffix}`, async ({ page, request }) => {
        await prepare(page, viewport, theme, lang);
        await page.goto('/login');
        // Show the field errors too: they are part of what must look right.
        const login = page.locator('.modal');
        await login.getByRole('button', { name: TEXT[lang].login, exact: true }).click();
        await shoot(page, login, `auth-login-${suffix}`);
        await login.getByRole('tab').nth(1).click();
        await shoot(page, login, `auth-login-sms-${suffix}`);

        // A fresh brand registers by username alone; the age and terms box starts unticked and
        // the submit's errors include why it cannot go on without the tick.
        await page.goto('/register');
        const register = page.locator('.modal');
        await expect(register.getByRole('tab')).toHaveCount(0);
        await expect(register.locator('input[type="checkbox"]')).not.toBeChecked();
        await register.locator('form button[type="submit"]').click();
        await expect(register.locator('.checkbox + .field__error')).toBeVisible();
        await shoot(page, register, `auth-register-username-${suffix}`);
        // With an SMS provider the operator offers mobile registration too (its tab comes first).
        await setModule(request, 'MOBILENUMREG3', true);
        try {
          await page.goto('/register');
          await register.getByRole('tab').nth(0).click();
          await register.locator('.country-code__button').focus();
          await shoot(page, register, `auth-register-mobile-${suffix}`);
        } finally {
          await setModule(request, 'MOBILENUMREG3', false);
        }

        await page.goto('/forget');
        const forgot = page.locator('.modal');
        await shoot(page, forgot, `auth-forgot-mobile-${suffix}`);
        await forgot.getByRole('tab').nth(1).click();
        await shoot(page, forgot, `auth-forgot-email-${suffix}`);
      });

      test(`logout confirm and trial warning ${suffix}`, async ({ page }) => {
        await prepare(page, viewport, theme, lang);
        await freePlay(page, lang);
        await page.locator('.account-menu__button').click();
        await shoot(page, page.getByRole('menu'), `auth-account-menu-${suffix}`);
        await page.getByRole('menuitem', { name: TEXT[lang].changePassword }).click();
        await shoot(page, page.getByRole('alertdialog'), `auth-trial-warning-${suffix}`);
        await page.keyboard.press('Enter');
        await page.locator('.account-menu__button').click();
        await page.getByRole('menuitem', { name: TEXT[lang].signOut }).click();
        await shoot(page, page.getByRole('alertdialog'), `auth-logout-confirm-${suffix}`);
      });

      test(`agent login and member centre security page ${suffix}`, async ({ page }) => {
        await prepare(page, viewport, theme, lang);
        await page.goto('/agent');
        const agent = page.getByRole('dialog', { name: TEXT[lang].agentLogin });
        await shoot(page, agent, `auth-agent-login-${suffix}`);

        await page.goto('/register');
        const register = page.locator('.modal');
        await register.locator('#register-username').fill(newUsername('mc'));
        await register.locator('#register-password').fill('Tamaraw-2026-pass');
        await register.locator('#register-confirmPassword').fill('Tamaraw-2026-pass');
        await register.locator('input[type="checkbox"]').check();
        await register.locator('form button[type="submit"]').click();
        await expect(register).toBeHidden();
        await page.locator('.account-menu__button').click();
        await page.getByRole('menuitem', { name: TEXT[lang].memberCentre }).click();
        const centre = page.getByRole('dialog', { name: TEXT[lang].memberCentre });
        await expect(centre.locator('.avatar-picker img').last()).toHaveJSProperty('complete', true);
        await shoot(page, centre, `auth-member-security-${suffix}`);
        // The lower half of the page: e-mail, mobile (with field errors) and password.
        await centre.locator('#member-mobile-mobile').focus();
        await centre.locator('.security__card').nth(4).getByRole('button').last().click();
        await shoot(page, centre, `auth-member-security-lower-${suffix}`);
        await centre.getByRole('navigation').getByRole('button').nth(2).click();
        await shoot(page, centre, `auth-member-soon-${suffix}`);
      });

      test(`change password ${suffix}`, async ({ page }) => {
        await prepare(page, viewport, theme, lang);
        await page.goto('/register');
        const register = page.locator('.modal');
        const username = newUsername('shot');
        await register.locator('#register-username').fill(username);
        await register.locator('#register-password').fill('Tamaraw-2026-pass');
        await register.locator('#register-confirmPassword').fill('Tamaraw-2026-pass');
        await register.locator('input[type="checkbox"]').check();
        await register.locator('form button[type="submit"]').click();
        await expect(register).toBeHidden();
        await page.locator('.account-menu__button').click();
        await page.getByRole('menuitem', { name: TEXT[lang].changePassword }).click();
        await shoot(page, page.locator('.modal'), `auth-change-password-${suffix}`);
      });
    }
  }
}
