import { ERROR_CODES } from '../../../shared/api/envelope';
import type {
  BalanceValue,
  TransactionRecordPage,
  TransactionRecordQuery,
  TransferResult,
  WalletTransferRequest,
  WalletTransferResult,
} from '../../../shared/api/wallet';
import { AGENT_CENTRE_ROLES, TRIAL_ROLE } from '../../../shared/constants';
import { minorToNumber, parseAmount, type AmountProblem } from '../../../shared/money';
import type { Database } from '../../db/client';
import type { MemberRow, TransferVendor } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { requireRealAccount } from '../auth/roles';
import type { BrandSnapshot } from '../system/snapshot';
import { mainAccount, vendorAccount } from './accounts';
import { post, requestHash, type PostedTransaction } from './ledger';
import { trialFunBalance } from '../house/queries';
import { selectMemberBalances, selectRecord } from './queries';
import { checkLeavesTestMoney, sandboxCreditsOf } from '../withdrawals/test-money';

/**
 * Wallet rules for players and agents: balances, transfers between the main wallet and
 * transfer-mode vendor wallets, transfers between an agent and its downline or upline, and the
 * account record. Every movement is one ledger transaction (ledger.ts) keyed by the caller's
 * requestId, namespaced by member so one player's ids never collide with another's.
 */

/** The main wallet's accountTypeId in the balance call. */
export const MAIN_WALLET = 0;

const AMOUNT_MESSAGES: Record<AmountProblem, string> = {
  not_a_number: 'The amount must be a number such as 100 or 100.50',
  not_positive: 'The amount must be greater than zero',
  too_many_decimals: 'The amount can have at most 2 decimal places',
  too_large: 'The amount is above the largest allowed (1,000,000,000.00)',
};

/** A request amount in minor units, or 400 amount.invalid with the reason. */
export function amountOf(input: unknown): bigint {
  const parsed = parseAmount(input);
  if ('problem' in parsed)
    throw new ApiError(400, ERROR_CODES.amountInvalid, AMOUNT_MESSAGES[parsed.problem], { reason: parsed.problem });
  return parsed.minor;
}

function vendorOf(brand: BrandSnapshot, accountTypeId: number): TransferVendor | undefined {
  return brand.wallet.transferVendors.find((vendor) => vendor.accountTypeId === accountTypeId);
}

/**
 * The main wallet and (in transfer mode) each vendor wallet with its balance, 0 where never used.
 * A trial account has no money, only fun money: its main wallet is its fun balance (the house's
 * fun sessions), the figure its games show, and it has no vendor wallets.
 */
export async function walletBalance(db: Database, brand: BrandSnapshot, member: MemberRow): Promise<BalanceValue> {
  if (member.type === TRIAL_ROLE) {
    const fun = (await trialFunBalance(db, member.id)) ?? BigInt(brand.house.funBalanceMinor);
    return {
      sumBalance: minorToNumber(fun),
      balance: [{ accountTypeId: MAIN_WALLET, vendorCode: '', name: '', availBalance: minorToNumber(fun) }],
      currency: brand.wallet.currency,
      currencySymbol: brand.wallet.currencySymbol,
    };
  }
  const stored = await selectMemberBalances(db, brand.id, member.id, brand.wallet.currency);
  const balanceOf = (kind: string, vendorCode: string) =>
    stored.find((row) => row.kind === kind && row.vendorCode === vendorCode)?.balance ?? 0n;
  const wallets = [
    { accountTypeId: MAIN_WALLET, vendorCode: '', name: '', minor: balanceOf('player_main', '') },
    ...(brand.wallet.isSingle ? [] : brand.wallet.transferVendors).map((vendor) => ({
      accountTypeId: vendor.accountTypeId,
      vendorCode: vendor.vendorCode,
      name: vendor.name,
      minor: balanceOf('player_vendor', vendor.vendorCode),
    })),
  ];
  const sum = wallets.reduce((total, wallet) => total + wallet.minor, 0n);
  return {
    sumBalance: minorToNumber(sum),
    balance: wallets.map(({ minor, ...wallet }) => ({ ...wallet, availBalance: minorToNumber(minor) })),
    currency: brand.wallet.currency,
    currencySymbol: brand.wallet.currencySymbol,
  };
}

function transferResult(posted: PostedTransaction, requestId: string): TransferResult {
  const [from, to] = posted.postings;
  if (!from || !to) throw new Error(`transfer ${posted.id} has fewer than two postings`);
  return {
    transactionId: posted.id,
    requestId,
    amount: minorToNumber(to.amount),
    fromBalance: minorToNumber(from.balanceAfter),
    toBalance: minorToNumber(to.balanceAfter),
    createdAt: posted.createdAt.getTime(),
    replayed: posted.replayed,
  };
}

function notAllowed(message: string, status = 400): ApiError {
  return new ApiError(status, ERROR_CODES.transferNotAllowed, message);
}

/**
 * Moves money between the main wallet and a transfer-mode vendor wallet (GCS_walletTransfer).
 * Only in transfer mode, only main <-> vendor. Calling the vendor's own API (and holding an
 * unknown outcome for reconciliation) comes with the vendor integrations; this records our side.
 */
