import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { executeCommand } from './cli/commands';
import { serveControlChannel } from './cli/control-channel';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { INITIAL_OPERATOR } from './db/seed';
import { installSignalHandlers } from './shutdown';

/**
 * Process entry of the platform server: configuration, database (migrated and seeded), HTTP
 * listener, graceful shutdown on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const { database, migrationsApplied, seeded } = await prepareDatabase(config);
  // A fresh data directory has no downloads folder yet: created here, /down lists nothing and an
  // installer copied in later is served without a restart. One that cannot be created (a
  // read-only DOWNLOADS_DIR) is named in the download route's warning.
  try {
    mkdirSync(config.downloadsDir, { recursive: true });
  } catch {
    // Listed as empty.
  }
  const app = await buildApp({ config, database });
  if (database.kind === 'pglite') {
    // The embedded database is this process's alone: operator CLI commands come in through here.
    const closeChannel = await serveControlChannel(config.dataDir, (argv) => executeCommand(argv, database, config));
    app.addHook('onClose', closeChannel);
  }
  installSignalHandlers(app, database);

  if (migrationsApplied.length > 0) app.log.info({ migrations: migrationsApplied }, 'database migrated');
  if (seeded.brandCreated) app.log.info('demo brand created (merchant code "demo")');
  if (seeded.generatedPassword) {
    // Written straight to stdout so it shows whatever LOG_LEVEL is; it is never stored or shown again.
    process.stdout.write(
      `\n  Initial operator created: username "${INITIAL_OPERATOR}", password "${seeded.generatedPassword}"\n` +
        '  It is shown only this once. Change it with: npm run operator -- operator reset-password --username admin --password <new>\n\n',
    );
  }

  const address = await app.listen({ port: config.port, host: config.host });
  const url = address;
  app.log.info(
    { url, publicUrl: config.publicUrl, database: database.kind, startMs: Math.round(performance.now() - started) },
    `PlayHub server listening on ${url}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
