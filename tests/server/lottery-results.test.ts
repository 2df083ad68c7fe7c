// Results of real draws (issue 19): two agreeing sources confirm, a mismatch holds with the
// differing tiers until an operator resolves it, void, repeats and races, bad boards refused with
// nothing stored, and who may call the operator routes.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryIssueView, LotteryPendingIssue } from '../../src/shared/api/lottery';
import { lotteryResultEntries, operatorAudit } from '../../src/server/db/schema';
import { createIssues } from '../../src/server/modules/lottery/issues';
import { skipReason, type TestServer } from '../fixtures/server';
import { operatorToken } from './content-support';
import { issueDeps, issueRow, lotteryServer } from './lottery-support';

const skip = await skipReason();

/** The XSMB board of 27 November 2026 as a source would give it (special prize down to G7). */
const BOARD = {
  db: ['48137'],
  g1: ['90215'],
  g2: ['33906', '71248'],
  g3: ['05517', '62380', '19044', '84721', '50963', '27658'],
  g4: ['3091', '7726', '0418', '5563'],
  g5: ['8842', '1370', '6695', '2207', '9134', '4481'],
  g6: ['617', '208', '953'],
  g7: ['41', '86', '07', '59'],
};
const withG7 = (g7: string[]) => ({ ...BOARD, g7 });

