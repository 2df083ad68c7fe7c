// Commits that do not wait for the WAL flush (src/server/db/unflushed-commit.ts): a statement
// with unflushedCommit in its FROM turns synchronous_commit off for its own transaction only,
// never for the pooled session the next statement runs on; the house's round start and settle
// statements are such statements (a crash that loses them leaves a pending round, which
// house-crash.test.ts shows being completed).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_GAME } from '../../src/games/slot/engine';
import type { Database, DatabaseHandle } from '../../src/server/db/client';
import { unflushedCommit } from '../../src/server/db/unflushed-commit';
import { activeSeed } from '../../src/server/modules/house/fairness';
import { settleRound } from '../../src/server/modules/house/queries';
import { openSingleConnection, skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { demoHousePlayer, startRealRound } from './house-support';
import { query } from './wallet-support';

const skip = await skipReason();

const synchronousCommit = async (db: Database) =>
  (await query<{ value: string }>(db, sql`select current_setting('synchronous_commit') as value`))[0]?.value;

describe.skipIf(skip !== null)('unflushed commits', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void> = () => Promise.resolve();
  let server: TestServer;

  beforeAll(async () => {
    // One connection: what one statement leaves behind is seen by the next on the same session.
    ({ handle, drop } = await openSingleConnection());
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
    await drop();
  });

  it('turns synchronous_commit off for the statement’s transaction only', async () => {
    const db = handle.db;
    expect(await synchronousCommit(db)).toBe('on');
    const inside = await db.transaction(async (tx) => {
      const before = await synchronousCommit(tx);
      await tx.execute(sql`select 1 from (values (1)) as v(x) cross join ${unflushedCommit}`);
      return { before, after: await synchronousCommit(tx) };
    });
    expect(inside).toEqual({ before: 'on', after: 'off' });
    expect(await synchronousCommit(db)).toBe('on');
    // A statement of its own (its own transaction) leaves the session as it found it too.
    await db.execute(sql`select 1 from (values (1)) as v(x) cross join ${unflushedCommit}`);
    expect(await synchronousCommit(db)).toBe('on');
  });

  it('is what a house round’s start and its settle commit with', async () => {
    const db = server.database.db;
    const player = await demoHousePlayer(server);
    await activeSeed(db, player.key, SLOT_GAME.code);
    const seen = await db.transaction(async (tx) => {
      const before = await synchronousCommit(tx);
      const round = await startRealRound(tx, player, 'unflushed-commit-probe', { stake: 100n });
      const afterStart = await synchronousCommit(tx);
      return { before, afterStart, id: round.id };
    });
    expect(seen).toMatchObject({ before: 'on', afterStart: 'off' });
    // The settle in a transaction of its own, as a spin runs it after the wallet's answer.
    const settled = await db.transaction(async (tx) => {
      const ok = await settleRound(
        tx,
        seen.id,
        { outcome: {}, payout: 0n, jackpotWin: 0n, balanceBefore: 100n, balanceAfter: 0n, at: new Date() },
        undefined,
      );
      return { ok, after: await synchronousCommit(tx) };
    });
    expect(settled).toEqual({ ok: true, after: 'off' });
  });
});
