import { mailOutbox, resetMemberPassword, smsOutbox, unlockMember } from '../modules/admin/accounts';
import { CLI_ACTOR, type AdminDeps } from '../modules/admin/service';
import { required, UsageError, type ParsedArgs } from './args';
import type { CliOutput } from './commands';

function limitOf(args: ParsedArgs): number {
  const raw = args.options.get('limit') ?? '20';
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1 || limit > 500) throw new UsageError('--limit must be a number from 1 to 500');
  return limit;
}

/** The account commands: outboxes of the local SMS and mail providers, member unlock and password reset. */
export async function runAccountCommand(key: string, args: ParsedArgs, deps: AdminDeps, io: CliOutput): Promise<void> {
  const merchant = required(args, 'merchant');
  switch (key) {
    case 'sms list': {
      const rows = await smsOutbox(deps, merchant, limitOf(args));
      if (rows.length === 0) io.out('The SMS outbox is empty.');
      for (const row of rows) io.out(`${row.createdAt}  ${row.to}  [${row.purpose}]  ${row.text}`);
      return;
    }
    case 'mail list': {
      const rows = await mailOutbox(deps, merchant, limitOf(args));
      if (rows.length === 0) io.out('The mail outbox is empty.');
      for (const row of rows) {
        io.out(`${row.createdAt}  to ${row.to}: ${row.subject}`);
        for (const line of row.text.split('\n')) io.out(`    ${line}`);
      }
      return;
    }
    case 'member unlock': {
      const view = await unlockMember(deps, CLI_ACTOR, { merchant, username: required(args, 'username') });
      io.out(`Member ${view.username} unlocked.`);
      return;
    }
    case 'member reset-password': {
      const view = await resetMemberPassword(deps, CLI_ACTOR, {
        merchant,
        username: required(args, 'username'),
        password: required(args, 'password'),
      });
      io.out(`Password of ${view.username} set; they must choose a new one at the next login, and were signed out.`);
      return;
    }
    default:
      throw new UsageError(`Unknown command "${key}"`);
  }
}
