import { createRoundRng, commitServerSeed, fromHex, toHex, type FairCrypto } from '../../../games/fairness/engine';
import { drawResult } from '../../../games/lottery/engine';
import { DRAW_FORMATS, type DrawFormatCode, type DrawResult } from '../../../games/lottery/engine/formats';

/**
 * Fairness of a house fast draw (docs/architecture.md "Lottery: games, issues and results"): the
 * server seed is made with the issue and only its SHA-256 is published until the draw; the client
 * seed is public and fixed (`<game code>:<numero>`, so nobody, the house included, picks it after
 * seeing anything), the nonce is 0, and the result is the engine's drawResult over the round RNG
 * of those seeds: anyone can recompute it once the seed is revealed.
 */
export interface HouseSeeds {
  readonly serverSeed: string;
  readonly commitment: string;
  readonly clientSeed: string;
}

/** The public client seed of a house issue. */
export function houseClientSeed(gameCode: string, numero: string): string {
  return `${gameCode}:${numero}`;
}

/** Seeds of a new house issue from a fresh CSPRNG server seed. */
export function newHouseSeeds(
  crypto: FairCrypto,
  serverSeed: Uint8Array,
  gameCode: string,
  numero: string,
): HouseSeeds {
  return {
    serverSeed: toHex(serverSeed),
    commitment: commitServerSeed(crypto, serverSeed),
    clientSeed: houseClientSeed(gameCode, numero),
  };
}

/** The result the seeds fix: what the draw publishes and what a verifier recomputes. */
export function houseResult(
  crypto: FairCrypto,
  format: DrawFormatCode,
  seeds: Pick<HouseSeeds, 'serverSeed' | 'clientSeed'>,
): DrawResult {
  const rng = createRoundRng(crypto, { serverSeed: fromHex(seeds.serverSeed), clientSeed: seeds.clientSeed, nonce: 0 });
  return drawResult(DRAW_FORMATS[format], rng);
}
