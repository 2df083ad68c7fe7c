import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';

/** The streams a consumer reads, both ordered by (txid, id). */
export type StreamName = 'bet_records' | 'events';

/** The rows of one batch: (txid, id) after `from` and up to `to`, both stream positions. */
export interface BatchRange {
  fromTxid: string;
  fromId: string;
  toTxid: string;
  toId: string;
  count: number;
}

export interface Consumer {
  /** Its cursor's name in stream_cursors (one cursor per consumer and stream). */
  name: string;
  stream: StreamName;
  batchSize: number;
  /** Applies the batch's effects inside the batch's transaction (use `inRange` to select it). */
  apply(tx: Database, range: BatchRange): Promise<void>;
}

/** Advisory-lock class of consumers (the second key is the consumer name's hash). */
const CONSUMER_LOCK_CLASS = 7347;

/** The condition selecting a batch's rows of the stream table under `alias`. */
export function inRange(alias: string, range: BatchRange): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.txid, ${a}.id) > (${range.fromTxid}::xid8, ${range.fromId}::bigint)
    and (${a}.txid, ${a}.id) <= (${range.toTxid}::xid8, ${range.toId}::bigint)`;
}

/**
 * Runs one batch of `consumer`: in ONE transaction it takes the consumer's lock (another process
 * running it answers -1 at once), reads its cursor, picks the next rows in (txid, id) order whose
 * transactions ended before every running one began (txid < xmin of the snapshot: a transaction
 * that commits late, after rows of later ones, is waited for, never skipped), applies them and
 * moves the cursor. A crash anywhere rolls all of it back, so the effects happen exactly once.
 * Answers how many rows it applied.
 */
export async function runBatch(db: Database, consumer: Consumer): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(
        sql`select pg_try_advisory_xact_lock(${CONSUMER_LOCK_CLASS}, hashtext(${consumer.name})) as locked`,
      ),
    );
    if (!lock?.locked) return -1;
    await tx.execute(sql`insert into stream_cursors (consumer, stream) values (${consumer.name}, ${consumer.stream})
      on conflict do nothing`);
    const [cursor] = rowsOf<{ txid: string; id: string }>(
      await tx.execute(sql`select last_txid::text as txid, last_id::text as id from stream_cursors
        where consumer = ${consumer.name} and stream = ${consumer.stream}`),
    );
    if (!cursor) throw new Error(`stream cursor ${consumer.name} vanished`);
    const table = sql.raw(consumer.stream);
    const [last] = rowsOf<{ txid: string | null; id: string | null; count: number }>(
      await tx.execute(sql`select (array_agg(s.txid::text order by s.txid desc, s.id desc))[1] as txid,
          (array_agg(s.id::text order by s.txid desc, s.id desc))[1] as id, count(*)::int as count
        from (select t.txid, t.id from ${table} t
          where (t.txid, t.id) > (${cursor.txid}::xid8, ${cursor.id}::bigint)
            and t.txid < pg_snapshot_xmin(pg_current_snapshot())
          order by t.txid, t.id limit ${consumer.batchSize}) s`),
    );
    if (!last || last.count === 0 || last.txid === null || last.id === null) return 0;
    const range: BatchRange = {
      fromTxid: cursor.txid,
      fromId: cursor.id,
      toTxid: last.txid,
      toId: last.id,
      count: last.count,
    };
    await consumer.apply(tx, range);
    await tx.execute(sql`update stream_cursors set last_txid = ${range.toTxid}::xid8, last_id = ${range.toId}::bigint,
      updated_at = now() where consumer = ${consumer.name} and stream = ${consumer.stream}`);
    return range.count;
  });
}

/** Runs batches of `consumer` until it is caught up (or another process holds it); answers the rows applied. */
export async function drain(db: Database, consumer: Consumer, maxBatches = Number.POSITIVE_INFINITY): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const applied = await runBatch(db, consumer);
    if (applied <= 0) break;
    total += applied;
    if (applied < consumer.batchSize) break;
  }
  return total;
}
