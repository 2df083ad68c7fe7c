import type { RevealedSeeds } from '../../fairness/engine';
import type { SlotRound } from '../engine';

/** The provably fair state the player sees before a round: what the next round will use. */
export interface SlotFairness {
  /** SHA-256 (hex) of the secret server seed now in use. */
  readonly commitment: string;
  readonly clientSeed: string;
  /** Nonce of the next round. */
  readonly nonce: number;
}

/** Where a recorded round's randomness came from (its RNG reference). */
export interface SlotRoundRng {
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** The server seed (hex), once the pair has been rotated and the seed revealed; absent before. */
  readonly serverSeed?: string;
}

/** A round as the server recorded and settled it. */
export interface SlotSpinResult {
  readonly roundId: string;
  /** The engine's round: stake, stops, grids, wins, free spins. */
  readonly round: SlotRound;
  /** Minor units after the stake was debited and the win credited. */
  readonly balanceAfter: number;
  readonly rng: SlotRoundRng;
}

/** One line of the player's round history. */
export interface SlotHistoryEntry {
  readonly roundId: string;
  /** ISO 8601 time the round was settled. */
  readonly settledAt: string;
  /** Minor units. */
  readonly stake: number;
  /** Minor units, free spins included. */
  readonly win: number;
  /** Free spins the round played (0 if none). */
  readonly freeSpins: number;
  readonly balanceAfter: number;
  readonly rng: SlotRoundRng;
}

/** A page of history, newest first. */
export interface SlotHistoryPage {
  readonly entries: readonly SlotHistoryEntry[];
  readonly hasMore: boolean;
}

/** A rotation: the retired pair (its server seed now public) and the new state. */
export interface SlotSeedRotation {
  readonly revealed: RevealedSeeds;
  readonly fairness: SlotFairness;
}

/** Why a call failed, as the UI explains it (each code has a key errors.<code> in slot.json). */
export type SlotClientErrorCode =
  | 'insufficient-funds'
  | 'too-fast'
  | 'invalid-stake'
  | 'invalid-client-seed'
  | 'not-allowed'
  | 'session-expired'
  | 'unavailable';

/** The one error type a {@link SlotClient} rejects with; anything else shows as 'unavailable'. */
export class SlotClientError extends Error {
  constructor(readonly code: SlotClientErrorCode) {
    super(`slot client: ${code}`);
    this.name = 'SlotClientError';
  }
}

/**
 * Everything the slot UI needs from its host. The server integration implements it over the
 * game API (the server is authoritative: it debits, settles with the engine, records, credits
 * and enforces the minimum interval between spins); tests and the preview use
 * createLocalSlotClient. All amounts are integer minor units.
 */
export interface SlotClient {
  /** The player's current balance. */
  getBalance(): Promise<number>;
  /** Plays one round at this stake to its end (free spins included) and returns it as recorded. */
  spin(stake: number): Promise<SlotSpinResult>;
  /**
   * The player's latest round, or null: shown when the game opens, so a round the server
   * completed while the player was away is seen on return.
   */
  lastRound(): Promise<SlotSpinResult | null>;
  /** History, newest first; page 0 is the latest. */
  history(page: number): Promise<SlotHistoryPage>;
  /** The commitment, client seed and next nonce. */
  fairness(): Promise<SlotFairness>;
  /** Sets a new client seed; this always rotates the server seed (the old one is revealed). */
  setClientSeed(clientSeed: string): Promise<SlotSeedRotation>;
  /** Rotates the server seed, keeping the client seed; reveals the old server seed. */
  rotateSeed(): Promise<SlotSeedRotation>;
}

/** The error code of a failed client call. */
export function errorCode(error: unknown): SlotClientErrorCode {
  return error instanceof SlotClientError ? error.code : 'unavailable';
}
