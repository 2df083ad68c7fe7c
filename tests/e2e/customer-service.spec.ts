// Customer service until live chat exists: the side bar's button opens the brand's contact
// channels (never a help-page anchor that does not exist), on a phone and a desktop, light and
// dark, in Tagalog and English. Screenshots: test-results/screenshots/contact-*.png.
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { asNewVisitor } from './auth-support';
import { collectErrors, expectAppShell, skipFirstVisitNews } from './support';

const OUT = resolve(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(OUT, { recursive: true });

const TEXT = {
  EN: { title: 'Contact customer service', email: 'E-mail' },
  TY: { title: 'Makipag-ugnayan sa customer service', email: 'Email' },
} as const;

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['TY', 'EN'] as const) {
      test(`the contact panel lists the brand's channels at ${width} px, ${theme}, ${lang}`, async ({ page }) => {
        const errors = collectErrors(page);
        await page.setViewportSize({ width, height: 844 });
        await asNewVisitor(page, lang);
        await skipFirstVisitNews(page);
        await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
        await page.goto('/');
        await expectAppShell(page);
        await page.getByTestId('side-bar-service').click();
        const panel = page.getByRole('dialog', { name: TEXT[lang].title });
        await expect(panel).toBeVisible();
        const links = panel.getByRole('link');
        await expect(links).toHaveCount(5);
        await expect(links.first()).toHaveAttribute('href', 'mailto:support@playhub.example');
        await expect(links.first()).toContainText(TEXT[lang].email);
        await expect(panel.getByRole('link', { name: /Telegram/ })).toHaveAttribute('target', '_blank');
        // Inside the viewport, nothing sideways.
        const box = await panel.boundingBox();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: resolve(OUT, `contact-${lang.toLowerCase()}-${theme}-${width}.png`) });
        expect(errors).toEqual([]);
      });
    }
  }
}
