import { ERROR_CODES } from '../../../shared/api/envelope';
import type { HouseHistory, HouseRound, HouseSession, HouseSpinBody } from '../../../shared/api/house';
import { coinValueForStake, LUCKY_CROWN, SLOT_GAME } from '../../../games/slot/engine';
import { ApiError } from '../../lib/errors';
import { jackpotPoolMinor } from '../content/jackpot';
import { uniqueViolation } from '../auth/unique-violation';
import { requestIdReused } from '../wallet/ledger';
import { peek } from '../limits/limiter';
import { houseSpinLimit } from '../limits/rules';
import { activeSeed, fairnessOf } from './fairness';
import {
  funBalance,
  selectHistory,
  selectLatestRound,
  selectRoundByRequest,
  spinKey,
  startRound,
  type PlayerKey,
  type RoundRow,
} from './queries';
import { completeRound, roundView, type HouseDeps } from './rounds';
import type { HousePlayer } from './sessions';
import type { HouseSettings } from './settings';

/**
 * The house slot's rules as its API sees them: opening a session, spinning, the last round and
 * the history. A spin writes its round pending first (taking the nonce and enforcing the spin
 * interval in the same statement), then completes it (rounds.ts).
 */

/** Rounds per history page. */
export const HISTORY_PAGE_SIZE = 10;

export const playerKey = (player: HousePlayer): PlayerKey =>
  player.memberId !== null
    ? { brandId: player.brandId, memberId: player.memberId, funSession: null }
    : { brandId: player.brandId, memberId: null, funSession: player.funSession ?? '' };

/**
 * Stakes offered for a game: the brand's ladder from the game's minimum bet up, each one the
 * slot can settle (a whole coin value on each of the 20 lines). A minimum above the whole ladder
 * offers the smallest settleable stake at or above it.
 */
export function offeredStakes(settings: HouseSettings, minBet: number): number[] {
  const lines = LUCKY_CROWN.paylines.length;
  const stakes = [...new Set(settings.stakesMinor)]
    .filter((stake) => stake >= minBet && coinValueForStake(LUCKY_CROWN, stake) !== undefined)
    .sort((a, b) => a - b);
  return stakes.length > 0 ? stakes : [Math.max(1, Math.ceil(minBet / lines)) * lines];
}

function settingsOf(deps: HouseDeps, player: HousePlayer) {
  const brand = deps.brand(player.brandId);
  if (!brand) throw new Error(`brand ${player.brandId} is not loaded`);
  return brand;
}

async function balanceOf(deps: HouseDeps, player: HousePlayer): Promise<bigint> {
  if (player.mode === 'free') return funBalance(deps.db, player.funSession ?? '');
  return (await deps.wallet.balance(player.vendorCode, player.playerId)).balance;
}

/** GET /house/api/session. */
export async function openSession(deps: HouseDeps, player: HousePlayer): Promise<HouseSession> {
  const brand = settingsOf(deps, player);
  const settings = brand.house;
  const real = player.mode === 'real';
  const [balance, seed, pool] = await Promise.all([
    balanceOf(deps, player),
    activeSeed(deps.db, playerKey(player), player.gameCode),
    real ? jackpotPoolMinor(deps.db, brand.id, brand.wallet.currency) : Promise.resolve(0n),
  ]);
  return {
    game: { code: player.gameCode, name: player.gameName, version: SLOT_GAME.version, vendor: player.vendorCode },
    mode: player.mode,
    language: player.language,
    currency: brand.wallet.currency,
    currencySymbol: brand.wallet.currencySymbol,
    balance: Number(balance),
    stakes: offeredStakes(settings, player.minBet),
    fairness: fairnessOf(seed),
    autoplayAllowed: settings.autoplayAllowed,
    minSpinIntervalMs: settings.minSpinIntervalMs,
    jackpot: {
      amount: Number(pool > 0n ? pool : 0n),
      odds: real ? settings.jackpotOdds : 0,
      shareBp: real ? settings.jackpotShareBp : 0,
    },
  };
}

