// The root views the status call chooses: maintenance (with its announced end) and the region
// block (country block, allow-listed IPs). An operator switches them through /admin/api.
import { expect, test, type Page } from '@playwright/test';
import { PH_IP, TY, US_IP, collectErrors, expectAppShell, restoreBrand, setMaintenance, setRegion } from './support';

/** 10:30 UTC is 18:30 in Manila, where the browser's clock is set. */
const END_TIME = '2030-06-15T10:30:00.000Z';
const END_TIME_SHOWN = '2030-06-15 18:30';

test.use({ timezoneId: 'Asia/Manila' });

test.afterEach(async ({ request }) => {
  await restoreBrand(request);
});

/** Sets the visitor's address the way a trusted reverse proxy would. */
async function visitFrom(page: Page, ip: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
}

const statusCard = (page: Page) => page.locator('.status-card');

test.describe('maintenance', () => {
  test('shows the maintenance page with the end time, and switching it off restores the app', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expectAppShell(page);
    // The home page's idle-loaded game strips finish their calls before maintenance starts.
    await page.waitForLoadState('networkidle');

    const brand = await setMaintenance(request, true, END_TIME);
    expect(brand).toMatchObject({ maintenance: true, maintenanceEndTime: END_TIME });

    await page.goto('/vip');
    const card = statusCard(page);
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(TY.maintenanceTitle);
    await expect(card.locator('time')).toHaveText(TY.endTime(END_TIME_SHOWN));
    await expect(card.locator('time')).toHaveAttribute('datetime', END_TIME);
    await expect(card).toContainText(TY.maintenanceText);
    await expect(page).toHaveTitle(TY.maintenanceTitle);
    // The whole window is the maintenance page: no app shell behind it.
    await expect(page.locator('header.header')).toHaveCount(0);
    await expect(page.locator('#main')).toHaveCount(0);

    // The customer-service button opens the brand's (decrypted) contact channels: the demo brand
    // has no live chat, and never a help-page anchor that does not exist.
    const service = card.getByRole('button', { name: TY.customerService });
    await expect(service).toBeVisible();
    await service.click();
    const contact = page.getByRole('dialog', { name: TY.contactTitle });
    await expect(contact.getByRole('link', { name: /support@playhub\.example/ })).toHaveAttribute(
      'href',
      'mailto:support@playhub.example',
    );
    await contact.getByRole('button', { name: 'Isara' }).click();
    await expect(contact).toBeHidden();

    // Without an announced end the page says nothing about one.
    await setMaintenance(request, true, null);
    await page.reload();
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(TY.maintenanceTitle);
    await expect(card.locator('time')).toHaveCount(0);

    await setMaintenance(request, false);
    await page.reload();
    await expectAppShell(page);
    await expect(page.locator('#main h1')).toHaveText('VIP');
    await expect(statusCard(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('maintenance wins over a region block', async ({ page, request }) => {
    await setRegion(request, ['PH']);
    await setMaintenance(request, true, END_TIME);
    await visitFrom(page, PH_IP);
    await page.goto('/');
    await expect(statusCard(page).getByRole('heading', { level: 1 })).toHaveText(TY.maintenanceTitle);
  });
});

test.describe('region restriction', () => {
  test('blocks a visitor from a blocked country and shows their IP; others and allow-listed IPs get in', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const brand = await setRegion(request, ['PH']);
    expect(brand).toMatchObject({ blockedCountries: ['PH'], allowedIps: [] });

    await visitFrom(page, PH_IP);
    await page.goto('/');
    const card = statusCard(page);
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(TY.blockTitle);
    await expect(card).toContainText(TY.ipAddress(PH_IP));
    await expect(card).toContainText(TY.blockText);
    await expect(card.getByRole('button', { name: TY.customerService })).toBeVisible();
    await expect(page).toHaveTitle(TY.blockTitle);
    await expect(page.locator('header.header')).toHaveCount(0);

    // A deep link is blocked the same way.
    await page.goto('/promotions');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(TY.blockTitle);

    // A visitor from the US is not affected.
    await visitFrom(page, US_IP);
    await page.goto('/');
    await expectAppShell(page);
    await expect(page.locator('#main h1')).toHaveText(TY.welcome);

    // The home page's late calls (its game strips load when the page is idle) finish before the
    // rules change, so none of them goes out under the next visitor's address.
    await page.waitForLoadState('networkidle');

    // Allow-listing the Philippine address lets it in despite the country block.
    await setRegion(request, ['PH'], [PH_IP]);
    await visitFrom(page, PH_IP);
    await page.goto('/');
    await expectAppShell(page);
    await expect(page.locator('#main h1')).toHaveText(TY.welcome);

    await page.waitForLoadState('networkidle');

    // A range works too, and a neighbour outside it stays blocked.
    await setRegion(request, ['PH'], ['49.145.0.0/30']);
    await visitFrom(page, '49.145.0.9');
    await page.goto('/');
    await expect(card).toContainText(TY.ipAddress('49.145.0.9'));
    await visitFrom(page, '49.145.0.2');
    await page.goto('/');
    await expectAppShell(page);
    await page.waitForLoadState('networkidle');

    // Lifting the block lets everyone in.
    await setRegion(request, []);
    await visitFrom(page, PH_IP);
    await page.goto('/');
    await expectAppShell(page);
    expect(errors).toEqual([]);
  });
});
