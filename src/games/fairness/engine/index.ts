/** Provably fair randomness shared by every house game. */
export type { FairCrypto } from './crypto';
export { pureFairCrypto } from './pure-crypto';
export { toHex, fromHex } from './hex';
export { blockMessage, createRoundByteStream, type ByteSource, type RoundByteStream } from './byte-stream';
export { acceptBelow, uniformBelow, drawStops, MAX_RANGE, type UniformRng } from './uniform';
export {
  SERVER_SEED_BYTES,
  CLIENT_SEED_MAX_LENGTH,
  commitServerSeed,
  verifyCommitment,
  isValidClientSeed,
  createSeedPair,
  takeNonce,
  rotateSeeds,
  type SeedPair,
  type RoundSeeds,
  type RevealedSeeds,
} from './seeds';
export { createRoundRng, type RoundRng } from './round-rng';
export { verifyRound, type RoundToVerify, type VerifyResult } from './verify';
