import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { seed, type SeedResult } from './db/seed';

/** An open, migrated and seeded database, as the server and the CLI both start from. */
export interface Prepared {
  database: DatabaseHandle;
  migrationsApplied: string[];
  seeded: SeedResult;
}

/** Opens the configured database, applies pending migrations and seeds the demo data. */
export async function prepareDatabase(config: Config): Promise<Prepared> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const migrationsApplied = await migrate(database.db);
    const seeded = await seed(database.db, {
      publicUrl: config.publicUrl,
      operatorPassword: config.operatorPassword,
      smsProvider: config.twilio !== undefined,
      production: config.production,
    });
    return { database, migrationsApplied, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
