// The operator console's game catalogue (/console, Catalogue) in Chromium: an operator switches a
// game type off and on, creates a vendor, creates and edits a game, disables it from the table,
// and imports a CSV feed (dry run with a refused line, then a clean commit) - each change checked
// against the player API right after. Screenshots of each tab, light and dark, go to
// /tmp/shots-console-catalogue/.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors } from './support';

const SHOTS = '/tmp/shots-console-catalogue';
const ADMIN = { username: 'admin', password: process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-Operator-pass-1' };
const PASSWORD = 'Catalogue-pass-2026';
const run = Date.now().toString(36).toUpperCase();
const OPERATOR = `catalogue${run.toLowerCase()}`;
const VENDOR = `E2E${run}`.slice(0, 40);

interface Envelope<T> {
  success: boolean;
  value: T;
}

async function valueOf<T>(response: { json(): Promise<unknown> }): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

/** The player lobby's answer for a query (no token: visitors browse games). */
async function lobby(request: APIRequestContext, query: string) {
  return valueOf<{ totalCount: number; games: { gameCode: string; gameName: string }[] }>(
    await request.get(`/wps/relay/GCSGAME_gameList?${query}`),
  );
}

async function signIn(page: Page, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.addInitScript(
    ([t]) => {
      localStorage.setItem('playhub.console.language', 'en');
      localStorage.setItem('playhub.console.theme', t ?? 'light');
    },
    [theme],
  );
  await page.goto('/console');
  await page.getByLabel('Username').fill(OPERATOR);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('who')).toContainText(OPERATOR);
  await page.getByRole('button', { name: 'Game catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Game catalogue', level: 1 })).toBeVisible();
}

