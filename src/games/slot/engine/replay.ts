import type { FairCrypto } from '../../fairness/engine/crypto';
import { verifyRound, type RoundToVerify, type VerifyResult } from '../../fairness/engine/verify';
import type { SlotDefinition } from './definition';
import { playRound, type SlotRound } from './round';

/**
 * Recomputes a past slot round from its revealed seeds, as the fairness verifier does: the
 * result must equal the recorded round exactly (stops, grid, wins, free spins).
 */
export function replayRound(
  crypto: FairCrypto,
  def: SlotDefinition,
  round: RoundToVerify,
  coinValue: number,
): VerifyResult<SlotRound> {
  return verifyRound(crypto, round, (rng) => playRound(def, rng, coinValue));
}
