// The group commit for small writes (src/server/db/statement-batch.ts): calls that arrive
// together run as one statement, each answered as if it had run alone; two calls on the same
// row never share a statement; a statement that fails as a whole is rerun item by item, so only
// the bad item fails; inside a caller's transaction a call runs alone, in that transaction.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { batched } from '../../src/server/db/statement-batch';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { query } from './wallet-support';

const skip = await skipReason();

interface Add {
  id: number;
  by: number;
}

describe.skipIf(skip)('statement group commit', () => {
  let server: TestServer;
  let db: Database;
  const log: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    await db.execute(sql`create table batch_probe (id int primary key, n int not null check (n >= 0))`);
    await db.execute(sql`insert into batch_probe select g, 0 from generate_series(1, 20) g`);
  });
  afterAll(() => server?.close());

  /** Adds `by` to a probe row and answers the new value; the CHECK refuses a negative result. */
  const add = batched<Add, number>({
    keyOf: (item) => item.id,
    async alone(target, item) {
      log.push(`alone:${item.id}`);
      const [row] = await query<{ n: number }>(
        target,
        sql`update batch_probe set n = n + ${item.by} where id = ${item.id} returning n`,
      );
      return Number(row?.n);
    },
    async together(target, items) {
      log.push(`together:${items.map((item) => item.id).join(',')}`);
      const rows = await query<{ id: number; n: number }>(
        target,
        sql`update batch_probe p set n = p.n + i.by
            from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as i(id int, by int)
            where p.id = i.id returning p.id, p.n`,
      );
      const byId = new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
      return items.map((item) => byId.get(item.id) ?? NaN);
    },
  });
  const value = async (id: number) =>
    Number((await query<{ n: number }>(db, sql`select n from batch_probe where id = ${id}`))[0]?.n);

  it('runs calls made together as one statement and answers each its own result', async () => {
    log.length = 0;
    const results = await Promise.all([1, 2, 3, 4].map((id) => add(db, { id, by: id * 10 })));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(log).toEqual(['together:1,2,3,4']);
    // A call with nothing else queued goes alone, as before the group commit.
    expect(await add(db, { id: 1, by: 1 })).toBe(11);
    expect(log.at(-1)).toBe('alone:1');
  });

  it('never puts two calls on the same row in one statement; they run in call order', async () => {
    log.length = 0;
    const results = await Promise.all([
      add(db, { id: 5, by: 1 }),
      add(db, { id: 6, by: 1 }),
      add(db, { id: 5, by: 2 }),
    ]);
    expect(results).toEqual([1, 1, 3]);
    expect(log).toEqual(['together:5,6', 'alone:5']);
    expect(await value(5)).toBe(3);
  });

  it('reruns a failed statement item by item: only the refused item fails, the others are written once', async () => {
    log.length = 0;
    const outcomes = await Promise.allSettled([
      add(db, { id: 7, by: 5 }),
      add(db, { id: 8, by: -1 }),
      add(db, { id: 9, by: 7 }),
    ]);
    expect(log).toEqual(['together:7,8,9', 'alone:7', 'alone:8', 'alone:9']);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect([await value(7), await value(8), await value(9)]).toEqual([5, 0, 7]);
  });

  it("runs alone inside a caller's transaction and rolls back with it", async () => {
    log.length = 0;
    await expect(
      db.transaction(async (tx) => {
        await Promise.all([add(tx, { id: 10, by: 4 }), add(tx, { id: 11, by: 4 })]);
        throw new Error('caller gives up');
      }),
    ).rejects.toThrow('caller gives up');
    expect(log).toEqual(['alone:10', 'alone:11']);
    expect([await value(10), await value(11)]).toEqual([0, 0]);
  });
});
