import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { nameMarkedStatements } from './prepared';
import { localChangeBus, postgresChangeBus, type ChangeBus } from './change-bus';

/** The one Drizzle database type the rest of the server sees, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Change notifications between the server processes on this database (caches forget on them). */
  changes: ChangeBus;
  /** Round trip to the engine, for health checks. */
  ping(): Promise<void>;
  /** PGlite only: a copy of its files, which `openDatabase({ copyOf })` opens (tests start from one). */
  snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Where to find the database: a PostgreSQL URL, else PGlite on disk, else PGlite in memory. */
export interface DatabaseLocation {
  databaseUrl?: string | undefined;
  /** PGlite files go to DATA_DIR/pglite; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL connections in the pool (default 10). */
  poolSize?: number | undefined;
  /** An in-memory PGlite that starts as this snapshot (tests skip migrating and seeding each database). */
  copyOf?: Blob | undefined;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.databaseUrl) return openPostgres(location.databaseUrl, location.poolSize ?? 10);
  return openPglite(location.dataDir, location.copyOf);
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  nameMarkedStatements(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const changes = postgresChangeBus(pool, connectionString);
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    changes,
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
  await handle.ping();
  return handle;
}

async function openPglite(dataDir: string | undefined, copyOf: Blob | undefined): Promise<DatabaseHandle> {
  let releaseLock = (): void => undefined;
  let client: PGlite;
  if (dataDir) {
    // PGlite is single-process: a second process on the same files would corrupt them.
    releaseLock = acquireDataDirLock(dataDir);
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite(copyOf ? { loadDataDir: copyOf } : {});
  }
  try {
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    changes: localChangeBus(),
    ping: async () => void (await client.query('select 1')),
    snapshot: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}
