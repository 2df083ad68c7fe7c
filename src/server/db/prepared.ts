import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';

/**
 * Prepared statements for the statements every spin and seamless message runs (the batched
 * statements, the ledger's postings, starting a round). Drizzle sends every query unnamed, so
 * PostgreSQL parses and plans it again each time; for the set-based batch statements that was
 * about a third of the database's CPU per spin (measured: 5.2 -> 3.8 ms of PostgreSQL CPU per
 * spin at 300 spins/s with these statements named). A statement marked with prepared() is
 * named after a hash of its text, so node-postgres parses it once per connection and later runs
 * only bind and execute, and PostgreSQL may keep a generic plan for it.
 *
 * Rules for a marked statement: its text must not vary with its input (values are parameters,
 * never sql.raw), so each marked statement is one prepared statement per connection. As a guard,
 * at most MAX_PREPARED distinct texts are named per pool; any further marked text runs unnamed,
 * as it would without the mark, so a text that varies by mistake cannot fill the server's memory.
 * Inside a transaction (a pool client, not the pool) statements run unnamed. On PGlite the mark
 * is a comment and nothing else.
 */

const MARK = '/* prepared */ ';

/** Distinct marked texts named per pool; the statements of the hot path are far fewer. */
export const MAX_PREPARED = 64;

/** Marks a statement to be prepared once per connection on PostgreSQL (see the rules above). */
export function prepared(query: SQL): SQL {
  return sql`${sql.raw(MARK)}${query}`;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
}

/** Makes `pool.query` name the marked statements (openPostgres calls it once per pool). */
export function nameMarkedStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (config: unknown, ...rest: unknown[]) => unknown;
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= MAX_PREPARED) return known;
    const name = `p_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
  const named = (config: unknown, ...rest: unknown[]) => {
    const { text, name } = (config ?? {}) as QueryConfig;
    if (typeof text === 'string' && name === undefined && text.startsWith(MARK)) {
      const given = nameOf(text);
      if (given !== undefined) return query({ ...(config as object), name: given }, ...rest);
    }
    return query(config, ...rest);
  };
  (pool as unknown as { query: typeof named }).query = named;
}