function tooFast(retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(
    429,
    ERROR_CODES.houseTooFast,
    'The least time between two spins has not passed yet',
    { retryAfterMs },
    { 'retry-after': String(seconds) },
    seconds,
  );
}

/** POST /house/api/spin: plays one round to its end; a repeated requestId answers the same round. */
export async function spin(deps: HouseDeps, player: HousePlayer, body: HouseSpinBody): Promise<HouseRound> {
  const settings = settingsOf(deps, player).house;
  if (!offeredStakes(settings, player.minBet).includes(body.stake))
    throw new ApiError(400, ERROR_CODES.houseStakeInvalid, 'This stake is not offered for this game');
  const key = playerKey(player);
  const stake = BigInt(body.stake);
  const replay = async () => {
    const existing = await selectRoundByRequest(deps.db, key, body.requestId);
    if (!existing) throw new Error('a reused house request id has no round');
    if (existing.stake !== stake || existing.gameCode !== player.gameCode) throw requestIdReused();
    return answer(await completeRound(deps, existing));
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    const at = new Date(deps.now());
    let started;
    try {
      started = await startRound(deps.db, {
        key,
        mode: player.mode,
        vendorCode: player.vendorCode,
        playerId: player.playerId,
        gameCode: player.gameCode,
        gameVersion: SLOT_GAME.version,
        requestId: body.requestId,
        stake,
        jackpotOdds: player.mode === 'real' ? settings.jackpotOdds : 0,
        at,
        minIntervalMs: settings.minSpinIntervalMs,
      });
    } catch (error) {
      // The same request arriving twice at once: the second one answers the first's round.
      if (uniqueViolation(error) !== null) return replay();
      throw error;
    }
    if (started) return answer(await completeRound(deps, started));
    // Nothing started: a retried request (its round exists), a spin too soon, or no seed pair yet.
    if (await selectRoundByRequest(deps.db, key, body.requestId)) return replay();
    const spun = await peek(deps.db, houseSpinLimit(settings.minSpinIntervalMs), spinKey(key));
    const wait = spun ? spun.windowStart.getTime() + settings.minSpinIntervalMs - at.getTime() : 0;
    if (wait > 0) throw tooFast(wait);
    // No pair yet (the first spin) or rotated meanwhile: make sure one exists and try again.
    await activeSeed(deps.db, key, player.gameCode);
  }
  throw new Error('house spin could not start a round');
}

/** A completed round's answer; a cancelled one (its stake was refused) answers as the refusal did. */
function answer(round: RoundRow): HouseRound {
  if (round.status === 'cancelled') throw new ApiError(400, ERROR_CODES.insufficientFunds, 'The stake was refused');
  return roundView(round);
}

/**
 * GET /house/api/last-round: the latest settled round. A round still pending (the player left
 * mid-round, or the server stopped) is completed first, so the game shows its result on return.
 */
export async function lastRound(deps: HouseDeps, player: HousePlayer): Promise<HouseRound | null> {
  const key = playerKey(player);
  const latest = await selectLatestRound(deps.db, key, player.gameCode);
  if (latest?.status === 'pending') await completeRound(deps, latest).catch(() => undefined);
  const [settled] = await selectHistory(deps.db, key, player.gameCode, 0, 1);
  return settled ? roundView(settled) : null;
}

/** GET /house/api/history?page: settled rounds, newest first. */
export async function history(deps: HouseDeps, player: HousePlayer, page: number): Promise<HouseHistory> {
  const rows = await selectHistory(deps.db, playerKey(player), player.gameCode, page, HISTORY_PAGE_SIZE);
  return {
    entries: rows.slice(0, HISTORY_PAGE_SIZE).map((row) => {
      const view = roundView(row);
      return {
        roundId: view.roundId,
        settledAt: view.settledAt,
        stake: Number(row.stake),
        win: view.payout,
        freeSpins: (view.round as { freeSpins: unknown[] }).freeSpins.length,
        balanceAfter: view.balanceAfter,
        rng: view.rng,
      };
    }),
    hasMore: rows.length > HISTORY_PAGE_SIZE,
  };
}
