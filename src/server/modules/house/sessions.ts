import { and, eq, gt } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type { Language } from '../../../shared/i18n/languages';
import { parseLanguage } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import { games, houseFunSessions, vendors } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { newToken, sha256 } from '../../lib/tokens';
import type { SeamlessWallet } from '../seamless/contract';
import { touchSession } from '../auth/queries';
import { findLiveGameSession, livePlatformSessionOf } from '../seamless/game-sessions';
import { trialFunBalance } from './queries';

/**
 * Who is playing behind a house game page's bearer token. Real play is a platform game session
 * (issued through GameSessionTokens at launch) that the house authenticates through the
 * seamless wallet, exactly as a third-party vendor would. Free play is a session the house
 * issues itself: visitors have no member, and fun money never touches the wallet.
 */
export interface HousePlayer {
  readonly mode: 'real' | 'free';
  readonly brandId: number;
  /** Real play: the member (for the house's own records) and the wallet's player id. */
  readonly memberId: number | null;
  readonly playerId: string;
  /** Free play: the fun session key (the token's hash). */
  readonly funSession: string | null;
  readonly vendorId: number;
  /** The vendor the game was launched under (its catalogue name and the seamless vendor code). */
  readonly vendorCode: string;
  readonly gameCode: string;
  readonly gameName: string;
  /** The game's minimum bet, minor units. */
  readonly minBet: number;
  readonly language: Language;
  readonly expiresAt: number;
}

/** How long free-play sessions last. */
export const FUN_SESSION_HOURS = 4;
/**
 * What a resolved token says about its game (player id, game, language) is kept in memory this
 * long. Whether a real-mode token is still alive is not: every call asks the database
 * (livePlatformSessionOf), so a logout or a revocation by any server process stops it at once.
 */
const CACHE_MS = 60_000;
/** The platform session's last use is written at most this often (as the member-auth hook does). */
const TOUCH_EVERY_MS = 15_000;
const CACHE_LIMIT = 20_000;

export function sessionInvalid(): ApiError {
  return new ApiError(
    401,
    ERROR_CODES.houseSessionInvalid,
    'The game session is unknown or has expired; open the game again from the lobby',
  );
}

/** The bearer token of a request's Authorization header ('' when missing). */
export function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

export interface HouseSessions {
  /**
   * The player of a token; refuses an unknown or expired one, and a real-mode one whose platform
   * session has ended, with 401 house.session.invalid (the game's "session ended" state).
   */
  resolve(token: string): Promise<HousePlayer>;
  /**
   * Issues a free-play session: a visitor's starts at the brand's fun balance; a trial account's
   * carries on from its newest session (its fun balance is one figure across launches).
   */
  issueFun(input: {
    brandId: number;
    vendorId: number;
    gameId: number;
    language: string;
    funBalanceMinor: number;
    trialMemberId?: number;
  }): Promise<{ token: string; expiresAt: Date }>;
}

export function createHouseSessions(
  db: Database,
  wallet: SeamlessWallet,
  now: () => number,
  sessionIdleMs: number,
): HouseSessions {
  const cache = new Map<string, { player: HousePlayer; until: number }>();

  /**
   * Refuses a real-mode token whose platform session has ended. Playing is using the site: a
   * call of a live token moves the session's idle end, as any call of the site does, so a player
   * spinning in a game window the site cannot see is not cut off by the idle limit (the token's
   * own 4 hours and the session's absolute end still hold).
   */
  const requireLive = async (token: string, at: number): Promise<void> => {
    const live = await livePlatformSessionOf(db, token, new Date(at));
    if (!live) throw sessionInvalid();
    if (at - live.lastSeenAt.getTime() > TOUCH_EVERY_MS)
      await touchSession(db, live.memberSessionId, new Date(at), new Date(at + sessionIdleMs));
  };

  const gameOf = async (vendorId: number, where: { gameId?: number; gameCode?: string }) => {
    const [row] = await db
      .select({ vassalage: vendors.vassalage, gameCode: games.gameCode, names: games.names, minBet: games.minBet })
      .from(games)
      .innerJoin(vendors, eq(vendors.id, games.vendorId))
      .where(
        and(
          eq(games.vendorId, vendorId),
          where.gameId !== undefined ? eq(games.id, where.gameId) : eq(games.gameCode, where.gameCode ?? ''),
        ),
      );
    return row;
  };

  const lookup = async (token: string): Promise<HousePlayer> => {
    const at = new Date(now());
    const hash = sha256(token);
    const [fun] = await db
      .select()
      .from(houseFunSessions)
      .where(and(eq(houseFunSessions.session, hash), gt(houseFunSessions.expiresAt, at)));
    if (fun) {
      const game = await gameOf(fun.vendorId, { gameId: fun.gameId });
      if (!game) throw sessionInvalid();
      const language = parseLanguage(fun.language) ?? 'en';
      return {
        mode: 'free',
        brandId: fun.brandId,
        memberId: null,
        playerId: '',
        funSession: hash,
        vendorId: fun.vendorId,
        vendorCode: game.vassalage,
        gameCode: game.gameCode,
        gameName: game.names[language] ?? game.names.en ?? game.gameCode,
        minBet: game.minBet,
        language,
        expiresAt: fun.expiresAt.getTime(),
      };
    }
    const live = await findLiveGameSession(db, token, at);
    if (!live || live.mode !== 'real') throw sessionInvalid();
    // The wallet decides who the player is, as for any vendor (a disabled player is refused here).
    const answer = await wallet.authenticate(live.vassalage, token).catch(() => {
      throw sessionInvalid();
    });
    const game = await gameOf(live.vendorId, { gameCode: live.gameCode });
    if (!game) throw sessionInvalid();
    const language = parseLanguage(live.language) ?? 'en';
    return {
      mode: 'real',
      brandId: live.brandId,
      memberId: live.memberId,
      playerId: answer.playerId,
      funSession: null,
      vendorId: live.vendorId,
      vendorCode: live.vassalage,
      gameCode: live.gameCode,
      gameName: game.names[language] ?? game.names.en ?? game.gameCode,
      minBet: game.minBet,
      language,
      expiresAt: live.expiresAt.getTime(),
    };
  };

  return {
    async resolve(token) {
      if (token === '') throw sessionInvalid();
      const key = sha256(token);
      const at = now();
      const cached = cache.get(key);
      if (cached && cached.until > at) {
        if (cached.player.mode === 'real')
          await requireLive(token, at).catch((error: unknown) => {
            cache.delete(key);
            throw error;
          });
        return cached.player;
      }
      const player = await lookup(token);
      if (player.mode === 'real') await requireLive(token, at);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, { player, until: Math.min(at + CACHE_MS, player.expiresAt) });
      return player;
    },
    async issueFun(input) {
      const token = newToken();
      const expiresAt = new Date(now() + FUN_SESSION_HOURS * 3_600_000);
      const carried = input.trialMemberId === undefined ? null : await trialFunBalance(db, input.trialMemberId);
      await db.insert(houseFunSessions).values({
        session: sha256(token),
        brandId: input.brandId,
        vendorId: input.vendorId,
        gameId: input.gameId,
        language: input.language,
        balance: carried ?? BigInt(input.funBalanceMinor),
        memberId: input.trialMemberId ?? null,
        expiresAt,
      });
      return { token, expiresAt };
    },
  };
}
