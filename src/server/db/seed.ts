import { eq } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { randomString } from '../lib/tokens';
import type { Database } from './client';
import {
  demoCustomerService,
  demoDomainRoutes,
  demoRegisterSettings,
  demoResources,
  demoWhitelabel,
} from './demo-brand';
import { brands, operators } from './schema';

/** What seeding did, so the caller can print a generated password exactly once. */
export interface SeedResult {
  brandCreated: boolean;
  operatorCreated: boolean;
  /** Set only when the initial operator was created with a generated password. */
  generatedPassword?: string;
}

/** Demo merchant code and initial operator name. */
export const DEMO_MERCHANT = 'demo';
export const INITIAL_OPERATOR = 'admin';

/**
 * Creates the demo brand and the initial operator when they do not exist. Safe to run on every
 * start and from several processes at once (inserts that lose a race do nothing).
 */
export async function seed(
  db: Database,
  options: { publicUrl: string; operatorPassword?: string | undefined },
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
      whitelabel: demoWhitelabel(),
      registerSettings: demoRegisterSettings(),
      resources: demoResources(publicUrl),
      customerService: demoCustomerService(publicUrl),
      analytics: { gtagId: '' },
      domainRoutes: demoDomainRoutes(publicUrl),
      mainDomain: new URL(publicUrl).host,
      imageCdns: [publicUrl],
      launchCdns: [publicUrl],
    })
    .onConflictDoNothing({ target: brands.merchantCode })
    .returning({ id: brands.id });

  const result: SeedResult = { brandCreated: inserted.length > 0, operatorCreated: false };
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
  return result;
}
