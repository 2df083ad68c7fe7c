import {
  ACCOUNT_TYPE_FREE,
  ACCOUNT_TYPE_REAL,
  type LaunchContent,
  type LaunchGameQuery,
} from '../../../shared/api/games';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type { Language } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema';
import { ApiError, badRequest } from '../../lib/errors';
import { take } from '../limits/limiter';
import { RULES } from '../limits/rules';
import type { BrandSnapshot } from '../system/snapshot';
import { insertLaunch, selectGameWithVendor, type GameKey } from './player-queries';
import { parseNodeId, requireRealPlayer, sameGame, unknownGame } from './player-service';
import { isRoomOf } from './rooms';
import type { LaunchMode } from './vendor-adapter';
import type { VendorRegistry } from './vendor-registry';

export interface LaunchInput {
  readonly brand: BrandSnapshot;
  /** Null for a visitor's free play (GCS_gameLaunchFB). */
  readonly member: MemberRow | null;
  /** The member's platform session (null exactly when member is). */
  readonly memberSessionId: number | null;
  readonly query: LaunchGameQuery;
  readonly language: Language;
  readonly clientIp: string;
  /** GCS_gameLaunchFB: free play whatever accountType says. */
  readonly freeOnly: boolean;
}

/**
 * The launch rules (docs/api.md "Games"): find the game, refuse what may not be played, pick
 * the mode, then hand over to the vendor's adapter and record the launch for the recent and
 * popular lists. Nothing here knows a vendor's protocol.
 */
export class GameLauncher {
  constructor(
    private readonly db: Database,
    private readonly registry: VendorRegistry,
    private readonly now: () => number,
  ) {}

  async launch(input: LaunchInput): Promise<LaunchContent> {
    const { brand, member, query } = input;
    if (!query.launchMode?.trim())
      throw new ApiError(
        400,
        ERROR_CODES.launchModeRequired,
        'launchMode is required (GLS for casino games, LOTT for lottery)',
      );
    const mode = modeOf(query.accountType, input.freeOnly);
    const found = await selectGameWithVendor(this.db, brand.id, gameKeyOf(query));
    // gameType is not compared: lanes and pseudo-types (ESPORTS, MXWIN, SPB) name other types than the game's.
    if (!found || !sameGame(found, query.vassalage, undefined)) throw unknownGame();
    const { game, vendor } = found;
    if (!game.enabled || !vendor.enabled || !found.typeEnabled)
      throw new ApiError(403, ERROR_CODES.gameDisabled, 'This game is not available at the moment');
    if (query.roomId && !isRoomOf(game, query.roomId)) throw unknownGame('The game has no such room');
    const adapter = this.registry.adapterOf(vendor);
    if (mode === 'free' && !adapter.supportsFreePlay(vendor))
      throw new ApiError(403, ERROR_CODES.freePlayUnavailable, 'This game has no free trial');
    if (mode === 'real') {
      if (!member) throw new ApiError(401, ERROR_CODES.notLoggedIn, 'Log in to play for real money');
      requireRealPlayer(member, 'Playing for real money');
    }
    // Launches per member (or per address for visitors), reserved before the vendor is asked:
    // generous for play (RULES.launch, 30 a minute), tight for scripts.
    await take(
      this.db,
      this.now(),
      [[RULES.launch, member ? `${brand.id}:m:${member.id}` : `${brand.id}:ip:${input.clientIp}`]],
      'Too many game launches; wait a moment',
    );

    const answer = await adapter.launch({
      brand,
      member,
      memberSessionId: member ? input.memberSessionId : null,
      vendor,
      game,
      mode,
      language: input.language,
      platform: query.platform?.trim() || 'html5-desktop',
      backUrl: sameSitePath(query.backUrl),
      ...(query.roomId ? { roomId: query.roomId } : {}),
      clientIp: input.clientIp,
    });
    if (member) await insertLaunch(this.db, { brandId: brand.id, memberId: member.id, gameId: game.id, mode });
    const name = game.names[input.language] ?? game.names.en ?? game.gameCode;
    return {
      game_url: answer.url,
      openMode: answer.openMode,
      accountType: mode === 'free' ? ACCOUNT_TYPE_FREE : ACCOUNT_TYPE_REAL,
      walletMode: vendor.walletMode,
      gameName: name,
      gameCode: game.gameCode,
      vassalage: vendor.vassalage,
      nodeId: String(game.nodeId),
    };
  }
}

function modeOf(accountType: string | undefined, freeOnly: boolean): LaunchMode {
  if (freeOnly) return 'free';
  const value = accountType?.trim() || ACCOUNT_TYPE_REAL;
  if (value === ACCOUNT_TYPE_REAL) return 'real';
  if (value === ACCOUNT_TYPE_FREE) return 'free';
  throw badRequest(`accountType must be ${ACCOUNT_TYPE_REAL} (real money) or ${ACCOUNT_TYPE_FREE} (free play)`);
}

/** nodeId, else gameId, else vendor + game code (lottery lobbies send lottoGameCode). */
function gameKeyOf(query: LaunchGameQuery): GameKey {
  if (query.nodeId !== undefined && query.nodeId !== '') {
    const nodeId = parseNodeId(query.nodeId);
    if (nodeId === null) throw unknownGame();
    return { nodeId };
  }
  if (query.gameId !== undefined) return { gameId: query.gameId };
  const gameCode = (query.gameCode || query.lottoGameCode)?.trim();
  if (query.vassalage?.trim() && gameCode) return { vendorCode: query.vassalage.trim(), gameCode };
  throw unknownGame('Name the game by nodeId, gameId, or vassalage and gameCode');
}

/**
 * Where the game's lobby button may return: a path on this site. Anything else (another host,
 * a scheme, protocol-relative or backslash tricks, control characters) becomes '/'.
 */
export function sameSitePath(backUrl: string | undefined): string {
  const text = backUrl?.trim() ?? '';
  if (!text.startsWith('/') || text.startsWith('//') || /[\\\p{Cc}]/u.test(text)) return '/';
  try {
    const base = 'http://same.site.invalid';
    const url = new URL(text, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
