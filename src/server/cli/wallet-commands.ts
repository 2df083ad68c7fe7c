import { randomUUID } from 'node:crypto';
import { adjustBalance } from '../modules/admin/wallet';
import { CLI_ACTOR, type AdminDeps } from '../modules/admin/service';
import { required, UsageError, type ParsedArgs } from './args';
import type { CliOutput } from './commands';

/**
 * `wallet adjust`: credits or debits a member's main wallet against the house, with a reason.
 * Without --request-id a fresh id is generated and printed, so a retry of an interrupted run can
 * pass it and is then applied at most once.
 */
export async function runWalletCommand(key: string, args: ParsedArgs, deps: AdminDeps, io: CliOutput): Promise<void> {
  if (key !== 'wallet adjust') throw new UsageError(`Unknown command "${key}"`);
  const direction = required(args, 'direction');
  if (direction !== 'credit' && direction !== 'debit') throw new UsageError('--direction must be credit or debit');
  const reverses = args.options.get('reverses');
  if (reverses !== undefined && !/^[1-9]\d{0,15}$/.test(reverses))
    throw new UsageError('--reverses must be a transaction id');
  const requestId = args.options.get('request-id') ?? `cli-${randomUUID()}`;
  const result = await adjustBalance(deps, CLI_ACTOR, {
    merchant: required(args, 'merchant'),
    username: required(args, 'username'),
    direction,
    amount: required(args, 'amount'),
    reason: required(args, 'reason'),
    requestId,
    ...(reverses ? { reversesTransactionId: Number(reverses) } : {}),
  });
  io.out(
    `${result.replayed ? 'Already applied' : 'Applied'}: ${result.direction} ${result.amount.toFixed(2)} ` +
      `for ${result.username} (transaction ${result.transactionId}, request id ${requestId}); ` +
      `main wallet now ${result.balance.toFixed(2)}.`,
  );
}
