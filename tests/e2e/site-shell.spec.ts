// The site shell of issue 3: header variants, banners by group and their autoplay, the notice
// bar's place, the modal scroll lock, help anchors, the feedback word limits, an XSS sweep
// through every content type and page (stored through the operator API, and raw answers that
// test the client's own sanitiser) that fails on the first payload to run, and screenshots of
// home, /help, /down and /vip (light and dark, desktop and a 390 px phone).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { asNewVisitor, newUsername, registerByUsername } from './auth-support';
import { MERCHANT, expectAppShell, rewriteAnswers } from './support';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-shell';
const PASSWORD = 'Shell-pass-123';
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const OPERATOR = { username: 'admin', password: process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-Operator-pass-1' };

/** Marks the first-visit News popup as seen, so a test sees the page itself. */
async function skipNews(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('newsSeen', '1'));
}

async function noHorizontalOverflow(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what}: no horizontal overflow`).toBeLessThanOrEqual(0);
}

const SHA = Buffer.alloc(64, 7).toString('base64');
const INSTALLERS = [
  {
    os: 'windows',
    arch: 'x64',
    kind: 'exe',
    version: '0.1.0',
    file: 'PlayHub-Setup-0.1.0.exe',
    url: '/down/updates/PlayHub-Setup-0.1.0.exe',
    size: 84_213_760,
    sha512: SHA,
  },
  {
    os: 'mac',
    arch: 'universal',
    kind: 'dmg',
    version: '0.1.0',
    file: 'PlayHub-0.1.0.dmg',
    url: '/down/updates/PlayHub-0.1.0.dmg',
    size: 121_634_816,
    sha512: SHA,
  },
  {
    os: 'linux',
    arch: 'x64',
    kind: 'AppImage',
    version: '0.1.0',
    file: 'PlayHub-0.1.0.AppImage',
    url: '/down/updates/PlayHub-0.1.0.AppImage',
    size: 98_566_144,
    sha512: SHA,
  },
];

let operatorToken: string | undefined;
async function operator(request: APIRequestContext): Promise<Record<string, string>> {
  if (!operatorToken) {
    const response = await request.post('/admin/api/session', { data: OPERATOR });
    expect(response.status()).toBe(200);
    operatorToken = ((await response.json()) as { value: { token: string } }).value.token;
  }
  return { authorization: `Bearer ${operatorToken}` };
}

test.describe('screenshots', () => {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      test(`home, /help, /down, /vip — ${viewport} ${theme}`, async ({ page }) => {
        mkdirSync(SHOTS, { recursive: true });
        await asNewVisitor(page);
        await skipNews(page);
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await page.setViewportSize(size);
        // The e2e server publishes no installer files: show /down with a typical answer.
        await page.route('**/wps/system/downloads', (route) =>
          route.fulfill({ json: { success: true, message: '', value: { installers: INSTALLERS } } }),
        );
        for (const [name, path] of [
          ['home', '/'],
          ['help', '/help'],
          ['down', '/down'],
          ['vip', '/vip'],
        ] as const) {
          await page.goto(path);
          await expectAppShell(page);
          if (name === 'home') {
            await expect(page.locator('.banner img').first()).toBeVisible();
            await expect(page.locator('.home__title')).toBeVisible();
          }
          if (name === 'help') await expect(page.locator('#agent')).toBeVisible();
          if (name === 'down') await expect(page.locator('.installer, .download-page .muted').first()).toBeVisible();
          if (name === 'vip') await expect(page.locator('.vip-card').first()).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          await noHorizontalOverflow(page, `${name} ${viewport} ${theme}`);
          await page.screenshot({ path: `${SHOTS}/${name}-${viewport}-${theme}.png`, fullPage: name !== 'home' });
        }
      });
    }
  }
});

const header = (page: Page) => page.locator('header.header');
const accountButton = (page: Page) => page.locator('.account-menu__button');
const menuItemKeys = (page: Page) =>
  page
    .locator('.account-menu__list [role=menuitem]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-item')));

test.describe('header variants', () => {
  test('visitor: Login, Sign Up and SMS login; game types with vendor drop-downs; picking a slot vendor', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await skipNews(page);
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/');
    await expectAppShell(page);
    await expect(header(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'SMS login' })).toBeVisible();
    await expect(page.locator('.account-menu')).toHaveCount(0);
    // Configured types sit between Home and Promotion; the fixed items stay.
    const nav = header(page).getByRole('navigation');
    await expect(nav.locator('[data-game-type="RNG"]')).toHaveAttribute('href', '/rng');
    await expect(nav.getByRole('link', { name: 'Promotion' })).toHaveAttribute('href', '/promotions');
    await expect(nav.getByRole('link', { name: 'App' })).toHaveAttribute('href', '/down');
    // Fish has no drop-down.
    expect(await page.locator('[data-game-type="FISH"] ~ .nav-vendors').count()).toBe(0);
    // Hover Slots: its vendors (at most 30) appear; pick one.
    await nav.locator('[data-game-type="RNG"]').hover();
    const vendors = page.locator('[data-game-type="RNG"] ~ .nav-vendors .nav-vendor');
    await expect(vendors.first()).toBeVisible();
    expect(await vendors.count()).toBeLessThanOrEqual(30);
    const code = await vendors.first().getAttribute('data-vendor');
    await vendors.first().click();
    await expect(page).toHaveURL(new RegExp(`/rng\\?page=${code}$`));
    expect(await page.evaluate(() => sessionStorage.getItem('chosenVendor'))).toBe(code);
    // Hidden-nav style on the game pages.
    await page.goto('/seamless');
    await expect(header(page)).toHaveClass(/header--hidden-nav/);
    await expect(header(page).getByRole('navigation')).toHaveCount(0);
  });

  test('member: balance with refresh and hide, message link, avatar opens the member centre, no agent item', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await skipNews(page);
    const username = newUsername('shm');
    await registerByUsername(page, username, PASSWORD);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText(/^P\d[\d,]*\.\d\d$/);
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await expect(balance).toHaveText('P***');
    await page.getByRole('button', { name: 'Show balance' }).click();
    const refreshed = page.waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance'));
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(balance).toHaveText(/^P\d[\d,]*\.\d\d$/);
    await expect(page.getByRole('button', { name: 'Messages' })).toBeVisible();
    await expect(page.locator('.account-menu__avatar img.avatar')).toBeVisible();
    await accountButton(page).click();
    expect(await menuItemKeys(page)).toEqual([
      'bettingRecord',
      'deposit',
      'withdraw',
      'transactions',
      'changePassword',
      'memberCentre',
      'signOut',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open member center' }).click();
    await expect(page.getByRole('dialog', { name: 'Member center' })).toBeVisible();
    await page.keyboard.press('Escape');
    // The logged-in header at desktop width and on a 390 px phone.
    mkdirSync(SHOTS, { recursive: true });
    for (const [name, size] of Object.entries({ ...VIEWPORTS, tablet: { width: 1024, height: 768 } })) {
      await page.setViewportSize(size);
      await noHorizontalOverflow(page, `member header ${name}`);
      // Nothing in the header overlaps: each control ends before the next begins.
      const boxes = await page
        .locator(
          'header.header a:visible, header.header button:visible, header.header select:visible, header.header time:visible',
        )
        .evaluateAll((all: Element[]) =>
          all
            .filter((e) => !e.closest('.nav-vendors, .nav-more, .account-menu__list'))
            .map((e) => e.getBoundingClientRect())
            .map((r) => ({ left: r.left, right: r.right })),
        );
      const sorted = [...boxes].sort((a, b) => a.left - b.left);
      for (let i = 1; i < sorted.length; i++)
        expect(sorted[i]!.left, `member header ${name}: no overlap`).toBeGreaterThanOrEqual(sorted[i - 1]!.right - 1);
      await page.screenshot({ path: `${SHOTS}/header-member-${name}.png` });
    }
  });

  test('agent: the account menu adds the agent centre', async ({ page }) => {
    await asNewVisitor(page);
    await skipNews(page);
    // The member info says type 1 (an agent role): the header follows the role it is given.
    await rewriteAnswers<{ value: { type: number } }>(
      page,
      '**/wps/member/info',
      (body) => {
        body.value.type = 1;
      },
      (method) => method === 'GET',
    );
    await registerByUsername(page, newUsername('sha'), PASSWORD);
    await accountButton(page).click();
    expect(await menuItemKeys(page)).toContain('agentCentre');
    await page.getByRole('menuitem', { name: 'Agent center' }).click();
    await expect(page).toHaveURL(/\/agentHome$/);
  });

  test('trial: no member-centre items, no messages, the trial badge', async ({ page }) => {
    await asNewVisitor(page);
    await skipNews(page);
    await page.goto('/login');
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'FREE TRIAL' }).click();
    await expect(accountButton(page)).toContainText('Trial');
    await expect(page.getByRole('button', { name: 'Messages' })).toHaveCount(0);
    await accountButton(page).click();
    expect(await menuItemKeys(page)).toEqual(['changePassword', 'signOut']);
  });
});

test.describe('banners and notices', () => {
  test('banners by group, autoplay every 5 s with clickable pagination, rebuilt on route change', async ({ page }) => {
    await asNewVisitor(page);
    await skipNews(page);
    await page.goto('/');
    const banner = page.locator('.banner');
    await expect(banner).toHaveAttribute('data-group', 'w_home');
    await expect(banner).toHaveAttribute('data-count', '3');
    const bullets = banner.locator('.swiper-pagination-bullet');
    await expect(bullets).toHaveCount(3);
    const active = () =>
      bullets.evaluateAll((all) => all.findIndex((b) => b.classList.contains('swiper-pagination-bullet-active')));
    expect(await active()).toBe(0);
    // Autoplay: the next slide within 5 s (+ margin), not much sooner.
    await page.waitForTimeout(3500);
    expect(await active()).toBe(0);
    await expect.poll(active, { timeout: 6000 }).toBe(1);
    await bullets.nth(2).click();
    await expect.poll(active).toBe(2);
    // The image box keeps its size before and after loading (no layout shift).
    const box = await banner.boundingBox();
    expect(box && Math.round((box.width / box.height) * 10) / 10).toBe(4);
    // A clickable banner (linkageType ROUTE) goes to its target.
    await bullets.nth(0).click();
    await banner.locator('.swiper-slide-active .banner__slide--link').click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.locator('.banner')).toHaveAttribute('data-group', 'w_promotions');
    // One banner: a still image, no carousel.
    await expect(page.locator('.banner')).toHaveAttribute('data-count', '1');
    await expect(page.locator('.banner .swiper')).toHaveCount(0);
    // /register has its own group; /vip has none.
    await page.goto('/register');
    await expect(page.locator('.banner')).toHaveAttribute('data-group', 'w_register');
    await page.goto('/vip');
    await expectAppShell(page);
    await expect(page.locator('.banner')).toHaveCount(0);
  });

  test('home paints its first banner before any script, in the box the page then draws it in', async ({ page }) => {
    await asNewVisitor(page);
    await skipNews(page);
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      // Without scripts the page is the server's splash: the banner is there, at its final place.
      await page.route('**/assets/main-*.js', (route) => route.abort());
      await page.goto('/');
      const splash = page.locator('.splash .banner__image');
      await expect(splash).toBeVisible();
      expect(await splash.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const before = await page.locator('.splash .banner').boundingBox();
      await page.unroute('**/assets/main-*.js');
      await page.goto('/');
      await expectAppShell(page);
      await expect(page.locator('.splash')).toHaveCount(0);
      // The section the image fills (the carousel's slides come and go inside it).
      expect(await page.locator('.banner').boundingBox(), `${viewport.width} px`).toEqual(before);
    }
  });

  test('notice bar: below the banner on home, above it elsewhere; pauses on hover; opens the notice popup', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await skipNews(page);
    const order = () =>
      page.locator('.page-top > *').evaluateAll((all: Element[]) => all.map((e) => e.className.split(' ')[0] ?? ''));
    await page.goto('/');
    await expect(page.locator('.notice-bar')).toBeVisible();
    await expect(page.locator('.banner')).toBeVisible();
    expect(await order()).toEqual(['banner', 'notice-bar']);
    await page.goto('/rng');
    await expect(page.locator('.notice-bar')).toBeVisible();
    await expect(page.locator('.banner')).toBeVisible();
    expect((await order()).slice(0, 2)).toEqual(['notice-bar', 'banner']);
    // The rng page's jackpot: the server's pool figure.
    const jackpot = (await (await page.request.get('/wps/relay/VIS_getJackpot')).json()) as {
      value: { amount: number };
    };
    const shown = jackpot.value.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.getByTestId('jackpot-amount')).toHaveText(`P ${shown}`, { timeout: 8000 });
    const track = page.locator('.notice-bar__track');
    expect(await track.evaluate((e) => getComputedStyle(e).animationPlayState)).toBe('running');
    await page.locator('.notice-bar__viewport').hover();
    expect(await track.evaluate((e) => getComputedStyle(e).animationPlayState)).toBe('paused');
    await page.locator('.notice-bar__more').click();
    const popup = page.getByRole('dialog', { name: 'News' });
    await expect(popup).toBeVisible();
    const first = popup.locator('.notice-item__title').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(popup.locator('.notice-item__body .rich-text').first()).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('first visit: the News popup on home once per session, under a News title with a close button', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto('/');
    const news = page.getByRole('dialog', { name: 'News' });
    await expect(news).toBeVisible();
    await expect(news.locator('.news-item').first()).toBeVisible();
    // The header stays usable above it.
    await expect(header(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await news.getByRole('button', { name: 'Close' }).first().click();
    await expect(news).toBeHidden();
    await page.reload();
    await expectAppShell(page);
    await expect(page.locator('.notice-bar')).toBeVisible();
    await expect(news).toHaveCount(0);
  });
});

test.describe('popups and help', () => {
  test('the modal locks the page and restores the scroll position; no close on an outside click', async ({ page }) => {
    await asNewVisitor(page);
    await skipNews(page);
    await page.goto('/help');
    await expect(page.locator('#feedback')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('.notice-bar__more')?.click());
    const popup = page.getByRole('dialog', { name: 'News' });
    await expect(popup).toBeVisible();
    expect(await page.evaluate(() => [document.body.style.position, document.body.style.top])).toEqual([
      'fixed',
      '-700px',
    ]);
    await page.mouse.click(5, 400);
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => document.body.style.position)).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(700);
  });

  test('help anchors: #agent scrolls to the affiliate section, #term opens the terms; /helpmc has no header', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await skipNews(page);
    await page.goto('/help#agent');
    await expect(page.locator('#agent')).toBeInViewport();
    await expect(page.locator('[data-testid=footer-affiliate]')).toHaveAttribute('href', '/help#agent');
    await page.goto('/help#term');
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms).toBeVisible();
    await expect(terms.locator('.rich-text')).not.toBeEmpty();
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('#term')).toBeInViewport();
    await page.goto('/helpmc');
    await expect(page.locator('#about')).toBeVisible();
    await expect(page.locator('header.header')).toHaveCount(0);
  });

  test('feedback: {0} to {1} words shown and enforced, sent with PUT /wps/feedback', async ({ page }) => {
    await asNewVisitor(page);
    await skipNews(page);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/feedback') && r.method() === 'PUT') puts.push(r.postData() ?? '');
    });
    await page.goto('/help#feedback');
    const form = page.locator('.feedback-form');
    await expect(form).toContainText('Between 5 and 300 words');
    const text = form.getByLabel('Your message');
    await text.fill('Too short');
    await expect(page.getByTestId('feedback-words')).toHaveText('2 words');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
    await text.fill(Array.from({ length: 301 }, (_, i) => `w${i}`).join(' '));
    await expect(page.getByTestId('feedback-words')).toHaveText('301 words');
    await expect(form.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
    expect(puts).toEqual([]);
    await form.getByLabel('Question type').selectOption('game');
    await text.fill('The slot lobby loads slowly in the evening.');
    const answer = page.waitForResponse((r) => r.url().includes('/wps/feedback') && r.request().method() === 'PUT');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    expect((await answer).status()).toBe(200);
    await expect(form.getByRole('status')).toHaveText('Thank you. Your feedback has been sent.');
    expect(JSON.parse(puts[0] ?? '{}')).toMatchObject({ questionType: 'game' });
    // The server enforces the same limits; its error is translated.
    await page.route('**/wps/feedback', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 429, json: { success: false, message: 'TOO_MANY_REQUESTS', value: null } })
        : route.continue(),
    );
    await text.fill('One more message about the slot lobby.');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form.getByRole('alert')).not.toBeEmpty();
    await expect(form.getByRole('alert')).not.toContainText('TOO_MANY_REQUESTS');
  });
});

test.describe('XSS', () => {
  /** Script that reports itself: every payload calls this, from the page or a nested frame. */
  const hit = (name: string) => `top.__xssHit('${name}')`;
  /** One payload per way in: script elements, on* handlers, javascript: URLs, svg, srcdoc, styles. */
  const PAYLOADS = [
    `<script>${hit('script')}</script>`,
    `<img src="x" onerror="${hit('img-onerror')}">`,
    `<svg onload="${hit('svg-onload')}"><circle r="4"></circle></svg>`,
    `<iframe srcdoc="&lt;script&gt;${hit('iframe-srcdoc')}&lt;/script&gt;"></iframe>`,
    `<details open ontoggle="${hit('details-ontoggle')}"><summary>probe details</summary></details>`,
    `<input autofocus onfocus="${hit('input-onfocus')}">`,
    `<a href="javascript:${hit('a-href')}">probe link</a>`,
    `<a href=" JaVaScRiPt:${hit('a-href-mixed-case')}">probe link 2</a>`,
    `<p style="background-image: url(javascript:${hit('style-url')})">probe style url</p>`,
    `<p style="width: expression(${hit('style-expression')})">probe style expression</p>`,
    `<style>@import 'javascript:${hit('style-import')}';</style>`,
    `<object data="javascript:${hit('object')}"></object>`,
    `<embed src="javascript:${hit('embed')}">`,
    `<math><mtext><table><mglyph><style><img src=x onerror="${hit('math-mxss')}"></style></mglyph></table></mtext></math>`,
  ];
  const HTML = `<p>XSS probe</p>${PAYLOADS.join('')}`;
  const TITLE = `XSS probe <img src=x onerror="${hit('title')}">`;

  /**
   * Fails the test as soon as a payload runs, on any page of the visit: the report function is
   * bound into every page and frame the test opens, a CSP refusal of a script counts as a run
   * (the sanitiser let an executable payload through; only the CSP stopped it: an element's
   * handler, a javascript: navigation, an inline script), and so does a dialog. `check` also scans the DOM for an executable leftover after each visit.
   */
  async function watchXss(page: Page): Promise<(where: string) => Promise<void>> {
    const hits: string[] = [];
    await page.exposeFunction('__xssHit', (name: string) => void hits.push(`${name} (${page.url()})`));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => {
        if (!/^(script-src|object-src|frame-src|child-src)/.test(event.effectiveDirective)) return;
        // A handler refused on the document itself comes from the sanitiser's inert parse (a
        // DOMParser document, where nothing runs); a live one names its element.
        if (event.effectiveDirective === 'script-src-attr' && !(event.target instanceof Element)) return;
        const report = (window.top as unknown as { __xssHit?: (name: string) => void } | null)?.__xssHit;
        const element = event.target instanceof Element ? event.target.outerHTML.slice(0, 160) : '';
        report?.(`refused by the CSP (${event.effectiveDirective}): ${event.sample || event.blockedURI} ${element}`);
      }),
    );
    page.on('dialog', (dialog) => {
      hits.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    return async (where: string) => {
      // Let error, load, toggle and focus handlers fire.
      await page.waitForTimeout(300);
      const leftovers = await page.evaluate(() => {
        const URL_ATTRIBUTES = [
          'href',
          'src',
          'srcdoc',
          'style',
          'action',
          'formaction',
          'data',
          'poster',
          'background',
        ];
        const found: string[] = [];
        const scan = (doc: Document) => {
          for (const element of doc.querySelectorAll('*')) {
            // Event handlers, and addresses or styles that would run script (alt and title are text).
            for (const attr of element.attributes)
              if (
                /^on/i.test(attr.name) ||
                (URL_ATTRIBUTES.includes(attr.localName) && /__xssHit|^\s*javascript:/i.test(attr.value))
              )
                found.push(`<${element.localName} ${attr.name}="${attr.value}">`);
            if (element.localName === 'script' && /__xssHit/.test(element.textContent ?? ''))
              found.push(`<script>${element.textContent ?? ''}`);
            if (element instanceof HTMLIFrameElement && element.contentDocument) scan(element.contentDocument);
          }
        };
        scan(document);
        return found;
      });
      expect(leftovers, `an executable payload reached the DOM on ${where}`).toEqual([]);
      expect(hits, `a payload ran on ${where}`).toEqual([]);
    };
  }

  /** Clicks every link and notice title in `scope` (a javascript: link would run now). */
  async function clickAll(page: Page, selector: string): Promise<void> {
    for (const element of await page.locator(selector).all()) await element.click();
  }

  /**
   * From home, the pages that show notices and help texts, each checked for a run payload: the
   * notice popup (every notice expanded), /noticePage, the probe help article, the terms modal
   * (#term) and about us on /helpmc.
   */
  async function visitNoticesAndHelp(page: Page, check: (where: string) => Promise<void>): Promise<void> {
    await page.locator('.notice-bar__more').click();
    const popup = page.getByRole('dialog', { name: 'News' });
    await expect(popup.locator('.notice-item__title', { hasText: 'XSS probe' }).first()).toBeVisible();
    await clickAll(page, '.notice-item__title');
    await expect(popup.locator('.rich-text', { hasText: 'XSS probe' }).first()).toBeVisible();
    await clickAll(page, '.notice-item .rich-text a');
    await check('the notice popup');
    await page.keyboard.press('Escape');
    await page.goto('/noticePage');
    await expect(page.locator('.notice-item__title', { hasText: 'XSS probe' }).first()).toBeVisible();
    await clickAll(page, '.notice-item__title');
    await expect(page.locator('.notice-item .rich-text', { hasText: 'XSS probe' }).first()).toBeVisible();
    await clickAll(page, '.notice-item .rich-text a');
    await check('/noticePage');
    await page.goto('/help#xssprobe');
    await expect(page.locator('#xssprobe')).toContainText('XSS probe');
    await clickAll(page, '#xssprobe a');
    await check('/help');
    await page.goto('/help#term');
    await expect(page.getByRole('dialog').locator('.rich-text')).toContainText('XSS probe');
    await clickAll(page, '[role=dialog] .rich-text a');
    await check('the terms modal');
    await page.goto('/helpmc');
    await expect(page.locator('#about').first()).toContainText('XSS probe');
    await check('/helpmc (about us)');
  }

  test('stored content of every type: payloads never run on any page', async ({ page, request }) => {
    const auth = await operator(request);
    const base = `/admin/api/content/${MERCHANT}`;
    const created: [string, number][] = [];
    const create = async (kind: string, data: object) => {
      const response = await request.post(`${base}/${kind}`, { data, headers: auth });
      expect(response.status(), await response.text()).toBe(200);
      created.push([kind, ((await response.json()) as { value: { id: number } }).value.id]);
    };
    const list = (await (await request.get(`${base}/banners`, { headers: auth })).json()) as {
      value: { translations: Record<string, { imageUrl: string }> }[];
    };
    const art = Object.values(list.value[0]?.translations ?? {})[0]?.imageUrl ?? '';
    const texts = (imageUrl = '') => ({
      en: { title: TITLE, content: HTML, imageUrl },
      ty: { title: TITLE, content: HTML, imageUrl },
    });
    const common = { enabled: true, sort: -100, startTime: null, endTime: null };
    const banner = (linkageType: string, linkageTarget: string, imageUrl = art) => ({
      ...common,
      translations: texts(imageUrl),
      groupName: 'w_help',
      linkageType,
      linkageTarget,
    });
    // A script address is refused as a banner's target or image, whatever its spelling.
    for (const [type, target, image] of [
      ['URL', `javascript:${hit('banner-url')}`, art],
      ['URL', ` JaVaScRiPt:${hit('banner-url-case')}`, art],
      ['URL', `java\tscript:${hit('banner-url-tab')}`, art],
      ['URL', 'data:text/html,<script>alert(1)</script>', art],
      ['ROUTE', `javascript:${hit('banner-route')}`, art],
      ['ROUTE', '//evil.example/x', art],
      ['', '', `javascript:${hit('banner-image')}`],
    ] as const) {
      const response = await request.post(`${base}/banners`, { data: banner(type, target, image), headers: auth });
      expect(response.status(), `${type} ${target} ${image}`).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('content.url');
    }
    try {
      await create('banners', banner('ROUTE', '/vip'));
      for (const type of ['PL', 'PU', 'H', 'PR'] as const)
        await create('notices', { ...common, translations: texts(), type, execution: 'B', promotionType: '' });
      // The probe article, and probe terms and about-us texts that come before the demo ones.
      for (const tag of ['xssprobe', 'term', 'about']) await create('help', { ...common, translations: texts(), tag });
      await create('vip', {
        ...common,
        translations: texts(),
        level: 90,
        benefits: {
          depositRequirement: 0,
          turnoverRequirement: 0,
          upgradeBonus: 0,
          birthdayBonus: 0,
          monthlyBonus: 0,
          rebatePercent: '0',
          dailyWithdrawals: 1,
          dailyWithdrawalLimit: 0,
        },
      });

      await asNewVisitor(page);
      const check = await watchXss(page);
      // Home: the first-visit News popup shows the PU and H notices in full; the bar the PL titles.
      await page.goto('/');
      const news = page.getByRole('dialog', { name: 'News' });
      await expect(news.locator('.news-item', { hasText: 'XSS probe' }).first()).toBeVisible();
      await expect(page.locator('.notice-bar')).toContainText('XSS probe');
      await clickAll(page, '.news-item .rich-text a');
      await check('home with the first-visit News popup');
      await news.getByRole('button', { name: 'Close' }).first().click();
      await visitNoticesAndHelp(page, check);
      // Feedback with a payload: the form answers with its own text, never the message.
      await page.goto('/help#feedback');
      const form = page.locator('.feedback-form');
      await form.getByLabel('Your message').fill(`Lobby slow ${PAYLOADS.join(' ')}`);
      await form.getByRole('button', { name: 'Send feedback' }).click();
      await expect(form.getByRole('status')).toHaveText('Thank you. Your feedback has been sent.');
      await check('the feedback form');
      // The probe banner on /help: its title is the image's text, its click an in-app route.
      await page.goto('/help');
      await page.locator('.banner__slide--link').first().click();
      await expect(page).toHaveURL(/\/vip$/);
      await expect(page.locator('.vip-card[data-level="90"]')).toContainText('XSS probe');
      await clickAll(page, '.vip-card[data-level="90"] a');
      await check('/vip');
    } finally {
      for (const [kind, id] of created) await request.delete(`${base}/${kind}/${id}`, { headers: auth });
    }
  });

  test('whatever the API answers, the client renders no payload (its own sanitiser)', async ({ page }) => {
    await asNewVisitor(page);
    const check = await watchXss(page);
    const raw = (id: number, type: string) => ({
      id,
      type,
      title: TITLE,
      content: HTML,
      imageUrl: `javascript:${hit(`notice-image-${type}`)}`,
      timestamp: Date.now(),
      endTime: null,
      execution: 'B',
      promotionType: '',
      sort: -100,
    });
    // The answers as the server sends them, with unsanitised items added (a compromised API).
    await rewriteAnswers<{ value: Record<string, unknown[]> }>(
      page,
      '**/wps/relay/MCSFE_getListAnnouncements*',
      (body) => {
        const value = body.value as { banners: Record<string, unknown>[] } & Record<string, unknown[]>;
        value.banners = value.banners.map((banner, i) => ({
          ...banner,
          title: TITLE,
          ...(i === 1 ? { url: `javascript:${hit('banner-image')}` } : {}),
          linkageType: i % 2 ? 'ROUTE' : 'URL',
          linkageTarget: `javascript:${hit(`banner-${i}`)}`,
        }));
        for (const [key, type] of [
          ['player', 'PL'],
          ['popup', 'PU'],
          ['headline', 'H'],
          ['promotion', 'PR'],
        ] as const)
          value[key] = [raw(900_001 + value[key]!.length, type), ...(value[key] ?? [])];
      },
    );
    await rewriteAnswers<{ value: unknown[] }>(page, '**/wps/system/helpCenter*', (body) => {
      body.value = [
        ...['xssprobe', 'term', 'about'].map((tag, i) => ({
          id: 900_100 + i,
          tag,
          title: TITLE,
          content: HTML,
          sort: -100,
        })),
        ...body.value,
      ];
    });
    await rewriteAnswers<{ value: { levels: Record<string, unknown>[] } }>(page, '**/wps/system/vipLevels*', (body) => {
      body.value.levels = body.value.levels.map((level) => ({
        ...level,
        name: TITLE,
        content: HTML,
        imageUrl: `javascript:${hit('vip-image')}`,
      }));
    });

    await page.goto('/');
    const news = page.getByRole('dialog', { name: 'News' });
    await expect(news.locator('.news-item', { hasText: 'XSS probe' }).first()).toBeVisible();
    await clickAll(page, '.news-item .rich-text a');
    await check('home with the first-visit News popup');
    await news.getByRole('button', { name: 'Close' }).first().click();
    // Banner clicks: a javascript: target is neither followed nor run.
    for (const slide of await page.locator('.banner__slide--link').all()) await slide.click({ force: true });
    await expect(page).toHaveURL(/\/$/);
    await check('home banners');
    await visitNoticesAndHelp(page, check);
    await page.goto('/vip');
    await expect(page.locator('.vip-card').first()).toContainText('XSS probe');
    await clickAll(page, '.vip-card a');
    await check('/vip');
  });
});
