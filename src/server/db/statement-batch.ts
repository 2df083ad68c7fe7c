import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Group commit for small independent writes of concurrent requests (the house spin's round
 * settle, the seamless wallet's message answers, claims and round ends). Each of these is one
 * row-sized statement with its own commit; on a busy server the database's CPU (and node's
 * socket writes) per spin was mostly statements and commits, not rows. A batched statement
 * sends the items that arrived while its previous batch was in flight as ONE statement (one
 * round trip, one commit), the same scheme as the ledger's group commit (wallet/ledger-batch.ts):
 *
 * - no timer: with nothing in flight a call leaves on the next turn of the event loop, alone,
 *   through the same single-item statement as before; one batch per statement and database
 *   handle is in flight at a time, and the next leaves as soon as it returns (at most MAX_BATCH);
 * - the batched statement decides each item exactly as the single statement would (set-based
 *   SQL over distinct rows), and two items with the same key never share a batch, so no row is
 *   touched twice in one statement;
 * - inside a caller's transaction a call runs alone (it must commit or roll back with it);
 * - a batch that fails as a whole wrote nothing (one statement): each of its items then runs
 *   alone, so a bad item (or a deadlock between batches) fails only itself, with its own error.
 */

/** At most this many items in one statement: bounds its duration and the row locks it holds. */
export const MAX_BATCH = 100;

export interface BatchedStatement<I, O> {
  /** Runs the items together in one statement; answers one result per item, in item order. */
  together(db: Database, items: readonly I[]): Promise<O[]>;
  /** Runs one item in its own statement. */
  alone(db: Database, item: I): Promise<O>;
  /** The row an item writes: items with equal keys go in different batches. */
  keyOf(item: I): string | number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

class StatementBatcher<I, O> {
  private queue: Waiting<I, O>[] = [];
  private inFlight = false;
  private scheduled = false;

  constructor(
    private readonly db: Database,
    private readonly statement: BatchedStatement<I, O>,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.inFlight || this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.inFlight || this.queue.length === 0) return;
      this.inFlight = true;
      void this.run(this.take()).finally(() => {
        this.inFlight = false;
        this.schedule();
      });
    });
  }

  /** The next batch: queue order, distinct keys, at most MAX_BATCH; the rest stays queued. */
  private take(): Waiting<I, O>[] {
    const keys = new Set<string | number>();
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    for (const waiting of this.queue) {
      const key = this.statement.keyOf(waiting.item);
      if (batch.length < MAX_BATCH && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else rest.push(waiting);
    }
    this.queue = rest;
    return batch;
  }

  private async run(batch: Waiting<I, O>[]): Promise<void> {
    if (batch.length > 1) {
      let results: O[] | undefined;
      try {
        results = await this.statement.together(
          this.db,
          batch.map((waiting) => waiting.item),
        );
      } catch {
        // Nothing of it was written: every item runs alone below and meets its own outcome.
      }
      if (results && results.length === batch.length) {
        batch.forEach((waiting, i) => waiting.resolve(results[i] as O));
        return;
      }
    }
    await Promise.all(
      batch.map((waiting) => this.statement.alone(this.db, waiting.item).then(waiting.resolve, waiting.reject)),
    );
  }
}

function inTransaction(db: Database): boolean {
  return db instanceof PgTransaction;
}

/** A function that runs the statement for one item, batched with concurrent calls. */
export function batched<I, O>(statement: BatchedStatement<I, O>): (db: Database, item: I) => Promise<O> {
  const batchers = new WeakMap<Database, StatementBatcher<I, O>>();
  return (db, item) => {
    if (inTransaction(db)) return statement.alone(db, item);
    let batcher = batchers.get(db);
    if (!batcher) {
      batcher = new StatementBatcher(db, statement);
      batchers.set(db, batcher);
    }
    return batcher.submit(item);
  };
}

/**
 * A batch's items (`json`, a JSON array of `count` objects) as a relation for its set-based
 * statement: jsonb_to_recordset with the planner told how many rows it gives. Left to itself the
 * planner takes a set-returning function for 100 rows, and against a table of some thousands of
 * rows it then preferred a sequential scan and a hash join to an index lookup per item: every
 * batch read the whole table (seamless_transactions: 1.3 ms at 3,400 rows, growing with it). The
 * LIMIT is the item count, so it never drops a row; it only sets the estimate. It is a parameter,
 * so the statement's text does not vary with the batch size (db/prepared.ts); a generic plan,
 * which cannot see the value, estimates a tenth of the function's rows, which is index lookups too.
 */
export function recordset(json: string, count: number, columns: SQL): SQL {
  return sql`(select * from jsonb_to_recordset(${json}::jsonb) as r(${columns}) limit ${Math.trunc(count)}::int)`;
}
