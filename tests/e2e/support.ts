// Shared helpers of the e2e specs: the operator API (maintenance and region switches of the
// demo brand), console-error collection and the translated texts the pages must show.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { BrandAdminView } from '../../src/shared/api/admin';

/** The demo brand created on first start (src/server/db/seed.ts DEMO_MERCHANT). */
export const MERCHANT = 'demo';
/** The initial operator (src/server/db/seed.ts INITIAL_OPERATOR) and the password serve.mjs seeds. */
const OPERATOR = { username: 'admin', password: process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-Operator-pass-1' };

/** The status call every page load starts with. */
export const STATUS_PATH = '/wps/system/status';

/** A Philippine address (geoip-country says PH) and a US one. */
export const PH_IP = '49.145.0.1';
export const US_IP = '8.8.8.8';

/** Texts of the default language TY (locales/ty/common.json), written out so a lost key fails. */
export const TY = {
  welcome: 'Maligayang pagdating sa PlayHub',
  login: 'Mag-login',
  navPromotion: 'Promosyon',
  licence: 'Lisensyado at kinokontrol ng mga awtoridad sa paglalaro ng Malta, British Virgin Islands at Pilipinas.',
  age: 'Dapat ay 21 taong gulang pataas ka para makapaglaro. Maglaro nang responsable.',
  notFound: 'Hindi nahanap ang pahina',
  maintenanceTitle: 'Maintenance ng laro',
  maintenanceText:
    'Ina-upgrade namin ang aming sistema para mas mapagsilbihan ka. Paumanhin sa abala — bumalik ka maya-maya.',
  endTime: (time: string) => `Inaasahang matatapos sa ${time}`,
  customerService: 'Serbisyo sa Customer',
  contactTitle: 'Makipag-ugnayan sa customer service',
  blockTitle: 'Limitado ang access',
  blockText:
    'Paumanhin, hindi available ang aming serbisyo sa iyong rehiyon. Kung sa tingin mo ay pagkakamali ito, makipag-ugnayan sa customer service.',
  ipAddress: (ip: string) => `Ang iyong IP address: ${ip}`,
  chunkFailed: (chunk: string) => `Nabigo ang pag-load ng chunk ${chunk}`,
  retry: 'Subukang muli',
  themeToDark: 'Lumipat sa madilim na tema',
} as const;

export const EN = {
  welcome: 'Welcome to PlayHub',
  login: 'Login',
  navPromotion: 'Promotion',
  licence: 'Licensed and regulated by the gaming authorities of Malta, the British Virgin Islands and the Philippines.',
} as const;

let cachedToken: string | undefined;

/** Signs the initial operator in once per worker and returns the bearer header. */
export async function operatorHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  if (!cachedToken) {
    const response = await request.post('/admin/api/session', { data: OPERATOR });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { success: boolean; value: { token: string } };
    expect(body.success).toBe(true);
    cachedToken = body.value.token;
  }
  return { authorization: `Bearer ${cachedToken}` };
}

async function putBrand(request: APIRequestContext, what: string, data: object): Promise<BrandAdminView> {
  const response = await request.put(`/admin/api/brands/${MERCHANT}/${what}`, {
    data,
    headers: await operatorHeaders(request),
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { success: boolean; value: BrandAdminView };
  expect(body.success).toBe(true);
  return body.value;
}

/** Switches the demo brand's maintenance on (with an optional announced end) or off. */
export function setMaintenance(
  request: APIRequestContext,
  enabled: boolean,
  endTime?: string | null,
): Promise<BrandAdminView> {
  return putBrand(request, 'maintenance', endTime === undefined ? { enabled } : { enabled, endTime });
}

/** Replaces the demo brand's blocked countries and allowed IPs. */
export function setRegion(
  request: APIRequestContext,
  blockedCountries: string[],
  allowedIps: string[] = [],
): Promise<BrandAdminView> {
  return putBrand(request, 'region', { blockedCountries, allowedIps });
}

/** Switches one whitelabel module of the demo brand (e.g. MOBILENUMREG3) on or off. */
export async function setModule(request: APIRequestContext, modId: string, enabled: boolean): Promise<void> {
  const response = await request.put(`/admin/api/brands/${MERCHANT}/modules`, {
    data: { modId, enabled },
    headers: await operatorHeaders(request),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Puts the demo brand back to its first-start state: open, no region rules. */
export async function restoreBrand(request: APIRequestContext): Promise<void> {
  await setMaintenance(request, false, null);
  await setRegion(request, [], []);
}

/**
 * Collects console errors and uncaught page errors (CSP violations, failed scripts, React
 * warnings logged as errors). `ignore` drops messages a test provokes on purpose.
 */
export function collectErrors(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (!ignore.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`pageerror: ${error.message}`));
  return errors;
}

/** Waits until the app shell (header, main, footer) has replaced the splash. */
export async function expectAppShell(page: Page): Promise<void> {
  await expect(page.locator('header.header')).toBeVisible();
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.locator('.splash')).toHaveCount(0);
}

/**
 * Marks the first-visit News popup (home page, once per browser session) as already seen, for
 * tests about something else on the home page.
 */
export async function skipFirstVisitNews(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('newsSeen', '1'));
}

/** The agent specs' viewports. */
export const AGENT_PHONE = { width: 390, height: 844 } as const;
export const AGENT_DESKTOP = { width: 1280, height: 900 } as const;

/**
 * Both widths' screenshots of what the page shows now (the agent centre, or the window while a
 * dialog is open), to test-results/screenshots/<prefix>-<name>-<width>.png; nothing may scroll
 * sideways on a phone. Leaves the desktop width.
 */
export async function agentScreenshots(page: Page, prefix: string, name: string): Promise<void> {
  for (const [viewport, width] of [
    [AGENT_DESKTOP, 1280],
    [AGENT_PHONE, 390],
  ] as const) {
    await page.setViewportSize(viewport);
    const path = `test-results/screenshots/${prefix}-${name}-${width}.png`;
    if ((await page.locator('[role="dialog"][aria-modal="true"]:visible').count()) > 0) await page.screenshot({ path });
    else await page.locator('.agent-centre').screenshot({ path });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(AGENT_DESKTOP);
}

/**
 * Serves the real answer to the requests matching `url`, rewritten by `edit` (a compromised or
 * differently configured API). A request the page abandons meanwhile (it navigated on) has no
 * answer left to rewrite: that one is dropped, as the browser already has.
 */
export async function rewriteAnswers<T>(
  page: Page,
  url: string,
  edit: (body: T) => void,
  only: (method: string) => boolean = () => true,
): Promise<void> {
  await page.route(url, async (route) => {
    if (!only(route.request().method())) return route.continue();
    try {
      const response = await route.fetch();
      const body = (await response.json()) as T;
      edit(body);
      await route.fulfill({ response, json: body });
    } catch (error) {
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  });
}
