import type { HouseFairness, HouseFairnessState, HouseRotation } from '../../../shared/api/house';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { commitServerSeed, isValidClientSeed, toHex } from '../../../games/fairness/engine';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { defaultClientSeed, newServerSeed, nodeFairCrypto } from './fair-crypto';
import {
  insertSeed,
  revealActiveSeed,
  selectActiveSeed,
  selectRevealedSeeds,
  type PlayerKey,
  type SeedRow,
} from './queries';

/**
 * A player's provably fair seed pairs per game: the active pair is created on first use, its
 * commitment shown before any round draws from it; rotation reveals the server seed and starts a
 * new pair at nonce 0 (changing the client seed always rotates, so no player picks a client seed
 * for a server seed they know).
 */

/** How many revealed pairs the fairness call lists. */
const REVEALED_SHOWN = 10;

function freshPair(clientSeed: string, lastSpinAt: Date | null) {
  const serverSeed = newServerSeed();
  return {
    serverSeed: toHex(serverSeed),
    commitment: commitServerSeed(nodeFairCrypto, serverSeed),
    clientSeed,
    lastSpinAt,
  };
}

/** The active pair, created when the player has none. */
export async function activeSeed(db: Database, key: PlayerKey, gameCode: string): Promise<SeedRow> {
  const existing = await selectActiveSeed(db, key, gameCode);
  if (existing) return existing;
  await insertSeed(db, key, gameCode, freshPair(defaultClientSeed(), null));
  const created = await selectActiveSeed(db, key, gameCode);
  if (!created) throw new Error('house seed pair could not be created');
  return created;
}

export const fairnessOf = (seed: SeedRow): HouseFairness => ({
  commitment: seed.commitment,
  clientSeed: seed.clientSeed,
  nonce: seed.nextNonce,
});

/** The active pair and the recently revealed ones. */
export async function fairnessState(db: Database, key: PlayerKey, gameCode: string): Promise<HouseFairnessState> {
  const [seed, revealed] = await Promise.all([
    activeSeed(db, key, gameCode),
    selectRevealedSeeds(db, key, gameCode, REVEALED_SHOWN),
  ]);
  return { fairness: fairnessOf(seed), revealed };
}

/**
 * Rotates the player's pair: reveals the current server seed and starts a new one (with a new
 * client seed if given). The reveal takes the pair's row lock, so a spin drawing from it either
 * finished before (its nonce is counted in `rounds`) or runs on the new pair.
 */
export async function rotateSeed(
  db: Database,
  key: PlayerKey,
  gameCode: string,
  at: Date,
  clientSeed?: string,
): Promise<HouseRotation> {
  if (clientSeed !== undefined && !isValidClientSeed(clientSeed))
    throw new ApiError(400, ERROR_CODES.houseClientSeedInvalid, 'The client seed must be 1 to 64 printable characters');
  await activeSeed(db, key, gameCode);
  return db.transaction(async (tx) => {
    const old = await revealActiveSeed(tx, key, gameCode, at);
    if (!old) throw new Error('no active house seed pair to rotate');
    // The spin interval survives rotation: rotating must not be a way around it.
    const next = freshPair(clientSeed ?? old.clientSeed, old.lastSpinAt);
    await insertSeed(tx, key, gameCode, next);
    return {
      revealed: {
        serverSeed: old.serverSeed,
        commitment: old.commitment,
        clientSeed: old.clientSeed,
        rounds: old.nextNonce,
      },
      fairness: { commitment: next.commitment, clientSeed: next.clientSeed, nonce: 0 },
    };
  });
}