export async function walletTransfer(
  db: Database,
  brand: BrandSnapshot,
  member: MemberRow,
  body: WalletTransferRequest,
): Promise<WalletTransferResult> {
  requireRealAccount(member);
  if (brand.wallet.isSingle)
    throw new ApiError(400, ERROR_CODES.functionNotAvailable, 'This site uses a single wallet: nothing to transfer');
  const amount = amountOf(body.amount);
  const { fromAccountTypeId: from, toAccountTypeId: to } = body;
  if (from === to) throw notAllowed('Choose two different wallets');
  if (from !== MAIN_WALLET && to !== MAIN_WALLET) throw notAllowed('Transfers go to or from the main wallet');
  const vendor = vendorOf(brand, from === MAIN_WALLET ? to : from);
  if (!vendor)
    throw new ApiError(400, ERROR_CODES.walletNotFound, 'Unknown wallet', {
      accountTypeId: from === MAIN_WALLET ? to : from,
    });

  const currency = brand.wallet.currency;
  const main = await mainAccount(db, brand.id, member.id, currency);
  const vendorWallet = await vendorAccount(db, brand.id, member.id, vendor.vendorCode, currency);
  const [fromId, toId] = from === MAIN_WALLET ? [main, vendorWallet] : [vendorWallet, main];
  const posted = await post(db, {
    brandId: brand.id,
    kind: 'transfer',
    idempotencyKey: `transfer:m${member.id}:${body.requestId}`,
    requestHash: requestHash({ call: 'walletTransfer', from, to, amount }),
    postings: [
      { accountId: fromId, amount: -amount, currency },
      { accountId: toId, amount, currency },
    ],
    metadata: { requestId: body.requestId, fromAccountTypeId: from, toAccountTypeId: to, remark: vendor.vendorCode },
  });
  return { ...transferResult(posted, body.requestId), fromAccountTypeId: from, toAccountTypeId: to };
}

/**
 * Moves money between two members' main wallets: a member to its upline agent, or an agent to
 * one of its direct downlines (product-spec: agents may transfer to downline and upline).
 */
export async function memberTransfer(
  db: Database,
  brand: BrandSnapshot,
  sender: MemberRow,
  recipient: MemberRow | undefined,
  input: { amount: unknown; requestId: string; direction: 'upline' | 'downline' },
): Promise<TransferResult & { toUsername: string }> {
  requireRealAccount(sender);
  const amount = amountOf(input.amount);
  if (input.direction === 'downline' && !(AGENT_CENTRE_ROLES as readonly number[]).includes(sender.type))
    throw notAllowed('Only agents transfer to a downline', 403);
  const allowed =
    recipient &&
    recipient.brandId === brand.id &&
    recipient.id !== sender.id &&
    !recipient.disabled &&
    recipient.type !== TRIAL_ROLE &&
    (input.direction === 'upline' ? sender.uplineId === recipient.id : recipient.uplineId === sender.id);
  if (!recipient || !allowed)
    throw notAllowed(
      input.direction === 'upline' ? 'There is no upline to transfer to' : 'That account is not your direct downline',
      403,
    );

  const currency = brand.wallet.currency;
  const fromId = await mainAccount(db, brand.id, sender.id, currency);
  const toId = await mainAccount(db, brand.id, recipient.id, currency);
  // Test money stays with the member it was credited to (withdrawals/test-money.ts): a sender
  // holding sandbox credits posts inside a transaction that rolls back when the balance the
  // posting left is below them; everyone else takes the group commit as before.
  const testMoney = await sandboxCreditsOf(db, sender.id);
  const transfer = (on: Database) =>
    post(on, {
      brandId: brand.id,
      kind: 'agent_transfer',
      idempotencyKey: `agent_transfer:m${sender.id}:${input.requestId}`,
      requestHash: requestHash({ call: 'memberTransfer', to: recipient.id, amount, direction: input.direction }),
      postings: [
        { accountId: fromId, amount: -amount, currency },
        { accountId: toId, amount, currency },
      ],
      metadata: {
        requestId: input.requestId,
        direction: input.direction,
        fromMemberId: sender.id,
        toMemberId: recipient.id,
        remark: `${sender.username} -> ${recipient.username}`,
      },
    });
  const posted =
    testMoney > 0n
      ? await db.transaction(async (tx) => {
          const done = await transfer(tx);
          if (!done.replayed) checkLeavesTestMoney(done.postings[0]?.balanceAfter ?? 0n, testMoney);
          return done;
        })
      : await transfer(db);
  return { ...transferResult(posted, input.requestId), toUsername: recipient.username };
}

/** The member's account record (ODSFE2_MemTransDet): postings on its wallets, newest first. */
export async function transactionRecord(
  db: Database,
  brand: BrandSnapshot,
  member: MemberRow,
  query: TransactionRecordQuery,
): Promise<TransactionRecordPage> {
  requireRealAccount(member);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const { rows, total } = await selectRecord(db, {
    brandId: brand.id,
    memberId: member.id,
    type: query.type,
    start: query.startTime === undefined ? undefined : new Date(query.startTime),
    end: query.endTime === undefined ? undefined : new Date(query.endTime),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const typeIdOf = (vendorCode: string) =>
    vendorCode === ''
      ? MAIN_WALLET
      : (brand.wallet.transferVendors.find((v) => v.vendorCode === vendorCode)?.accountTypeId ?? -1);
  return {
    page,
    pageSize,
    total,
    list: rows.map((row) => ({
      transactionId: row.transactionId,
      type: row.kind,
      accountTypeId: typeIdOf(row.vendorCode),
      amount: minorToNumber(row.amount),
      balanceAfter: minorToNumber(row.balanceAfter),
      createdAt: row.createdAt.getTime(),
      reversesId: row.reversesId,
      remark: typeof row.metadata.remark === 'string' ? row.metadata.remark : '',
    })),
  };
}
