import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, gameSessions, games, members, memberSessions, vendors } from '../../db/schema';
import { newToken, sha256 } from '../../lib/tokens';
import type { GameSessionInput, GameSessionTokens } from './contract';
import { playerIdOf } from './players';

/**
 * Game sessions (issue 7): what a launch at a seamless vendor hands the vendor, and what the
 * vendor's authenticate call exchanges for the player.
 *
 * - The token is 256 random bits (base64url); only its SHA-256 is stored.
 * - It is valid GAME_SESSION_HOURS from issue at most, and only while the platform session that
 *   launched it lives (member_session_id): logout, a new login, a password change or reset, the
 *   idle limit and the session's absolute end all end it at once. Every use reads that session
 *   in the same statement that finds the token (liveWith), so a revocation written by any server
 *   process holds in all of them, with no cache in between. The house's calls with the token
 *   count as use of the platform session (house/sessions.ts); a vendor's messages do not.
 * - Until then it may be authenticated any number of times: a game that reloads in its frame,
 *   or a vendor that authenticates once per game window, authenticates the same token again. A
 *   new launch issues a new token and leaves the earlier ones to expire on their own (a member
 *   may keep two games open).
 * - A live real-mode session of the player at the vendor is what lets the vendor take bets
 *   (bet_session_alive(), migration 0026); wins and rollbacks do not need one
 *   (docs/seamless-wallet.md), so money already staked is always settled.
 */

/** How long a game session (and its token) lives. */
export const GAME_SESSION_HOURS = 4;
const GAME_SESSION_MS = GAME_SESSION_HOURS * 3_600_000;

export function createGameSessionTokens(db: Database, now: () => number = Date.now): GameSessionTokens {
  return {
    async issue(input: GameSessionInput) {
      const token = newToken();
      const issuedAt = new Date(now());
      const expiresAt = new Date(issuedAt.getTime() + GAME_SESSION_MS);
      // The player id exists before the vendor first asks, so authenticate only reads.
      await playerIdOf(db, input.brandId, input.memberId);
      await db.insert(gameSessions).values({
        tokenHash: sha256(token),
        brandId: input.brandId,
        memberId: input.memberId,
        memberSessionId: input.memberSessionId,
        vendorId: input.vendorId,
        gameId: input.gameId,
        mode: input.mode,
        language: input.language,
        createdAt: issuedAt,
        expiresAt,
      });
      return { token, expiresAt };
    },
  };
}

/** A live game session as authenticate needs it. */
export interface LiveGameSession {
  readonly sessionId: number;
  readonly brandId: number;
  readonly memberId: number;
  readonly memberDisabled: boolean;
  readonly vendorId: number;
  readonly vassalage: string;
  readonly gameCode: string;
  readonly mode: 'real' | 'free';
  readonly language: string;
  readonly currency: string;
  readonly expiresAt: Date;
}

/**
 * The conditions of a live game session at `at`: not past its own end, and its platform session
 * (joined as member_sessions) neither revoked, idle nor past its end.
 */
function liveWith(at: Date): SQL | undefined {
  return and(
    gt(gameSessions.expiresAt, at),
    isNull(memberSessions.revokedAt),
    gt(memberSessions.expiresAt, at),
    gt(memberSessions.idleUntil, at),
  );
}

/**
 * The platform session behind a token whose game session is alive now (its id and last use), or
 * undefined: one indexed statement, no cache.
 */
export async function livePlatformSessionOf(
  db: Database,
  token: string,
  at: Date,
): Promise<{ memberSessionId: number; lastSeenAt: Date } | undefined> {
  if (token === '') return undefined;
  const [row] = await db
    .select({ memberSessionId: memberSessions.id, lastSeenAt: memberSessions.lastSeenAt })
    .from(gameSessions)
    .innerJoin(memberSessions, eq(memberSessions.id, gameSessions.memberSessionId))
    .innerJoin(members, eq(members.id, gameSessions.memberId))
    .where(and(eq(gameSessions.tokenHash, sha256(token)), liveWith(at), eq(members.disabled, false)));
  return row;
}

/**
 * The session of a token, or undefined for an unknown one, an expired one or one whose platform
 * session has ended.
 */
export async function findLiveGameSession(db: Database, token: string, at: Date): Promise<LiveGameSession | undefined> {
  if (token === '') return undefined;
  const [row] = await db
    .select({
      sessionId: gameSessions.id,
      brandId: gameSessions.brandId,
      memberId: gameSessions.memberId,
      memberDisabled: members.disabled,
      vendorId: gameSessions.vendorId,
      vassalage: vendors.vassalage,
      gameCode: games.gameCode,
      mode: gameSessions.mode,
      language: gameSessions.language,
      currency: brands.currency,
      expiresAt: gameSessions.expiresAt,
    })
    .from(gameSessions)
    .innerJoin(memberSessions, eq(memberSessions.id, gameSessions.memberSessionId))
    .innerJoin(members, eq(members.id, gameSessions.memberId))
    .innerJoin(vendors, eq(vendors.id, gameSessions.vendorId))
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .innerJoin(brands, eq(brands.id, gameSessions.brandId))
    .where(and(eq(gameSessions.tokenHash, sha256(token)), liveWith(at)));
  return row;
}
