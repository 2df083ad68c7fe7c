import { describe, expect, it } from 'vitest';
import { createRemoteSlotClient } from '../../../../src/games/slot/ui/remoteClient';
import { SlotClientError } from '../../../../src/games/slot/ui/client';

interface Sent {
  url: string;
  init: RequestInit;
  /** The JSON body, parsed. */
  body: Record<string, unknown> | undefined;
}

/** A fetch that answers from a script and records what was sent. */
function scriptedFetch(answers: (Response | Error)[]) {
  const sent: Sent[] = [];
  const fetch = (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    sent.push({ url, init, body });
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 });
const refused = (status: number, code: string) =>
  new Response(JSON.stringify({ success: false, value: null, code, message: code }), { status });

const ROUND = {
  roundId: '12',
  round: { stake: 100, win: 0, coinValue: 5, base: {}, freeSpins: [] },
  balanceBefore: 1_000,
  balanceAfter: 900,
  payout: 0,
  jackpot: null,
  rng: { commitment: 'c', clientSeed: 's', nonce: 3 },
  gameVersion: '1.0.0',
  settledAt: '2026-01-01T00:00:00.000Z',
};

describe('the remote slot client', () => {
  it('sends the game token as a bearer, without cookies, and maps a round to the UI shape', async () => {
    const { fetch, sent } = scriptedFetch([ok(ROUND)]);
    const client = createRemoteSlotClient({ token: 'game-token', fetch, newRequestId: () => 'req-1' });
    const result = await client.spin(100);
    expect(result).toEqual({ roundId: '12', round: ROUND.round, balanceAfter: 900, rng: ROUND.rng });
    expect(sent[0]!.url).toBe('/house/api/spin');
    expect(sent[0]!.init.credentials).toBe('omit');
    expect((sent[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer game-token');
    expect(sent[0]!.body).toEqual({ stake: 100, requestId: 'req-1' });
  });

  it('sends a spin whose answer was lost again with the same request id', async () => {
    const { fetch, sent } = scriptedFetch([new TypeError('network down'), ok(ROUND)]);
    let ids = 0;
    const client = createRemoteSlotClient({ token: 't', fetch, newRequestId: () => `req-${++ids}` });
    await client.spin(100);
    expect(sent.map((call) => call.body?.requestId)).toEqual(['req-1', 'req-1']);
  });

  it('turns the server refusals into the codes the game explains, and does not retry them', async () => {
    const cases: [number, string, string][] = [
      [400, 'balance.insufficient', 'insufficient-funds'],
      [429, 'house.spin.too.fast', 'too-fast'],
      [400, 'house.stake.invalid', 'invalid-stake'],
      [401, 'house.session.invalid', 'session-expired'],
      [500, 'system.busy', 'unavailable'],
    ];
    for (const [status, code, expected] of cases) {
      const { fetch, sent } = scriptedFetch([refused(status, code)]);
      const failure = await createRemoteSlotClient({ token: 't', fetch })
        .spin(100)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SlotClientError);
      expect((failure as SlotClientError).code).toBe(expected);
      expect(sent).toHaveLength(1);
    }
  });
});
