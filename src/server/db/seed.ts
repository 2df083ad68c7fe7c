import { seedDemoTeam } from './demo-team';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Actor } from '../modules/admin/service';
import { adjustBalance } from '../modules/admin/wallet';
import { randomString } from '../lib/tokens';
import type { Database } from './client';
import {
  demoCustomerService,
  demoDomainRoutes,
  demoRegisterSettings,
  demoResources,
  demoWhitelabel,
} from './demo-brand';
import { brands, members, operators, paymentPasswords, payoutAccounts } from './schema';
import { seedDemoCatalogue, seedGameTypes } from '../modules/games/seed-catalogue';
import { seedHouseVendor } from '../modules/house/seed';
import { seedLotteryGames } from '../modules/lottery/seed';
import { seedDemoContent } from '../modules/content/demo-content';
import { seedDemoMessages } from '../modules/messages/demo-messages';
import { seedDemoDeposits } from '../modules/deposits/seed';
import { seedDemoContracts } from '../modules/agents/contracts-seed';

/** What seeding did, so the caller can print a generated password exactly once. */
export interface SeedResult {
  brandCreated: boolean;
  operatorCreated: boolean;
  /** Set only when the initial operator was created with a generated password. */
  generatedPassword?: string;
  /** Demo accounts created by this run. */
  demoAccountsCreated: string[];
}

/** Demo merchant code and initial operator name. */
export const DEMO_MERCHANT = 'demo';
export const INITIAL_OPERATOR = 'admin';
/** Who the demo balances are audited as. */
const SEED_ACTOR: Actor = { name: 'seed', operatorId: null, role: 'admin', ip: null };

/**
 * Demo accounts of the demo brand, documented in the README. Their passwords are public: they
 * exist so a fresh install can be tried at once; an operator resets or disables them in production.
 */
export const DEMO_ACCOUNTS = [
  { username: 'demoagent', password: 'Demo-agent-2026', type: 1, affiliateCode: 'DEMO01', nickname: 'Demo agent' },
  { username: 'demoplayer', password: 'Demo-player-2026', type: 0, affiliateCode: null, nickname: 'Demo player' },
] as const;

/**
 * Creates the demo brand and the initial operator when they do not exist. Safe to run on every
 * start and from several processes at once (inserts that lose a race do nothing).
 */
export async function seed(
  db: Database,
  options: {
    publicUrl: string;
    operatorPassword?: string | undefined;
    /** The demo game catalogue (a few thousand rows); tests that do not list games leave it out. */
    demoCatalogue?: boolean;
    /** Whether texts reach phones (TWILIO_*): only then does the demo brand offer mobile registration. */
    smsProvider?: boolean;
    /** PLAYHUB_ENV=production: nothing that mints money (no demo balances, no enabled sandbox channel). */
    production?: boolean;
  },
): Promise<SeedResult> {
  const { publicUrl } = options;
  const inserted = await db
    .insert(brands)
    .values({
      merchantCode: DEMO_MERCHANT,
      name: 'PlayHub',
      currencySymbol: 'P',
      lotteryType: 'SEA',
      platform: 'web',
      device: 'WEB',
      defaultLanguage: 'ty',
      minimumAge: 21,
      isDefault: true,
      whitelabel: demoWhitelabel({ smsProvider: options.smsProvider === true }),
      registerSettings: demoRegisterSettings(),
      resources: demoResources(),
      customerService: demoCustomerService(),
      analytics: { gtagId: '' },
      domainRoutes: demoDomainRoutes(publicUrl),
      mainDomain: new URL(publicUrl).host,
      imageCdns: [publicUrl],
      launchCdns: [publicUrl],
      // The demo balance is an operator credit, which counts as a deposit for the turnover rule; without
      // this the demo player could not withdraw until it had bet 10,000 (docs/architecture.md, Withdrawals).
      cashierSettings: { withdrawal: { turnoverMultiple: 0 } },
    })
    .onConflictDoNothing({ target: brands.merchantCode })
    .returning({ id: brands.id });

  const result: SeedResult = { brandCreated: inserted.length > 0, operatorCreated: false, demoAccountsCreated: [] };
  const [demo] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, DEMO_MERCHANT));
  // The platform's game types exist on every install (operators switch them on per brand).
  await seedGameTypes(db);
  if (demo && options.demoCatalogue !== false) await seedDemoCatalogue(db, demo.id);
  // After the catalogue (which seeds only a brand without vendors): the house's own vendor and slot.
  if (demo) await seedHouseVendor(db, demo.id);
  // The lottery's vendors, games and schedules (issue 19).
  if (demo) await seedLotteryGames(db, demo.id);
  if (demo) await seedDemoDeposits(db, demo.id, { sandbox: options.production !== true });
  const existing = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.username, INITIAL_OPERATOR));
  if (existing.length === 0) {
    const password = options.operatorPassword ?? randomString(20);
    const created = await db
      .insert(operators)
      .values({ username: INITIAL_OPERATOR, passwordHash: await hashPassword(password), role: 'admin' })
      .onConflictDoNothing({ target: operators.username })
      .returning({ id: operators.id });
    result.operatorCreated = created.length > 0;
    if (result.operatorCreated && options.operatorPassword === undefined) result.generatedPassword = password;
  }
  result.demoAccountsCreated = await seedDemoAccounts(db);
  if (options.production !== true) await seedDemoBalances(db);
  const [content] = await db
    .select({ id: brands.id, currency: brands.currency })
    .from(brands)
    .where(eq(brands.merchantCode, DEMO_MERCHANT));
  // Banners, notices, help, VIP levels in six languages, and the jackpot pool (issue 3).
  if (content) await seedDemoContent(db, SEED_ACTOR, { ...content, merchant: DEMO_MERCHANT });
  // Two inbox messages for the demo player, so the header's message badge shows in the demo.
  if (content && (await existingMember(db, content.id, 'demoplayer')) !== undefined)
    await seedDemoMessages(db, SEED_ACTOR, { id: content.id, merchant: DEMO_MERCHANT }, 'demoplayer');
  await seedDemoPayout(db);
  // The four contract kinds on, and the demo agent's platform contracts (issue 18).
  if (content) await seedDemoContracts(db, content.id, 'demoagent');
  return result;
}

