import type { Config } from '../config';
import { BRAND_TOPIC } from '../modules/system/brand-cache';
import type { DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { ApiError } from '../lib/errors';
import {
  CLI_ACTOR,
  changeMaintenance,
  changeRegion,
  createOperator,
  resetOperatorPassword,
  viewBrand,
  type AdminDeps,
} from '../modules/admin/service';
import { OPERATOR_ROLES, type OperatorRole } from '../../shared/api/admin';
import { list, parseArgs, required, UsageError } from './args';
import { runAccountCommand } from './account-commands';
import { runWalletCommand } from './wallet-commands';
import type { CommandOutcome } from './control-channel';

/** Operator command line usage. */
export const USAGE = `Usage: npm run operator -- <command> [options]

  maintenance on  --merchant <code> [--until <ISO time, e.g. 2026-12-01T10:00:00Z>]
  maintenance off --merchant <code>
  region set  --merchant <code> [--block PH,SG] [--allow-ip 1.2.3.4,10.0.0.0/8]
  region show --merchant <code>
  operator create --username <name> --password <password> [--role admin|operator|cashier]
  operator reset-password --username <name> --password <password>
  sms list  --merchant <code> [--limit 20]     text messages of the SMS outbox, newest first
  mail list --merchant <code> [--limit 20]     mails of the mail outbox, newest first
  member unlock --merchant <code> --username <name>
  member reset-password --merchant <code> --username <name> --password <password>
  wallet adjust --merchant <code> --username <name> --direction credit|debit --amount 100.00
                --reason <text> [--request-id <id>] [--reverses <transaction id>]
  migrate

Uses the server's configuration (DATABASE_URL, DATA_DIR). With the embedded database (no
DATABASE_URL) and the server running, the server carries the command out itself: PGlite allows
one process per data directory. Running servers pick changes up within CONFIG_CACHE_MS.`;

/** Where the CLI writes. */
export interface CliOutput {
  out: (line: string) => void;
}

/** Runs one command against an open database; throws UsageError or ApiError for bad input. */
export async function runCommand(
  argv: readonly string[],
  database: DatabaseHandle,
  _config: Config,
  io: CliOutput,
): Promise<void> {
  const args = parseArgs(argv);
  const [group, action] = args.words;
  // Maintenance and region changes reach every server's brand cache at once (the change bus).
  const deps: AdminDeps = { db: database.db, onBrandChanged: () => database.changes.publish(BRAND_TOPIC) };
  const key = `${group ?? ''} ${action ?? ''}`.trim();

  switch (key) {
    case 'maintenance on':
    case 'maintenance off': {
      const merchant = required(args, 'merchant');
      const enabled = action === 'on';
      const view = await changeMaintenance(deps, CLI_ACTOR, merchant, {
        enabled,
        endTime: enabled ? (args.options.get('until') ?? null) : null,
      });
      io.out(
        `Maintenance for ${view.merchantCode} is now ${view.maintenance ? 'ON' : 'OFF'}${view.maintenanceEndTime ? ` (announced end ${view.maintenanceEndTime})` : ''}.`,
      );
      return;
    }
    case 'region set': {
      const merchant = required(args, 'merchant');
      if (!args.options.has('block') && !args.options.has('allow-ip'))
        throw new UsageError('Give --block and/or --allow-ip (an empty value clears the list)');
      const current = await viewBrand(deps, merchant);
      const view = await changeRegion(deps, CLI_ACTOR, merchant, {
        blockedCountries: args.options.has('block') ? list(args, 'block') : current.blockedCountries,
        allowedIps: args.options.has('allow-ip') ? list(args, 'allow-ip') : current.allowedIps,
      });
      io.out(`Region settings for ${view.merchantCode} saved.`);
      printRegion(io, view.blockedCountries, view.allowedIps);
      return;
    }
    case 'region show': {
      const view = await viewBrand(deps, required(args, 'merchant'));
      io.out(
        `Brand ${view.merchantCode} (${view.name}): maintenance ${view.maintenance ? 'ON' : 'OFF'}${view.maintenanceEndTime ? ` until ${view.maintenanceEndTime}` : ''}`,
      );
      printRegion(io, view.blockedCountries, view.allowedIps);
      return;
    }
    case 'operator create': {
      const role = (args.options.get('role') ?? 'operator') as OperatorRole;
      if (!OPERATOR_ROLES.includes(role)) throw new UsageError(`--role must be one of ${OPERATOR_ROLES.join(', ')}`);
      const row = await createOperator(deps, CLI_ACTOR, {
        username: required(args, 'username'),
        password: required(args, 'password'),
        role,
      });
      io.out(`Operator ${row.username} created with role ${row.role}.`);
      return;
    }
    case 'operator reset-password': {
      const row = await resetOperatorPassword(deps, CLI_ACTOR, {
        username: required(args, 'username'),
        password: required(args, 'password'),
      });
      io.out(`Password of ${row.username} changed; their sessions were signed out.`);
      return;
    }
    case 'sms list':
    case 'mail list':
    case 'member unlock':
    case 'member reset-password':
      await runAccountCommand(key, args, deps, io);
      return;
    case 'wallet adjust':
      await runWalletCommand(key, args, deps, io);
      return;
    case 'migrate': {
      const applied = await migrate(database.db);
      io.out(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date.');
      return;
    }
    default:
      throw new UsageError(key === '' ? 'No command given' : `Unknown command "${key}"`);
  }
}

function printRegion(io: CliOutput, blocked: readonly string[], allowed: readonly string[]): void {
  io.out(`  blocked countries: ${blocked.length > 0 ? blocked.join(', ') : '(none)'}`);
  io.out(`  allowed IPs:       ${allowed.length > 0 ? allowed.join(', ') : '(none)'}`);
}

/**
 * Runs a command and captures what it printed, for the terminal or the control channel. Exit
 * codes: 0 done, 1 refused (unknown brand, invalid value), 2 unusable command line.
 */
export async function executeCommand(
  argv: readonly string[],
  database: DatabaseHandle,
  config: Config,
): Promise<CommandOutcome> {
  const output: string[] = [];
  try {
    await runCommand(argv, database, config, { out: (line) => output.push(line) });
    return { code: 0, output };
  } catch (error) {
    return { code: error instanceof UsageError ? 2 : 1, output, error: `Error: ${describeFailure(error)}` };
  }
}

/** A one-line explanation of a failure for the terminal. */
export function describeFailure(error: unknown): string {
  if (error instanceof UsageError) return `${error.message}\n\n${USAGE}`;
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
