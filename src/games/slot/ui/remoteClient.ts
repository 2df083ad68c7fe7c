import type {
  HouseFairnessState,
  HouseHistory,
  HouseRotation,
  HouseRound,
  HouseSession,
} from '../../../shared/api/house';
import { HOUSE_API_PREFIX } from '../../../shared/api/house-rules';
import type { SlotRound } from '../engine';
import {
  SlotClientError,
  type SlotClient,
  type SlotClientErrorCode,
  type SlotSeedRotation,
  type SlotSpinResult,
} from './client';

/** The house API's error codes the game explains (others show as 'unavailable'). */
const ERRORS: Readonly<Record<string, SlotClientErrorCode>> = {
  'balance.insufficient': 'insufficient-funds',
  'house.spin.too.fast': 'too-fast',
  'house.stake.invalid': 'invalid-stake',
  'house.client.seed.invalid': 'invalid-client-seed',
  'house.session.invalid': 'session-expired',
  forbidden: 'not-allowed',
};

export interface RemoteSlotClientOptions {
  /** The game session token from the launch URL. */
  readonly token: string;
  /** Where the API is (default: this site's /house/api/). */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** Idempotency keys of spins (default crypto.randomUUID). */
  readonly newRequestId?: () => string;
}

/** The remote client also opens the session (what the page needs before the game renders). */
export interface RemoteSlotClient extends SlotClient {
  session(): Promise<HouseSession>;
}

const toSpinResult = (round: HouseRound): SlotSpinResult => ({
  roundId: round.roundId,
  round: round.round as SlotRound,
  balanceAfter: round.balanceAfter,
  rng: round.rng,
});

/**
 * {@link SlotClient} over the house API (/house/api): the server is authoritative (it debits,
 * settles with the engine, records, credits and enforces the spin interval). The page runs in a
 * sandboxed frame with an opaque origin, so calls carry the game token as a bearer and no
 * cookies. A spin whose answer was lost is sent again with the same requestId: the server
 * answers the round it already played instead of playing another.
 */
export function createRemoteSlotClient(options: RemoteSlotClientOptions): RemoteSlotClient {
  const base = options.baseUrl ?? HOUSE_API_PREFIX;
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const newRequestId = options.newRequestId ?? (() => crypto.randomUUID());

  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { authorization: `Bearer ${options.token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await send(`${base}${path}`, {
      method,
      headers,
      credentials: 'omit',
      cache: 'no-store',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json().catch(() => null)) as {
      success?: boolean;
      value?: T;
      code?: string;
    } | null;
    if (!response.ok || !envelope?.success) throw new SlotClientError(ERRORS[envelope?.code ?? ''] ?? 'unavailable');
    return envelope.value as T;
  };

  const rotation = (answer: HouseRotation): SlotSeedRotation => answer;

  return {
    session: () => call<HouseSession>('GET', 'session'),
    getBalance: async () => (await call<HouseSession>('GET', 'session')).balance,
    async spin(stake) {
      const body = { stake, requestId: newRequestId() };
      try {
        return toSpinResult(await call<HouseRound>('POST', 'spin', body));
      } catch (error) {
        // Only a lost answer (no envelope) is retried; a refusal stands.
        if (error instanceof SlotClientError) throw error;
        return toSpinResult(await call<HouseRound>('POST', 'spin', body));
      }
    },
    async lastRound() {
      const round = await call<HouseRound | null>('GET', 'last-round');
      return round ? toSpinResult(round) : null;
    },
    async history(page) {
      const answer = await call<HouseHistory>('GET', `history?page=${page}`);
      return { entries: answer.entries, hasMore: answer.hasMore };
    },
    fairness: async () => (await call<HouseFairnessState>('GET', 'fairness')).fairness,
    setClientSeed: async (clientSeed) => rotation(await call<HouseRotation>('POST', 'client-seed', { clientSeed })),
    rotateSeed: async () => rotation(await call<HouseRotation>('POST', 'rotate-seed')),
  };
}