/** Demo money, in the brand's currency, put in through the operator's adjustment (audited, against the house). */
export const DEMO_BALANCES = [
  { username: 'demoplayer', amount: '10000.00' },
  { username: 'demoagent', amount: '50000.00' },
  // A member of the demo team plays in the agent centre's demo (and its e2e spec), away from
  // the demo player's own history.
  { username: 'demomember1', amount: '1000.00' },
] as const;

/**
 * Credits the demo accounts once. Each credit has a fixed request id, so running the seed
 * again (every start, several processes) replays it instead of paying twice, and an operator
 * who later takes the money out does not see it come back.
 */
async function seedDemoBalances(db: Database): Promise<void> {
  for (const { username, amount } of DEMO_BALANCES) {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, DEMO_MERCHANT));
    if (!brand || (await existingMember(db, brand.id, username)) === undefined) continue;
    await adjustBalance({ db }, SEED_ACTOR, {
      merchant: DEMO_MERCHANT,
      username,
      direction: 'credit',
      amount,
      reason: 'Demo balance',
      requestId: `seed-demo-balance-${username}`,
    });
  }
}

/** The demo player's withdrawal set-up (README): verified name, payment password and one bank account. */
export const DEMO_PAYOUT = {
  username: 'demoplayer',
  payeeName: 'DEMO PLAYER',
  paymentPassword: '246810',
  account: { type: 'bank', bankCode: 'BDO', bankName: 'BDO Unibank', accountNumber: '001234567890' },
} as const;

/**
 * Gives the demo player what the withdraw page needs, once: a payee name, a payment password and
 * a bank account. Each step only fills what is missing (a player who changed or removed them
 * does not get them back), and parallel runs lose their inserts harmlessly.
 */
async function seedDemoPayout(db: Database): Promise<void> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, DEMO_MERCHANT));
  if (!brand) return;
  const memberId = await existingMember(db, brand.id, DEMO_PAYOUT.username);
  if (memberId === undefined) return;
  await db
    .update(members)
    .set({ payeeName: DEMO_PAYOUT.payeeName })
    .where(and(eq(members.id, memberId), isNull(members.payeeName)));
  const hasPassword = await db
    .select({ id: paymentPasswords.memberId })
    .from(paymentPasswords)
    .where(eq(paymentPasswords.memberId, memberId));
  if (hasPassword.length === 0)
    await db
      .insert(paymentPasswords)
      .values({ memberId, passwordHash: await hashPassword(DEMO_PAYOUT.paymentPassword) })
      .onConflictDoNothing();
  const anyAccount = await db
    .select({ id: payoutAccounts.id })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.memberId, memberId))
    .limit(1);
  if (anyAccount.length === 0)
    await db
      .insert(payoutAccounts)
      .values({ brandId: brand.id, memberId, holderName: DEMO_PAYOUT.payeeName, ...DEMO_PAYOUT.account })
      .onConflictDoNothing();
}

/**
 * Creates the demo agent and player in a demo brand that has no accounts yet (a fresh install,
 * or one made before accounts existed); an operator who removed them does not get them back once
 * real accounts exist. The player is the agent's downline.
 */
async function seedDemoAccounts(db: Database): Promise<string[]> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, DEMO_MERCHANT));
  if (!brand) return [];
  const any = await db.select({ id: members.id }).from(members).where(eq(members.brandId, brand.id)).limit(1);
  if (any.length > 0) return [];
  const created: string[] = [];
  let agentId: number | null = null;
  for (const account of DEMO_ACCOUNTS) {
    const rows: { id: number }[] = await db
      .insert(members)
      .values({
        brandId: brand.id,
        username: account.username,
        passwordHash: await hashPassword(account.password),
        type: account.type,
        nickname: account.nickname,
        affiliateCode: account.affiliateCode,
        uplineId: account.type === 0 ? agentId : null,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    const id: number | undefined = rows[0]?.id ?? (await existingMember(db, brand.id, account.username));
    if (account.type !== 0) agentId = id ?? null;
    if (rows.length > 0) created.push(account.username);
  }
  if (created.length > 0 && agentId !== null) created.push(...(await seedDemoTeam(db, brand.id, agentId)));
  return created;
}

async function existingMember(db: Database, brandId: number, username: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.username, username)));
  return rows[0]?.id;
}
