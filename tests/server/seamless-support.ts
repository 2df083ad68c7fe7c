// Helpers of the seamless wallet suites: a seamless vendor with one game on the demo brand,
// funded members and game tokens.
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { brandGameTypes, brands, games, memberSessions, vendors } from '../../src/server/db/schema';
import { newToken, sha256 } from '../../src/server/lib/tokens';
import { seedGameTypes } from '../../src/server/modules/games/seed-catalogue';
import { systemAccount, mainAccount } from '../../src/server/modules/wallet/accounts';
import { post, requestHash } from '../../src/server/modules/wallet/ledger';
import { createGameSessionTokens } from '../../src/server/modules/seamless/game-sessions';

export interface SeamlessVendor {
  brandId: number;
  vendorId: number;
  vassalage: string;
  gameId: number;
  gameCode: string;
  nodeId: string;
}

let nodeIds = 900_000;

/** A seamless vendor of the demo brand with one enabled slot game. */
export async function seamlessVendor(db: Database, vassalage = 'SLTEST'): Promise<SeamlessVendor> {
  await seedGameTypes(db);
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, 'demo'));
  const brandId = brand!.id;
  await db.insert(brandGameTypes).values({ brandId, gameType: 'RNG' }).onConflictDoNothing();
  const [vendor] = await db
    .insert(vendors)
    .values({ brandId, vassalage, displayName: `${vassalage} Slots`, gameType: 'RNG', walletMode: 'seamless' })
    .returning({ id: vendors.id });
  const gameCode = `${vassalage}-fortune`;
  const [game] = await db
    .insert(games)
    .values({
      brandId,
      vendorId: vendor!.id,
      nodeId: ++nodeIds,
      gameCode,
      gameType: 'RNG',
      names: { en: 'Fortune Test', ty: 'Fortune Test' },
      nameSearch: 'fortune test',
    })
    .returning({ id: games.id });
  return { brandId, vendorId: vendor!.id, vassalage, gameId: game!.id, gameCode, nodeId: String(nodeIds) };
}

/** Credits a member's main wallet (minor units) from the brand's bonus account. */
export async function fund(db: Database, brandId: number, memberId: number, amount: bigint): Promise<void> {
  const key = `test-fund:m${memberId}:${amount}:${Date.now()}:${++nodeIds}`;
  await post(db, {
    brandId,
    kind: 'adjustment',
    idempotencyKey: key,
    requestHash: requestHash({ key }),
    postings: [
      { accountId: await mainAccount(db, brandId, memberId, 'PHP'), amount, currency: 'PHP' },
      { accountId: await systemAccount(db, brandId, 'bonus', 'PHP', key), amount: -amount, currency: 'PHP' },
    ],
  });
}

const DAY_MS = 86_400_000;

/**
 * A platform session of the member, as a login makes it, live a day from `now` (idle limit
 * included): game tokens live only while the session that launched them does.
 */
export async function platformSession(db: Database, memberId: number, now: () => number = Date.now): Promise<number> {
  const at = new Date(now());
  const [row] = await db
    .insert(memberSessions)
    .values({
      tokenHash: sha256(newToken()),
      memberId,
      ip: '127.0.0.1',
      device: 'test',
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + DAY_MS),
      idleUntil: new Date(at.getTime() + DAY_MS),
    })
    .returning({ id: memberSessions.id });
  return row!.id;
}

/** A game token of a real-mode launch of the vendor's game (from a fresh platform session unless one is given). */
export async function gameToken(
  db: Database,
  vendor: SeamlessVendor,
  memberId: number,
  now?: () => number,
  mode: 'real' | 'free' = 'real',
  memberSessionId?: number,
): Promise<string> {
  const tokens = createGameSessionTokens(db, now);
  const issued = await tokens.issue({
    brandId: vendor.brandId,
    memberId,
    memberSessionId: memberSessionId ?? (await platformSession(db, memberId, now)),
    vendorId: vendor.vendorId,
    gameId: vendor.gameId,
    mode,
    language: 'en',
  });
  return issued.token;
}
