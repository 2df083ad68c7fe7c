// Prepared statements for the hot path (src/server/db/prepared.ts): a statement marked with
// prepared() is named after its text, so PostgreSQL parses it once per connection; its answers
// are the same as unmarked; unmarked statements stay unnamed; at most MAX_PREPARED distinct
// texts are named per pool, so a text that varies by mistake cannot fill the server's memory.
// On PGlite the mark is only a comment.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { MAX_PREPARED, prepared } from '../../src/server/db/prepared';
import { openSingleConnection, skipReason, TEST_DATABASE } from '../fixtures/server';
import { query } from './wallet-support';

const skip = await skipReason();

describe.skipIf(skip)('prepared statements', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    // One connection: pg_prepared_statements is per connection.
    ({ handle, drop } = await openSingleConnection());
  });
  afterAll(async () => {
    await handle?.close();
    await drop();
  });

  const namedStatements = async () =>
    (
      await query<{ name: string; statement: string }>(
        handle.db,
        sql`select name, statement from pg_prepared_statements order by name`,
      )
    ).filter((row) => row.name.startsWith('p_'));

  it('answers a marked statement as it answers the same statement unmarked, dates included', async () => {
    const statement = (n: number) =>
      sql`select ${n}::int + 1 as next, timestamptz '2026-01-02 03:04:05+00' as at, ${'x'}::text as t`;
    const plain = await query<Record<string, unknown>>(handle.db, statement(1));
    for (const n of [1, 1, 1]) expect(await query(handle.db, prepared(statement(n)))).toEqual(plain);
    expect(await query(handle.db, prepared(statement(41)))).toEqual([{ ...plain[0], next: 42 }]);
  });

  // The next two read pg_prepared_statements: PostgreSQL only (PGlite runs everything unnamed).
  it.skipIf(TEST_DATABASE !== 'postgres')(
    'names each marked text once per connection and leaves unmarked statements unnamed',
    async () => {
      const before = (await namedStatements()).length;
      for (let i = 0; i < 3; i++) await query(handle.db, prepared(sql`select ${i}::int as marked_probe`));
      await query(handle.db, sql`select 1 as unmarked_probe`);
      const named = await namedStatements();
      expect(named.length).toBe(before + 1);
      expect(named.some((row) => row.statement.includes('marked_probe'))).toBe(true);
      expect(named.some((row) => row.statement.includes('unmarked_probe'))).toBe(false);
    },
  );

  it.skipIf(TEST_DATABASE !== 'postgres')(
    'names at most MAX_PREPARED texts per pool; further marked texts still run, unnamed',
    async () => {
      for (let i = 0; i < MAX_PREPARED + 10; i++) {
        const [row] = await query<{ n: number }>(
          handle.db,
          prepared(sql`select ${i}::int as ${sql.identifier(`n`)}, ${sql.raw(String(i))} as variant`),
        );
        expect(Number(row?.n)).toBe(i);
      }
      expect((await namedStatements()).length).toBe(MAX_PREPARED);
    },
  );
});
