import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seamlessPlayers } from '../../db/schema';

/**
 * Vendor-facing player ids. A member's id is random (128 bits, base64url), made the first time
 * the member launches a seamless game and never changed, so it is stable across launches and
 * vendors and tells a vendor nothing about the brand or the member. The mapping never changes
 * once written, so both directions are cached for the process's life (bounded).
 */

export interface PlayerRef {
  readonly playerId: string;
  readonly brandId: number;
  readonly memberId: number;
}

const CACHE_LIMIT = 50_000;
const byPlayer = new WeakMap<Database, Map<string, PlayerRef>>();
const byMember = new WeakMap<Database, Map<number, PlayerRef>>();

function cacheOf<K, V>(caches: WeakMap<Database, Map<K, V>>, db: Database): Map<K, V> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

function remember(db: Database, ref: PlayerRef): PlayerRef {
  const players = cacheOf(byPlayer, db);
  const members = cacheOf(byMember, db);
  if (players.size >= CACHE_LIMIT) players.clear();
  if (members.size >= CACHE_LIMIT) members.clear();
  players.set(ref.playerId, ref);
  members.set(ref.memberId, ref);
  return ref;
}

/** The member's player id, made on first use (a concurrent first use keeps the one stored first). */
export async function playerIdOf(db: Database, brandId: number, memberId: number): Promise<string> {
  const cached = cacheOf(byMember, db).get(memberId);
  if (cached) return cached.playerId;
  await db
    .insert(seamlessPlayers)
    .values({ playerId: randomBytes(16).toString('base64url'), brandId, memberId })
    .onConflictDoNothing({ target: seamlessPlayers.memberId });
  const [row] = await db.select().from(seamlessPlayers).where(eq(seamlessPlayers.memberId, memberId));
  if (!row) throw new Error(`no player id for member ${memberId}`);
  return remember(db, row).playerId;
}

/** The brand and member behind a player id, or undefined for an id we never issued. */
export async function findPlayer(db: Database, playerId: string): Promise<PlayerRef | undefined> {
  const cached = cacheOf(byPlayer, db).get(playerId);
  if (cached) return cached;
  const [row] = await db.select().from(seamlessPlayers).where(eq(seamlessPlayers.playerId, playerId));
  return row ? remember(db, row) : undefined;
}
