import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, gameSessions, games, members, vendors } from '../../db/schema';
import { newToken, sha256 } from '../../lib/tokens';
import type { GameSessionInput, GameSessionTokens } from './contract';
import { playerIdOf } from './players';

/**
 * Game sessions (issue 7): what a launch at a seamless vendor hands the vendor, and what the
 * vendor's authenticate call exchanges for the player.
 *
 * - The token is 256 random bits (base64url); only its SHA-256 is stored.
 * - It is valid GAME_SESSION_HOURS from issue and may be authenticated any number of times until
 *   then: a game that reloads in its frame, or a vendor that authenticates once per game window,
 *   authenticates the same token again. A new launch issues a new token and leaves the earlier
 *   ones to expire on their own (a member may keep two games open).
 * - A live real-mode session of the player at the vendor is what lets the vendor take bets;
 *   wins and rollbacks do not need one (docs/seamless-wallet.md).
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

/** The unexpired session of a token, or undefined for an unknown or expired one. */
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
    .innerJoin(members, eq(members.id, gameSessions.memberId))
    .innerJoin(vendors, eq(vendors.id, gameSessions.vendorId))
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .innerJoin(brands, eq(brands.id, gameSessions.brandId))
    .where(and(eq(gameSessions.tokenHash, sha256(token)), gt(gameSessions.expiresAt, at)));
  return row;
}
