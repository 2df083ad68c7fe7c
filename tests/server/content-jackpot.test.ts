// The rng page's jackpot figure (VIS_getJackpot) follows the house slot: each real spin moves
// the brand's configured share of its stake into the pool, and the player call shows it at once;
// free play moves nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Jackpot } from '../../src/shared/api/content';
import type { HouseRound } from '../../src/shared/api/house';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { DEMO_PLAYER, tokenOf } from './auth-client';
import { house, houseValue, launchLuckyCrown, poolMinor, setHouseSettings } from './house-support';
import { ledgerViolations } from './wallet-support';

const skip = await skipReason();
/** 2.5 % instead of the default 1 %, so the test reads the brand's setting, not a constant. */
const SHARE_BP = 250;
const STAKE = 2_000;

describe.skipIf(skip !== null)('jackpot figure fed by the house slot', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // No hits (odds 0), so the pool only grows; spins one after another.
    await setHouseSettings(server, { minSpinIntervalMs: 0, jackpotShareBp: SHARE_BP, jackpotOdds: 0 });
  });
  afterAll(() => server?.close());

  const jackpotMinor = async (): Promise<number> => {
    const res = await server.inject('/wps/relay/VIS_getJackpot');
    expect(res.statusCode, res.body).toBe(200);
    return Math.round(res.json<{ value: Jackpot }>().value.amount * 100);
  };
  const spin = (game: string) =>
    houseValue<HouseRound>(house(server, game, 'POST', 'spin', { stake: STAKE, requestId: randomUUID() }));

  it('raises VIS_getJackpot by the configured share of each real stake', async () => {
    const before = await jackpotMinor();
    expect(before).toBe(Number(await poolMinor(server)));
    const game = await launchLuckyCrown(server, await tokenOf(server, DEMO_PLAYER));
    await spin(game);
    const share = (STAKE * SHARE_BP) / 10_000;
    expect(await jackpotMinor()).toBe(before + share);
    await spin(game);
    expect(await jackpotMinor()).toBe(before + 2 * share);
    expect(await ledgerViolations(server.database.db)).toEqual([]);
  });

  it('does not move for free play', async () => {
    const before = await jackpotMinor();
    await spin(await launchLuckyCrown(server, undefined, true));
    expect(await jackpotMinor()).toBe(before);
  });
});
