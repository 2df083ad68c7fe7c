import {
  createRoundRng,
  createSeedPair,
  isValidClientSeed,
  pureFairCrypto,
  rotateSeeds,
  takeNonce,
  type FairCrypto,
  type SeedPair,
} from '../../fairness/engine';
import { coinValueForStake, LUCKY_CROWN, playRound } from '../engine';
import {
  SlotClientError,
  type SlotClient,
  type SlotFairness,
  type SlotHistoryEntry,
  type SlotSeedRotation,
  type SlotSpinResult,
} from './client';

/** Where the local client gets its 32-byte server seeds (a test's fixed bytes, or crypto.getRandomValues). */
export type ServerSeedSource = () => Uint8Array;

export interface LocalSlotClientOptions {
  /** Starting balance, minor units (default 100.00). */
  readonly balance?: number;
  readonly clientSeed?: string;
  readonly crypto?: FairCrypto;
  readonly historyPageSize?: number;
  readonly now?: () => Date;
}

const fairnessOf = (pair: SeedPair): SlotFairness => ({
  commitment: pair.commitment,
  clientSeed: pair.clientSeed,
  nonce: pair.nonce,
});

/**
 * An in-memory {@link SlotClient} for unit tests and the component preview ONLY. It is NOT a
 * money path: the balance is a local number, nothing is recorded, no interval is enforced and
 * the seeds live in the page. Real play goes through the server's implementation, which settles
 * with the same engine and posts to the ledger.
 */
export function createLocalSlotClient(seedSource: ServerSeedSource, options: LocalSlotClientOptions = {}): SlotClient {
  const crypto = options.crypto ?? pureFairCrypto;
  const now = options.now ?? (() => new Date());
  const pageSize = options.historyPageSize ?? 10;
  let balance = options.balance ?? 10_000;
  let pair = createSeedPair(crypto, seedSource(), options.clientSeed ?? 'lucky-crown-preview');
  const rounds: SlotSpinResult[] = [];
  const history: SlotHistoryEntry[] = [];
  const revealedSeeds = new Map<string, string>();

  const rotate = (clientSeed: string): SlotSeedRotation => {
    const { revealed, next } = rotateSeeds(crypto, pair, seedSource(), clientSeed);
    pair = next;
    revealedSeeds.set(revealed.commitment, revealed.serverSeed);
    return { revealed, fairness: fairnessOf(pair) };
  };

  return {
    getBalance: () => Promise.resolve(balance),
    spin(stake) {
      const coinValue = coinValueForStake(LUCKY_CROWN, stake);
      if (coinValue === undefined) return Promise.reject(new SlotClientError('invalid-stake'));
      if (stake > balance) return Promise.reject(new SlotClientError('insufficient-funds'));
      const { round: seeds, next } = takeNonce(pair);
      pair = next;
      const round = playRound(LUCKY_CROWN, createRoundRng(crypto, seeds), coinValue);
      balance = balance - round.stake + round.win;
      const rng = { commitment: seeds.commitment, clientSeed: seeds.clientSeed, nonce: seeds.nonce };
      const result: SlotSpinResult = { roundId: `local-${rounds.length + 1}`, round, balanceAfter: balance, rng };
      rounds.push(result);
      history.unshift({
        roundId: result.roundId,
        settledAt: now().toISOString(),
        stake: round.stake,
        win: round.win,
        freeSpins: round.freeSpins.length,
        balanceAfter: balance,
        rng,
      });
      return Promise.resolve(result);
    },
    lastRound: () => Promise.resolve(rounds.at(-1) ?? null),
    history(page) {
      const entries = history.slice(page * pageSize, (page + 1) * pageSize).map((entry) => {
        const serverSeed = revealedSeeds.get(entry.rng.commitment);
        return serverSeed ? { ...entry, rng: { ...entry.rng, serverSeed } } : entry;
      });
      return Promise.resolve({ entries, hasMore: history.length > (page + 1) * pageSize });
    },
    fairness: () => Promise.resolve(fairnessOf(pair)),
    setClientSeed(clientSeed) {
      if (!isValidClientSeed(clientSeed)) return Promise.reject(new SlotClientError('invalid-client-seed'));
      return Promise.resolve(rotate(clientSeed));
    },
    rotateSeed: () => Promise.resolve(rotate(pair.clientSeed)),
  };
}
