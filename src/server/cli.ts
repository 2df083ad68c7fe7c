import { ConfigError, loadConfig, type Config } from './config';
import { prepareDatabase } from './bootstrap';
import { DataDirLockedError } from './db/data-dir-lock';
import { describeFailure, executeCommand, USAGE } from './cli/commands';
import { sendToControlChannel, type CommandOutcome } from './cli/control-channel';

/**
 * Operator command line (npm run operator -- <command>). It opens the same database as the
 * server and calls the same service functions as the operator API, auditing as 'cli'.
 *
 * Decision: the CLI talks to the database, not to a running server's HTTP API (that would need
 * an operator password in the shell). With PostgreSQL it runs beside any number of servers,
 * which see changes within CONFIG_CACHE_MS. The embedded PGlite allows one process per data
 * directory: while a server holds it, the CLI hands the command to that server over its local
 * control channel, and the server runs it on its own connection.
 */
async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : String(error));
    return 2;
  }
  const outcome = await runHere(argv, config).catch((error: unknown) =>
    error instanceof DataDirLockedError ? runInServer(argv, config, error) : failure(error),
  );
  for (const line of outcome.output) console.log(line);
  if (outcome.error) console.error(outcome.error);
  return outcome.code;
}

/** Opens the database in this process (migrated and seeded like the server's) and runs the command. */
async function runHere(argv: string[], config: Config): Promise<CommandOutcome> {
  const { database, seeded } = await prepareDatabase(config);
  try {
    const outcome = await executeCommand(argv, database, config);
    if (seeded.generatedPassword) {
      outcome.output.unshift(
        `Initial operator "admin" created with password "${seeded.generatedPassword}" (shown only once).`,
      );
    }
    return outcome;
  } finally {
    await database.close();
  }
}

/** Hands the command to the server that holds the embedded database. */
async function runInServer(argv: string[], config: Config, locked: DataDirLockedError): Promise<CommandOutcome> {
  try {
    return await sendToControlChannel(config.dataDir, argv);
  } catch {
    // Another CLI, or a server too old to have the channel, holds the database.
    return failure(locked);
  }
}

function failure(error: unknown): CommandOutcome {
  return { code: 1, output: [], error: `Error: ${describeFailure(error)}` };
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