describe.skipIf(skip)('lottery results of real draws', () => {
  let server: TestServer;
  let clock: { now: number };
  let admin: string;

  beforeAll(async () => {
    // Issues 20261121 .. 20261128 made on 20 November; the clock is then 29 November, 12:00 UTC
    // (that day's draw is over, 20261130 is still to come).
    ({ server, clock } = await lotteryServer('2026-11-20T12:00:00Z'));
    await createIssues(issueDeps(server), clock.now);
    clock.now = Date.parse('2026-11-29T12:00:00Z');
    await createIssues(issueDeps(server), clock.now);
    admin = await server.operatorToken();
  });
  afterAll(() => server?.close());

  const post = (numero: string, action: string, payload: unknown, token = admin, game = 'XSMB') =>
    server.inject({
      method: 'POST',
      url: `/admin/api/lottery/demo/${game}/${numero}/${action}`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as Record<string, unknown>,
    });
  const enter = (numero: string, source: string, result: unknown, token = admin) =>
    post(numero, 'results', { source, result }, token);
  const view = (res: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: LotteryIssueView }>().value;
  };
  const codeOf = (res: { body: string; json: <T>() => T }) => res.json<{ code: string }>().code;
  const entriesOf = async (numero: string) => {
    const issue = await issueRow(server, 'XSMB', numero);
    return server.database.db.select().from(lotteryResultEntries).where(eq(lotteryResultEntries.issueId, issue.id));
  };

  it('refuses a result before the draw time', async () => {
    const res = await enter('20261130', 'feed-a', BOARD);
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('lottery.issue.not.drawn.yet');
    expect(await entriesOf('20261130')).toHaveLength(0);
  });

  it('refuses boards that do not fit the format and stores nothing', async () => {
    const bad = [
      { ...BOARD, db: ['4813'] }, // four digits for the special prize
      { ...BOARD, g7: ['41', '86', '07'] }, // three G7 numbers
      { ...BOARD, g8: ['12'] }, // a tier XSMB does not have
      { ...BOARD, g6: ['61a', '208', '953'] },
      Object.fromEntries(Object.entries(BOARD).filter(([tier]) => tier !== 'g3')),
    ];
    for (const result of bad) {
      const res = await enter('20261121', 'feed-a', result);
      expect(res.statusCode, res.body).toBe(400);
      expect(codeOf(res)).toBe('lottery.result.shape');
    }
    expect(await entriesOf('20261121')).toHaveLength(0);
    expect((await issueRow(server, 'XSMB', '20261121')).status).not.toBe('drawn');
  });

  it('confirms when a second source agrees, and only then', async () => {
    const first = view(await enter('20261121', 'feed-a', BOARD));
    expect(first.status).not.toBe('drawn');
    expect(first.result).toBeNull();
    const second = view(await enter('20261121', 'feed-b', BOARD));
    expect(second.status).toBe('drawn');
    expect(second.confirmedBy).toBe('sources');
    expect(second.result).toEqual(BOARD);
    expect(second.entries.map((entry) => entry.source)).toEqual(['feed-a', 'feed-b']);
    // A confirmed issue takes no more entries.
    const late = await enter('20261121', 'feed-c', BOARD);
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('lottery.issue.state');
  });

  it('holds on a mismatch with the differing tiers until an operator confirms one source', async () => {
    view(await enter('20261122', 'feed-a', BOARD));
    const held = view(await enter('20261122', 'feed-b', withG7(['41', '86', '07', '95'])));
    expect(held.status).toBe('held');
    expect(held.heldTiers).toEqual(['g7']);
    expect(held.result).toBeNull();
    expect((await issueRow(server, 'XSMB', '20261122')).status).toBe('held');

    // A third source does not end the hold: an operator does.
    expect(view(await enter('20261122', 'feed-c', BOARD)).status).toBe('held');

    const unknown = await post('20261122', 'resolve', { source: 'feed-z', reason: 'checked' });
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('lottery.source.unknown');

    const resolved = view(await post('20261122', 'resolve', { source: 'feed-a', reason: 'official site' }));
    expect(resolved.status).toBe('drawn');
    expect(resolved.result).toEqual(BOARD);
    expect(resolved.heldTiers).toEqual([]);
    expect(resolved.confirmedBy).toBe('admin');
    const audits = await server.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'lottery.issue.resolve'));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({ numero: '20261122', source: 'feed-a', heldTiers: ['g7'] });
    // Resolving again: it is no longer held.
    const again = await post('20261122', 'resolve', { source: 'feed-b', reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('lottery.issue.state');
  });

  it('refuses a source changing its own result', async () => {
    view(await enter('20261123', 'feed-a', BOARD));
    const res = await enter('20261123', 'feed-a', withG7(['00', '00', '00', '00']));
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('lottery.source.conflict');
    const rows = await entriesOf('20261123');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.result).toEqual(BOARD);
  });

  it('voids an issue, audited; a void issue takes no result and cannot be voided again', async () => {
    const voided = view(await post('20261124', 'void', { reason: 'draw cancelled' }));
    expect(voided.status).toBe('void');
    expect(voided.voidReason).toBe('draw cancelled');
    expect(codeOf(await enter('20261124', 'feed-a', BOARD))).toBe('lottery.issue.state');
    expect((await post('20261124', 'void', { reason: 'again' })).statusCode).toBe(409);
    const [audit] = await server.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'lottery.issue.void'));
    expect(audit?.detail).toMatchObject({ numero: '20261124', reason: 'draw cancelled' });
  });

  it('stores one row for the same entry sent 100 times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => enter('20261125', 'feed-a', BOARD)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(await entriesOf('20261125')).toHaveLength(1);
    const audits = await server.database.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.action, 'lottery.result.enter'), sql`${operatorAudit.detail}->>'numero' = '20261125'`),
      );
    expect(audits).toHaveLength(1);
  });

  it('confirms exactly once when two sources race', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => enter('20261126', 'feed-a', BOARD)),
      ...Array.from({ length: 10 }, () => enter('20261126', 'feed-b', BOARD)),
    ]);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const issue = await issueRow(server, 'XSMB', '20261126');
    expect(issue.status).toBe('drawn');
    expect(await entriesOf('20261126')).toHaveLength(2);
    const confirming = await server.database.db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.action, 'lottery.result.enter'),
          sql`${operatorAudit.detail}->>'numero' = '20261126'`,
          sql`${operatorAudit.detail}->>'status' = 'drawn'`,
        ),
      );
    expect(confirming).toHaveLength(1);
  });

  it('refuses results for a house draw and for an unknown issue or game', async () => {
    const house = await post('20261128-0001', 'results', { source: 'feed-a', result: BOARD }, admin, 'XSMB1');
    expect([404, 409]).toContain(house.statusCode);
    const missing = await enter('19990101', 'feed-a', BOARD);
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('lottery.issue.unknown');
    const game = await post('20261127', 'results', { source: 'feed-a', result: BOARD }, admin, 'NOPE');
    expect(game.statusCode).toBe(404);
    expect(codeOf(game)).toBe('lottery.game.unknown');
  });

  it('lets only operators and admins call the operator routes', async () => {
    const cashier = await operatorToken(server, 'lottery-cashier', 'cashier');
    const refused = await enter('20261127', 'feed-a', BOARD, cashier);
    expect(refused.statusCode).toBe(403);
    const stranger = await server.inject({
      method: 'POST',
      url: '/admin/api/lottery/demo/XSMB/20261127/void',
      payload: { reason: 'x' },
    });
    expect(stranger.statusCode).toBe(401);
    expect(await entriesOf('20261127')).toHaveLength(0);
    expect((await issueRow(server, 'XSMB', '20261127')).status).not.toBe('void');
    const operator = await operatorToken(server, 'lottery-operator', 'operator');
    expect(view(await enter('20261127', 'feed-a', BOARD, operator)).entries).toHaveLength(1);
    const read = await server.inject({
      url: '/admin/api/lottery/demo/XSMB/20261127',
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(view(read).entries[0]?.operator).toBe('lottery-operator');
  });

  it('lists the real draws waiting for an operator, oldest first, with their sources and holds', async () => {
    view(await enter('20261128', 'feed-a', BOARD));
    view(await enter('20261128', 'feed-b', withG7(['41', '86', '70', '59'])));
    const res = await server.inject({
      url: '/admin/api/lottery/demo/pending',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json<{ value: LotteryPendingIssue[] }>().value;
    const xsmb = pending.filter((issue) => issue.gameCode === 'XSMB');
    // 21, 22 and 26 are confirmed, 24 is void; 30 has not drawn yet.
    expect(xsmb.map((issue) => issue.numero)).toEqual(['20261123', '20261125', '20261127', '20261128']);
    expect(xsmb[0]).toMatchObject({ sources: ['feed-a'], heldTiers: [] });
    expect(xsmb[3]).toMatchObject({ status: 'held', heldTiers: ['g7'], sources: ['feed-a', 'feed-b'] });
    // The 4D draws made on 20 November (Saturday 21 to Saturday 28) wait too; house draws never do.
    expect(pending.filter((issue) => issue.gameCode === 'SEA4D').map((issue) => issue.numero)).toEqual([
      '20261121',
      '20261122',
      '20261125',
      '20261128',
    ]);
    expect(pending.every((issue) => issue.gameCode === 'XSMB' || issue.gameCode === 'SEA4D')).toBe(true);
    const cashier = await server.inject({
      url: '/admin/api/lottery/demo/pending',
      headers: { authorization: `Bearer ${await operatorToken(server, 'lottery-cashier-2', 'cashier')}` },
    });
    expect(cashier.statusCode).toBe(403);
  });
});