async function openTab(page: Page, name: 'Vendors' | 'Games' | 'Game types' | 'Import'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('operator console catalogue', () => {
  test.beforeAll(async ({ request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const { token } = await valueOf<{ token: string }>(await request.post('/admin/api/session', { data: ADMIN }));
    await valueOf(
      await request.post('/admin/api/operators', {
        headers: { authorization: `Bearer ${token}` },
        data: { username: OPERATOR, password: PASSWORD, role: 'operator' },
      }),
    );
  });

  test('game types switch off and on, and the lobby follows at once', async ({ page, request }) => {
    const errors = collectErrors(page);
    await signIn(page);
    await openTab(page, 'Game types');
    const fish = page.locator('tr[data-type="FISH"]');
    const toggle = fish.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect((await lobby(request, 'gameType=FISH')).totalCount).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/types-light.png`, fullPage: true });
    await toggle.click();
    await expect(page.getByRole('status')).toHaveText('Fishing is off for this brand.');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect((await lobby(request, 'gameType=FISH')).totalCount).toBe(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect((await lobby(request, 'gameType=FISH')).totalCount).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('an operator creates a vendor and a game, edits and disables it', async ({ page, request }) => {
    const errors = collectErrors(page);
    await signIn(page);
    await page.getByRole('button', { name: 'New vendor' }).click();
    const vendorForm = page.getByRole('form', { name: 'New vendor' });
    await vendorForm.getByLabel('Vendor code').fill(VENDOR);
    await vendorForm.getByLabel('Display name').fill('E2E Studio');
    await vendorForm.getByLabel('Launch URL (https)').fill('https://launch.e2e.example/play');
    await vendorForm.getByLabel('Signing secret').fill('e2e-signing-secret');
    await page.screenshot({ path: `${SHOTS}/vendor-form-light.png`, fullPage: true });
    await vendorForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`Vendor ${VENDOR} saved.`);
    const vendorRow = page.locator(`tr[data-vendor="${VENDOR}"]`);
    await expect(vendorRow).toContainText('E2E Studio');
    await expect(vendorRow).toContainText('redirect');
    // The secret is stored but never shown again.
    await vendorRow.getByRole('button', { name: 'Edit' }).click();
    const editVendor = page.getByRole('form', { name: `Edit vendor ${VENDOR}` });
    await expect(editVendor.getByLabel('Signing secret')).toHaveValue('');
    await expect(editVendor.getByLabel('Signing secret')).toHaveAttribute(
      'placeholder',
      'Set – leave empty to keep it',
    );
    await editVendor.getByRole('button', { name: 'Cancel' }).click();

    await openTab(page, 'Games');
    await page.getByRole('button', { name: 'New game' }).click();
    const gameForm = page.getByRole('form', { name: 'New game' });
    await gameForm.getByLabel('Vendor').selectOption(VENDOR);
    await gameForm.getByLabel('Game code').fill('E2E-1');
    await gameForm.getByLabel('Classification').selectOption('SC');
    await gameForm.getByLabel('Minimum bet').fill('0.50');
    await gameForm.getByLabel('Name in English *').fill('Aurora Reels');
    await gameForm.getByLabel('Name in 中文').fill('极光转轴');
    await gameForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Game E2E-1 saved.');
    expect((await lobby(request, `vassalage=${VENDOR}&language=cn`)).games.map((g) => g.gameName)).toEqual([
      '极光转轴',
    ]);

    await page.getByLabel('Name or game code').fill('aurora');
    await page.getByRole('button', { name: 'Search' }).click();
    const gameRow = page.locator('tr[data-game="E2E-1"]');
    await expect(gameRow).toContainText('Aurora Reels');
    await expect(gameRow).toContainText('P 0.50');
    await page.screenshot({ path: `${SHOTS}/games-light.png`, fullPage: true });
    await gameRow.getByRole('button', { name: 'Edit' }).click();
    const editGame = page.getByRole('form', { name: 'Edit game E2E-1' });
    await editGame.getByLabel('Name in English *').fill('Aurora Reels Deluxe');
    await editGame.getByRole('button', { name: 'Save' }).click();
    await expect(gameRow).toContainText('Aurora Reels Deluxe');
    expect((await lobby(request, `vassalage=${VENDOR}`)).games.map((g) => g.gameName)).toEqual(['Aurora Reels Deluxe']);

    await gameRow.getByRole('switch').click();
    await expect(gameRow.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect((await lobby(request, `vassalage=${VENDOR}`)).totalCount).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a CSV import is checked first, refused whole on a bad line, then committed', async ({ page, request }) => {
    // The refused commit is a 400 answer, which Chromium logs; nothing else may fail.
    const errors = collectErrors(page, [/status of 400 \(Bad Request\)/]);
    await signIn(page, 'dark');
    await openTab(page, 'Import');
    await page.getByLabel('Vendor of lines that name none').selectOption(VENDOR);
    const feed = (bet: string) =>
      `gameCode,name_en,name_cn,gameClassify,minBet\nE2E-10,"Comet, Tail",彗星,SC,1\nE2E-11,Meteor,,JP,${bet}\n`;
    await page.getByLabel('Feed (paste here or choose a file)').fill(feed('-2'));
    await page.getByRole('button', { name: 'Check only (dry run)' }).click();
    await expect(page.getByTestId('import-summary')).toHaveText('2 lines: 1 new, 0 updated, 1 with problems.');
    const bad = page.locator('tr[data-line="3"]');
    await expect(bad).toContainText('Problem');
    await expect(bad).toContainText('The minimum bet must be 0 or more, with at most 2 decimal places.');
    await page.screenshot({ path: `${SHOTS}/import-dark.png`, fullPage: true });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('alert').first()).toHaveText(
      'Nothing was imported: fix the lines with problems and try again.',
    );
    expect((await lobby(request, `vassalage=${VENDOR}&gameName=comet`)).totalCount).toBe(0);

    await page.getByLabel('Feed (paste here or choose a file)').fill(feed('0.25'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Imported: 2 new, 0 updated.');
    const listed = await lobby(request, `vassalage=${VENDOR}&language=cn`);
    expect(listed.games.map((g) => [g.gameCode, g.gameName])).toEqual([
      ['E2E-10', '彗星'],
      ['E2E-11', 'Meteor'],
    ]);

    await openTab(page, 'Vendors');
    // The new vendor is the last of its type (RNG); moving it up puts it before the one above.
    const rows = page.locator('tr[data-vendor]');
    const codes = async () => rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-vendor')));
    await expect(page.locator(`tr[data-vendor="${VENDOR}"]`)).toBeVisible();
    const before = await codes();
    const above = before[before.indexOf(VENDOR) - 1];
    await page.getByRole('button', { name: 'Move E2E Studio up' }).click();
    await expect(page.getByRole('status')).toHaveText('Order saved.');
    await expect.poll(async () => (await codes()).indexOf(VENDOR)).toBe(before.indexOf(VENDOR) - 1);
    expect((await codes())[before.indexOf(VENDOR)]).toBe(above);
    // Three games now: the disabled one made in the form and the two imported.
    await expect(page.locator(`tr[data-vendor="${VENDOR}"] td.num`)).toHaveText('3');
    await page.screenshot({ path: `${SHOTS}/vendors-dark.png`, fullPage: true });
    await openTab(page, 'Games');
    await page.getByLabel('Vendor', { exact: true }).selectOption(VENDOR);
    await expect(page.locator('tr[data-game]')).toHaveCount(3);
    await page.screenshot({ path: `${SHOTS}/games-dark.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
