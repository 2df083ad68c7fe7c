// Lottery issues (issue 19): created ahead of time by the one job runner's task, idempotent under
// concurrency; locked at their lock time; house fast draws committed at creation, drawn at their
// time with the seed revealed, and the result recomputes from the revealed seed.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pureFairCrypto } from '../../src/games/fairness/engine';
import { DRAW_FORMATS, resultProblem } from '../../src/games/lottery/engine/formats';
import type { LotteryHistory } from '../../src/shared/api/lottery';
import { houseResult } from '../../src/server/modules/lottery/house-draw';
import { createIssues, drawDueHouseIssues, lockDueIssues } from '../../src/server/modules/lottery/issues';
import { plannedIssues } from '../../src/server/modules/lottery/schedule';
import { eventually, skipReason, type TestServer } from '../fixtures/server';
import { gameRow, issueDeps, issueRow, issuesOf, lotteryServer } from './lottery-support';

const skip = await skipReason();

describe.skipIf(skip)('lottery issues', () => {
  let server: TestServer;
  let clock: { now: number };

  beforeAll(async () => {
    ({ server, clock } = await lotteryServer('2026-11-28T16:58:30Z'));
  });
  afterAll(() => server?.close());

  it('creates every planned issue once when many runs race, and keeps the first commitment', async () => {
    const deps = issueDeps(server);
    const created = await Promise.all(Array.from({ length: 8 }, () => createIssues(deps, clock.now)));
    const xsmb1 = await gameRow(server, 'XSMB1');
    const planned = plannedIssues(xsmb1, clock.now);
    const rows = await issuesOf(server, 'XSMB1');
    expect(rows.map((row) => row.numero).sort()).toEqual(planned.map((issue) => issue.numero).sort());
    // Every issue of every game created exactly once across the racing runs (and the job).
    const all = (
      await Promise.all(['XSMB', 'XSMB1', 'XSMB3', 'XSMB5', 'SEA4D', 'SEA4D3'].map((c) => issuesOf(server, c)))
    ).flat();
    expect(created.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(all.length);
    const commitments = new Map(rows.map((row) => [row.numero, row.commitment]));
    await createIssues(deps, clock.now);
    const again = await issuesOf(server, 'XSMB1');
    expect(again).toHaveLength(rows.length);
    for (const row of again) expect(row.commitment).toBe(commitments.get(row.numero));
    // Real draws carry no seeds; house draws commit to theirs.
    expect((await issuesOf(server, 'XSMB')).every((row) => row.commitment === null)).toBe(true);
    expect(again.every((row) => row.commitment !== null && row.serverSeed !== null)).toBe(true);
  });

  it('locks an issue at its lock time, not before', async () => {
    const issue = await issueRow(server, 'XSMB1', '20261128-1440');
    expect(issue.locksAt.toISOString()).toBe('2026-11-28T16:58:50.000Z');
    await lockDueIssues(server.database.db, issue.locksAt.getTime() - 1);
    expect((await issueRow(server, 'XSMB1', '20261128-1440')).status).toBe('open');
    await lockDueIssues(server.database.db, issue.locksAt.getTime());
    expect((await issueRow(server, 'XSMB1', '20261128-1440')).status).toBe('locked');
    expect((await issueRow(server, 'XSMB1', '20261129-0001')).status).toBe('open');
  });

  it('keeps the seed secret until the draw, then reveals it and the result recomputes from it', async () => {
    const numero = '20261128-1440';
    const before = await issueRow(server, 'XSMB1', numero);
    await drawDueHouseIssues(issueDeps(server), before.drawsAt.getTime() - 1);
    expect((await issueRow(server, 'XSMB1', numero)).status).toBe('locked');
    let history = (await server.inject('/lgw/vn/numeros/history?gameCode=XSMB1')).json<LotteryHistory>();
    expect(history.draws).toEqual([]);

    clock.now = before.drawsAt.getTime();
    await drawDueHouseIssues(issueDeps(server), clock.now);
    const drawn = await issueRow(server, 'XSMB1', numero);
    expect(drawn.status).toBe('drawn');
    expect(drawn.confirmedBy).toBe('house');
    history = (await server.inject('/lgw/vn/numeros/history?gameCode=XSMB1')).json<LotteryHistory>();
    const [draw] = history.draws;
    expect(draw?.numero).toBe(numero);
    expect(draw?.clientSeed).toBe(`XSMB1:${numero}`);
    expect(draw?.serverSeedHash).toBe(before.commitment);
    // Anyone can check the seed against the commitment published before the draw ...
    expect(createHash('sha256').update(Buffer.from(draw!.serverSeed, 'hex')).digest('hex')).toBe(before.commitment);
    // ... and recompute the board from it (with the browser's pure hashes, as the verifier does).
    const recomputed = houseResult(pureFairCrypto, 'XSMB', {
      serverSeed: draw!.serverSeed,
      clientSeed: draw!.clientSeed,
    });
    expect(draw?.result).toEqual(recomputed);
    expect(resultProblem(DRAW_FORMATS.XSMB, draw!.result)).toBeUndefined();
    // A second run draws nothing again.
    expect(await drawDueHouseIssues(issueDeps(server), clock.now)).toBe(0);
  });

  it('is run by the own clock job of the server: later issues get created, locked and drawn without a call', async () => {
    // 00:05:05 in Hanoi: draws up to 0006 are due; the job makes issues up to 0021 (00:20).
    clock.now = Date.parse('2026-11-28T17:05:05Z');
    await eventually(async () => {
      const issue = await issueRow(server, 'XSMB1', '20261129-0006');
      // Drawn, and then settled by the tickets' job (it has no tickets) if that ran since.
      expect(['drawn', 'settled']).toContain(issue.status);
      expect(issue.seedRevealedAt).not.toBeNull();
      expect((await issueRow(server, 'XSMB1', '20261129-0007')).status).toBe('open');
      // Made by the job: the last draw within its 15 minutes ahead.
      expect((await issueRow(server, 'XSMB1', '20261129-0021')).status).toBe('open');
    }, 15_000);
  });
});
